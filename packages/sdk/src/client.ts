/**
 * The typed API client: openapi-fetch over the generated `paths`, with the middleware of SPEC §7 and §8.
 *
 *   const api = createApiClient({ version, getToken, getLanguage });
 *   const info = await unwrap(api.GET('/user/auth/getInfo'));
 */
import { API_BASE } from '@port/config/constants';
import createClient, { type Client } from 'openapi-fetch';
import { apiEvents, type ApiEventBus } from './events';
import type { paths } from './generated/schema';
import { errorsMiddleware } from './middleware/errors';
import { headersMiddleware } from './middleware/headers';
import { createTransport, type FetchLike } from './middleware/transport';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Default '/new/api' (SPEC §7). */
  baseUrl?: string;
  /** The app version, sent in the `version` header. */
  version: string;
  getToken: () => string | null | undefined;
  getLanguage: () => string | null | undefined;
  /** The underlying fetch; by default globalThis.fetch, looked up on every call. */
  fetch?: FetchLike;
  /** Where events go; by default the shared bus behind `onApiEvent`. */
  events?: ApiEventBus;
  /** Time-out in ms; default TIMING.requestTimeout (180000). */
  timeout?: number;
  /** Clock for the system-error timestamp (tests). */
  now?: () => number;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? API_BASE;
  const events = options.events ?? apiEvents;
  const client = createClient<paths>({
    baseUrl,
    fetch: createTransport({
      baseUrl,
      events,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
    }),
  });
  client.use(
    headersMiddleware({ version: options.version, getToken: options.getToken, getLanguage: options.getLanguage }),
    errorsMiddleware({ events, baseUrl, ...(options.now ? { now: options.now } : {}) }),
  );
  return client;
}
