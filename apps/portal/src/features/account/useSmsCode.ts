/**
 * The image-captcha + SMS-code step shared by registration and password reset: the captcha is verified
 * for the mobile (POST /user/reg/imgVerify) before a code is sent, then the send button counts down
 * the server's resendIn seconds. Without captchas (captchaOnOff false) the code is sent directly.
 */
import { useCallback, useEffect, useState } from 'react';
import { validateCaptcha, validateMobile, type RuleIssue } from '@port/sdk/rules';
import { useCountdown } from '@port/ui/hooks/useCountdown';
import type { T } from '../../lib/i18n';
import { fetchCaptcha, type Captcha } from '../login/api';
import { verifyCaptcha, type SmsSent } from './api';
import { issueText, type AccountForm } from './useAccountForm';

export interface SmsCodeState {
  captcha: Captcha | null;
  captchaOn: boolean;
  refreshCaptcha: () => void;
  /** Seconds before another code may be sent; 0 when the button is free. */
  countdown: number;
  sending: boolean;
  /** The captcha uuid verified for the mobile (registration submits it again). */
  verifiedUuid: string | null;
  /** Sends a code; answers the field problems, or the server's message, or null when sent. */
  send: (mobile: string, imgVerify: string) => Promise<{ field?: 'mobile' | 'imgVerify'; issue?: RuleIssue; message?: string } | null>;
  /** After a failed submit the captcha may be used up: a new one is needed. */
  reset: () => void;
}

export function useSmsCode(sendSms: (mobile: string, uuid?: string) => Promise<SmsSent>): SmsCodeState {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [countdown, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const [verifiedUuid, setVerifiedUuid] = useState<string | null>(null);

  const refreshCaptcha = useCallback(() => {
    setVerifiedUuid(null);
    fetchCaptcha()
      .then(setCaptcha)
      .catch(() => setCaptcha(null));
  }, []);

  useEffect(refreshCaptcha, [refreshCaptcha]);

  const captchaOn = captcha?.captchaOnOff !== false;

  const send: SmsCodeState['send'] = async (mobile, imgVerify) => {
    const mobileIssue = validateMobile(mobile);
    if (mobileIssue) return { field: 'mobile', issue: mobileIssue };
    if (captchaOn) {
      const captchaIssue = validateCaptcha(imgVerify);
      if (captchaIssue) return { field: 'imgVerify', issue: captchaIssue };
    }
    setSending(true);
    try {
      let uuid: string | undefined;
      if (captchaOn && captcha?.uuid) {
        if (verifiedUuid !== captcha.uuid) {
          try {
            await verifyCaptcha(mobile.trim(), captcha.uuid, imgVerify.trim());
          } catch (error) {
            refreshCaptcha();
            return { field: 'imgVerify', message: error instanceof Error ? error.message : '' };
          }
          setVerifiedUuid(captcha.uuid);
        }
        uuid = captcha.uuid;
      }
      const sent = await sendSms(mobile.trim(), uuid);
      startCountdown(sent.resendIn);
      return null;
    } catch (error) {
      return { message: error instanceof Error ? error.message : '' };
    } finally {
      setSending(false);
    }
  };

  return { captcha, captchaOn, refreshCaptcha, countdown, sending, verifiedUuid, send, reset: refreshCaptcha };
}

/**
 * The send-code button of a form: clears the old notice and message, sends, then shows the 已发送 notice,
 * or the problem on its field (mobile, captcha) or under the form.
 */
export async function sendCodeFor(
  sms: SmsCodeState,
  form: Pick<AccountForm<'mobile' | 'imgVerify', 'mobile' | 'imgVerify'>, 'values' | 'setProblem' | 'setServerError'>,
  t: T,
  setNotice: (notice: string | null) => void,
): Promise<void> {
  setNotice(null);
  form.setServerError(null);
  const outcome = await sms.send(form.values.mobile, form.values.imgVerify);
  if (!outcome) return setNotice(t('portal.account.smsSent'));
  const message = outcome.message || issueText(t, outcome.issue);
  if (outcome.field) form.setProblem(outcome.field, message);
  else form.setServerError(message ?? t('errors.unknown'));
}
