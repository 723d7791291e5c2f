/** Registration and forgotten-password calls (SPEC §7 'Registration and passwords', 'Captcha, SMS'). */
import type { OpBody, Schemas } from '@port/sdk';
import { api, unwrap } from '../../lib/api';
import { hashPassword } from '../../lib/hash';

/**
 * A form's new password and its confirmation as the server takes them: the SHA-256 hex of each, as sign-in
 * sends it (the strength rule ran in the form; the server never sees the password).
 */
async function hashed<T extends { password: string; checkPass: string }>(body: T): Promise<T> {
  const [password, checkPass] = await Promise.all([hashPassword(body.password), hashPassword(body.checkPass)]);
  return { ...body, password, checkPass };
}

export type SmsSent = Schemas['SmsSendResult'];

/** Binds a solved image captcha to the mobile before an SMS code is sent. */
export function verifyCaptcha(mobile: string, uuid: string, imgVerify: string) {
  return unwrap(api.POST('/user/reg/imgVerify', { body: { mobile, uuid, imgVerify } }));
}

export function isMobileAvailable(mobile: string) {
  return unwrap(api.GET('/user/reg/verify', { params: { query: { mobile } } }));
}

export function sendRegisterSms(mobile: string, uuid?: string): Promise<SmsSent> {
  return unwrap(api.GET('/user/reg/sms', { params: { query: { mobile, ...(uuid ? { uuid } : {}) } } }));
}

export function sendResetSms(mobile: string, uuid?: string): Promise<SmsSent> {
  return unwrap(api.GET('/user/reg/sms2', { params: { query: { mobile, scene: 'reset', ...(uuid ? { uuid } : {}) } } }));
}

/** `body` carries the passwords as typed; they go hashed. */
export async function register(body: OpBody<'register'>) {
  return unwrap(api.POST('/user/reg/register', { body: await hashed(body) }));
}

export function exchangeResetCode(mobile: string, smsCode: string) {
  return unwrap(api.POST('/auth/forge-password', { body: { mobile, smsCode } }));
}

/** `body` carries the passwords as typed; they go hashed. */
export async function resetPassword(body: OpBody<'resetForgottenPassword'>) {
  return unwrap(api.POST('/user/reg/resetPwd2', { body: await hashed(body) }));
}
