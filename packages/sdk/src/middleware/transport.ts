/**
 * The fetch that openapi-fetch calls, wrapped with the time-out, the duplicate-POST guard and the
 * idempotency key of creating calls.
 *
 * Both live here rather than in onRequest: a Response returned from onRequest skips every onResponse
 * (openapi-typescript#2378), and the time-out must cover the whole exchange.
 */
import { TIMING } from '@port/config/constants';
import { v4 as uuidv4 } from 'uuid';
import type { ApiEventBus } from '../events';
import { TRACE_ID_HEADER } from './headers';

/** Sent with every POST and PUT; the server answers a repeat with the same key with the first answer. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How many unanswered submissions keep their key for a retry (the oldest is forgotten first). */
const REMEMBERED_KEYS = 100;

export type FetchLike = (input: Request) => Promise<Response>;

/** Marks the synthetic answer of a refused duplicate, so the error middleware leaves it alone. */
export const SDK_ORIGIN_HEADER = 'x-port-sdk';
export const DUPLICATE_CODE = 9998;
export const DUPLICATE_MESSAGE = '重复提交，请稍后再试';

/** The error a call rejects with when the time-out elapses (its `name` is 'TimeoutError'). */
export class RequestTimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(readonly timeout: number) {
    super(`The request did not answer within ${timeout} ms`);
  }
}

export interface TransportOptions {
  /** The fetch to call; resolved lazily so a mock installed later still intercepts (openapi-typescript#1878). */
  fetch?: FetchLike;
  /** Time-out in ms (SPEC §7: 180000). */
  timeout?: number;
  /** The API base, stripped from urls shown to the user. */
  baseUrl: string;
  events: ApiEventBus;
}

/** The path the user sees in messages: relative to the API base, with its query string. */
export function displayUrl(requestUrl: string, baseUrl: string): string {
  const url = new URL(requestUrl, 'http://localhost');
  const base = new URL(baseUrl, 'http://localhost').pathname.replace(/\/+$/, '');
  const path = base && url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : url.pathname;
  return `${path}${url.search}`;
}

/** The Response-like envelope a refused duplicate answers (HTTP 409, so openapi-fetch reports it as `error`). */
export function duplicateResponse(traceId: string): Response {
  return new Response(
    JSON.stringify({ code: DUPLICATE_CODE, msg: DUPLICATE_MESSAGE, message: DUPLICATE_MESSAGE, result: null, traceId }),
    {
      status: 409,
      statusText: 'Conflict',
      headers: { 'content-type': 'application/json; charset=utf-8', [SDK_ORIGIN_HEADER]: 'duplicate' },
    },
  );
}

/** Follows the caller's own signal too, without AbortSignal.any (older browsers). */
function linkSignal(from: AbortSignal, to: AbortController): () => void {
  if (from.aborted) {
    to.abort(from.reason);
    return () => undefined;
  }
  const forward = () => to.abort(from.reason);
  from.addEventListener('abort', forward, { once: true });
  return () => from.removeEventListener('abort', forward);
}

/**
 * What identifies a submission: method, url and JSON body. A multipart body carries a fresh boundary each
 * time, so an upload is never matched (each gets its own key; the pending guard still refuses a repeat).
 */
async function submissionOf(request: Request): Promise<{ id: string; body: string } | null> {
  const contentType = request.headers.get('content-type');
  if (contentType !== null && !/^application\/json\b/i.test(contentType)) return null;
  const body = await request.clone().text();
  return { id: `${request.method.toUpperCase()} ${request.url}\n${body}`, body };
}

/**
 * Keys of creating calls. A submission keeps its key while it is unanswered and after it failed without an
 * answer the server kept (a time-out, a lost connection, a 5xx, the server's own duplicate answer 409), so a
 * repeat of the same submission (a retry, a PUT sent again while the first is pending) reuses it and the
 * server answers it with the first result instead of creating a second record. An answered submission
 * forgets its key: the same form sent again later is a new submission.
 */
function idempotencyKeys() {
  const remembered = new Map<string, string>();
  return {
    async attach(request: Request): Promise<{ request: Request; settle: (answer: Response | null) => void }> {
      const submitted = await submissionOf(request);
      const submission = submitted?.id ?? null;
      const key = request.headers.get(IDEMPOTENCY_HEADER) ?? (submission && remembered.get(submission)) ?? uuidv4();
      if (submission) {
        remembered.delete(submission);
        remembered.set(submission, key);
        if (remembered.size > REMEMBERED_KEYS) remembered.delete(remembered.keys().next().value as string);
      }
      const headers = new Headers(request.headers);
      headers.set(IDEMPOTENCY_HEADER, key);
      return {
        // The JSON body goes out as the text it was (a body read through clone() would go out as a stream, which
        // the browser uploads as such and its developer tools cannot show).
        request: new Request(request, { headers, ...(submitted && request.body ? { body: submitted.body } : {}) }),
        settle: (answer) => {
          const kept = answer === null || answer.status >= 500 || answer.status === 409;
          if (submission && !kept && remembered.get(submission) === key) remembered.delete(submission);
        },
      };
    },
  };
}

export function createTransport(options: TransportOptions): FetchLike {
  const timeout = options.timeout ?? TIMING.requestTimeout;
  const pending = new Set<string>();
  const keys = idempotencyKeys();

  const send = async (request: Request): Promise<Response> => {
    const controller = new AbortController();
    const unlink = linkSignal(request.signal, controller);
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Settles when the time-out elapses or the caller aborts, even if the fetch ignores its signal.
    const stopped = new Promise<never>((_, reject) => {
      if (controller.signal.aborted) reject(controller.signal.reason);
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
      timer = setTimeout(() => controller.abort(new RequestTimeoutError(timeout)), timeout);
    });
    stopped.catch(() => undefined);
    try {
      const outgoing = new Request(request, { signal: controller.signal });
      const doFetch = options.fetch ?? ((input: Request) => globalThis.fetch(input));
      return await Promise.race([doFetch(outgoing), stopped]);
    } finally {
      clearTimeout(timer);
      unlink();
    }
  };

  /** POST and PUT carry an idempotency key; see idempotencyKeys. */
  const sendCreating = async (request: Request): Promise<Response> => {
    const { request: keyed, settle } = await keys.attach(request);
    let answer: Response | null = null;
    try {
      answer = await send(keyed);
      return answer;
    } finally {
      settle(answer);
    }
  };

  return async (request) => {
    const method = request.method.toUpperCase();
    if (method === 'PUT') return sendCreating(request);
    if (method !== 'POST') return send(request);
    const key = `${request.method.toUpperCase()} ${request.url}`;
    if (pending.has(key)) {
      const url = displayUrl(request.url, options.baseUrl);
      const traceId = request.headers.get(TRACE_ID_HEADER) ?? '';
      options.events.emit({
        type: 'duplicate',
        method: request.method.toUpperCase(),
        url,
        traceId,
        messageKey: 'errors.duplicateWarning',
        params: { url },
      });
      return duplicateResponse(traceId);
    }
    pending.add(key);
    try {
      return await sendCreating(request);
    } finally {
      pending.delete(key);
    }
  };
}
