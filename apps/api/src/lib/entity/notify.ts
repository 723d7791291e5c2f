/**
 * Notices of a transition to the companies it concerns (the description's `notify`: owner, counterpart),
 * through the message centre: stored in each user's box and pushed live over the WebSocket. The acting
 * user is not told of their own action. A failure to notify never undoes the transition.
 */
import type { FastifyBaseLogger } from 'fastify';
import { notifyUsers } from '../../domains/accounts/common/notify';
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
