import { formatDateTime } from '../../../lib/datetime';

/** A stored time as the contract's DateTime, or null. */
export const dateTime = (value: Date | string | null | undefined): string | null => (value ? formatDateTime(value) : null);

/** 13812345678 → 138****5678. */
export const maskMobile = (mobile: string): string => (mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile);

/** Keeps the first 3 and last 4 characters. */
export function maskMiddle(text: string): string {
  if (text.length <= 7) return '*'.repeat(text.length);
  return `${text.slice(0, 3)}${'*'.repeat(text.length - 7)}${text.slice(-4)}`;
}

/** Money from numeric text to a number of yuan with 2 decimals. */
export const yuan = (value: string | number): number => Math.round(Number(value) * 100) / 100;
