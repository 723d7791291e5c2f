/** Field checks registration and password reset share; each answers the message to show (translated) or undefined. */
import { isBlank } from '@port/sdk/rules';
import type { T } from '../../lib/i18n';

const SMS_CODE = /^\d{6}$/;

export function checkSmsCode(t: T, smsCode: string) {
  if (isBlank(smsCode)) return t('portal.account.smsCodeRequired');
  return SMS_CODE.test(smsCode.trim()) ? undefined : t('portal.account.smsCodeInvalid');
}

export function checkCheckPass(t: T, { password, checkPass }: { password: string; checkPass: string }) {
  if (isBlank(checkPass)) return t('portal.account.checkPassRequired');
  return checkPass === password ? undefined : t('portal.account.checkPassMismatch');
}
