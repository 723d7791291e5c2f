/** Image-captcha verification, SMS sending and checking, two-step verification (openapi/paths/accounts/sms.yaml). */
import { createHash, randomBytes } from 'node:crypto';
import { validateMobile } from '@port/sdk/rules';
import { defineHandlers, requireUser } from '../../../http/contract';
import { Answer } from '../../../http/envelope';
import { rateLimit } from '../../../lib/rate-limit';
import { enforce } from '../../../lib/text';
import type { AppServices } from '../../../services';
import { formatDateTime } from '../../../lib/datetime';
import { createSession, SESSION_TTL_SECONDS } from '../../auth/sessions';
import { langOf, say, fail } from '../common/messages';
import { registerAccount } from '../registration/register';
import { CAPTCHA_BINDING_TTL_S, requireVerifiedCaptcha, verifyCaptchaForMobile } from './captcha';
import { codeState, consumeCode, sendCode } from './codes';

export const TWO_STEP_TTL_S = 15 * 60;
export const RESET_TICKET_TTL_S = 600;

export const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** Every public SMS call counts against the caller's IP as well as the mobile's own limits. */
export const limitIp = (services: AppServices, ip: string) => rateLimit(services, `sms:${ip}`, services.env.rateLimit.sms);

/** A registered, enabled account of the mobile, or undefined. */
export async function activeUserByMobile(services: AppServices, mobile: string) {
  return services.db
    .selectFrom('users')
    .select(['user_id', 'mobile'])
    .where('mobile', '=', mobile)
    .where('status', '=', '0')
    .where('del_flag', '=', '0')
    .executeTakeFirst();
}

export const smsHandlers = defineHandlers({
  verifyImageCaptcha: async ({ services, req, body }) => {
    const lang = langOf(req);
    await limitIp(services, req.ip);
    enforce(lang, validateMobile, body.mobile, 'mobile');
    await verifyCaptchaForMobile(services, body.mobile, body.uuid, body.imgVerify);
    return new Answer({ verified: true as const, validFor: CAPTCHA_BINDING_TTL_S }, say(lang, 'accounts.sms.captchaVerified'));
  },

  sendLoginSms: async ({ services, req, query }) => {
    const lang = langOf(req);
    await limitIp(services, req.ip);
    enforce(lang, validateMobile, query.mobile, 'mobile');
    await requireVerifiedCaptcha(services, lang, query.mobile, query.uuid);
    const user = await activeUserByMobile(services, query.mobile);
    return new Answer(await sendCode(services, lang, query.mobile, 'login', !!user), say(lang, 'accounts.sms.sent'));
  },

  sendAccountSms: async ({ services, req, user, body }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    return new Answer(await sendCode(services, lang, me.mobile, body.scene), say(lang, 'accounts.sms.sent'));
  },

  verifyTwoStepCode: async ({ services, req, user, body }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    await consumeCode(services, lang, me.mobile, 'twoStep', body.smsCode);
    const validUntil = new Date(services.now().getTime() + TWO_STEP_TTL_S * 1000);
    await services.db
      .insertInto('session_step_ups')
      .values({ token_hash: me.tokenHash, valid_until: validUntil })
      .onConflict((oc) => oc.column('token_hash').doUpdateSet({ valid_until: validUntil }))
      .execute();
    return new Answer({ verified: true as const, validUntil: formatDateTime(validUntil) }, say(lang, 'accounts.register.twoStepVerified'));
  },

  forgetPasswordVerify: async ({ services, req, body }) => {
    const lang = langOf(req);
    await limitIp(services, req.ip);
    enforce(lang, validateMobile, body.mobile, 'mobile');
    // An unknown mobile never received a code, so it gets the same answer as a known one without a valid code.
    await consumeCode(services, lang, body.mobile, 'reset', body.smsCode);
    const user = await activeUserByMobile(services, body.mobile);
    if (!user) throw fail(lang, 'accounts.sms.codeExpired', {}, { field: 'smsCode' });
    const ticket = randomBytes(32).toString('base64url');
    await services.db
      .insertInto('reset_tickets')
      .values({
        ticket_hash: hashTicket(ticket),
        user_id: user.user_id,
        mobile: body.mobile,
        expires_at: new Date(services.now().getTime() + RESET_TICKET_TTL_S * 1000),
      })
      .execute();
    return { resetTicket: ticket, expiresIn: RESET_TICKET_TTL_S };
  },

  registerAndSignIn: async ({ services, req, body }) => {
    const lang = langOf(req);
    await limitIp(services, req.ip);
    const created = await registerAccount(services, lang, body, { uuid: body.uuid, imgVerify: body.imgVerify });
    const token = await createSession(services, created.userId, req.ip);
    return new Answer(
      { ...created, access_token: token, token_type: 'bearer' as const, expires_in: SESSION_TTL_SECONDS },
      say(lang, 'portal.account.registered'),
    );
  },

  getSmsErrorState: async ({ services, req, query }) => {
    const lang = langOf(req);
    await limitIp(services, req.ip);
    enforce(lang, validateMobile, query.mobile, 'mobile');
    return codeState(services, query.mobile, query.scene);
  },
});
