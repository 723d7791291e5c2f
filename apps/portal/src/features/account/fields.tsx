/**
 * The fields the portal's account forms (sign-in, registration, password reset) have in common, each a
 * <Field> of @port/ui with its label, input type, autocomplete, length and placeholder fixed. A form binds
 * one with form.field(name); label, input, message and ARIA wiring are Field's own. The fields only
 * registration and reset have are in ./smsFields, off the sign-in form's (and so the home page's) JavaScript.
 */
import { CaptchaImage } from '@port/ui/CaptchaImage';
import { Field, type FieldProps } from '@port/ui/Field';
import type { ReactNode } from 'react';
import type { T } from '../../lib/i18n';
import type { Captcha } from '../login/api';
import type { BoundField } from './useAccountForm';

export interface PresetProps extends BoundField {
  t: T;
}

/** The mobile: 'tel' on registration and reset, 'username' on sign-in (password managers pair it). */
export function MobileField({ t, ...props }: PresetProps & Pick<FieldProps, 'autoComplete' | 'onBlur'>) {
  return (
    <Field
      label={t('login.mobile')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      maxLength={11}
      placeholder={t('portal.login.mobilePlaceholder')}
      {...props}
    />
  );
}

export interface CaptchaFieldProps extends PresetProps {
  /** 图形验证码 unless given (sign-in says 验证码). */
  label?: string;
  captcha: Captcha | null;
  onRefresh: () => void;
}

/** The image captcha with its click-to-refresh picture. */
export function CaptchaField({ t, label, captcha, onRefresh, ...bound }: CaptchaFieldProps) {
  return (
    <Field
      label={label ?? t('portal.account.imgVerify')}
      {...bound}
      autoComplete="off"
      maxLength={10}
      placeholder={t('portal.login.codePlaceholder')}
      addon={<CaptchaImage img={captcha?.img} label={t('login.refreshCaptcha')} onRefresh={onRefresh} />}
    />
  );
}

/** A password input (up to 64 characters). */
export function PasswordField(props: BoundField & Required<Pick<FieldProps, 'label' | 'autoComplete' | 'placeholder'>>) {
  return <Field type="password" maxLength={64} {...props} />;
}

export interface SubmitAreaProps {
  /** The server's message, announced as an alert. */
  serverError: string | null;
  /** A status line (e.g. 验证码已发送); forms without one leave it out. */
  notice?: string | null;
  busy: boolean;
  /** Held while the form cannot be sent yet (e.g. the captcha setting is still loading). */
  disabled?: boolean;
  children: ReactNode;
}

/** What closes each form under its fields: the server's message, the notice, and the submit button (busy while sending). */
export function SubmitArea({ serverError, notice, busy, disabled, children }: SubmitAreaProps) {
  return (
    <>
      <p className="login-error" role="alert">
        {serverError ?? ''}
      </p>
      {notice === undefined ? null : (
        <p className="form-notice" role="status">
          {notice ?? ''}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" aria-busy={busy || undefined} disabled={disabled}>
        {children}
      </button>
    </>
  );
}
