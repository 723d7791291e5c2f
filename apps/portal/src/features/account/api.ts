/** Registration and forgotten-password calls (SPEC §7 'Registration and passwords', 'Captcha, SMS'). */
import type { OpBody, Schemas } from '@port/sdk';
import { api, unwrap } from '../../lib/api';

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

export function register(body: OpBody<'register'>) {
  return unwrap(api.POST('/user/reg/register', { body }));
}

export function exchangeResetCode(mobile: string, smsCode: string) {
  return unwrap(api.POST('/auth/forge-password', { body: { mobile, smsCode } }));
}

export function resetPassword(body: OpBody<'resetForgottenPassword'>) {
  return unwrap(api.POST('/user/reg/resetPwd2', { body }));
}
