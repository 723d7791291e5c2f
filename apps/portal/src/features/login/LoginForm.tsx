/**
 * The sign-in form (SPEC §5 'Login form'): mobile (checked on blur), password, image captcha with
 * click-to-refresh (absent when captchaOnOff is false). The server's message shows under the form.
 * Inputs stay disabled until the island has hydrated, so nothing typed before then is lost.
 */
import './messages';
import { useCallback, useEffect, useState } from 'react';
import { validateCaptcha, validateLoginPassword, validateMobile } from '@port/sdk/rules';
import { useT } from '../../lib/language';
import { href, ROUTES } from '../../lib/paths';
import { readQuery } from '../../lib/query';
import { CaptchaField, MobileField, PasswordField, SubmitArea } from '../account/fields';
import { issueText, useAccountForm } from '../account/useAccountForm';
import { fetchCaptcha, type Captcha } from './api';

type FieldName = 'mobile' | 'password' | 'code';

export interface LoginFormProps {
  /** A page to open after sign-in instead of the default landing; by default the ?redirect= of the page. */
  redirect?: string | null;
  /** Heading level text; the home panel and the login page both show one. */
  heading?: boolean;
}

export default function LoginForm({ redirect, heading = true }: LoginFormProps) {
  const t = useT();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  // Until the first captcha answer is in, it is unknown whether a code is asked: a click then would only fail on the hidden rule.
  const [captchaKnown, setCaptchaKnown] = useState(false);
  const captchaOn = captcha?.captchaOnOff !== false;

  const form = useAccountForm<FieldName>(
    { mobile: '', password: '', code: '' },
    (name, values) => {
      if (name === 'mobile') return issueText(t, validateMobile(values.mobile));
      if (name === 'password') return issueText(t, validateLoginPassword(values.password));
      return captchaOn ? issueText(t, validateCaptcha(values.code)) : undefined;
    },
    t('errors.unknown'),
  );

  const loadCaptcha = useCallback(() => {
    fetchCaptcha()
      .then(setCaptcha)
      .catch(() => setCaptcha(null))
      .finally(() => setCaptchaKnown(true));
  }, []);

  useEffect(loadCaptcha, [loadCaptcha]);

  const onSubmit = form.submit(
    ['mobile', 'password', 'code'],
    async () => {
      const { signInAndLand } = await import('./sign-in');
      const { values } = form;
      const landing = await signInAndLand(
        {
          mobile: values.mobile,
          password: values.password,
          ...(captchaOn && captcha?.uuid ? { code: values.code, uuid: captcha.uuid } : {}),
        },
        redirect ?? readQuery().get('redirect'),
        t('errors.userInfoFailed'),
      );
      window.location.assign(landing);
      return 'leaving';
    },
    () => {
      form.set('code', '');
      if (captchaOn) loadCaptcha();
    },
  );

  return (
    <form ref={form.formRef} className="login-form" noValidate onSubmit={onSubmit} aria-labelledby={heading ? 'login-title' : undefined}>
      {heading ? (
        <h2 id="login-title" className="login-title">
          {t('portal.login.title')}
        </h2>
      ) : null}
      <fieldset disabled={!form.ready} className="login-fields">
        <MobileField t={t} {...form.field('mobile')} autoComplete="username" onBlur={() => void form.checkNow('mobile')} />
        <PasswordField
          label={t('login.password')}
          {...form.field('password')}
          autoComplete="current-password"
          placeholder={t('portal.login.passwordPlaceholder')}
        />
        {captchaOn ? (
          <CaptchaField t={t} label={t('login.code')} {...form.field('code')} captcha={captcha} onRefresh={loadCaptcha} />
        ) : null}
        <SubmitArea serverError={form.serverError} busy={form.busy} disabled={!captchaKnown}>
          {t('login.submit')}
        </SubmitArea>
        <p className="login-links">
          <a href={href(ROUTES.forgotPassword)}>{t('portal.login.forgot')}</a>
          <span>
            {t('portal.login.noAccount')} <a href={href(ROUTES.homeRegister)}>{t('portal.login.goRegister')}</a>
          </span>
        </p>
      </fieldset>
    </form>
  );
}
