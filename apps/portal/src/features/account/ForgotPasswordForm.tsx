/**
 * /forgotPassword in two steps: verify the mobile (image captcha, SMS code of scene reset, exchanged
 * for a reset ticket by POST /auth/forge-password), then set the new password (POST /user/reg/resetPwd2).
 */
import './messages';
import { useEffect, useState, type FormEvent } from 'react';
import { isBlank, validateMobile, validateNewPassword } from '@port/sdk/rules';
import { CaptchaImage } from '@port/ui/CaptchaImage';
import { Field } from '@port/ui/Field';
import { useT } from '../../lib/language';
import { href, ROUTES } from '../../lib/paths';
import { exchangeResetCode, resetPassword, sendResetSms } from './api';
import { SmsButton } from './SmsButton';
import { useSmsCode } from './useSmsCode';

type Step = 'verify' | 'password' | 'done';
const SMS_CODE = /^\d{6}$/;

export default function ForgotPasswordForm() {
  const t = useT();
  const sms = useSmsCode(sendResetSms);
  const [ready, setReady] = useState(false);
  const [step, setStep] = useState<Step>('verify');
  const [values, setValues] = useState({ mobile: '', imgVerify: '', smsCode: '', password: '', checkPass: '' });
  const [ticket, setTicket] = useState('');
  const [problems, setProblems] = useState<Record<string, string | undefined>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => setReady(true), []);
  const set = (name: keyof typeof values, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const fail = (error: unknown) => setServerError(error instanceof Error && error.message ? error.message : t('errors.unknown'));

  const onSend = async () => {
    setNotice(null);
    setServerError(null);
    const outcome = await sms.send(values.mobile, values.imgVerify);
    if (!outcome) return setNotice(t('portal.account.smsSent'));
    const message = outcome.message || (outcome.issue ? t(outcome.issue.key, outcome.issue.params) : undefined);
    if (outcome.field) setProblems((p) => ({ ...p, [outcome.field as string]: message }));
    else setServerError(message ?? t('errors.unknown'));
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    const mobileIssue = validateMobile(values.mobile);
    const found = {
      mobile: mobileIssue ? t(mobileIssue.key) : undefined,
      smsCode: isBlank(values.smsCode)
        ? t('portal.account.smsCodeRequired')
        : SMS_CODE.test(values.smsCode.trim())
          ? undefined
          : t('portal.account.smsCodeInvalid'),
    };
    setProblems(found);
    setServerError(null);
    if (found.mobile || found.smsCode) return;
    setBusy(true);
    try {
      const result = await exchangeResetCode(values.mobile.trim(), values.smsCode.trim());
      setTicket(result.resetTicket);
      setNotice(null);
      setStep('password');
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const onReset = async (event: FormEvent) => {
    event.preventDefault();
    const passwordIssue = validateNewPassword(values.password);
    const found = {
      password: passwordIssue ? t(passwordIssue.key) : undefined,
      checkPass: isBlank(values.checkPass)
        ? t('portal.account.checkPassRequired')
        : values.checkPass === values.password
          ? undefined
          : t('portal.account.checkPassMismatch'),
    };
    setProblems(found);
    setServerError(null);
    if (found.password || found.checkPass) return;
    setBusy(true);
    try {
      await resetPassword({ mobile: values.mobile.trim(), resetTicket: ticket, password: values.password, checkPass: values.checkPass });
      setStep('done');
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

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
    <form className="account-form" noValidate onSubmit={step === 'verify' ? onVerify : onReset} aria-labelledby="forgot-title">
      <h2 id="forgot-title" className="login-title">
        {t('portal.account.forgotTitle')}
      </h2>
      <ol className="steps">
        <li aria-current={step === 'verify' ? 'step' : undefined}>{t('portal.account.stepVerify')}</li>
        <li aria-current={step === 'password' ? 'step' : undefined}>{t('portal.account.stepPassword')}</li>
      </ol>
      <fieldset disabled={!ready} className="login-fields">
        {step === 'verify' ? (
          <>
            <Field
              label={t('login.mobile')}
              name="mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={11}
              placeholder={t('portal.login.mobilePlaceholder')}
              value={values.mobile}
              onChange={(e) => set('mobile', e.target.value)}
              onBlur={() => {
                const issue = validateMobile(values.mobile);
                setProblems((p) => ({ ...p, mobile: issue ? t(issue.key) : undefined }));
              }}
              error={problems.mobile}
            />
            {sms.captchaOn ? (
              <Field
                label={t('portal.account.imgVerify')}
                name="imgVerify"
                autoComplete="off"
                maxLength={10}
                placeholder={t('portal.login.codePlaceholder')}
                value={values.imgVerify}
                onChange={(e) => set('imgVerify', e.target.value)}
                error={problems.imgVerify}
                addon={<CaptchaImage img={sms.captcha?.img} label={t('login.refreshCaptcha')} onRefresh={sms.refreshCaptcha} />}
              />
            ) : null}
            <Field
              label={t('portal.account.smsCode')}
              name="smsCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('portal.account.smsCodePlaceholder')}
              value={values.smsCode}
              onChange={(e) => set('smsCode', e.target.value)}
              error={problems.smsCode}
              addon={<SmsButton t={t} countdown={sms.countdown} sending={sms.sending} onSend={() => void onSend()} />}
            />
          </>
        ) : (
          <>
            <Field
              label={t('portal.account.newPassword')}
              name="password"
              type="password"
              autoComplete="new-password"
              maxLength={64}
              placeholder={t('portal.account.passwordPlaceholder')}
              value={values.password}
              onChange={(e) => set('password', e.target.value)}
              error={problems.password}
            />
            <Field
              label={t('portal.account.checkPass')}
              name="checkPass"
              type="password"
              autoComplete="new-password"
              maxLength={64}
              placeholder={t('portal.account.checkPassPlaceholder')}
              value={values.checkPass}
              onChange={(e) => set('checkPass', e.target.value)}
              error={problems.checkPass}
            />
          </>
        )}
        <p className="login-error" role="alert">
          {serverError ?? ''}
        </p>
        <p className="form-notice" role="status">
          {notice ?? ''}
        </p>
        <button type="submit" className="btn btn-primary btn-block" aria-busy={busy || undefined}>
          {step === 'verify' ? t('portal.account.nextStep') : t('portal.account.submitReset')}
        </button>
        <p className="login-links">
          <a href={href(ROUTES.homeLogin)}>{t('portal.account.backToLogin')}</a>
        </p>
      </fieldset>
    </form>
  );
}
