/**
 * /forgotPassword in two steps: verify the mobile (image captcha, SMS code of scene reset, exchanged
 * for a reset ticket by POST /auth/forge-password), then set the new password (POST /user/reg/resetPwd2).
 */
import './messages';
import { useState } from 'react';
import { validateMobile, validateNewPassword } from '@port/sdk/rules';
import { useT } from '../../lib/language';
import { href, ROUTES } from '../../lib/paths';
import { AccountDone } from './AccountDone';
import { exchangeResetCode, resetPassword, sendResetSms } from './api';
import { checkCheckPass, checkSmsCode } from './checks';
import { CaptchaField, MobileField, SubmitArea } from './fields';
import { NewPasswordFields, SmsCodeField } from './smsFields';
import { issueText, useAccountForm } from './useAccountForm';
import { sendCodeFor, useSmsCode } from './useSmsCode';

type Step = 'verify' | 'password' | 'done';
type Name = 'mobile' | 'imgVerify' | 'smsCode' | 'password' | 'checkPass';

export default function ForgotPasswordForm() {
  const t = useT();
  const sms = useSmsCode(sendResetSms);
  const [step, setStep] = useState<Step>('verify');
  const [ticket, setTicket] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  const form = useAccountForm<Name>(
    { mobile: '', imgVerify: '', smsCode: '', password: '', checkPass: '' },
    (name, values) => {
      switch (name) {
        case 'mobile':
          return issueText(t, validateMobile(values.mobile));
        case 'imgVerify':
          return undefined;
        case 'smsCode':
          return checkSmsCode(t, values.smsCode);
        case 'password':
          return issueText(t, validateNewPassword(values.password));
        case 'checkPass':
          return checkCheckPass(t, values);
      }
    },
    t('errors.unknown'),
  );
  const { values } = form;

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

  if (step === 'done') return <AccountDone title={t('portal.account.resetDone')} goLogin={t('portal.account.backToLogin')} />;

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
            <MobileField t={t} {...form.field('mobile')} onBlur={() => void form.checkNow('mobile')} />
            {sms.captchaOn ? (
              <CaptchaField t={t} {...form.field('imgVerify')} captcha={sms.captcha} onRefresh={sms.refreshCaptcha} />
            ) : null}
            <SmsCodeField t={t} {...form.field('smsCode')} sms={sms} onSend={() => void sendCodeFor(sms, form, t, setNotice)} />
          </>
        ) : (
          <NewPasswordFields
            t={t}
            label={t('portal.account.newPassword')}
            password={form.field('password')}
            checkPass={form.field('checkPass')}
          />
        )}
        <SubmitArea serverError={form.serverError} notice={notice} busy={form.busy}>
          {step === 'verify' ? t('portal.account.nextStep') : t('portal.account.submitReset')}
        </SubmitArea>
        <p className="login-links">
          <a href={href(ROUTES.homeLogin)}>{t('portal.account.backToLogin')}</a>
        </p>
      </fieldset>
    </form>
  );
}
