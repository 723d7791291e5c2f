/**
 * Validators shared by the client forms and the server: each answers null when the value is fine,
 * else the i18n key of the message and the params to interpolate.
 */
import type { MessageKey, MessageParams } from '../i18n';

export interface RuleIssue {
  key: MessageKey;
  params?: MessageParams;
}

export type Validator<V = unknown> = (value: V) => RuleIssue | null;

/** null, undefined, '', whitespace-only strings and empty arrays count as not filled in. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export const issue = (key: MessageKey, params?: MessageParams): RuleIssue => (params ? { key, params } : { key });

/** Fails with `key` when the value is blank. */
export function required(key: MessageKey): Validator {
  return (value) => (isBlank(value) ? issue(key) : null);
}

/** Fails with `key` when a filled-in value does not pass `test`; blank values pass (combine with required). */
export function format(test: (text: string) => boolean, key: MessageKey): Validator {
  return (value) => (isBlank(value) || test(String(value)) ? null : issue(key));
}

/** Runs validators in order and answers the first issue. */
export function all<V>(...validators: ReadonlyArray<Validator<V>>): Validator<V> {
  return (value) => {
    for (const validate of validators) {
      const found = validate(value);
      if (found) return found;
    }
    return null;
  };
}
