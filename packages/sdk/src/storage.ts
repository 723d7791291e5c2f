/**
 * The token as the browser keeps it (SPEC §3): localStorage 'Access-Token' and the cookie 'Web-Token'
 * (read by the WebSocket login). Every helper is a safe no-op outside a browser (server, tests, SSR)
 * and when storage is blocked (private mode, sandboxed frames).
 */
import { TOKEN_COOKIE, TOKEN_STORAGE_KEY } from '@port/config/constants';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

const hasDocument = (): boolean => typeof document !== 'undefined' && typeof document.cookie === 'string';

/** A cookie's value, or null. */
export function readCookie(name: string): string | null {
  if (!hasDocument()) return null;
  for (const part of document.cookie.split(';')) {
    const [rawName = '', ...rest] = part.split('=');
    if (rawName.trim() === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

export interface CookieOptions {
  /** Lifetime in seconds; a session cookie when absent. */
  maxAge?: number;
}

/** Sets a cookie on path / with SameSite=Lax (and Secure over https). */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (!hasDocument()) return;
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (options.maxAge !== undefined) parts.push(`max-age=${Math.max(0, Math.floor(options.maxAge))}`);
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function removeCookie(name: string): void {
  writeCookie(name, '', { maxAge: 0 });
}

/** The stored token: localStorage first, else the cookie; null when signed out or not in a browser. */
export function getToken(): string | null {
  let token: string | null = null;
  try {
    token = storage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    token = null;
  }
  return token || readCookie(TOKEN_COOKIE) || null;
}

/** Keeps the token in localStorage and mirrors it in the Web-Token cookie. */
export function setToken(token: string, options: CookieOptions = {}): void {
  try {
    storage()?.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage full or blocked: the cookie still carries the token.
  }
  writeCookie(TOKEN_COOKIE, token, options);
}

export function clearToken(): void {
  try {
    storage()?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
  removeCookie(TOKEN_COOKIE);
}
