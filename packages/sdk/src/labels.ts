/**
 * Label maps of SPEC §4. Each maps a code to an i18n key (texts live in @port/config's resources);
 * `labelOf` translates, with zh-CN by default and the app's `t` when given.
 */
import { translateZh, type MessageKey, type Translate } from './i18n';
import { DISPATCH_FLOW, TRUCK_ORDER_FLOW } from './domains/trucking/order-status';

export type LabelMap = Readonly<Record<string, MessageKey>>;

/** Trucking order status (labels defined once, in TRUCK_ORDER_FLOW); other codes are shown raw. */
export const TRUCK_ORDER_STATUS = Object.fromEntries(Object.entries(TRUCK_ORDER_FLOW.states).map(([code, state]) => [code, state.label])) as {
  readonly [K in keyof typeof TRUCK_ORDER_FLOW.states]: (typeof TRUCK_ORDER_FLOW.states)[K]['label'];
};

/** Truck order type: I import, E export, 1 empty, 2 laden, 3 sea-rail, D with goods. */
export const TRUCK_ORDER_TYPE = {
  I: 'labels.truckOrderType.I',
  E: 'labels.truckOrderType.E',
  '1': 'labels.truckOrderType.1',
  '2': 'labels.truckOrderType.2',
  '3': 'labels.truckOrderType.3',
  D: 'labels.truckOrderType.D',
} as const satisfies LabelMap;

/** Dispatch (send) status (labels defined once, in DISPATCH_FLOW); other codes read 未定义. */
export const DISPATCH_STATUS = Object.fromEntries(Object.entries(DISPATCH_FLOW.states).map(([code, state]) => [code, state.label])) as {
  readonly [K in keyof typeof DISPATCH_FLOW.states]: (typeof DISPATCH_FLOW.states)[K]['label'];
};
export const DISPATCH_STATUS_OTHER: MessageKey = 'labels.dispatchStatus.other';

/** Vehicle filing state of a truck (dictionary fleet_filing_status; kept by its filing, openapi/paths/permits.yaml). */
export const FLEET_FILING_STATUS = {
  '0': 'labels.filingStatus.0',
  '1': 'labels.filingStatus.1',
  '2': 'labels.filingStatus.2',
  '3': 'labels.filingStatus.3',
} as const satisfies LabelMap;

/** Shop (onboarding) shopStatus. */
export const SHOP_STATUS = {
  '0': 'labels.shopStatus.0',
  '1': 'labels.shopStatus.1',
  '-1': 'labels.shopStatus.-1',
  '-2': 'labels.shopStatus.-2',
  '2': 'labels.shopStatus.2',
} as const satisfies LabelMap;

import { AUTH } from './auth-status';
export { AUTH, AUTH_STATUS_COLOR, needsAuth, type AuthStatus } from './auth-status';

export const AUTH_STATUS = {
  [AUTH.none]: 'labels.authStatus.00',
  [AUTH.pending]: 'labels.authStatus.01',
  [AUTH.verified]: 'labels.authStatus.02',
} as const satisfies LabelMap;


/** WebSocket message types 0/1/2. */
export const WS_MESSAGE_TYPE = {
  '0': 'labels.wsMessageType.0',
  '1': 'labels.wsMessageType.1',
  '2': 'labels.wsMessageType.2',
} as const satisfies LabelMap;

/** Payment record status of /user/payLast and /user/payLastMt. */
export const PAYMENT_RECORD_STATUS = {
  '00': 'labels.paymentRecordStatus.00',
  '01': 'labels.paymentRecordStatus.01',
  '02': 'labels.paymentRecordStatus.02',
  '03': 'labels.paymentRecordStatus.03',
} as const satisfies LabelMap;

export interface LabelOptions {
  /** What an unknown code shows: 'raw' (the code itself, the default) or a message key. */
  fallback?: 'raw' | MessageKey;
  /** The translator; zh-CN by default. */
  t?: Translate;
}

/** The i18n key of a code, or undefined when the map does not know it. */
export function labelKeyOf(map: LabelMap, value: unknown): MessageKey | undefined {
  if (value === null || value === undefined) return undefined;
  const code = String(value);
  return Object.prototype.hasOwnProperty.call(map, code) ? map[code] : undefined;
}

/** The label of a code; unknown codes fall back as `options.fallback` says (raw by default; null → ''). */
export function labelOf(map: LabelMap, value: unknown, options: LabelOptions = {}): string {
  const t = options.t ?? translateZh;
  const key = labelKeyOf(map, value);
  if (key) return t(key);
  const fallback = options.fallback ?? 'raw';
  if (fallback !== 'raw') return t(fallback);
  return value === null || value === undefined ? '' : String(value);
}

export const truckOrderStatusLabel = (value: unknown, t?: Translate): string =>
  labelOf(TRUCK_ORDER_STATUS, value, t ? { t } : {});
export const truckOrderTypeLabel = (value: unknown, t?: Translate): string =>
  labelOf(TRUCK_ORDER_TYPE, value, t ? { t } : {});
export const dispatchStatusLabel = (value: unknown, t?: Translate): string =>
  labelOf(DISPATCH_STATUS, value, { fallback: DISPATCH_STATUS_OTHER, ...(t ? { t } : {}) });
export const shopStatusLabel = (value: unknown, t?: Translate): string => labelOf(SHOP_STATUS, value, t ? { t } : {});
export const authStatusLabel = (value: unknown, t?: Translate): string =>
  labelOf(AUTH_STATUS, value, { fallback: AUTH_STATUS[AUTH.none], ...(t ? { t } : {}) });
export const wsMessageTypeLabel = (value: unknown, t?: Translate): string =>
  labelOf(WS_MESSAGE_TYPE, value, t ? { t } : {});
export const paymentRecordStatusLabel = (value: unknown, t?: Translate): string =>
  labelOf(PAYMENT_RECORD_STATUS, value, t ? { t } : {});
