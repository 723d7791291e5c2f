/**
 * The handlers of openapi/paths/admin.yaml: articles and the audit log on the entity mechanism; dictionary types;
 * users of every company unlocked or given a temporary password that only the SMS adapter ever carries.
 */
import { createHash, randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { serverLanguage } from '@port/config/server-messages';
import { requireUser, type Handlers } from '../../http/contract';
import { Answer } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { actorOf, recordAudit } from '../../lib/audit';
import { entityHandlers } from '../../lib/entity/handlers';
import { clientText } from '../../lib/text';
import type { AppServices, SessionUser } from '../../services';
import { storePassword } from '../accounts/common/passwords';
import { smsAdapter } from '../accounts/sms/adapter';
import { revokeUserSessions } from '../auth/sessions';
import { articleStore, auditStore } from './stores';

interface UserCall {
  services: AppServices;
  user: SessionUser | null;
  req: FastifyRequest;
  params: { userId: string };
}

async function userOf(services: AppServices, userId: string) {
  const row = await services.db.selectFrom('users').select(['user_id', 'mobile', 'failed_logins', 'locked_until']).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Lifts the sign-in lock of a user of any company. */
async function unlockUser({ services, user, req, params }: UserCall) {
  const me = requireUser(user);
  const target = await userOf(services, params.userId);
  await services.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ failed_logins: 0, locked_until: null }).where('user_id', '=', target.user_id).execute();
    await recordAudit(trx, actorOf(me, req), {
      action: 'unlock', entity: 'user', entityId: target.user_id,
      before: { failedLogins: target.failed_logins, lockedUntil: target.locked_until }, after: { failedLogins: 0, lockedUntil: null },
    });
  });
  return new Answer(null, clientText(serverLanguage(req.headers['accept-language']), 'admin.users.unlocked'));
}

const SETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '@#%&*+=?'] as const;

/** 12 characters from all four sets (the strength rule of the forms), without look-alikes. */
export function temporaryPassword(): string {
  const chars = SETS.map((set) => set[randomInt(set.length)]!);
  const all = SETS.join('');
  while (chars.length < 12) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/**
 * A temporary password for a user of any company, sent by SMS to the user's own mobile: stored as every password
 * is (scrypt over the SHA-256 digest the clients send), never answered, logged or audited; the user's sessions end
 * and the next sign-in asks for a new password.
 */
async function smsResetUserPassword({ services, user, req, params }: UserCall) {
  const me = requireUser(user);
  const lang = serverLanguage(req.headers['accept-language']);
  const target = await userOf(services, params.userId);
  const password = temporaryPassword();
  await storePassword(services, target.user_id, createHash('sha256').update(password).digest('hex'), 'Y');
  await revokeUserSessions(services, target.user_id);
  await smsAdapter(services).send(services, {
    mobile: target.mobile, scene: 'resetPassword', code: null, codeId: null,
    content: clientText('zh-CN', 'admin.users.smsContent', { password }),
  });
  await recordAudit(services.db, actorOf(me, req), { action: 'smsResetPassword', entity: 'user', entityId: target.user_id, after: { sentTo: `${target.mobile.slice(0, 3)}****${target.mobile.slice(-4)}` } });
  return new Answer(null, clientText(lang, 'admin.users.smsResetSent'));
}

/** The dictionary types in use, with their item counts (字典管理's left column). */
async function listDictTypes({ services }: { services: AppServices }) {
  const rows = await services.db
    .selectFrom('dict_data')
    .select(['dict_type', sql<string>`count(*)`.as('n')])
    .groupBy('dict_type')
    .orderBy('dict_type')
    .execute();
  return rows.map((r) => ({ dictType: r.dict_type, count: Number(r.n) }));
}

export const adminHandlers = {
  ...entityHandlers(articleStore, { exportTitle: 'admin.pages.articles' }),
  ...entityHandlers(auditStore, { exportTitle: 'admin.pages.audits' }),
  listDictTypes,
  unlockUser,
  smsResetUserPassword,
} as unknown as Handlers;
