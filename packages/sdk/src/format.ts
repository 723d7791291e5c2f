/** Display formatters of SPEC §4 and §9 (plain code: the SDK does not depend on dayjs). */

/** '#', null, undefined, 'null' and 'NULL' display as empty. */
export function isDisplayEmpty(value: unknown): value is null | undefined | '#' | 'null' | 'NULL' {
  return value === null || value === undefined || value === '#' || value === 'null' || value === 'NULL';
}

/** The value as text, or '' for the display-empty values. */
export function displayText(value: unknown): string {
  return isDisplayEmpty(value) ? '' : String(value);
}

export type DateInput = Date | number | string;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * Parses a Date, epoch milliseconds, an ISO string or 'YYYY-MM-DD HH:mm:ss' (read as local time,
 * which Safari's Date parser refuses with a space). Answers null when it is not a valid date.
 */
export function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const local = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/.exec(value.trim());
  if (local) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = local;
    const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
    return date.getMonth() === Number(mo) - 1 ? date : null;
  }
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/**
 * Formats with the tokens YYYY MM DD HH mm ss (local time). The default pattern is SPEC §9's
 * 'YYYY-MM-DD HH:mm:ss'. Invalid or display-empty input answers ''.
 */
export function formatDateTime(value: DateInput | null | undefined, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  if (isDisplayEmpty(value)) return '';
  const date = toDate(value);
  if (!date) return '';
  const parts: Record<string, string> = {
    YYYY: String(date.getFullYear()).padStart(4, '0'),
    MM: pad2(date.getMonth() + 1),
    DD: pad2(date.getDate()),
    HH: pad2(date.getHours()),
    mm: pad2(date.getMinutes()),
    ss: pad2(date.getSeconds()),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token] ?? token);
}

/** 'YYYY-MM-DD'. */
export function formatDate(value: DateInput | null | undefined): string {
  return formatDateTime(value, 'YYYY-MM-DD');
}

/**
 * Compact date strings: 8 digits → date, 12 → date + minute, 14 → date + second; '0' → '--'.
 * Display-empty values answer ''; anything else is shown as it came.
 */
export function formatCompactDate(value: string | number | null | undefined): string {
  if (isDisplayEmpty(value)) return '';
  const text = String(value).trim();
  if (text === '0') return '--';
  if (!/^\d+$/.test(text)) return text;
  const date = `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
  switch (text.length) {
    case 8:
      return date;
    case 12:
      return `${date} ${text.slice(8, 10)}:${text.slice(10, 12)}`;
    case 14:
      return `${date} ${text.slice(8, 10)}:${text.slice(10, 12)}:${text.slice(12, 14)}`;
    default:
      return text;
  }
}

export interface DateTimeParts {
  year?: number | string | null;
  month?: number | string | null;
  day?: number | string | null;
  hour?: number | string | null;
  minute?: number | string | null;
  second?: number | string | null;
}

export type AssembleResult = { ok: true; value: string } | { ok: false; key: 'validation.dateTimeIncomplete' };

/** Builds 'YYYY-MM-DD HH:mm:ss'; every part is needed (0 counts as given), else validation.dateTimeIncomplete. */
export function assembleDateTime(parts: DateTimeParts): AssembleResult {
  const order = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;
  const values: number[] = [];
  for (const name of order) {
    const raw = parts[name];
    const text = raw === null || raw === undefined ? '' : String(raw).trim();
    if (text === '' || !/^\d+$/.test(text)) return { ok: false, key: 'validation.dateTimeIncomplete' };
    values.push(Number(text));
  }
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = values;
  return {
    ok: true,
    value: `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)} ${pad2(hour)}:${pad2(minute)}:${pad2(second)}`,
  };
}

/**
 * Thousands separators: 1234567.5 → '1,234,567.5'. With `decimals` the number is rounded (toFixed).
 * Display-empty and non-numeric input answers ''.
 */
export function formatThousands(value: number | string | null | undefined, decimals?: number): string {
  if (isDisplayEmpty(value) || value === '') return '';
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  if (!Number.isFinite(n)) return '';
  const text = decimals === undefined ? String(n) : n.toFixed(decimals);
  if (/e/i.test(text)) return text;
  const [integer = '', fraction] = text.split('.');
  const sign = integer.startsWith('-') ? '-' : '';
  const digits = sign ? integer.slice(1) : integer;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}

const DAY_MS = 86_400_000;

/** Local wall-clock time as if it were UTC, so a daylight-saving shift does not eat an hour of a day. */
const wallClock = (d: Date): number =>
  Date.UTC(
    d.getFullYear(),
    d.getMonth(),
    d.getDate(),
    d.getHours(),
    d.getMinutes(),
    d.getSeconds(),
    d.getMilliseconds(),
  );

/**
 * Whole days from `start` to `end` (truncated toward zero, negative when end is earlier), like
 * dayjs(end).diff(start, 'day'). Answers null when either date is invalid.
 */
export function daysBetween(start: DateInput, end: DateInput): number | null {
  const a = toDate(start);
  const b = toDate(end);
  if (!a || !b) return null;
  return Math.trunc((wallClock(b) - wallClock(a)) / DAY_MS) || 0;
}
