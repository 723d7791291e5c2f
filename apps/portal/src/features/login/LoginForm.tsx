/**
 * The sign-in form (SPEC §5 'Login form'): mobile (checked on blur), password, image captcha with
 * click-to-refresh (absent when captchaOnOff is false). The server's message shows under the form.
 * Inputs stay disabled until the island has hydrated, so nothing typed before then is lost.
 */
import './messages';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { validateCaptcha, validateLoginPassword, validateMobile, type RuleIssue } from '@port/sdk/rules';
import { CaptchaImage } from '@port/ui/CaptchaImage';
import { Field } from '@port/ui/Field';
import { useT } from '../../lib/language';
import { href, ROUTES } from '../../lib/paths';
import { readQuery } from '../../lib/query';
import { fetchCaptcha, type Captcha } from './api';

type FieldName = 'mobile' | 'password' | 'code';
type Errors = Partial<Record<FieldName, RuleIssue>>;

export interface LoginFormProps {
  /** A page to open after sign-in instead of the default landing; by default the ?redirect= of the page. */
  redirect?: string | null;
  /** Heading level text; the home panel and the login page both show one. */
  heading?: boolean;
}

export default function LoginForm({ redirect, heading = true }: LoginFormProps) {
  const t = useT();
  const [ready, setReady] = useState(false);
  const [values, setValues] = useState({ mobile: '', password: '', code: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const loadCaptcha = useCallback(() => {
    fetchCaptcha()
      .then(setCaptcha)
      .catch(() => setCaptcha(null));
  }, []);

  useEffect(() => {
    setReady(true);
    loadCaptcha();
  }, [loadCaptcha]);

  const captchaOn = captcha?.captchaOnOff !== false;

  const check = (name: FieldName, value: string): RuleIssue | null => {
    if (name === 'mobile') return validateMobile(value);
    if (name === 'password') return validateLoginPassword(value);
    return captchaOn ? validateCaptcha(value) : null;
  };

  const setField = (name: FieldName, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    // Once a field shows a message, re-check it as the user corrects it.
    if (errors[name]) setErrors((e) => ({ ...e, [name]: check(name, value) ?? undefined }));
  };

  const onBlurMobile = () => setErrors((e) => ({ ...e, mobile: check('mobile', values.mobile) ?? undefined }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Errors = {};
    for (const name of ['mobile', 'password', 'code'] as const) {
      const problem = check(name, values[name]);
      if (problem) found[name] = problem;
    }
    setErrors(found);
    setServerError(null);
    const first = (['mobile', 'password', 'code'] as const).find((name) => found[name]);
    if (first) {
      form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const { signInAndLand } = await import('./sign-in');
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
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : t('errors.unknown'));
      setValues((v) => ({ ...v, code: '' }));
      if (captchaOn) loadCaptcha();
      setBusy(false);
    }
  };

  const message = (name: FieldName) => {
    const problem = errors[name];
    return problem ? t(problem.key, problem.params) : null;
  };

  return (
    <form ref={form} className="login-form" noValidate onSubmit={onSubmit} aria-labelledby={heading ? 'login-title' : undefined}>
      {heading ? (
        <h2 id="login-title" className="login-title">
          {t('portal.login.title')}
        </h2>
      ) : null}
      <fieldset disabled={!ready} className="login-fields">
        <Field
          label={t('login.mobile')}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          maxLength={11}
          placeholder={t('portal.login.mobilePlaceholder')}
          value={values.mobile}
          onChange={(e) => setField('mobile', e.target.value)}
          onBlur={onBlurMobile}
          error={message('mobile')}
        />
        <Field
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={64}
          placeholder={t('portal.login.passwordPlaceholder')}
          value={values.password}
          onChange={(e) => setField('password', e.target.value)}
          error={message('password')}
        />
        {captchaOn ? (
          <Field
            label={t('login.code')}
            name="code"
            autoComplete="off"
            maxLength={10}
            placeholder={t('portal.login.codePlaceholder')}
            value={values.code}
            onChange={(e) => setField('code', e.target.value)}
            error={message('code')}
            addon={
              <CaptchaImage img={captcha?.img} label={t('login.refreshCaptcha')} onRefresh={loadCaptcha} />
            }
          />
        ) : null}
        <p className="login-error" role="alert">
          {serverError ?? ''}
        </p>
        <button type="submit" className="btn btn-primary btn-block" aria-busy={busy || undefined}>
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
