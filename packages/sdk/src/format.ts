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
 * The port's time zone (SPEC §9): every time is shown in it whatever the browser's zone, and a
 * time without an offset (a picker's or an older client's 'YYYY-MM-DD HH:mm:ss') is read in it. The wire
 * carries ISO 8601 with an offset (formatWireDateTime). Each app sets it
 * once at start from its configuration (PORT_TIME_ZONE).
 */
export const DEFAULT_PORT_TIME_ZONE = 'Asia/Shanghai';
let portTimeZone = DEFAULT_PORT_TIME_ZONE;
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(zone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormats.set(zone, format);
  }
  return format;
}

/** Sets the port's time zone; an unknown zone name throws (a configuration error shows at start). */
export function setPortTimeZone(zone: string | null | undefined): void {
  const name = zone?.trim() || DEFAULT_PORT_TIME_ZONE;
  zoneFormat(name);
  portTimeZone = name;
}

export const getPortTimeZone = (): string => portTimeZone;

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock reading of an instant in the port's time zone. */
export function portWallClock(date: Date, zone = portTimeZone): WallClock {
  const out: Record<string, number> = {};
  for (const part of zoneFormat(zone).formatToParts(date)) {
    if (part.type !== 'literal') out[part.type] = Number(part.value);
  }
  return {
    year: out.year ?? 0,
    month: out.month ?? 1,
    day: out.day ?? 1,
    hour: (out.hour ?? 0) % 24,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

const asUtc = (w: WallClock): number => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** The instant whose wall clock in `zone` reads `w` (the earlier one when a clock is set back). */
function fromWallClock(w: WallClock, zone = portTimeZone): Date {
  const guess = asUtc(w);
  const offset = (t: number) => asUtc(portWallClock(new Date(t), zone)) - Math.floor(t / 1000) * 1000;
  let t = guess - offset(guess);
  const again = offset(t);
  if (guess - again !== t) t = guess - again;
  return new Date(t);
}

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The port's calendar day of an instant, 'YYYY-MM-DD', in the zone's own calendar (daylight saving included):
 * the day every "today", validity, free day and serial number runs by. '' when the value is not a date.
 */
export function portDay(value: DateInput, zone = portTimeZone): string {
  const date = toDate(value);
  if (!date) return '';
  const w = portWallClock(date, zone);
  return `${String(w.year).padStart(4, '0')}-${pad2(w.month)}-${pad2(w.day)}`;
}

/** The port's day today, 'YYYY-MM-DD'. */
export const portToday = (now: DateInput = Date.now(), zone = portTimeZone): string => portDay(now, zone);

/** A port day as a number (days since 1970-01-01): the difference of two is the count of calendar days between them. */
export function portDayNumber(value: DateInput, zone = portTimeZone): number {
  const day = typeof value === 'string' && DAY_TEXT.test(value) ? value : portDay(value, zone);
  return Math.round(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS);
}

/** The day 'YYYY-MM-DD' `n` calendar days after `day` (before when negative). */
export function addPortDays(day: string, n: number): string {
  return new Date((portDayNumber(day) + n) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The instant the port's day 'YYYY-MM-DD' begins: its 00:00, or the first instant of the day where a clock
 * change skips midnight. Null when the text is not a real day.
 */
export function portMidnight(day: string, zone = portTimeZone): Date | null {
  const m = DAY_TEXT.exec(day);
  if (!m) return null;
  const wall = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hour: 0, minute: 0, second: 0 };
  const check = new Date(asUtc(wall));
  if (check.getUTCMonth() !== wall.month - 1 || check.getUTCDate() !== wall.day) return null;
  let at = fromWallClock(wall, zone);
  // A skipped midnight lands in the day before: step to the first quarter hour of the day itself.
  while (portDay(at, zone) < day) at = new Date(at.getTime() + 15 * 60_000);
  return at;
}

/** The start of the port day after `day`: `[portMidnight(day), portDayEnd(day))` is the whole day, 23 to 25 hours long. */
export const portDayEnd = (day: string, zone = portTimeZone): Date | null => portMidnight(addPortDays(day, 1), zone);

/** 'YYMMDD' of the port's day of an instant: the date part of the serial numbers (EX261126000001). */
export const portDayStamp = (value: DateInput, zone = portTimeZone): string => portDay(value, zone).slice(2).replace(/-/g, '');

/**
 * Parses a Date, epoch milliseconds, an ISO string (with Z or an offset) or 'YYYY-MM-DD HH:mm:ss'
 * (read in the port's time zone; Safari's Date parser refuses it with a space). Answers null when it
 * is not a valid date.
 */
export function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const local = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/.exec(value.trim());
  if (local) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = local;
    const wall = { year: Number(y), month: Number(mo), day: Number(d), hour: Number(h), minute: Number(mi), second: Number(s) };
    const check = new Date(asUtc(wall));
    if (check.getUTCMonth() !== wall.month - 1 || check.getUTCDate() !== wall.day) return null;
    return fromWallClock(wall);
  }
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/**
 * Formats with the tokens YYYY MM DD HH mm ss, in the port's time zone. The default pattern is SPEC
 * §9's 'YYYY-MM-DD HH:mm:ss'. Invalid or display-empty input answers ''.
 */
export function formatDateTime(value: DateInput | null | undefined, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  if (isDisplayEmpty(value)) return '';
  const date = toDate(value);
  if (!date) return '';
  const w = portWallClock(date);
  const parts: Record<string, string> = {
    YYYY: String(w.year).padStart(4, '0'),
    MM: pad2(w.month),
    DD: pad2(w.day),
    HH: pad2(w.hour),
    mm: pad2(w.minute),
    ss: pad2(w.second),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token] ?? token);
}

/** A table cell or a detail line's time: any wire value as 'YYYY-MM-DD HH:mm:ss' in the port's zone ('' when empty). */
export const portTime = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || value instanceof Date ? formatDateTime(value) : '';

/**
 * The contract's DateTime for a request: ISO 8601 with the port zone's offset ('2026-11-26T11:05:00+08:00'),
 * from anything toDate reads (a picker's 'YYYY-MM-DD HH:mm:ss' is the port's wall clock). '' when invalid.
 */
export function formatWireDateTime(value: DateInput | null | undefined): string {
  const date = toDate(value ?? null);
  if (!date) return '';
  const t = Math.floor(date.getTime() / 1000) * 1000;
  const minutes = Math.round((asUtc(portWallClock(new Date(t))) - t) / 60_000);
  const abs = Math.abs(minutes);
  return `${formatDateTime(t, 'YYYY-MM-DDTHH:mm:ss')}${minutes < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
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

/** The port's wall-clock time as if it were UTC, so a daylight-saving shift does not eat an hour of a day. */
const wallClock = (d: Date): number => asUtc(portWallClock(d)) + d.getUTCMilliseconds();

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
