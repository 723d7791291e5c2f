/**
 * The session flags kept in local storage (SPEC §3, §4): WEAK_PASSWORD, TO_AUTH and LOGIN_TYPE.
 */
import { STORAGE_KEYS } from '@port/config/constants';
import { readText, removeKey, writeText } from '../app/storage';
import { needsAuth } from '@port/sdk';

export const isWeakPassword = (): boolean => readText(STORAGE_KEYS.weakPassword) === 'Y';
export const setWeakPassword = (weak: boolean): void => writeText(STORAGE_KEYS.weakPassword, weak ? 'Y' : 'N');

/** Flagged while the user has not passed real-name authentication. */
export const isToAuth = (): boolean => {
  const value = readText(STORAGE_KEYS.toAuth);
  return value !== null && value !== '' && value !== 'false' && value !== '0';
};
export const setToAuth = (flagged: boolean): void =>
  flagged ? writeText(STORAGE_KEYS.toAuth, '1') : removeKey(STORAGE_KEYS.toAuth);

/**
 * authStatus '01' (in progress) and '02' (authenticated) are not flagged; any other value is
 * (ARCHITECTURE.md: the deliberate fix of the portal's rule).
 */
export const needsRealNameAuth = (authStatus: string | null | undefined): boolean => needsAuth(authStatus);

/** The remembered login landing path, e.g. '/homeLogin'; null when none. */
export const loginTypePath = (): string | null => {
  const value = readText(STORAGE_KEYS.loginType);
  return value && value.startsWith('/') ? value : null;
};
