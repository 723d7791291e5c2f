/** The portal's API client: the SDK's typed client with the token and language of this browser. */
import { APP_VERSION } from '@port/config/constants';
import { createApiClient, getToken } from '@port/sdk';
import { $language } from './language';

export const api = createApiClient({
  version: APP_VERSION,
  getToken,
  getLanguage: () => $language.get(),
});

export { ApiFailure, unwrap } from '@port/sdk';
