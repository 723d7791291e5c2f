import type { Env } from './env';
import type { Database } from './db/database';
import type { Bus } from './bus/bus';

/** What every handler can reach. Built once by buildServer. */
export interface AppServices {
  env: Env;
  db: Database;
  dbKind: 'postgres' | 'pglite';
  bus: Bus;
  /** The clock, injectable so tests can move time (captcha and lock expiry). */
  now: () => Date;
}

/** The signed-in caller, resolved from the Bearer token on every call. */
export interface SessionUser {
  userId: string;
  mobile: string;
  name: string | null;
  companyId: string | null;
  userType: number;
  authStatus: string;
  roles: string[];
  roleIds: string[];
  permissions: string[];
  /** The widest data scope of the user's roles: '1' all, '2' company, '3' self. */
  dataScope: '1' | '2' | '3';
  /** Platform staff: a user of the platform company holding a platform role (accounts/common/platform.ts). */
  platform: boolean;
  tokenHash: string;
}

/**
 * Platform staff: a user of the platform company holding a platform role (a role of no company). Decided when
 * the session is resolved (auth/sessions.ts); never from a role key or a data scope alone.
 */
export const isPlatformStaff = (user: Pick<SessionUser, 'platform'>): boolean => user.platform;

export function hasPermission(user: Pick<SessionUser, 'permissions'>, required: string): boolean {
  return user.permissions.some((p) => {
    if (p === '*:*:*' || p === required) return true;
    if (!p.endsWith('*')) return false;
    return required.startsWith(p.slice(0, -1));
  });
}
