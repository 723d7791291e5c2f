/**
 * An input whose SPEC §5 modifiers (trim by default; lower, upper, trimAll) apply 300 ms after the user
 * stops typing: the raw text is reported at once, the normalised text after the debounce.
 */
import { Input } from '@arco-design/web-react';
import { TIMING } from '@port/config/constants';
import { applyModifiers, type Modifier } from '@port/sdk';
import { useEffect, useRef, useState } from 'react';

export interface DebouncedInputProps {
  value?: string;
  onChange?: (value: string) => void;
  modifiers?: readonly Modifier[];
  placeholder?: string;
  allowClear?: boolean;
  textarea?: boolean;
  maxLength?: number;
}

export function DebouncedInput({ value, onChange, modifiers = ['trim'], textarea, ...rest }: DebouncedInputProps) {
  const [text, setText] = useState(value ?? '');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => setText(value ?? ''), [value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const change = (raw: string) => {
    setText(raw);
    onChange?.(raw);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const normalised = applyModifiers(raw, modifiers);
      if (normalised !== raw) {
        setText(normalised);
        onChange?.(normalised);
      }
    }, TIMING.inputDebounce);
  };
  return textarea ? (
    <Input.TextArea value={text} onChange={change} autoSize={{ minRows: 2, maxRows: 6 }} {...rest} />
  ) : (
    <Input value={text} onChange={change} {...rest} />
  );
}
