/**
 * Tells users about a change of their account or enterprise through the message service (box + live
 * WebSocket frame). A failure to notify never undoes the change: it is logged and the call goes on.
 */
import type { FastifyBaseLogger } from 'fastify';
import { hasPermission, type AppServices } from '../../../services';
import { deliverLive, storeNotice } from '../../message/inbox';
import { PLATFORM_ADMIN_ROLE, PLATFORM_COMPANY_KIND } from './platform';

/** Notice contents are HTML: user-typed text (company names, reasons) goes in escaped. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function notifyUsers(
  services: AppServices,
  log: FastifyBaseLogger,
  userIds: string[],
  title: string,
  content: string,
): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  try {
    const published = await storeNotice(services, {
      title,
      content,
      contentType: 'MESSAGE',
      noticeType: '1',
      target: { kind: 'user', ids },
      publisher: null,
    });
    await deliverLive(services, published.recipients, published.frame);
  } catch (error) {
    log.warn({ err: error }, 'notice could not be sent');
  }
}

/**
 * The enabled, undeleted users who hold `permission` through an enabled role: the platform administrators
 * (platform staff holding the platform role sys: every permission) and the members of roles whose menus carry
 * it, or a wildcard covering it. As in auth/sessions.ts, a company role keyed 'sys' confers nothing.
 */
export async function usersHolding(services: AppServices, permission: string): Promise<string[]> {
  const rows = await services.db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.user_id')
    .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
    .leftJoin('companies as c', 'c.company_id', 'u.company_id')
    .leftJoin('role_menus as rm', 'rm.role_id', 'r.role_id')
    .leftJoin('menus as m', 'm.menu_id', 'rm.menu_id')
    .select(['u.user_id', 'm.perms'])
    .select((eb) => eb.and([eb('r.role_key', '=', PLATFORM_ADMIN_ROLE), eb('r.company_id', 'is', null), eb('c.kind', '=', PLATFORM_COMPANY_KIND)]).as('admin'))
    .where('u.status', '=', '0')
    .where('u.del_flag', '=', '0')
    .where('r.status', '=', '0')
    .where((eb) =>
      eb.or([
        eb.and([eb('r.role_key', '=', PLATFORM_ADMIN_ROLE), eb('r.company_id', 'is', null), eb('c.kind', '=', PLATFORM_COMPANY_KIND)]),
        eb('m.perms', '=', permission),
        eb('m.perms', 'like', '%*'),
      ]),
    )
    .execute();
  const holders = new Set<string>();
  for (const row of rows) {
    const granted = row.admin ? '*:*:*' : row.perms === '*:*:*' ? null : row.perms;
    if (granted && hasPermission({ permissions: [granted] }, permission)) holders.add(row.user_id);
  }
  return [...holders];
}
