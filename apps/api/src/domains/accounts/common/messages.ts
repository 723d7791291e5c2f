/**
 * Texts of the accounts domain: i18n keys of @port/config (typed by the SDK's MessageKey), rendered in the
 * caller's language, so the server answers with the very words the forms show.
 */
import type { FastifyRequest } from 'fastify';
import { serverLanguage, type ServerLanguage } from '@port/config/server-messages';
import type { MessageKey } from '@port/sdk/i18n';
import { ApiError } from '../../../http/errors';
import { clientText } from '../../../lib/text';

export type Lang = ServerLanguage;
export type Params = Record<string, string | number>;

export const langOf = (req: Pick<FastifyRequest, 'headers'>): Lang => serverLanguage(req.headers['accept-language']);

export const say = (lang: Lang, key: MessageKey, params: Params = {}): string => clientText(lang, key, params);

/** A refusal whose text is the i18n message of `key`: 400 by default (409 for a state conflict, 429 for limits). */
export function fail(lang: Lang, key: MessageKey, params: Params = {}, opts: { status?: number; field?: string } = {}): ApiError {
  const status = opts.status ?? 400;
  return new ApiError(status, status === 409 ? 'staleUpdate' : 'invalidBody', {}, {
    text: say(lang, key, params),
    ...(opts.field ? { field: opts.field } : {}),
  });
}
