import type { ServerMessageKey } from '@port/config/server-messages';

/**
 * A failure answered in the envelope. `status` is the HTTP status; `code` the business code
 * (the same number unless the spec gives another, e.g. 9998 for warnings).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: ServerMessageKey,
    readonly params: Record<string, string | number> = {},
    readonly options: { code?: number | string; field?: string; text?: string } = {},
  ) {
    super(key);
  }
}

export const badRequest = (key: ServerMessageKey, params?: Record<string, string | number>, field?: string) =>
  new ApiError(400, key, params, field ? { field } : {});
/** A 400 whose text is already in the caller's language (e.g. a shared validator's message). */
export const invalid = (text: string, field?: string) =>
  new ApiError(400, 'invalidBody', {}, { text, ...(field ? { field } : {}) });
export const unauthorized = (key: ServerMessageKey = 'unauthorized') => new ApiError(401, key);
export const forbidden = (text?: string) => new ApiError(403, 'forbidden', {}, text ? { text } : {});
export const notFound = () => new ApiError(404, 'notFound');
export const conflict = (key: ServerMessageKey = 'staleUpdate') => new ApiError(409, key);
export const tooManyRequests = () => new ApiError(429, 'tooManyRequests');
