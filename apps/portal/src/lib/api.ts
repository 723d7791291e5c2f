/** The portal's API client: the SDK's typed client with the token and language of this browser. */
import { SITE } from '@port/config/site';
import { createApiClient, getToken } from '@port/sdk';
import { $language } from './language';

export const api = createApiClient({
  version: SITE.version,
  getToken,
  getLanguage: () => $language.get(),
});

export { ApiFailure, unwrap } from '@port/sdk';
