/**
 * The error catalogue of SPEC §8, turned into typed events.
 *
 * openapi-fetch facts this relies on: onError fires only when fetch itself throws (no answer), never
 * for 4xx/5xx, so answers are judged in onResponse; a body can be read once, so it is cloned first.
 */
import { TIMING } from '@port/config/constants';
import type { Middleware } from 'openapi-fetch';
import {
  ApiFailure,
  effectiveCode,
  envelopeMessage,
  isEnvelope,
  isJsonResponse,
  isRefusalStatus,
  isSuccessCode,
  readJsonBody,
  refusedField,
} from '../envelope';
import type { ApiCode, ApiEventBus } from '../events';
import { formatDateTime } from '../format';
import type { MessageKey } from '../i18n';
import { TRACE_ID_HEADER } from './headers';
import { RequestTimeoutError, SDK_ORIGIN_HEADER, displayUrl } from './transport';

const STATUS_KEYS: Readonly<Record<number, MessageKey>> = {
  401: 'errors.http401',
  403: 'errors.http403',
  404: 'errors.http404',
  500: 'errors.http500',
  504: 'errors.http504',
};

/** The status text key of SPEC §8 for a status or numeric code; other 5xx read as 500. */
export function statusTextKey(code: ApiCode): MessageKey | undefined {
  const n = typeof code === 'number' ? code : /^\d{3}$/.test(code) ? Number(code) : NaN;
  if (!Number.isInteger(n)) return undefined;
  return STATUS_KEYS[n] ?? (n >= 500 && n < 600 ? 'errors.http500' : undefined);
}

const is = (code: ApiCode, value: number): boolean => code === value || code === String(value);

/** Downloads: openapi-fetch's parseAs for binary answers. */
const BINARY_PARSE = new Set(['blob', 'arrayBuffer', 'stream']);

export interface ErrorMiddlewareOptions {
  events: ApiEventBus;
  baseUrl: string;
  now?: () => number;
}

export function errorsMiddleware(options: ErrorMiddlewareOptions): Middleware {
  const { events } = options;
  const now = options.now ?? Date.now;

  return {
    async onResponse({ request, response, options: fetchOptions }) {
      if (response.headers.get(SDK_ORIGIN_HEADER) === 'duplicate') return undefined;

      const url = displayUrl(request.url, options.baseUrl);
      const json = isJsonResponse(response);
      const body = json ? await readJsonBody(response) : undefined;
      const envelope = isEnvelope(body) ? body : undefined;
      const code = effectiveCode(envelope, response.status);
      const message = envelopeMessage(envelope);
      const traceId = envelope?.traceId ?? request.headers.get(TRACE_ID_HEADER) ?? '';

      if (response.status === 401 || is(code, 401)) {
        // Only a call made with the session's Bearer token has a session to end. A 401 without one (a
        // wrong password at sign-in, sent with the Basic client credential) is an ordinary error whose
        // message the user must see, not a reload.
        if (/^Bearer\s/i.test(request.headers.get('Authorization') ?? '')) {
          events.emit({
            type: 'logout',
            url,
            traceId,
            reloadDelay: TIMING.logoutReloadDelay,
            messageKey: 'errors.http401',
            ...(message === undefined ? {} : { message }),
          });
          return undefined;
        }
      } else if (BINARY_PARSE.has(fetchOptions.parseAs) && json) {
        // A download that answered JSON: say so, and hand it to the caller as an error, not a file.
        events.emit({
          type: 'warning',
          url,
          traceId,
          messageKey: 'errors.exportFailed',
          ...(message === undefined ? {} : { message }),
        });
        if (!response.ok) return undefined;
        return new Response(await response.clone().text(), {
          status: 422,
          statusText: 'Unprocessable Content',
          headers: response.headers,
        });
      }

      if (isSuccessCode(code)) return undefined;

      if (is(code, 9997)) {
        events.emit({
          type: 'info',
          url,
          traceId,
          code,
          messageKey: 'errors.unknown',
          ...(message ? { message } : {}),
        });
      } else if (is(code, 9998)) {
        events.emit({
          type: 'warning-modal',
          url,
          traceId,
          code,
          titleKey: 'errors.systemTip',
          messageKey: 'errors.unknown',
          ...(message ? { message } : {}),
        });
      } else if (isRefusalStatus(response.status)) {
        const field = refusedField(envelope);
        events.emit({
          type: 'refused',
          url,
          traceId,
          code,
          status: response.status,
          messageKey: 'errors.unknown',
          ...(message ? { message } : {}),
          ...(field ? { field } : {}),
        });
      } else {
        const timestamp = now();
        events.emit({
          type: 'system-error',
          url,
          traceId,
          code,
          status: response.status,
          titleKey: 'errors.systemException',
          duration: TIMING.systemErrorNotification,
          messageKey: statusTextKey(response.status) ?? statusTextKey(code) ?? 'errors.unknown',
          timestamp,
          time: formatDateTime(timestamp),
          ...(message ? { message } : {}),
        });
      }
      return undefined;
    },

    onError({ request, error }) {
      const traceId = request.headers.get(TRACE_ID_HEADER) ?? '';
      const url = displayUrl(request.url, options.baseUrl);
      const timedOut = error instanceof RequestTimeoutError;
      if (!timedOut && request.signal.aborted) {
        // The caller cancelled (e.g. a page was left): nothing to tell the user.
        return new ApiFailure({
          code: 'ABORTED',
          message: 'The request was aborted',
          status: 0,
          traceId,
          cause: error,
        });
      }
      events.emit({
        type: 'connection-failed',
        url,
        traceId,
        reason: timedOut ? 'timeout' : 'network',
        titleKey: 'errors.systemError',
        messageKey: 'errors.connectionFailed',
      });
      return new ApiFailure({
        code: timedOut ? 'TIMEOUT' : 'NETWORK',
        message: error instanceof Error ? error.message : String(error),
        status: 0,
        traceId,
        cause: error,
      });
    },
  };
}
