/**
 * /homeRegister: mobile (checked on blur, and that it is still free), image captcha, SMS code, password
 * and confirmation, the agreement checkbox, then POST /user/reg/register. The server checks all of it
 * again and answers its own message, shown under the form.
 */
import './messages';
import { useEffect, useState, type FormEvent } from 'react';
import { isBlank, validateMobile, validateNewPassword, type RuleIssue } from '@port/sdk/rules';
import { CaptchaImage } from '@port/ui/CaptchaImage';
import { Field } from '@port/ui/Field';
import { useT } from '../../lib/language';
import { href, ROUTES } from '../../lib/paths';
import { isMobileAvailable, register, sendRegisterSms } from './api';
import { SmsButton } from './SmsButton';
import { useSmsCode } from './useSmsCode';

type Name = 'mobile' | 'imgVerify' | 'smsCode' | 'password' | 'checkPass' | 'checkbox';
type Problems = Partial<Record<Name, string>>;

const SMS_CODE = /^\d{6}$/;

export default function RegisterForm() {
  const t = useT();
  const sms = useSmsCode(sendRegisterSms);
  const [ready, setReady] = useState(false);
  const [values, setValues] = useState({ mobile: '', imgVerify: '', smsCode: '', password: '', checkPass: '', name: '', companyName: '' });
  const [agreed, setAgreed] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => setReady(true), []);

  const text = (issue: RuleIssue | null) => (issue ? t(issue.key, issue.params) : undefined);
  const set = (name: keyof typeof values, value: string) => setValues((v) => ({ ...v, [name]: value }));

  const check = (name: Name): string | undefined => {
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
  };

  const onBlurMobile = async () => {
    const problem = check('mobile');
    setProblems((p) => ({ ...p, mobile: problem }));
    if (problem) return;
    try {
      const availability = await isMobileAvailable(values.mobile.trim());
      if (!availability.available) setProblems((p) => ({ ...p, mobile: t('portal.account.mobileTaken') }));
    } catch {
      // The submit checks again; a failed look-up is not the user's problem.
    }
  };

  const onSend = async () => {
    setNotice(null);
    setServerError(null);
    const outcome = await sms.send(values.mobile, values.imgVerify);
    if (!outcome) {
      setNotice(t('portal.account.smsSent'));
      return;
    }
    const message = outcome.message || text(outcome.issue ?? null);
    if (outcome.field) setProblems((p) => ({ ...p, [outcome.field as Name]: message }));
    else setServerError(message ?? t('errors.unknown'));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const names: Name[] = ['mobile', 'imgVerify', 'smsCode', 'password', 'checkPass', 'checkbox'];
    const found: Problems = {};
    for (const name of names) found[name] = check(name);
    setProblems(found);
    setServerError(null);
    if (names.some((name) => found[name])) return;
    setBusy(true);
    try {
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
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : t('errors.unknown'));
      sms.reset();
      set('imgVerify', '');
    } finally {
      setBusy(false);
    }
  };

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
    <form className="account-form" noValidate onSubmit={onSubmit} aria-labelledby="register-title">
      <h2 id="register-title" className="login-title">
        {t('portal.account.registerTitle')}
      </h2>
      <fieldset disabled={!ready} className="login-fields">
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
          onBlur={() => void onBlurMobile()}
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
        <Field
          label={t('login.password')}
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
        <Field
          label={t('portal.account.name')}
          name="name"
          autoComplete="name"
          maxLength={50}
          placeholder={t('portal.account.namePlaceholder')}
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <Field
          label={t('portal.account.companyName')}
          name="companyName"
          autoComplete="organization"
          maxLength={100}
          placeholder={t('portal.account.companyNamePlaceholder')}
          value={values.companyName}
          onChange={(e) => set('companyName', e.target.value)}
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
          {serverError ?? ''}
        </p>
        <p className="form-notice" role="status">
          {notice ?? ''}
        </p>
        <button type="submit" className="btn btn-primary btn-block" aria-busy={busy || undefined}>
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
