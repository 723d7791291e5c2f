/** Reading and locking one record of a store, in the caller's scope (404 outside it). */
import { sql, type SqlBool } from 'kysely';
import { dataScopeOf } from '../data-scope';
import { found, type Executor } from '../records';
import { forbidden } from '../../http/errors';
import { isPlatformStaff } from '../../domains/accounts/common/access';
import { partiesOf } from './actors';
import { bare, type EntityCaller, type EntityStore, type Row } from './store';

/** The projected row of `id` the caller may read, or 404. */
export async function readRow<T, S extends string, D, TB extends keyof D>(
  store: EntityStore<T, S, D, TB>, caller: Pick<EntityCaller, 'services' | 'user'>, id: string, db: Executor = caller.services.db,
): Promise<Row> {
  // Inside a transaction the company's kind is read through it too: on PGlite (one connection) a read outside the
  // transaction would wait for it forever (a company's first call being a transition hung).
  const scope = await dataScopeOf(db === caller.services.db ? caller.services : { ...caller.services, db }, caller.user);
  const base = store.from(db).where(store.inScope(scope)).where(sql<SqlBool>`${sql.ref(store.id)} = ${id}`);
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
  if (opts.edit && store.visibility === 'shared' && !isPlatformStaff(caller.user)) {
    const { owner, counterpart } = store.parties;
    const parties = partiesOf(caller.user, owner ? row[bare(owner)] : null, counterpart ? row[bare(counterpart)] : null);
    if (!parties.owner && !parties.counterpart) throw forbidden();
  }
  return row;
}
