/**
 * Container numbers (SPEC §5): a comma-separated list, each entry 4 uppercase letters + 7 digits,
 * and the ISO 6346 check digit.
 */
import type { RuleIssue } from './core';
import { issue } from './core';

export const CONTAINER_PATTERN = /^[A-Z]{4}\d{7}$/;

/**
 * Letter values of ISO 6346: A = 10 upwards, skipping the multiples of 11 (11, 22, 33),
 * so A=10, B=12 … K=21, L=23 … U=32, V=34 … Z=38.
 */
export const CONTAINER_LETTER_VALUES: Readonly<Record<string, number>> = (() => {
  const values: Record<string, number> = {};
  let next = 10;
  for (let i = 0; i < 26; i += 1) {
    if (next % 11 === 0) next += 1;
    values[String.fromCharCode(65 + i)] = next;
    next += 1;
  }
  return values;
})();

/**
 * Owner prefix whose numbers carry a check digit 2 below the ISO one.
 *
 * SPEC §5: "for owner prefix HLCU, 2 is subtracted at the 5th position". Read precisely: once the four
 * letters (positions 1–4) are summed, i.e. on reaching the 5th position, 2 is taken off the running
 * weighted sum — the adjustment itself is not weighted. This is the rule port systems deploy for
 * Hapag-Lloyd's HLCU boxes ("hapaq lloyd的柜号与国际标准相差2": `if (prefix == 'HLCU') sum -= 2` before
 * the mod 11). The other reading — subtract 2 from the 5th character's value before it is weighted by
 * 2^4 — takes 32 off the sum (≡ +1 mod 11), matches no deployed implementation, and is not used.
 */
export const CHECK_DIGIT_ADJUSTED_PREFIX = 'HLCU';
export const CHECK_DIGIT_ADJUSTMENT = 2;

/**
 * The check digit of the first 10 characters (4 letters + 6 digits): Σ value(c_i) · 2^(i-1) for
 * positions i = 1…10, minus 2 at position 5 for HLCU, mod 11, with 10 counted as 0.
 * Answers null when the characters are not 4 uppercase letters + 6 digits.
 */
export function containerCheckDigit(first10: string): number | null {
  if (!/^[A-Z]{4}\d{6}$/.test(first10)) return null;
  let sum = 0;
  for (let position = 1; position <= 10; position += 1) {
    if (position === 5 && first10.startsWith(CHECK_DIGIT_ADJUSTED_PREFIX)) sum -= CHECK_DIGIT_ADJUSTMENT;
    const char = first10.charAt(position - 1);
    const value = position <= 4 ? (CONTAINER_LETTER_VALUES[char] ?? 0) : Number(char);
    sum += value * 2 ** (position - 1);
  }
  return (sum % 11) % 10;
}

/** 4 uppercase letters + 7 digits. */
export const isContainerFormat = (value: string): boolean => CONTAINER_PATTERN.test(value);

/** Format and check digit. */
export function isValidContainerNumber(value: string): boolean {
  return isContainerFormat(value) && containerCheckDigit(value.slice(0, 10)) === Number(value.charAt(10));
}

/** A valid container number from an owner code (4 letters) and a serial (0…999999): how seeds and tests make theirs. */
export function containerNumberOf(owner: string, serial: number): string {
  const first10 = `${owner}${String(Math.abs(Math.trunc(serial)) % 1_000_000).padStart(6, '0')}`;
  const digit = containerCheckDigit(first10);
  if (digit === null) throw new Error(`container owner code must be 4 capital letters: ${owner}`);
  return `${first10}${digit}`;
}

/** A typed list ('abcu1234570 ，tghu…') as stored ('ABCU1234570,TGHU…'): commas (either width), semicolons or spaces separate. */
export function normalizeContainerList(input: string): string {
  return input.toUpperCase().split(/[\s,，;；]+/).filter(Boolean).join(',');
}

/** Splits the list on commas, trimming each entry (empty entries stay, and fail the format). */
export function splitContainerNumbers(input: string): string[] {
  return input.split(',').map((entry) => entry.trim());
}

export interface ContainerListOptions {
  /** Also check the ISO 6346 check digit (default true). */
  checkDigit?: boolean;
}

/**
 * Validates a comma-separated list. The first bad entry answers container.formatInvalid
 * ('第{n}个箱号格式不正确，请填写正确的箱号') or container.checkDigitInvalid with n counted from 1.
 * A blank input passes (combine with `required` where the list is mandatory).
 */
export function validateContainerNumbers(
  input: string | null | undefined,
  options: ContainerListOptions = {},
): RuleIssue | null {
  if (input === null || input === undefined || input.trim() === '') return null;
  const checkDigit = options.checkDigit ?? true;
  const entries = splitContainerNumbers(input);
  for (const [index, entry] of entries.entries()) {
    const n = index + 1;
    if (!isContainerFormat(entry)) return issue('container.formatInvalid', { n });
    if (checkDigit && !isValidContainerNumber(entry)) return issue('container.checkDigitInvalid', { n });
  }
  return null;
}
