/**
 * Record pages: screens that show one record named by `?id=` in the URL (the named routes of SPEC
 * §2.8/§2.9). Opened without the id (a bookmark cut short, a hand-typed URL) they say what is missing
 * and offer the way back to a list the user can open, instead of the server's validation text.
 */
import { NAMED } from '../shared/named-routes';

const ORDER_LISTS = ['/order/list', '/fleet/orders'];

/** Each record page and the lists its records are opened from, in order of preference. */
export const RECORD_PAGES: Readonly<Record<string, readonly string[]>> = {
  [NAMED.importOrderDetails]: ORDER_LISTS,
  [NAMED.exportOrderDetails]: ORDER_LISTS,
  [NAMED.shortOrderDetails]: ORDER_LISTS,
  [NAMED.truckPerDetails]: ORDER_LISTS,
  [NAMED.GpsDetail]: ORDER_LISTS,
  [NAMED.SendsCreate]: ['/fleet/orders', '/order/list'],
  [NAMED.SendsDetailed]: ['/fleet/orders', '/order/list'],
  [NAMED.truckGpsDetail]: ['/fleet/truck', '/fleet/dispatch'],
};

/** Whether the page at `path` is a record page opened without its record's id. */
export function lacksRecordId(path: string, search: string): boolean {
  return path in RECORD_PAGES && !new URLSearchParams(search).get('id')?.trim();
}

/** Where 返回列表 goes: the first of the page's lists the user may open, else /home. */
export function listOf(path: string, openable: (path: string) => boolean): string {
  return (RECORD_PAGES[path] ?? []).find(openable) ?? '/home';
}
