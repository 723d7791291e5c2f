/** The 获取验证码 button with its resend countdown. */
import type { T } from '../../lib/i18n';

export function SmsButton({ t, countdown, sending, onSend }: { t: T; countdown: number; sending: boolean; onSend: () => void }) {
  return (
    <button type="button" className="btn btn-outline sms-btn" disabled={countdown > 0 || sending} onClick={onSend}>
      {countdown > 0 ? t('portal.account.resendIn', { seconds: countdown }) : t('portal.account.sendSms')}
    </button>
  );
}
