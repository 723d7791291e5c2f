/** The fields registration and password reset share beyond ./fields: the SMS code and the new password. */
import { Field } from '@port/ui/Field';
import type { T } from '../../lib/i18n';
import { PasswordField, type PresetProps } from './fields';
import type { BoundField } from './useAccountForm';
import type { SmsCodeState } from './useSmsCode';

export interface SmsCodeFieldProps extends PresetProps {
  sms: Pick<SmsCodeState, 'countdown' | 'sending'>;
  onSend: () => void;
}

/** The SMS code with the 获取验证码 button, which counts the resend wait down. */
export function SmsCodeField({ t, sms, onSend, ...bound }: SmsCodeFieldProps) {
  return (
    <Field
      label={t('portal.account.smsCode')}
      {...bound}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={t('portal.account.smsCodePlaceholder')}
      addon={
        <button type="button" className="btn btn-outline sms-btn" disabled={sms.countdown > 0 || sms.sending} onClick={onSend}>
          {sms.countdown > 0 ? t('portal.account.resendIn', { seconds: sms.countdown }) : t('portal.account.sendSms')}
        </button>
      }
    />
  );
}

/** A new password and its confirmation; `label` names the first (密码 on registration, 新密码 on reset). */
export function NewPasswordFields({ t, label, password, checkPass }: { t: T; label: string; password: BoundField; checkPass: BoundField }) {
  return (
    <>
      <PasswordField label={label} {...password} autoComplete="new-password" placeholder={t('portal.account.passwordPlaceholder')} />
      <PasswordField
        label={t('portal.account.checkPass')}
        {...checkPass}
        autoComplete="new-password"
        placeholder={t('portal.account.checkPassPlaceholder')}
      />
    </>
  );
}
