/**
 * Signing in (SPEC §7 'Auth and session'), loaded when the form is submitted: clears any old token, asks
 * GET /auth/oauth/token with the Basic client credential and the hashed password, keeps the token as the
 * console does (Access-Token + Web-Token), loads the user and answers the page to land on.
 */
import { OAUTH_CLIENT } from '@port/config/constants';
import { clearToken, setToken } from '@port/sdk';
import { isStrongPassword } from '@port/sdk/rules';
import { api, unwrap } from '../../lib/api';
import { hashPassword } from '../../lib/hash';
import { refreshSession } from '../../lib/session';
import { landingAfterSignIn } from '../../lib/session-actions';

type Middleware = Parameters<typeof api.use>[0];

/** The client credential, added per call after the SDK's header middleware (there is no token yet). */
const clientCredential: Middleware = {
  onRequest({ request }) {
    request.headers.set('Authorization', `Basic ${btoa(`${OAUTH_CLIENT.id}:${OAUTH_CLIENT.secret}`)}`);
    return request;
  },
};

export interface SignInInput {
  mobile: string;
  password: string;
  code?: string;
  uuid?: string;
}

export async function signIn(input: SignInInput): Promise<void> {
  clearToken();
  const password = await hashPassword(input.password);
  const token = await unwrap(
    api.GET('/auth/oauth/token', {
      params: {
        query: {
          grant_type: 'session_id',
          user_type: 'portal',
          mobile: input.mobile.trim(),
          password,
          // The server sees only the digest: tell it whether the typed password still meets the rule (SPEC §5).
          password_weak: isStrongPassword(input.password) ? 'N' : 'Y',
          ...(input.code ? { code: input.code.trim() } : {}),
          ...(input.uuid ? { uuid: input.uuid } : {}),
        },
      },
      middleware: [clientCredential],
    }),
  );
  setToken(token.access_token);
}

/** Signs in and answers where to go; throws ApiFailure with the server's message, or Error(failureText). */
export async function signInAndLand(input: SignInInput, redirect: string | null | undefined, failureText: string): Promise<string> {
  await signIn(input);
  const session = await refreshSession();
  if (session.status !== 'signed-in') throw new Error(failureText);
  return landingAfterSignIn(session.info, redirect);
}
