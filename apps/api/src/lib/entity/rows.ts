/** Reading and locking one record of a store, in the caller's scope (404 outside it). */
import { sql, type SqlBool } from 'kysely';
import { dataScopeOf } from '../data-scope';
import { found, type Executor } from '../records';
import { forbidden } from '../../http/errors';
import { partiesOf } from './actors';
import { bare, type EntityCaller, type EntityStore, type Row } from './store';

/** The projected row of `id` the caller may read, or 404. */
export async function readRow<T, S extends string, D, TB extends keyof D>(
  store: EntityStore<T, S, D, TB>, caller: Pick<EntityCaller, 'services' | 'user'>, id: string, db: Executor = caller.services.db,
): Promise<Row> {
  const scope = await dataScopeOf(caller.services, caller.user, db);
  const base = store.from(db).where(store.inScope(scope, caller.user)).where(sql<SqlBool>`${sql.ref(store.id)} = ${id}`);
  return found(await store.project(base).executeTakeFirst());
}

/**
 * The table row of `id`, locked for the change (FOR UPDATE), after checking the caller may read it. With
 * `edit`, a shared record (the vessel schedule: read by everyone) is edited or removed only by platform staff or
 * a company that is party to it (owner or counterpart); its status moves stay with the description's actors.
 */
export async function lockRow<T, S extends string, D, TB extends keyof D>(
  store: EntityStore<T, S, D, TB>, caller: Pick<EntityCaller, 'services' | 'user'>, trx: Executor, id: string, opts: { edit?: boolean } = {},
): Promise<Row> {
  await readRow(store, caller, id, trx);
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(store.table)} where ${sql.ref(store.idColumn)} = ${id} for update`.execute(trx);
  const row = found(rows[0]);
  if (opts.edit && store.visibility === 'shared' && !caller.user.platform) {
    const { owner, counterpart, third } = store.parties;
    const parties = partiesOf(caller.user, owner ? row[bare(owner)] : null, counterpart ? row[bare(counterpart)] : null, third ? row[bare(third)] : null);
    if (!parties.owner && !parties.counterpart && !parties.third) throw forbidden();
  }
  return row;
}
