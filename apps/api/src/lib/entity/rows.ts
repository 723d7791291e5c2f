/** Reading and locking one record of a store, in the caller's scope (404 outside it). */
import { sql, type SqlBool } from 'kysely';
import { dataScopeOf } from '../data-scope';
import { found, type Executor } from '../records';
import type { EntityCaller, EntityStore, Row } from './store';

/** The projected row of `id` the caller may read, or 404. */
export async function readRow<T, S extends string, D, TB extends keyof D>(
  store: EntityStore<T, S, D, TB>, caller: Pick<EntityCaller, 'services' | 'user'>, id: string, db: Executor = caller.services.db,
): Promise<Row> {
  const scope = await dataScopeOf(caller.services, caller.user);
  const base = store.from(db).where(store.inScope(scope)).where(sql<SqlBool>`${sql.ref(store.id)} = ${id}`);
  return found(await store.project(base).executeTakeFirst());
}

/** The table row of `id`, locked for the change (FOR UPDATE), after checking the caller may read it. */
export async function lockRow<T, S extends string, D, TB extends keyof D>(
  store: EntityStore<T, S, D, TB>, caller: Pick<EntityCaller, 'services' | 'user'>, trx: Executor, id: string,
): Promise<Row> {
  await readRow(store, caller, id, trx);
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(store.table)} where ${sql.ref(store.idColumn)} = ${id} for update`.execute(trx);
  return found(rows[0]);
}
