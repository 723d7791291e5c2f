/**
 * The checks on every navigation, in the order of SPEC §4. A pure decision, so the order and the
 * exceptions are tested without a browser; src/session/SessionGate.tsx carries it out.
 */
import type { MessageKey } from '@port/sdk';
import { SIGNED_IN_REDIRECTS } from './public-routes';

export const CHANGE_PASSWORD_PATH = '/account/ChangePassword';
export const AUTH_CENTER_PATH = '/account/Center';
export const HOME_PATH = '/home';

export interface NavigationState {
  /** The router path being opened, without query (e.g. '/account/center'). */
  path: string;
  /** The same with its query and hash, for the login redirect. */
  fullPath: string;
  /** Whether the target may be opened without login. */
  isPublic: boolean;
  /** The token now in storage (another tab may have changed it). */
  storedToken: string | null;
  /** The token the loaded session belongs to; null before the session is loaded. */
  sessionToken: string | null;
  /** WEAK_PASSWORD is 'Y'. */
  weakPassword: boolean;
  /** The TO_AUTH flag is set. */
  toAuth: boolean;
  /** User info and routes are loaded (roles known). */
  sessionLoaded: boolean;
}

export type NavigationDecision =
  | { kind: 'reload'; warning: MessageKey }
  | { kind: 'redirect'; to: string; warning?: MessageKey }
  | { kind: 'login'; fullPath: string }
  | { kind: 'load' }
  | { kind: 'proceed' };

/** Step 2's exceptions (also step 3's): ChangePassword, center, and paths containing routerTo or index. */
export function isPasswordCheckExempt(path: string): boolean {
  return /ChangePassword/.test(path) || /center/i.test(path) || path.includes('routerTo') || path.includes('index');
}

export function decideNavigation(s: NavigationState): NavigationDecision {
  // 1. The token was changed (or removed) in another tab.
  if (s.sessionToken !== null && s.storedToken !== s.sessionToken) {
    return { kind: 'reload', warning: 'errors.accountUpdated' };
  }
  const exempt = isPasswordCheckExempt(s.path);
  // 2. Weak password.
  if (s.storedToken && s.weakPassword && !exempt) {
    return { kind: 'redirect', to: CHANGE_PASSWORD_PATH, warning: 'errors.weakPassword' };
  }
  // 3. No real-name authentication.
  if (s.storedToken && s.toAuth && !s.isPublic && !exempt) {
    return { kind: 'redirect', to: AUTH_CENTER_PATH, warning: 'errors.notAuthenticated' };
  }
  // 4. No token: public pages open, the rest go to login with the way back.
  if (!s.storedToken) {
    return s.isPublic ? { kind: 'proceed' } : { kind: 'login', fullPath: s.fullPath };
  }
  if (SIGNED_IN_REDIRECTS.has(s.path)) return { kind: 'redirect', to: HOME_PATH };
  // 5. A token but no roles yet: load the user and the routes, then check again.
  if (!s.sessionLoaded) return { kind: 'load' };
  return { kind: 'proceed' };
}
