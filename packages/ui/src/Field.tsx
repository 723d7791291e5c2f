/**
 * One labelled form field with its message, accessible by label (getByLabel) and announcing its error:
 * the input points at the message with aria-describedby and carries aria-invalid while it fails.
 * Unstyled apart from class names (ui-field, ui-field-error), so every app styles it its own way.
 */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The validation or server message shown under the input. */
  error?: string | null | undefined;
  /** Shown after the input, e.g. a captcha picture or a send-code button. */
  addon?: ReactNode;
  /** Hides the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  className?: string;
}

export function Field({ label, error, addon, hideLabel, className, ...input }: FieldProps) {
  const id = useId();
  const messageId = `${id}-msg`;
  return (
    <div className={['ui-field', error ? 'ui-field-invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'ui-visually-hidden' : 'ui-field-label'}>
        {label}
      </label>
      <div className="ui-field-control">
        <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? messageId : undefined} {...input} />
        {addon}
      </div>
      <p id={messageId} className="ui-field-error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </div>
  );
}
