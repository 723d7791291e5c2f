/**
 * What the HTTP layer tells the apps (SPEC §8). Each app renders these its own way (toast, modal,
 * notification, reload); the SDK only decides *what* happened and which i18n keys describe it.
 */
import { createEmitter, type Emitter, type Listener } from './emitter';
import type { MessageKey } from './i18n';

/** The business code of an envelope (number or string), or the HTTP status when there is no envelope. */
export type ApiCode = number | string;

interface EventBase {
  /** The called path relative to the API base, with its query string, e.g. '/user/auth/getInfo'. */
  url: string;
  /** The trace-id sent with the call (or echoed by the server). */
  traceId: string;
}

/** HTTP 401 or code 401 on an authenticated call: clear the session, reload after `reloadDelay` ms. */
export interface LogoutEvent extends EventBase {
  type: 'logout';
  reloadDelay: number;
  messageKey: 'errors.http401';
  /** The server's text, when it sent one. */
  message?: string;
}

/** Code 9997: an info toast with the server message, else messageKey. */
export interface InfoEvent extends EventBase {
  type: 'info';
  code: ApiCode;
  message?: string;
  messageKey: 'errors.unknown';
}

/** Code 9998: a warning modal titled titleKey with the server message. */
export interface WarningModalEvent extends EventBase {
  type: 'warning-modal';
  code: ApiCode;
  titleKey: 'errors.systemTip';
  message?: string;
  messageKey: 'errors.unknown';
}

/** Any other failure: an error notification for `duration` ms. */
export interface SystemErrorEvent extends EventBase {
  type: 'system-error';
  code: ApiCode;
  /** HTTP status of the answer. */
  status: number;
  titleKey: 'errors.systemException';
  duration: number;
  /** The server's msg / message when it sent one; otherwise render messageKey. */
  message?: string;
  /** The status text key (errors.http401/403/404/500/504) or errors.unknown. */
  messageKey: MessageKey;
  /** Epoch milliseconds, and the same as 'YYYY-MM-DD HH:mm:ss' in the port's time zone (for errors.timestamp's {{time}}). */
  timestamp: number;
  time: string;
}

/**
 * HTTP 400/409/422: the server refused the user's input (a field's check or a business rule), in the user's
 * language. A form that made the call shows it beside `field` (or at its top) and claims it; otherwise the app
 * shows `message` as a plain warning — never as 系统异常, which is for real faults.
 */
export interface RefusedEvent extends EventBase {
  type: 'refused';
  code: ApiCode;
  status: number;
  message?: string;
  /** The request field named (see refusedField), when there is one. */
  field?: string;
  messageKey: MessageKey;
}

/** No answer at all: network failure or the 180 s time-out. */
export interface ConnectionFailedEvent extends EventBase {
  type: 'connection-failed';
  reason: 'network' | 'timeout';
  titleKey: 'errors.systemError';
  messageKey: 'errors.connectionFailed';
}

/** A POST to the same url + method is still pending: this one was not sent. */
export interface DuplicateEvent extends EventBase {
  type: 'duplicate';
  method: string;
  messageKey: 'errors.duplicateWarning';
  params: { url: string };
}

/** A binary download answered JSON instead: a warning with its message (else messageKey). */
export interface WarningEvent extends EventBase {
  type: 'warning';
  message?: string;
  messageKey: 'errors.exportFailed';
}

export type ApiEvent =
  | LogoutEvent
  | InfoEvent
  | WarningModalEvent
  | SystemErrorEvent
  | RefusedEvent
  | ConnectionFailedEvent
  | DuplicateEvent
  | WarningEvent;

export type ApiEventType = ApiEvent['type'];
export type ApiEventBus = Emitter<ApiEvent>;

/** A private bus, e.g. one per test or per server-side client. */
export function createApiEventBus(): ApiEventBus {
  return createEmitter<ApiEvent>();
}

/** The bus clients use unless given another one. */
export const apiEvents: ApiEventBus = createApiEventBus();

/** Subscribes to the default bus; answers the unsubscribe function. */
export function onApiEvent(listener: Listener<ApiEvent>): () => void {
  return apiEvents.on(listener);
}
