import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { OAUTH_CLIENT } from '@port/config/constants';
import { serverLanguage, serverMessage } from '@port/config/server-messages';
import { validateMobile } from '@port/sdk/rules';
import { defineHandlers, requireUser } from '../../http/contract';
import { Answer, serializeOnce } from '../../http/envelope';
import { ApiError, badRequest, unauthorized } from '../../http/errors';
import { rateLimit } from '../../lib/rate-limit';
import { formatDateTime } from '../../lib/datetime';
import { enforce } from '../../lib/text';
import type { AppServices } from '../../services';
import { randomCaptchaText, renderCaptchaGif } from './captcha-image';
import { hashDigest, noAccountHash, verifyDigest } from './passwords';
import { createSession, derivedForCaller, revokeSession, revokeUserSessions, SESSION_TTL_SECONDS } from './sessions';
import { buildRouteTree } from './routers';

export const CAPTCHA_TTL_MS = 2 * 60 * 1000;
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 15 * 60 * 1000;

async function newCaptcha(services: AppServices, ip: string) {
  // The limit guards the image's cost (and the table): with the captcha off the answer costs nothing to give.
  if (!services.env.captchaEnabled) return { captchaOnOff: false };
  await rateLimit(services, `captcha:${ip}`, services.env.rateLimit.captcha);
  const text = randomCaptchaText();
  const uuid = randomUUID();
  const now = services.now();
  await services.db
    .insertInto('captchas')
    .values({ uuid, code: text.toLowerCase(), expires_at: new Date(now.getTime() + CAPTCHA_TTL_MS) })
    .execute();
  // Expired captchas are swept now and then rather than on every call.
  if (Math.random() < 0.02) await services.db.deleteFrom('captchas').where('expires_at', '<', now).execute();
  return { captchaOnOff: true, img: renderCaptchaGif(text), uuid };
}

/** Checks and consumes a captcha: single use whatever the outcome, case-insensitive, 2-minute life. */
export async function consumeCaptcha(services: AppServices, uuid: string | undefined, code: string | undefined) {
  if (!services.env.captchaEnabled) return;
  if (!code?.trim()) throw badRequest('captchaRequired', {}, 'code');
  if (!uuid) throw badRequest('captchaExpired', {}, 'uuid');
  const row = await services.db.deleteFrom('captchas').where('uuid', '=', uuid).returning(['code', 'expires_at']).executeTakeFirst();
  if (!row || new Date(row.expires_at) < services.now()) throw badRequest('captchaExpired', {}, 'code');
  if (row.code !== code.trim().toLowerCase()) throw badRequest('captchaWrong', {}, 'code');
}

function checkClient(authorization: string | undefined) {
  const expected = 'Basic ' + Buffer.from(`${OAUTH_CLIENT.id}:${OAUTH_CLIENT.secret}`).toString('base64');
  if (authorization !== expected) throw new ApiError(401, 'badClient');
}

export const authHandlers = defineHandlers({
  getCaptcha: async ({ services, req }) => newCaptcha(services, req.ip),
  getCaptchaImage: async ({ services, req }) => newCaptcha(services, req.ip),

  login: async ({ services, req, query }) => {
    const lang = serverLanguage(req.headers['accept-language']);
    checkClient(req.headers.authorization);
    await rateLimit(services, `login:${req.ip}`, services.env.rateLimit.login);
    // The demonstration order: captcha first, then mobile and password (SPEC §5).
    await consumeCaptcha(services, query.uuid, query.code);
    enforce(lang, validateMobile, query.mobile, 'mobile');

    const { db } = services;
    const now = services.now();
    const user = await db
      .selectFrom('users')
      .select(['user_id', 'password_hash', 'status', 'del_flag', 'failed_logins', 'locked_until'])
      .where('mobile', '=', query.mobile)
      .executeTakeFirst();
    if (!user || user.del_flag !== '0') {
      // Equal work for an unknown or deleted account: timing must not tell which mobiles exist.
      await verifyDigest(query.password, await noAccountHash());
      throw badRequest('wrongPassword');
    }
    if (user.locked_until && new Date(user.locked_until) > now) {
      const minutes = Math.ceil((new Date(user.locked_until).getTime() - now.getTime()) / 60000);
      throw new ApiError(400, 'accountLocked', { minutes });
    }
    if (!(await verifyDigest(query.password, user.password_hash))) {
      // One statement counts the failure and locks on the fifth, so parallel attempts cannot all read the
      // same count (read-then-write let twenty simultaneous wrong passwords through without a lock). A row
      // already locked by a parallel attempt is not counted again: no row comes back and the answer is the lock.
      const lockUntil = new Date(now.getTime() + LOCK_MS);
      const counted = await db
        .updateTable('users')
        .set({
          // The count stays at the limit while locked (the status call reports it); the first failure after a
          // lock ran out counts from 0 again (the WHERE below admits only an unlocked or run-out row).
          failed_logins: sql<number>`case when locked_until is not null then 1 else failed_logins + 1 end`,
          locked_until: sql<Date | null>`case when (case when locked_until is not null then 1 else failed_logins + 1 end) >= ${MAX_FAILED_LOGINS} then ${lockUntil}::timestamptz else null end`,
        })
        .where('user_id', '=', user.user_id)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
        .returning(['locked_until'])
        .executeTakeFirst();
      if (!counted || (counted.locked_until && new Date(counted.locked_until) > now)) {
        throw new ApiError(400, 'accountLocked', { minutes: LOCK_MS / 60000 });
      }
      throw badRequest('wrongPassword');
    }
    if (user.status !== '0') throw badRequest('accountDisabled');
    // The client reports whether what was typed still meets the password rule (the server sees only its
    // digest); a weak report marks the account until the password is changed, and nothing here clears a mark.
    // The reset applies only while the account is not locked: a right password racing wrong ones that lock
    // the account is refused like any attempt after the lock.
    const admitted = await db
      .updateTable('users')
      .set({ failed_logins: 0, locked_until: null, ...(query.password_weak === 'Y' ? { weak_password: 'Y' } : {}) })
      .where('user_id', '=', user.user_id)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .returning(['user_id'])
      .executeTakeFirst();
    if (!admitted) throw new ApiError(400, 'accountLocked', { minutes: LOCK_MS / 60000 });
    const token = await createSession(services, user.user_id, req.ip);
    return new Answer(
      { access_token: token, token_type: 'bearer' as const, expires_in: SESSION_TTL_SECONDS },
      serverMessage(lang, 'loginSuccess'),
    );
  },

  logout: async ({ services, user, req }) => {
    await revokeSession(services, requireUser(user).tokenHash);
    return new Answer(null, serverMessage(serverLanguage(req.headers['accept-language']), 'logoutSuccess'));
  },

  updatePassword: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = serverLanguage(req.headers['accept-language']);
    const row = await services.db.selectFrom('users').select('password_hash').where('user_id', '=', me.userId).executeTakeFirstOrThrow();
    if (!(await verifyDigest(body.oldPassword, row.password_hash))) throw badRequest('oldPasswordWrong', {}, 'oldPassword');
    // Both arrive as the client's SHA-256 hex (the strength rule ran in the form; the server never sees the password).
    if (await verifyDigest(body.newPassword, row.password_hash)) throw badRequest('passwordSame', {}, 'newPassword');
    await services.db
      .updateTable('users')
      .set({ password_hash: await hashDigest(body.newPassword), weak_password: 'N', password_update_time: services.now(), update_time: services.now() })
      .where('user_id', '=', me.userId)
      .execute();
    // '修改密码成功，请重新登录': every session of the user ends, this one included.
    await revokeUserSessions(services, me.userId);
    return new Answer(null, serverMessage(lang, 'passwordChanged'));
  },

  getInfo: async ({ services, user }) => {
    const me = requireUser(user);
    // Read from access tables only (users, companies) and the session: kept, written once, with the cached session
    // until either changes (lib/session-cache.ts).
    const info = await derivedForCaller(services, me, 'getInfo', async () => {
      const u = await services.db
        .selectFrom('users as u')
        .leftJoin('companies as c', 'c.company_id', 'u.company_id')
        .select([
          'u.user_id', 'u.name', 'u.username', 'u.login_name', 'u.mobile', 'u.email', 'u.sex', 'u.status', 'u.del_flag',
          'u.avatar', 'u.company_id', 'c.company_code', 'c.company_name', 'u.user_type', 'u.auth_status', 'u.weak_password',
          'u.create_time', 'u.update_time', 'u.password_update_time',
        ])
        .where('u.user_id', '=', me.userId)
        .executeTakeFirst();
      if (!u) return null;
      // The contract's DateTime, as every other call answers it.
      const iso = (d: Date | string | null) => (d ? formatDateTime(d) : null);
      return serializeOnce({
        user: {
          userId: u.user_id, name: u.name, username: u.username, loginName: u.login_name, mobile: u.mobile,
          email: u.email, sex: u.sex, status: u.status, delFlag: u.del_flag, avatar: u.avatar,
          companyId: u.company_id, companyCode: u.company_code, companyName: u.company_name,
          userType: u.user_type, authStatus: u.auth_status,
          createTime: iso(u.create_time), updateTime: iso(u.update_time), passwordUpdateTime: iso(u.password_update_time),
        },
        // Roles and permissions were resolved with the session on this very call.
        roles: me.roles,
        roleIds: me.roleIds,
        permissions: me.permissions,
        weakPassword: u.weak_password === 'Y' ? ('Y' as const) : ('N' as const),
      });
    });
    if (!info) throw unauthorized();
    return info;
  },

  getRouters: async ({ services, user }) => {
    const me = requireUser(user);
    return derivedForCaller(services, me, 'getRouters', async () => serializeOnce(await buildRouteTree(services, me)));
  },
});
