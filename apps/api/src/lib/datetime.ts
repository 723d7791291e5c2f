/**
 * The contract's DateTime: local time in Asia/Shanghai as 'YYYY-MM-DD HH:mm:ss', whatever the server's TZ.
 * Shanghai has no daylight saving, so a fixed +08:00 offset is exact.
 */
const OFFSET_MS = 8 * 60 * 60 * 1000;
const PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

export function formatDateTime(value: Date | string): string {
  const shifted = new Date(new Date(value).getTime() + OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`;
}

/** The instant named by a contract DateTime; null when the text is not one (or names no real date). */
export function parseDateTime(text: string): Date | null {
  const m = PATTERN.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(utc);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  return new Date(utc - OFFSET_MS);
}
