import type { Tr } from '../app/i18n';
import type { RouteRecord } from './records';

/** A record's title: the server's text, else its i18n key. */
export function recordTitle(record: RouteRecord, t: Tr): string {
  if (record.title) return record.title;
  return record.titleKey ? t(record.titleKey) : record.name;
}
