/**
 * Who the board reads as: a display token from the URL (?displayToken=…, made by an administrator for an
 * unattended screen), else the signed-in user's token (localStorage 'Access-Token' / the Web-Token cookie).
 * The display token is moved out of the address bar at once, so it does not linger in history or in
 * screenshots of the URL; it stays in this tab's sessionStorage for reloads.
 */
import { getToken } from '@port/sdk';

export type Credential = { kind: 'display'; token: string } | { kind: 'user'; token: string } | { kind: 'none' };

const SESSION_KEY = 'SCREEN_DISPLAY_TOKEN';

export function readCredential(): Credential {
  const url = new URL(location.href);
  const fromUrl = url.searchParams.get('displayToken')?.trim();
  if (fromUrl) {
    try {
      sessionStorage.setItem(SESSION_KEY, fromUrl);
    } catch {
      // Storage blocked: the token lives only in memory for this page.
    }
    url.searchParams.delete('displayToken');
    history.replaceState(null, '', url.pathname + url.search + url.hash);
    return { kind: 'display', token: fromUrl };
  }
  let kept: string | null = null;
  try {
    kept = sessionStorage.getItem(SESSION_KEY);
  } catch {
    kept = null;
  }
  if (kept) return { kind: 'display', token: kept };
  const token = getToken();
  return token ? { kind: 'user', token } : { kind: 'none' };
}
