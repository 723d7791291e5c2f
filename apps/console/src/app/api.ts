/** The one API client of the console: SDK middleware (headers, error catalogue, duplicate guard, 401). */
import { createApiClient, getToken } from '@port/sdk';
import { APP_VERSION } from '../env';
import { currentLanguage } from './i18n';

export const api = createApiClient({ version: APP_VERSION, getToken, getLanguage: currentLanguage });

// The SDK's header middleware marks every call as JSON; a call without a body (POST …/logout,
// POST readNotice?id=…) must not claim one, or the server refuses the empty JSON body.
api.use({
  onRequest({ request }) {
    if (request.body === null && request.headers.has('Content-Type')) request.headers.delete('Content-Type');
    return request;
  },
});

export { unwrap, ApiFailure } from '@port/sdk';
