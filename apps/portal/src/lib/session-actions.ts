/** What changes the session: the landing after sign-in, and logout (SPEC §2.1, §4 'Session'). */
import { STORAGE_KEYS } from '@port/config/constants';
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
  writeLocal(STORAGE_KEYS.weakPassword, info.weakPassword);
  if (needsAuthentication(info)) {
    writeLocal(STORAGE_KEYS.toAuth, '1');
    return href(ROUTES.center);
  }
  removeLocal(STORAGE_KEYS.toAuth);
  return safeAppPath(redirect) ?? safeAppPath(readLocal(STORAGE_KEYS.loginType)) ?? href(ROUTES.home);
}

/** Clears the session the way the console does; answers where to go next (LOGIN_TYPE, else /index). */
export function clearSession(): string {
  const next = safeAppPath(readLocal(STORAGE_KEYS.loginType)) ?? href(ROUTES.index);
  clearToken();
  writeLocal(STORAGE_KEYS.weakPassword, 'N');
  removeLocal(STORAGE_KEYS.loginType);
  removeLocal(STORAGE_KEYS.toAuth);
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
