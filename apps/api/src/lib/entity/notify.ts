/**
 * Notices of a transition to the companies it concerns (the description's `notify`: owner, counterpart),
 * through the message centre: stored in each user's box and pushed live over the WebSocket. The acting
 * user is not told of their own action. A failure to notify never undoes the transition.
 */
import type { FastifyBaseLogger } from 'fastify';
import { notifyUsers, usersHolding } from '../../domains/accounts/common/notify';
import { publishWorkChanged } from '../../domains/message/work-live';
import type { AppServices } from '../../services';

/** The enabled users of the companies, except the one who acted. */
async function usersOf(services: AppServices, companyIds: readonly string[], except: string): Promise<string[]> {
  if (companyIds.length === 0) return [];
  const rows = await services.db
    .selectFrom('users')
    .select('user_id')
    .where('company_id', 'in', [...companyIds])
    .where('status', '=', '0')
    .where('del_flag', '=', '0')
    .where('user_id', '!=', except)
    .execute();
  return rows.map((r) => r.user_id);
}

export async function notifyCompanies(
  services: AppServices, log: FastifyBaseLogger, companyIds: ReadonlyArray<string | null>, actorId: string, title: string, content: string,
): Promise<void> {
  try {
    const ids = [...new Set(companyIds.filter((c): c is string => !!c))];
    await notifyUsers(services, log, await usersOf(services, ids, actorId), title, content);
  } catch (error) {
    log.warn({ err: error }, 'transition notice could not be sent');
  }
}

/**
 * Tells every user of the companies (the actor included) and, for an open pool, every holder of its permission
 * that their work queue changed (issue 26): the console's count follows without a reload. Never undoes the change.
 */
export async function tellWorkChanged(
  services: AppServices, log: FastifyBaseLogger, companyIds: ReadonlyArray<string | null>, poolPermission?: string, actorId?: string,
): Promise<void> {
  try {
    // The actor's own company, when the caller knows only the actor (its colleagues' counts move too).
    const actor = actorId ? await services.db.selectFrom('users').select('company_id').where('user_id', '=', actorId).executeTakeFirst() : undefined;
    const ids = [...new Set([...companyIds, actor?.company_id ?? null].filter((c): c is string => !!c))];
    const users = await usersOf(services, ids, '');
    if (poolPermission) users.push(...(await usersHolding(services, poolPermission)));
    await publishWorkChanged(services, users);
  } catch (error) {
    log.warn({ err: error }, 'work queue change could not be sent');
  }
}
