/** The response envelope (SPEC §3) and the success rule of SPEC §8. */
import { SUCCESS_CODES } from '@port/config/constants';
import type { components } from './generated/schema';
import type { ApiCode } from './events';

export type Envelope = components['schemas']['Envelope'];

/** Both readings of the envelope: {msg, data, result, code} and {code, message, result}. */
export interface LooseEnvelope {
  code?: ApiCode;
  msg?: string;
  message?: string;
  result?: unknown;
  data?: unknown;
  traceId?: string;
}

/** 200, 0, '200' and '0000' are success (compared strictly: '0' and 200.0 as a string are not). */
export function isSuccessCode(code: unknown): boolean {
  return (typeof code === 'number' || typeof code === 'string') && SUCCESS_CODES.includes(code);
}

export function isEnvelope(value: unknown): value is LooseEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    ('code' in value || 'msg' in value || 'message' in value || 'result' in value)
  );
}

/** The envelope's text: msg, else message; undefined when both are empty. */
export function envelopeMessage(envelope: LooseEnvelope | undefined): string | undefined {
  const text = envelope?.msg || envelope?.message;
  return typeof text === 'string' && text !== '' ? text : undefined;
}

/** The envelope code when there is one, else the HTTP status. */
export function effectiveCode(envelope: LooseEnvelope | undefined, status: number): ApiCode {
  const code = envelope?.code;
  return typeof code === 'number' || typeof code === 'string' ? code : status;
}

/** Reads a JSON body without consuming the original response; undefined when it is not JSON. */
export async function readJsonBody(response: Response): Promise<unknown> {
  try {
    const text = await response.clone().text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export function isJsonResponse(response: Response): boolean {
  return /[/+]json\b/i.test(response.headers.get('content-type') ?? '');
}

export type FailureCode = ApiCode | 'NETWORK' | 'TIMEOUT' | 'ABORTED';

/** A failed call, as `unwrap` throws it and as the client rejects on network failure. */
export class ApiFailure extends Error {
  override readonly name = 'ApiFailure';
  /** The envelope code, else the HTTP status; 'NETWORK', 'TIMEOUT' or 'ABORTED' when no answer came. */
  readonly code: FailureCode;
  /** HTTP status; 0 when no answer came. */
  readonly status: number;
  readonly traceId: string;
  /**
   * The request field a refusal names (the envelope's `field` without its 'body.'/'query.' part, e.g. 'voyageId'),
   * when the server named one: the form shows the message beside that field.
   */
  readonly field: string | undefined;

  constructor(init: { code: FailureCode; message: string; status: number; traceId?: string; field?: string; cause?: unknown }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.traceId = init.traceId ?? '';
    this.field = init.field;
  }
}

/**
 * A refusal of the user's input: the server answered 400, 409 or 422 (a field's check or a business rule said
 * no). The user can act on it — fix the field, read the rule — so it is no 系统异常 (kept for 5xx and the network).
 */
export const isRefusalStatus = (status: number): boolean => status === 400 || status === 409 || status === 422;

/** The envelope's `field` as the form names it: 'body.voyageId' → 'voyageId'; a nested or array path keeps its first part. */
export function refusedField(envelope: unknown): string | undefined {
  const raw = envelope && typeof envelope === 'object' ? (envelope as { field?: unknown }).field : undefined;
  if (typeof raw !== 'string' || raw === '') return undefined;
  const path = raw.replace(/^(body|query|path)\.?/, '');
  const first = path.split(/[.[]/)[0];
  return first || undefined;
}


/** The shape openapi-fetch answers. */
export interface FetchResultLike {
  data?: unknown;
  error?: unknown;
  response: Response;
}

type ResultOfData<D> = D extends { result: infer R } ? R : D extends { result?: infer R } ? R | undefined : undefined;

/** What `unwrap` resolves to: the `result` of the success body. */
export type UnwrapResult<T> = T extends { data: infer D; error?: never } ? ResultOfData<D> : never;

/**
 * Awaits an openapi-fetch call and answers the envelope's `result`; throws ApiFailure
 * {code, message, status, traceId} when the call failed (HTTP or envelope code).
 * The events of SPEC §8 have already been emitted by the middleware; this is for control flow.
 */
export async function unwrap<T extends FetchResultLike>(call: Promise<T>): Promise<UnwrapResult<T>> {
  let outcome: T;
  try {
    outcome = await call;
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    throw new ApiFailure({
      code: 'NETWORK',
      message: error instanceof Error ? error.message : String(error),
      status: 0,
      cause: error,
    });
  }
  const { response } = outcome;
  const body = outcome.data !== undefined ? outcome.data : outcome.error;
  const envelope = isEnvelope(body) ? body : undefined;
  const code = effectiveCode(envelope, response.status);
  if (response.ok && isSuccessCode(code)) {
    return envelope?.result as UnwrapResult<T>;
  }
  throw new ApiFailure({
    code,
    message: envelopeMessage(envelope) ?? (response.statusText || String(code)),
    status: response.status,
    traceId: envelope?.traceId ?? response.headers.get('trace-id') ?? '',
    field: refusedField(envelope),
  });
}
