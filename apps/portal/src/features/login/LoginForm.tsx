/**
 * The sign-in form (SPEC §5 'Login form'): mobile (checked on blur), password, image captcha with
 * click-to-refresh (absent when captchaOnOff is false). The server's message shows under the form.
 * Inputs stay disabled until the island has hydrated, so nothing typed before then is lost.
 */
import './messages';
import { useCallback, useEffect, useState } from 'react';
import { validateCaptcha, validateLoginPassword, validateMobile, type RuleIssue } from '@port/sdk/rules';
import { CaptchaImage } from '@port/ui/CaptchaImage';
import { Field } from '@port/ui/Field';
import { useT } from '../../lib/language';
import { href, ROUTES } from '../../lib/paths';
import { readQuery } from '../../lib/query';
import { useAccountForm } from '../account/useAccountForm';
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
  const captchaOn = captcha?.captchaOnOff !== false;
  const text = (issue: RuleIssue | null) => (issue ? t(issue.key, issue.params) : undefined);

  const form = useAccountForm<FieldName>(
    { mobile: '', password: '', code: '' },
    (name, values) => {
      if (name === 'mobile') return text(validateMobile(values.mobile));
      if (name === 'password') return text(validateLoginPassword(values.password));
      return captchaOn ? text(validateCaptcha(values.code)) : undefined;
    },
    t('errors.unknown'),
  );

  const loadCaptcha = useCallback(() => {
    fetchCaptcha()
      .then(setCaptcha)
      .catch(() => setCaptcha(null));
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
        <Field
          label={t('login.mobile')}
          {...form.field('mobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          maxLength={11}
          placeholder={t('portal.login.mobilePlaceholder')}
          onBlur={() => void form.checkNow('mobile')}
        />
        <Field
          label={t('login.password')}
          {...form.field('password')}
          type="password"
          autoComplete="current-password"
          maxLength={64}
          placeholder={t('portal.login.passwordPlaceholder')}
        />
        {captchaOn ? (
          <Field
            label={t('login.code')}
            {...form.field('code')}
            autoComplete="off"
            maxLength={10}
            placeholder={t('portal.login.codePlaceholder')}
            addon={
              <CaptchaImage img={captcha?.img} label={t('login.refreshCaptcha')} onRefresh={loadCaptcha} />
            }
          />
        ) : null}
        <p className="login-error" role="alert">
          {form.serverError ?? ''}
        </p>
        <button type="submit" className="btn btn-primary btn-block" aria-busy={form.busy || undefined}>
          {t('login.submit')}
        </button>
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
