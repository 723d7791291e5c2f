/** Registration, password reset, mobile change and the SMS outbox (openapi/paths/accounts/registration.yaml). */
import { validateMobile } from '@port/sdk/rules';
import { defineHandlers, requireUser } from '../../../http/contract';
import { Answer } from '../../../http/envelope';
import { enforce } from '../../../lib/text';
import { revokeUserSessions } from '../../auth/sessions';
import { verifyDigest } from '../../auth/passwords';
import { isPlatformAdmin, notFound } from '../common/access';
import { isUniqueViolation } from '../common/db-errors';
import { dateTime } from '../common/format';
import { fail, langOf, say } from '../common/messages';
import { checkNewPassword, storePassword } from '../common/passwords';
import { smsAdapter, type SmsScene } from '../sms/adapter';
import { requireVerifiedCaptcha } from '../sms/captcha';
import { consumeCode, sendCode } from '../sms/codes';
import { activeUserByMobile, hashTicket, limitIp } from '../sms/routes';
import { mobileTaken, registerAccount } from './register';

export const registrationHandlers = defineHandlers({
  sendRegisterSms: async ({ services, req, query }) => {
    const lang = langOf(req);
    await limitIp(services, req.ip);
    enforce(lang, validateMobile, query.mobile, 'mobile');
    await requireVerifiedCaptcha(services, lang, query.mobile, query.uuid);
    if (await mobileTaken(services, query.mobile)) throw fail(lang, 'portal.account.mobileTaken', {}, { status: 409, field: 'mobile' });
    return new Answer(await sendCode(services, lang, query.mobile, 'register'), say(lang, 'accounts.sms.sent'));
  },

  sendResetOrChangeMobileSms: async ({ services, req, query }) => {
    const lang = langOf(req);
    await limitIp(services, req.ip);
    enforce(lang, validateMobile, query.mobile, 'mobile');
    await requireVerifiedCaptcha(services, lang, query.mobile, query.uuid);
    const scene = query.scene ?? 'reset';
    if (scene === 'changeMobile') {
      if (await mobileTaken(services, query.mobile)) throw fail(lang, 'portal.account.mobileTaken', {}, { status: 409, field: 'mobile' });
      return new Answer(await sendCode(services, lang, query.mobile, scene), say(lang, 'accounts.sms.sent'));
    }
    // The same answer whether or not the mobile is registered: the call cannot probe accounts.
    const user = await activeUserByMobile(services, query.mobile);
    return new Answer(await sendCode(services, lang, query.mobile, scene, !!user), say(lang, 'accounts.sms.sent'));
  },

  resetForgottenPassword: async ({ services, req, body }) => {
    const lang = langOf(req);
    await limitIp(services, req.ip);
    enforce(lang, validateMobile, body.mobile, 'mobile');
    checkNewPassword(lang, body.password, body.checkPass);
    const ticket = await services.db
      .updateTable('reset_tickets')
      .set({ used_at: services.now() })
      .where('ticket_hash', '=', hashTicket(body.resetTicket))
      .where('mobile', '=', body.mobile)
      .where('used_at', 'is', null)
      .where('expires_at', '>', services.now())
      .returning('user_id')
      .executeTakeFirst();
    if (!ticket) throw fail(lang, 'accounts.register.resetTicketInvalid', {}, { field: 'resetTicket' });
    await storePassword(services, ticket.user_id, body.password, 'N');
    await revokeUserSessions(services, ticket.user_id);
    return new Answer(null, say(lang, 'portal.account.resetDone'));
  },

  changeMobile: async ({ services, req, user, body }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    enforce(lang, validateMobile, body.newMobile, 'newMobile');
    const row = await services.db.selectFrom('users').select(['password_hash', 'login_name']).where('user_id', '=', me.userId).executeTakeFirstOrThrow();
    if (!(await verifyDigest(body.password, row.password_hash))) throw fail(lang, 'accounts.register.passwordWrong', {}, { field: 'password' });
    if (await mobileTaken(services, body.newMobile)) throw fail(lang, 'portal.account.mobileTaken', {}, { status: 409, field: 'newMobile' });
    await consumeCode(services, lang, body.newMobile, 'changeMobile', body.smsCode);
    try {
      await services.db
        .updateTable('users')
        .set({
          mobile: body.newMobile,
          // The login name follows the mobile when it was the mobile.
          ...(row.login_name === me.mobile ? { login_name: body.newMobile } : {}),
          update_time: services.now(),
        })
        .where('user_id', '=', me.userId)
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw fail(lang, 'portal.account.mobileTaken', {}, { status: 409, field: 'newMobile' });
      throw error;
    }
    await revokeUserSessions(services, me.userId, me.tokenHash);
    return new Answer(null, say(lang, 'accounts.register.mobileChanged'));
  },

  register: async ({ services, req, body }) => {
    const lang = langOf(req);
    await limitIp(services, req.ip);
    const created = await registerAccount(services, lang, body, { uuid: body.uuid, imgVerify: body.imgVerify });
    return new Answer(created, say(lang, 'portal.account.registered'));
  },

  phoneRegister: async ({ services, req, body }) => {
    const lang = langOf(req);
    await limitIp(services, req.ip);
    const created = await registerAccount(services, lang, body, null);
    return new Answer(created, say(lang, 'portal.account.registered'));
  },

  checkMobileAvailable: async ({ services, req, query }) => {
    const lang = langOf(req);
    await limitIp(services, req.ip);
    enforce(lang, validateMobile, query.mobile, 'mobile');
    const registered = await mobileTaken(services, query.mobile);
    return { mobile: query.mobile, registered, available: !registered };
  },

  resetOwnPassword: async ({ services, req, user, body }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    checkNewPassword(lang, body.password, body.checkPass);
    await consumeCode(services, lang, me.mobile, 'resetPassword', body.smsCode);
    await storePassword(services, me.userId, body.password, 'N');
    await revokeUserSessions(services, me.userId, me.tokenHash);
    return new Answer(null, say(lang, 'accounts.register.passwordReset'));
  },

  listSmsOutbox: async ({ services, req, user, query }) => {
    const me = requireUser(user);
    if (!smsAdapter(services).readable) throw notFound();
    // x-permission accounts:sms:list already holds; the outbox shows codes in clear, so platform administrators only.
    if (!isPlatformAdmin(me)) throw notFound();
    if (query.mobile) enforce(langOf(req), validateMobile, query.mobile, 'mobile');
    let q = services.db
      .selectFrom('sms_outbox as o')
      .leftJoin('sms_codes as c', 'c.id', 'o.code_id')
      .select(['o.id', 'o.mobile', 'o.scene', 'o.code', 'o.content', 'o.created_at', 'c.expires_at', 'c.used_at', 'c.void_at'])
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(query.limit ?? 10);
    if (query.mobile) q = q.where('o.mobile', '=', query.mobile);
    if (query.scene) q = q.where('o.scene', '=', query.scene);
    const rows = await q.execute();
    const now = services.now();
    return rows.map((r) => ({
      id: r.id,
      mobile: r.mobile,
      scene: r.scene as SmsScene,
      code: r.code,
      content: r.content,
      status: r.used_at ? ('used' as const) : r.void_at ? ('void' as const) : r.expires_at && new Date(r.expires_at) <= now ? ('expired' as const) : ('unused' as const),
      createdAt: dateTime(r.created_at)!,
      ...(r.expires_at ? { expiresAt: dateTime(r.expires_at)! } : {}),
      usedAt: dateTime(r.used_at),
    }));
  },
});
