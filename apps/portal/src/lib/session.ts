/**
 * Who is signed in, shared by the islands (header, home login panel, toolbar) through a store.
 * The token is kept exactly as the console keeps it (localStorage 'Access-Token' + cookie 'Web-Token'),
 * so signing in on the portal signs in the console. What changes the session (sign-in landing, logout)
 * lives in ./session-actions, loaded when it is needed.
 */
import { getToken } from '@port/sdk';
import { api, unwrap } from './api';
import { href, ROUTES } from './paths';
import { useStoreAfterHydration } from './store';
import { $session, needsAuthentication, type SessionState, type UserInfo } from './session-state';

export { $session, needsAuthentication, type SessionState, type UserInfo } from './session-state';

let started = false;

/** Called once per page: loads the signed-in user when there is a token. */
export function startSession(): void {
  if (started) return;
  started = true;
  void refreshSession();
}

export async function refreshSession(): Promise<SessionState> {
  if (!getToken()) {
    $session.set({ status: 'anonymous' });
    return $session.get();
  }
  try {
    const info = await unwrap(api.GET('/user/auth/getInfo'));
    $session.set({ status: 'signed-in', info });
  } catch {
    // A 401 has already cleared the session through the logout event; other failures leave a visitor.
    $session.set({ status: 'anonymous' });
  }
  return $session.get();
}

/** SPEC §2.5: name, else mobile; undefined means 游客 (the caller shows the translated guest text). */
export function displayName(state: SessionState): string | undefined {
  if (state.status !== 'signed-in') return undefined;
  const { name, mobile } = state.info.user;
  return name?.trim() || mobile?.trim() || undefined;
}

/** 商家中心: /account/Center while the user is not yet authenticated, otherwise /home. */
export function businessCentrePath(info: UserInfo): string {
  return href(needsAuthentication(info) ? ROUTES.center : ROUTES.home);
}

/** Logout after the confirmation of SPEC §2.5 ('是否确认退出登录？'). */
export function confirmLogout(question: string): void {
  if (window.confirm(question)) void import('./session-actions').then(({ logout }) => logout());
}

const UNKNOWN: SessionState = { status: 'unknown' };

/** The session as islands see it ('unknown' while hydrating, as the static HTML was rendered). */
export function useSession(): SessionState {
  return useStoreAfterHydration($session, UNKNOWN);
}
