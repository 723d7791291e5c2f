/**
 * Times on the wire and on paper (ARCHITECTURE "One time zone for display"): every date-time the api answers
 * is ISO 8601 with the port zone's offset ('2026-11-26T11:05:00+08:00'); documents, sheets and messages
 * show 'YYYY-MM-DD HH:mm:ss' in the port's zone. The zone is PORT_TIME_ZONE (default Asia/Shanghai), set
 * once at start (buildServer), the same variable the front ends are built with.
 */
import { sql, type Expression, type RawBuilder } from 'kysely';
import {
  addPortDays,
  formatDateTime as formatPortClock,
  getPortTimeZone,
  portDay,
  portDayEnd,
  portDayNumber,
  portDayStamp,
  portMidnight,
  portToday,
  portWallClock,
  setPortTimeZone,
  toDate,
} from '@port/sdk/format';

/**
 * The port's calendar (one source for every day-based rule: slots, cut-offs, free days, validity, "today",
 * serial numbers): the configured zone's days, daylight saving included, never a fixed offset.
 */
export { addPortDays, getPortTimeZone, portDay, portDayEnd, portDayNumber, portDayStamp, portMidnight, portToday };

/** Sets the port's zone for the whole process; an unknown zone name throws at start. */
export function applyPortTimeZone(zone: string | null | undefined): void {
  setPortTimeZone(zone);
  offsets.clear();
}

const QUARTER_MS = 15 * 60 * 1000;
/** Offsets change only on quarter-hour boundaries: one Intl call per quarter hour seen, not per value. */
const offsets = new Map<number, number>();

/** The port zone's offset from UTC at an instant, in minutes. */
function offsetMinutes(t: number): number {
  const quarter = Math.floor(t / QUARTER_MS);
  let minutes = offsets.get(quarter);
  if (minutes === undefined) {
    const at = quarter * QUARTER_MS;
    const w = portWallClock(new Date(at));
    minutes = Math.round((Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - at) / 60_000);
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(quarter, minutes);
  }
  return minutes;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The contract's DateTime: ISO 8601 to the second with the port zone's offset, e.g. '2026-11-26T11:05:00+08:00'. */
export function formatDateTime(value: Date | string): string {
  const t = Math.floor(new Date(value).getTime() / 1000) * 1000;
  const minutes = offsetMinutes(t);
  const local = new Date(t + minutes * 60_000).toISOString().slice(0, 19);
  const abs = Math.abs(minutes);
  return `${local}${minutes < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/** The port's calendar day of an instant, 'YYYY-MM-DD' (portDay). */
export const portDate = (value: Date | string): string => portDay(value);

/** The port's midnight of a day 'YYYY-MM-DD' that the caller has already checked (a contract Date). */
export function portDayStart(day: string): Date {
  const at = portMidnight(day);
  if (!at) throw new Error(`not a day: ${day}`);
  return at;
}

/** The instant the port's day holding `at` began (today's midnight for now). */
export const portMidnightOf = (at: Date): Date => portDayStart(portDay(at));

/** For people (Excel, PDF, EDI, messages): 'YYYY-MM-DD HH:mm:ss' in the port's zone (SPEC §5). */
export function formatPortTime(value: Date | string): string {
  return formatPortClock(value);
}

/** A compact stamp for file names and references: 'YYYYMMDDHHmmss' in the port's zone. */
export const portStamp = (value: Date | string): string => formatPortClock(value, 'YYYYMMDDHHmmss');

const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;
const PORT_LOCAL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/**
 * The instant a DateTime names: ISO 8601 with an offset (or Z), or the older 'YYYY-MM-DD HH:mm:ss' that
 * earlier clients send, read in the port's zone. Null when the text is neither or names no real date.
 */
export function parseDateTime(text: string): Date | null {
  const m = ISO.exec(text) ?? PORT_LOCAL.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  const zone = m[8];
  if (zone !== undefined && zone !== 'Z' && (Number(zone.slice(1, 3)) > 23 || Number(zone.slice(4, 6)) > 59)) return null;
  const at = zone === undefined ? toDate(text) : new Date(text);
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

/** The port's zone name as an SQL literal, read when the query is compiled (stores are defined before start). */
export const sqlPortZone = { toOperationNode: () => sql.lit(getPortTimeZone()).toOperationNode() } as unknown as Expression<string>;

/**
 * The same DateTime as formatDateTime, written by the database, for values built inside SQL (JSON aggregates):
 * the port zone's wall clock to the second and its offset at that instant.
 */
export function sqlDateTime(instant: Expression<unknown>): RawBuilder<string | null> {
  const zone = sqlPortZone;
  return sql<string | null>`(select to_char(z.wall, 'YYYY-MM-DD"T"HH24:MI:SS') || case when z.m < 0 then '-' else '+' end
    || lpad((abs(z.m) / 60)::text, 2, '0') || ':' || lpad((abs(z.m) % 60)::text, 2, '0')
    from (select ${instant} at time zone ${zone} as wall,
      round(extract(epoch from (${instant} at time zone ${zone}) - (${instant} at time zone 'UTC')) / 60)::int as m) z)`;
}

/** SQL: the port's calendar day (a date) of a timestamptz expression, in the configured zone. */
export function sqlPortDay(instant: Expression<unknown>): RawBuilder<string> {
  return sql<string>`(${instant} at time zone ${sqlPortZone})::date`;
}

/** SQL: the port's day today, as a date. */
export const sqlPortToday = (): RawBuilder<string> => sql<string>`(now() at time zone ${sqlPortZone})::date`;

/** SQL: the instant (timestamptz) the port's day begins, for a date or 'YYYY-MM-DD' expression. */
export function sqlPortMidnight(day: Expression<unknown> | string): RawBuilder<Date> {
  return sql<Date>`((${day})::date::timestamp at time zone ${sqlPortZone})`;
}
