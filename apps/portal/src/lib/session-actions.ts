/** What changes the session: the landing after sign-in, and logout (SPEC §2.1, §4 'Session'). */
import { LOGIN_TYPE_STORAGE_KEY, TO_AUTH_STORAGE_KEY, WEAK_PASSWORD_STORAGE_KEY } from '@port/config/constants';
import { clearToken } from '@port/sdk';
import { api } from './api';
import { href, safeAppPath, ROUTES } from './paths';
import { $session, needsAuthentication, type UserInfo } from './session-state';
import { readLocal, removeLocal, writeLocal } from './storage';

/**
 * After sign-in: remember the flags the console's navigation checks read (WEAK_PASSWORD, TO_AUTH), then
 * answer the landing page: /account/Center when authentication is missing, else the redirect asked for,
 * the remembered LOGIN_TYPE path, or /home.
 */
export function landingAfterSignIn(info: UserInfo, redirect?: string | null): string {
  writeLocal(WEAK_PASSWORD_STORAGE_KEY, info.weakPassword);
  if (needsAuthentication(info)) {
    writeLocal(TO_AUTH_STORAGE_KEY, '1');
    return href(ROUTES.center);
  }
  removeLocal(TO_AUTH_STORAGE_KEY);
  return safeAppPath(redirect) ?? safeAppPath(readLocal(LOGIN_TYPE_STORAGE_KEY)) ?? href(ROUTES.home);
}

/** Clears the session the way the console does; answers where to go next (LOGIN_TYPE, else /index). */
export function clearSession(): string {
  const next = safeAppPath(readLocal(LOGIN_TYPE_STORAGE_KEY)) ?? href(ROUTES.index);
  clearToken();
  writeLocal(WEAK_PASSWORD_STORAGE_KEY, 'N');
  removeLocal(LOGIN_TYPE_STORAGE_KEY);
  removeLocal(TO_AUTH_STORAGE_KEY);
  $session.set({ status: 'anonymous' });
  return next;
}

/** Logout: revokes the token on the server, clears it here, then goes to LOGIN_TYPE or /index. */
export async function logout(): Promise<void> {
  try {
    await api.POST('/auth/oauth/token/logout');
  } finally {
    window.location.assign(clearSession());
  }
}
