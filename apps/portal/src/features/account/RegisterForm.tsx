/**
 * /homeRegister: mobile (checked on blur, and that it is still free), image captcha, SMS code, password
 * and confirmation, the agreement checkbox, then POST /user/reg/register. The server checks all of it
 * again and answers its own message, shown under the form.
 */
import './messages';
import { useState } from 'react';
import { isBlank, validateMobile, validateNewPassword } from '@port/sdk/rules';
import { Field } from '@port/ui/Field';
import { useT } from '../../lib/language';
import { href, ROUTES } from '../../lib/paths';
import { AccountDone } from './AccountDone';
import { isMobileAvailable, register, sendRegisterSms } from './api';
import { checkCheckPass, checkSmsCode } from './checks';
import { CaptchaField, MobileField, SubmitArea } from './fields';
import { NewPasswordFields, SmsCodeField } from './smsFields';
import { issueText, useAccountForm } from './useAccountForm';
import { sendCodeFor, useSmsCode } from './useSmsCode';

type Value = 'mobile' | 'imgVerify' | 'smsCode' | 'password' | 'checkPass' | 'name' | 'companyName';
type Name = Exclude<Value, 'name' | 'companyName'> | 'checkbox';

export default function RegisterForm() {
  const t = useT();
  const sms = useSmsCode(sendRegisterSms);
  const [agreed, setAgreed] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const form = useAccountForm<Value, Name>(
    { mobile: '', imgVerify: '', smsCode: '', password: '', checkPass: '', name: '', companyName: '' },
    (name, values) => {
      switch (name) {
        case 'mobile':
          return issueText(t, validateMobile(values.mobile));
        case 'imgVerify':
          return sms.captchaOn && isBlank(values.imgVerify) ? t('login.codeRequired') : undefined;
        case 'smsCode':
          return checkSmsCode(t, values.smsCode);
        case 'password':
          return issueText(t, validateNewPassword(values.password));
        case 'checkPass':
          return checkCheckPass(t, values);
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

  if (done) return <AccountDone title={t('portal.account.registered')} goLogin={t('portal.login.goLogin')} />;

  return (
    <form ref={form.formRef} className="account-form" noValidate onSubmit={onSubmit} aria-labelledby="register-title">
      <h2 id="register-title" className="login-title">
        {t('portal.account.registerTitle')}
      </h2>
      <fieldset disabled={!form.ready} className="login-fields">
        <MobileField t={t} {...form.field('mobile')} onBlur={() => void onBlurMobile()} />
        {sms.captchaOn ? <CaptchaField t={t} {...form.field('imgVerify')} captcha={sms.captcha} onRefresh={sms.refreshCaptcha} /> : null}
        <SmsCodeField t={t} {...form.field('smsCode')} sms={sms} onSend={() => void sendCodeFor(sms, form, t, setNotice)} />
        <NewPasswordFields t={t} label={t('login.password')} password={form.field('password')} checkPass={form.field('checkPass')} />
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
        <SubmitArea serverError={form.serverError} notice={notice} busy={form.busy}>
          {t('portal.account.submitRegister')}
        </SubmitArea>
        <p className="login-links">
          <span>
            {t('portal.login.haveAccount')} <a href={href(ROUTES.homeLogin)}>{t('portal.login.goLogin')}</a>
          </span>
        </p>
      </fieldset>
    </form>
  );
}
