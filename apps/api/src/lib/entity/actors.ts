/** Who may take a transition (the description's `by`), decided for one caller and one record. */
import type { ActorSpec, StatusFlow, TransitionSpec } from '@port/sdk/domain';
import { hasPermission, type SessionUser } from '../../services';
import type { Parties } from './store';

/** The caller's relations to a record whose owner and counterpart company ids are given. */
export function partiesOf(user: SessionUser, owner: unknown, counterpart: unknown, third: unknown = null): Parties {
  const mine = (company: unknown) => !!user.companyId && company !== null && company !== undefined && String(company) === user.companyId;
  return { owner: mine(owner), counterpart: mine(counterpart), third: mine(third) };
}

/**
 * One actor entry holds when all it names hold: the permission, the party, platform staff (a platform role
 * held by a user of the platform company: SessionUser.platform).
 */
export function actorMatches(actor: ActorSpec, user: SessionUser, parties: Parties): boolean {
  if (!actor.permission && !actor.party && !actor.platform) return false;
  if (actor.permission && !hasPermission(user, actor.permission)) return false;
  if (actor.party && !parties[actor.party]) return false;
  if (actor.platform && !user.platform) return false;
  return true;
}

export const mayTake = <S extends string>(t: TransitionSpec<S>, user: SessionUser, parties: Parties) => t.by.some((a) => actorMatches(a, user, parties));

/** The actions the caller may take on a record in `state` (the console shows only these). */
export function allowedActions<S extends string>(flow: StatusFlow<S>, state: string, user: SessionUser, parties: Parties): string[] {
  const out: string[] = [];
  for (const t of flow.transitions) {
    if ((t.from as readonly string[]).includes(state) && mayTake(t, user, parties) && !out.includes(t.action)) out.push(t.action);
  }
  return out;
}
