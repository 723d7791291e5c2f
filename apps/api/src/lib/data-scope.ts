/**
 * The data scope of the caller's roles (SessionUser.dataScope), applied to every list, detail, export and
 * change: '1' all rows, '2' the rows of the caller's company, '3' the rows the caller created. A company
 * scope without a company narrows to self. Each domain says what 'company' and 'self' mean for its rows;
 * this module says which of the three applies and keys caches by it. For the port's counterparts (a booking
 * addressed to a carrier agent, an application to a terminal) a domain reads 'company' as the rows the company
 * owns or is addressed to (owner = companyId or counterpart = companyId); companyKind says which side it is.
 * Scope '1' reaches a session only for platform staff (auth/sessions.ts accessOf).
 */
import type { AppServices, SessionUser } from '../services';
import { TtlCache } from './ttl-cache';

export type DataScope =
  | { kind: 'all' }
  | { kind: 'company'; companyId: string; companyKind: string }
  | { kind: 'self'; userId: string };

const kinds = new TtlCache<string>(60_000, 2_000);

/** The kind of a company (forwarder, fleet, operator …), cached briefly: it does not change in practice. */
export async function companyKind(services: AppServices, companyId: string, db: Pick<AppServices['db'], 'selectFrom'> = services.db): Promise<string> {
  const hit = kinds.get(companyId);
  if (hit !== undefined) return hit;
  const row = await db.selectFrom('companies').select('kind').where('company_id', '=', companyId).executeTakeFirst();
  const kind = row?.kind ?? '';
  kinds.set(companyId, kind);
  return kind;
}

/**
 * `db` is the executor to read with: inside a transaction, the transaction's (PGlite has one connection; a read
 * through services.db there would wait for the transaction that waits for it).
 */
export async function dataScopeOf(services: AppServices, user: SessionUser, db: Pick<AppServices['db'], 'selectFrom'> = services.db): Promise<DataScope> {
  if (user.dataScope === '1') return { kind: 'all' };
  if (user.dataScope === '2' && user.companyId) {
    return { kind: 'company', companyId: user.companyId, companyKind: await companyKind(services, user.companyId, db) };
  }
  return { kind: 'self', userId: user.userId };
}

/** A stable text for cache keys: two callers with the same key see the same rows. */
export function scopeKey(scope: DataScope): string {
  switch (scope.kind) {
    case 'all':
      return 'all';
    case 'company':
      return `c:${scope.companyId}`;
    case 'self':
      return `u:${scope.userId}`;
  }
}
