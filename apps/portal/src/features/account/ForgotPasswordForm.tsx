/**
 * /forgotPassword in two steps: verify the mobile (image captcha, SMS code of scene reset, exchanged
 * for a reset ticket by POST /auth/forge-password), then set the new password (POST /user/reg/resetPwd2).
 */
import './messages';
import { useState } from 'react';
import { isBlank, validateMobile, validateNewPassword, type RuleIssue } from '@port/sdk/rules';
import { CaptchaImage } from '@port/ui/CaptchaImage';
import { Field } from '@port/ui/Field';
import { useT } from '../../lib/language';
import { href, ROUTES } from '../../lib/paths';
import { exchangeResetCode, resetPassword, sendResetSms } from './api';
import { SmsButton } from './SmsButton';
import { useAccountForm } from './useAccountForm';
import { useSmsCode } from './useSmsCode';

type Step = 'verify' | 'password' | 'done';
type Name = 'mobile' | 'imgVerify' | 'smsCode' | 'password' | 'checkPass';
const SMS_CODE = /^\d{6}$/;

export default function ForgotPasswordForm() {
  const t = useT();
  const sms = useSmsCode(sendResetSms);
  const [step, setStep] = useState<Step>('verify');
  const [ticket, setTicket] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  const text = (issue: RuleIssue | null) => (issue ? t(issue.key, issue.params) : undefined);

  const form = useAccountForm<Name>(
    { mobile: '', imgVerify: '', smsCode: '', password: '', checkPass: '' },
    (name, values) => {
      switch (name) {
        case 'mobile':
          return text(validateMobile(values.mobile));
        case 'imgVerify':
          return undefined;
        case 'smsCode':
          if (isBlank(values.smsCode)) return t('portal.account.smsCodeRequired');
          return SMS_CODE.test(values.smsCode.trim()) ? undefined : t('portal.account.smsCodeInvalid');
        case 'password':
          return text(validateNewPassword(values.password));
        case 'checkPass':
          if (isBlank(values.checkPass)) return t('portal.account.checkPassRequired');
          return values.checkPass === values.password ? undefined : t('portal.account.checkPassMismatch');
      }
    },
    t('errors.unknown'),
  );
  const { values } = form;

  const onSend = async () => {
    setNotice(null);
    form.setServerError(null);
    const outcome = await sms.send(values.mobile, values.imgVerify);
    if (!outcome) return setNotice(t('portal.account.smsSent'));
    const message = outcome.message || text(outcome.issue ?? null);
    if (outcome.field) form.setProblem(outcome.field, message);
    else form.setServerError(message ?? t('errors.unknown'));
  };

  const onVerify = form.submit(['mobile', 'smsCode'], async () => {
    const result = await exchangeResetCode(values.mobile.trim(), values.smsCode.trim());
    setTicket(result.resetTicket);
    setNotice(null);
    setStep('password');
  });

  const onReset = form.submit(['password', 'checkPass'], async () => {
    await resetPassword({ mobile: values.mobile.trim(), resetTicket: ticket, password: values.password, checkPass: values.checkPass });
    setStep('done');
  });

  if (step === 'done') {
    return (
      <div className="account-done" role="status">
        <h2>{t('portal.account.resetDone')}</h2>
        <a className="btn btn-primary" href={href(ROUTES.homeLogin)}>
          {t('portal.account.backToLogin')}
        </a>
      </div>
    );
  }

  return (
    <form ref={form.formRef} className="account-form" noValidate onSubmit={step === 'verify' ? onVerify : onReset} aria-labelledby="forgot-title">
      <h2 id="forgot-title" className="login-title">
        {t('portal.account.forgotTitle')}
      </h2>
      <ol className="steps">
        <li aria-current={step === 'verify' ? 'step' : undefined}>{t('portal.account.stepVerify')}</li>
        <li aria-current={step === 'password' ? 'step' : undefined}>{t('portal.account.stepPassword')}</li>
      </ol>
      <fieldset disabled={!form.ready} className="login-fields">
        {step === 'verify' ? (
          <>
            <Field
              label={t('login.mobile')}
              {...form.field('mobile')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={11}
              placeholder={t('portal.login.mobilePlaceholder')}
              onBlur={() => void form.checkNow('mobile')}
            />
            {sms.captchaOn ? (
              <Field
                label={t('portal.account.imgVerify')}
                {...form.field('imgVerify')}
                autoComplete="off"
                maxLength={10}
                placeholder={t('portal.login.codePlaceholder')}
                addon={<CaptchaImage img={sms.captcha?.img} label={t('login.refreshCaptcha')} onRefresh={sms.refreshCaptcha} />}
              />
            ) : null}
            <Field
              label={t('portal.account.smsCode')}
              {...form.field('smsCode')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('portal.account.smsCodePlaceholder')}
              addon={<SmsButton t={t} countdown={sms.countdown} sending={sms.sending} onSend={() => void onSend()} />}
            />
          </>
        ) : (
          <>
            <Field
              label={t('portal.account.newPassword')}
              {...form.field('password')}
              type="password"
              autoComplete="new-password"
              maxLength={64}
              placeholder={t('portal.account.passwordPlaceholder')}
            />
            <Field
              label={t('portal.account.checkPass')}
              {...form.field('checkPass')}
              type="password"
              autoComplete="new-password"
              maxLength={64}
              placeholder={t('portal.account.checkPassPlaceholder')}
            />
          </>
        )}
        <p className="login-error" role="alert">
          {form.serverError ?? ''}
        </p>
        <p className="form-notice" role="status">
          {notice ?? ''}
        </p>
        <button type="submit" className="btn btn-primary btn-block" aria-busy={form.busy || undefined}>
          {step === 'verify' ? t('portal.account.nextStep') : t('portal.account.submitReset')}
        </button>
        <p className="login-links">
          <a href={href(ROUTES.homeLogin)}>{t('portal.account.backToLogin')}</a>
        </p>
      </fieldset>
    </form>
  );
}
