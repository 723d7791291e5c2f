/**
 * Who may read the board, and which alarms they see. A wall display (display token) and a caller whose
 * data scope is 'all' see every fleet; any other signed-in caller sees the alarms and trucks of their own
 * company (a fleet sees its trucks). A signed-in caller needs a role that grants the /screen menu
 * (数据看板), the same rule that lists it in their menu.
 */
import { forbidden } from '../../http/errors';
import { clientText } from '../../lib/text';
import type { ServerLanguage } from '@port/config/server-messages';
import type { AppServices, SessionUser } from '../../services';
import type { DisplayCaller } from '../../http/credentials';

export const SCREEN_MENU_PATH = '/screen';

export type BoardScope = { kind: 'all' } | { kind: 'company'; companyId: string | null };

export async function userMayViewBoard(services: AppServices, user: SessionUser): Promise<boolean> {
  if (user.permissions.includes('*:*:*')) return true;
  if (user.roleIds.length === 0) return false;
  const grant = await services.db
    .selectFrom('role_menus as rm')
    .innerJoin('menus as m', 'm.menu_id', 'rm.menu_id')
    .select('m.menu_id')
    .where('rm.role_id', 'in', user.roleIds)
    .where('m.path', '=', SCREEN_MENU_PATH)
    .executeTakeFirst();
  return !!grant;
}

export const scopeOfUser = (user: SessionUser): BoardScope =>
  user.dataScope === '1' ? { kind: 'all' } : { kind: 'company', companyId: user.companyId };

/** The scope of a board call; 403 with the board's own words when the caller's role does not allow it. */
export async function boardScope(
  services: AppServices,
  lang: ServerLanguage,
  user: SessionUser | null,
  display: DisplayCaller | null,
): Promise<BoardScope> {
  if (user) {
    if (!(await userMayViewBoard(services, user))) throw forbidden(clientText(lang, 'screen.noAccess'));
    return scopeOfUser(user);
  }
  if (display) return { kind: 'all' };
  throw forbidden();
}

/** Whether an alarm of this fleet is visible in the scope. */
export const scopeSees = (scope: BoardScope, fleetCompanyId: string | null): boolean =>
  scope.kind === 'all' || (scope.companyId !== null && scope.companyId === fleetCompanyId);
