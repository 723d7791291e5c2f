/**
 * /homeRegister: mobile (checked on blur, and that it is still free), image captcha, SMS code, password
 * and confirmation, the agreement checkbox, then POST /user/reg/register. The server checks all of it
 * again and answers its own message, shown under the form.
 */
import './messages';
import { useState } from 'react';
import { isBlank, validateMobile, validateNewPassword, type RuleIssue } from '@port/sdk/rules';
import { CaptchaImage } from '@port/ui/CaptchaImage';
import { Field } from '@port/ui/Field';
import { useT } from '../../lib/language';
import { href, ROUTES } from '../../lib/paths';
import { isMobileAvailable, register, sendRegisterSms } from './api';
import { SmsButton } from './SmsButton';
import { useAccountForm } from './useAccountForm';
import { useSmsCode } from './useSmsCode';

type Value = 'mobile' | 'imgVerify' | 'smsCode' | 'password' | 'checkPass' | 'name' | 'companyName';
type Name = Exclude<Value, 'name' | 'companyName'> | 'checkbox';

const SMS_CODE = /^\d{6}$/;

export default function RegisterForm() {
  const t = useT();
  const sms = useSmsCode(sendRegisterSms);
  const [agreed, setAgreed] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const text = (issue: RuleIssue | null) => (issue ? t(issue.key, issue.params) : undefined);

  const form = useAccountForm<Value, Name>(
    { mobile: '', imgVerify: '', smsCode: '', password: '', checkPass: '', name: '', companyName: '' },
    (name, values) => {
      switch (name) {
        case 'mobile':
          return text(validateMobile(values.mobile));
        case 'imgVerify':
          return sms.captchaOn && isBlank(values.imgVerify) ? t('login.codeRequired') : undefined;
        case 'smsCode':
          if (isBlank(values.smsCode)) return t('portal.account.smsCodeRequired');
          return SMS_CODE.test(values.smsCode.trim()) ? undefined : t('portal.account.smsCodeInvalid');
        case 'password':
          return text(validateNewPassword(values.password));
        case 'checkPass':
          if (isBlank(values.checkPass)) return t('portal.account.checkPassRequired');
          return values.checkPass === values.password ? undefined : t('portal.account.checkPassMismatch');
        case 'checkbox':
          return agreed ? undefined : t('portal.account.agreementRequired');
      }
    },
    t('errors.unknown'),
  );
  const { values, problems } = form;

  const onBlurMobile = async () => {
    if (form.checkNow('mobile')) return;
    try {
      const availability = await isMobileAvailable(values.mobile.trim());
      if (!availability.available) form.setProblem('mobile', t('portal.account.mobileTaken'));
    } catch {
      // The submit checks again; a failed look-up is not the user's problem.
    }
  };

  const onSend = async () => {
    setNotice(null);
    form.setServerError(null);
    const outcome = await sms.send(values.mobile, values.imgVerify);
    if (!outcome) {
      setNotice(t('portal.account.smsSent'));
      return;
    }
    const message = outcome.message || text(outcome.issue ?? null);
    if (outcome.field) form.setProblem(outcome.field, message);
    else form.setServerError(message ?? t('errors.unknown'));
  };

  const onSubmit = form.submit(
    ['mobile', 'imgVerify', 'smsCode', 'password', 'checkPass', 'checkbox'],
    async () => {
      await register({
        mobile: values.mobile.trim(),
        smsCode: values.smsCode.trim(),
        password: values.password,
        checkPass: values.checkPass,
        checkbox: true,
        ...(sms.captchaOn && sms.captcha?.uuid ? { uuid: sms.captcha.uuid, imgVerify: values.imgVerify.trim() } : {}),
        ...(values.name.trim() ? { name: values.name.trim() } : {}),
        ...(values.companyName.trim() ? { companyName: values.companyName.trim() } : {}),
      });
      setDone(true);
    },
    () => {
      sms.reset();
      form.set('imgVerify', '');
    },
  );

  if (done) {
    return (
      <div className="account-done" role="status">
        <h2>{t('portal.account.registered')}</h2>
        <a className="btn btn-primary" href={href(ROUTES.homeLogin)}>
          {t('portal.login.goLogin')}
        </a>
      </div>
    );
  }

  return (
    <form ref={form.formRef} className="account-form" noValidate onSubmit={onSubmit} aria-labelledby="register-title">
      <h2 id="register-title" className="login-title">
        {t('portal.account.registerTitle')}
      </h2>
      <fieldset disabled={!form.ready} className="login-fields">
        <Field
          label={t('login.mobile')}
          {...form.field('mobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          placeholder={t('portal.login.mobilePlaceholder')}
          onBlur={() => void onBlurMobile()}
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
        <Field
          label={t('login.password')}
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
        <Field
          label={t('portal.account.name')}
          {...form.field('name')}
          autoComplete="name"
          maxLength={50}
          placeholder={t('portal.account.namePlaceholder')}
        />
        <Field
          label={t('portal.account.companyName')}
          {...form.field('companyName')}
          autoComplete="organization"
          maxLength={100}
          placeholder={t('portal.account.companyNamePlaceholder')}
        />
        <div className={problems.checkbox ? 'agreement ui-field-invalid' : 'agreement'}>
          <input
            id="register-agree"
            type="checkbox"
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
            aria-describedby={problems.checkbox ? 'register-agree-msg' : undefined}
          />
          <label htmlFor="register-agree">{t('portal.account.agreePrefix')}</label>{' '}
          <a href={`${href(ROUTES.websiteTerms)}?type=user`} target="_blank" rel="noopener noreferrer">
            {t('portal.account.userAgreement')}
          </a>
          {t('portal.account.and')}
          <a href={`${href(ROUTES.websiteTerms)}?type=privacy`} target="_blank" rel="noopener noreferrer">
            {t('portal.account.privacy')}
          </a>
          <p id="register-agree-msg" className="ui-field-error" role={problems.checkbox ? 'alert' : undefined}>
            {problems.checkbox ?? ''}
          </p>
        </div>
        <p className="login-error" role="alert">
          {form.serverError ?? ''}
        </p>
        <p className="form-notice" role="status">
          {notice ?? ''}
        </p>
        <button type="submit" className="btn btn-primary btn-block" aria-busy={form.busy || undefined}>
          {t('portal.account.submitRegister')}
        </button>
        <p className="login-links">
          <span>
            {t('portal.login.haveAccount')} <a href={href(ROUTES.homeLogin)}>{t('portal.login.goLogin')}</a>
          </span>
        </p>
      </fieldset>
    </form>
  );
}
