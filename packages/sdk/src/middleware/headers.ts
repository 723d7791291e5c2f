/** SPEC §7 'Common to all calls': content type, version, trace-id, bearer token and language headers. */
import type { Middleware } from 'openapi-fetch';
import { v4 as uuidv4 } from 'uuid';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
export const VERSION_HEADER = 'version';
export const TRACE_ID_HEADER = 'trace-id';

export interface HeaderOptions {
  /** The app version, sent in the `version` header. */
  version: string;
  /** The current token; no Authorization header when it answers nothing. */
  getToken: () => string | null | undefined;
  /** The UI language (e.g. 'zh-CN'), sent as Accept-Language. */
  getLanguage: () => string | null | undefined;
  /** A trace-id generator (a fresh UUID v4 per call by default). */
  traceId?: () => string;
}

export function headersMiddleware(options: HeaderOptions): Middleware {
  const newTraceId = options.traceId ?? uuidv4;
  return {
    onRequest({ request }) {
      const headers = request.headers;
      const contentType = headers.get('content-type');
      // Multipart uploads keep their boundary; everything else is JSON in UTF-8.
      if (contentType === null || /^application\/json\b/i.test(contentType)) {
        headers.set('Content-Type', JSON_CONTENT_TYPE);
      }
      headers.set(VERSION_HEADER, options.version);
      headers.set(TRACE_ID_HEADER, newTraceId());
      // An Authorization the caller gave for this call (the Basic client credential of the sign-in call)
      // is kept; otherwise the session's Bearer token is sent when there is one.
      const token = options.getToken();
      if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
      const language = options.getLanguage();
      if (language) headers.set('Accept-Language', language);
      return request;
    },
  };
}
