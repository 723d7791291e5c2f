/**
 * "This user's access changed" (a session revoked, the account disabled, a role removed or changed), told
 * to every replica through the bus, so each closes that user's sockets whose credential no longer holds at
 * once instead of at the next heartbeat. The database already says so; the bus only makes it immediate.
 */
import type { AppServices } from '../services';

export const ACCESS_CHANGED_CHANNEL = 'auth:access-changed';

const localListeners = new WeakMap<object, (userIds: ReadonlySet<string>) => void>();

/** What this replica does at once when it announces a change (the session cache evicts those users). */
export function onLocalAccessChange(services: object, listener: (userIds: ReadonlySet<string>) => void): void {
  localListeners.set(services, listener);
}

/** Tells every replica (this one included) that these users' access changed. Call after the change is committed. */
export async function announceAccessChange(services: Pick<AppServices, 'bus'>, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  // This replica at once (the bus's own echo may come after this caller's next request), the others by the bus.
  localListeners.get(services)?.(new Set(userIds));
  await services.bus.publish(ACCESS_CHANGED_CHANNEL, { userIds: [...new Set(userIds)] });
}

/** The same for every user holding a role (its menus, status or key changed, or it was deleted). */
export async function announceRoleChange(services: Pick<AppServices, 'bus' | 'db'>, roleId: string): Promise<void> {
  const holders = await services.db.selectFrom('user_roles').select('user_id').where('role_id', '=', roleId).execute();
  await announceAccessChange(services, holders.map((h) => h.user_id));
}

/** The user ids of a bus message, checked: another process may send anything. */
export function parseAccessChanged(raw: unknown): Set<string> | null {
  const ids = raw && typeof raw === 'object' ? (raw as { userIds?: unknown }).userIds : undefined;
  if (!Array.isArray(ids)) return null;
  return new Set(ids.filter((id): id is string => typeof id === 'string'));
}
