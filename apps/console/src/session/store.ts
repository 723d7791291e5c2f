/**
 * The session (SPEC §3): the token it was loaded with, the user, roles, permissions and the route
 * list. Loaded once per page after the token is known; the menu renders only from a loaded session,
 * so it never shows entries before the permissions are known.
 */
import { ApiFailure, getToken } from '@port/sdk';
import { create } from 'zustand';
import { api, unwrap } from '../app/api';
import { needsRealNameAuth, setToAuth, setWeakPassword } from './flags';
import type { ServerRoute, UserInfo } from './types';

/** 'ending': a logout or an expired token is under way; nothing is checked or shown until the page goes. */
export type SessionStatus = 'idle' | 'loading' | 'ready' | 'failed' | 'ending';

/** Why loading failed: the user info (→ sign out) or only the menu (→ shell without menu). */
export type LoadFailure = 'user-info' | 'menu';

interface SessionStore {
  status: SessionStatus;
  /** The token the session was loaded with; compared with storage on every navigation. */
  token: string | null;
  info: UserInfo | null;
  routes: ServerRoute[];
  failure: LoadFailure | null;
  load(): Promise<void>;
  /** Fetches the user info again (after a profile change or real-name authentication). */
  refreshInfo(): Promise<void>;
  /** The session is over (logout, 401): stop checking navigations until the page is left. */
  end(): void;
}

let inflight: Promise<void> | null = null;

export const useSession = create<SessionStore>((set, get) => ({
  status: 'idle',
  token: null,
  info: null,
  routes: [],
  failure: null,

  load() {
    const { status } = get();
    if (status === 'ready' || status === 'ending') return Promise.resolve();
    if (inflight) return inflight;
    const token = getToken();
    set({ status: 'loading', failure: null });
    inflight = (async () => {
      let info: UserInfo;
      try {
        info = await unwrap(api.GET('/user/auth/getInfo'));
      } catch (error) {
        set({ status: 'failed', failure: 'user-info', token });
        throw error instanceof ApiFailure
          ? error
          : new ApiFailure({ code: 'NETWORK', message: String(error), status: 0 });
      }
      // If no roles come back, roles becomes ['ROLE_DEFAULT'] (SPEC §4).
      const normalised: UserInfo = { ...info, roles: info.roles.length ? info.roles : ['ROLE_DEFAULT'] };
      setWeakPassword(normalised.weakPassword === 'Y');
      setToAuth(needsRealNameAuth(normalised.user.authStatus));
      let routes: ServerRoute[] = [];
      let failure: LoadFailure | null = null;
      try {
        routes = await unwrap(api.GET('/user/auth/getRouters'));
      } catch {
        failure = 'menu';
      }
      set({ status: 'ready', token, info: normalised, routes, failure });
    })().finally(() => {
      inflight = null;
    });
    return inflight;
  },

  async refreshInfo() {
    const info = await unwrap(api.GET('/user/auth/getInfo'));
    setWeakPassword(info.weakPassword === 'Y');
    setToAuth(needsRealNameAuth(info.user.authStatus));
    set({ info: { ...info, roles: info.roles.length ? info.roles : ['ROLE_DEFAULT'] } });
  },

  end() {
    set({ status: 'ending' });
  },
}));

/** Display name in the back office: the mobile, else the name (SPEC §2.5). */
export function avatarName(info: UserInfo | null): string {
  return info?.user.mobile || info?.user.name || '';
}

/** How the greeting addresses the user: the name, else the mobile. */
export function greetingName(info: UserInfo | null): string {
  return info?.user.name || info?.user.mobile || '';
}
