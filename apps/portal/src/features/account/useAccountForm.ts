/**
 * What the portal's account forms (sign-in, registration, password reset) share: their text values,
 * one message per field, the server's message under the form, the busy state of the submit button, and
 * inputs kept disabled until the island has hydrated (so nothing typed before then is lost).
 *
 * `check(name, values)` answers a field's message (already translated) or undefined; once a field
 * shows a message it is checked again as the user corrects it.
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { RuleIssue } from '@port/sdk/rules';
import type { T } from '../../lib/i18n';

export type Check<V extends string, P extends string> = (name: P, values: Readonly<Record<V, string>>) => string | undefined;

/** A problem found by @port/sdk/rules as a check's message, in the visitor's language. */
export const issueText = (t: T, issue: RuleIssue | null | undefined) => (issue ? t(issue.key, issue.params) : undefined);

/** What form.field(name) answers: the props binding one <Field> (or a preset of ./fields) to a value. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}

export interface AccountForm<V extends string, P extends string> {
  ready: boolean;
  busy: boolean;
  values: Readonly<Record<V, string>>;
  problems: Partial<Record<P, string>>;
  serverError: string | null;
  formRef: { current: HTMLFormElement | null };
  set: (name: V, value: string) => void;
  /** Shows (or clears) one field's message. */
  setProblem: (name: P, message: string | undefined) => void;
  setServerError: (message: string | null) => void;
  /** Checks the field now (e.g. the mobile on blur); answers its message. */
  checkNow: (name: P & V) => string | undefined;
  /** The props of a <Field> bound to a value: name, value, onChange and its message. */
  field: (name: V) => BoundField;
  /**
   * The submit handler: checks `names` (focusing the first field that fails), then runs `action` with the
   * button busy. An error's message shows under the form and `onError` runs. An action answering
   * 'leaving' (the page is being left) keeps the button busy.
   */
  submit: (names: readonly P[], action: () => Promise<void | 'leaving'>, onError?: () => void) => (event: FormEvent) => Promise<void>;
}

export function useAccountForm<V extends string, P extends string = V>(
  initial: Record<V, string>,
  check: Check<V, P>,
  unknownError: string,
): AccountForm<V, P> {
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<P, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);

  useEffect(() => setReady(true), []);

  const setProblem = (name: P, message: string | undefined) => setProblems((p) => ({ ...p, [name]: message }));

  const set = (name: V, value: string) => {
    const next = { ...values, [name]: value };
    setValues((v) => ({ ...v, [name]: value }));
    const shown = name as string as P;
    if (problems[shown]) setProblem(shown, check(shown, next));
  };

  const checkNow = (name: P & V) => {
    const message = check(name, values);
    setProblem(name, message);
    return message;
  };

  const field = (name: V): BoundField => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.currentTarget.value),
    error: (problems as Partial<Record<string, string>>)[name],
  });

  const submit: AccountForm<V, P>['submit'] = (names, action, onError) => async (event) => {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<P, string>> = {};
    for (const name of names) found[name] = check(name, values);
    setProblems(found);
    setServerError(null);
    const first = names.find((name) => found[name]);
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      if ((await action()) === 'leaving') return;
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : unknownError);
      onError?.();
    }
    setBusy(false);
  };

  return { ready, busy, values, problems, serverError, formRef, set, setProblem, setServerError, checkNow, field, submit };
}
