/**
 * Logout (SPEC §4): the token and roles are cleared, the saved pages removed, WEAK_PASSWORD set to
 * 'N', LOGIN_TYPE cleared, and the browser goes to the LOGIN_TYPE path or /index (a full reload).
 */
import { STORAGE_KEYS, TIMING } from '@port/config/constants';
import { clearToken } from '@port/sdk';
import { api } from '../app/api';
import { removeKey } from '../app/storage';
import { loginPath } from './paths';
import { setWeakPassword } from './flags';
import { useSession } from './store';

/** Clears everything the session left in the browser; answers where to go next. */
export function clearLocalSession(): string {
  const target = loginPath(); // read before LOGIN_TYPE is cleared
  clearToken();
  removeKey(STORAGE_KEYS.openTabs, 'session');
  removeKey(STORAGE_KEYS.cachedRoutes);
  setWeakPassword(false);
  removeKey(STORAGE_KEYS.loginType);
  useSession.getState().end();
  return target;
}

/** The user chose to log out: revoke the token on the server, then leave. */
export async function logout(): Promise<void> {
  try {
    await api.POST('/auth/oauth/token/logout');
  } catch {
    // The token may already be gone; logging out locally is what matters.
  }
  window.location.assign(clearLocalSession());
}

/** HTTP 401 or code 401: the session ended on the server; reload after 1 s (SPEC §8). */
export function expireSession(delay: number = TIMING.logoutReloadDelay): void {
  clearLocalSession();
  window.setTimeout(() => window.location.reload(), delay);
}
