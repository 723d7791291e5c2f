import { i18n, type Tr } from '../app/i18n';
import type { RouteRecord } from './records';

/** A record's title: its i18n text when the language has one (static routes, translated menus), else the server's text. */
export function recordTitle(record: RouteRecord, t: Tr): string {
  if (record.titleKey && (!record.title || i18n.exists(String(record.titleKey)))) return t(record.titleKey);
  return record.title || record.name;
}
