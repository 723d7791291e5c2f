/** The audit trail of an entity's records (record_history): written with each change, read as a timeline. */
import { sql } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import { formatDateTime } from '../datetime';
import type { Executor } from '../records';
import type { RecordChange } from './tables';
import type { EntityCaller } from './store';

export interface HistoryEntry {
  entity: string;
  recordId: string;
  action: string;
  fromState?: string | null;
  toState?: string | null;
  reason?: string | null;
  changes?: RecordChange[];
}

/** Written with the caller's executor (a transaction), so the change and its trail commit together. */
export async function writeHistory(trx: Executor, caller: Pick<EntityCaller, 'user' | 'services'>, entry: HistoryEntry): Promise<void> {
  await trx
    .insertInto('record_history')
    .values({
      entity: entry.entity,
      record_id: entry.recordId,
      time: caller.services.now(),
      actor_id: caller.user.userId,
      actor_company_id: caller.user.companyId,
      action: entry.action,
      from_state: entry.fromState ?? null,
      to_state: entry.toState ?? null,
      reason: entry.reason ?? null,
      changes: JSON.stringify(entry.changes ?? []),
    })
    .execute();
}

const comparable = (v: unknown) => (v instanceof Date ? formatDateTime(v) : v === undefined ? null : v);

/** The fields whose value changed between two rows, by the field names of `fields` (field → column). */
export function changesOf(fields: Readonly<Record<string, string>>, before: Readonly<Record<string, unknown>> | null, after: Readonly<Record<string, unknown>>): RecordChange[] {
  const out: RecordChange[] = [];
  for (const [field, column] of Object.entries(fields)) {
    if (!(column in after)) continue;
    const b = before ? comparable(before[column]) : null;
    const a = comparable(after[column]);
    if (JSON.stringify(b) !== JSON.stringify(a)) out.push({ field, before: b, after: a });
  }
  return out;
}

export async function readHistory(db: Executor, entity: string, recordId: string): Promise<Schemas['EntityHistory']> {
  const rows = await db
    .selectFrom('record_history as h')
    .leftJoin('users as u', 'u.user_id', 'h.actor_id')
    .leftJoin('companies as c', 'c.company_id', 'h.actor_company_id')
    .select([
      sql<string>`h.id::text`.as('id'), 'h.time', 'h.action', 'h.from_state', 'h.to_state', 'h.reason', 'h.changes',
      sql<string | null>`coalesce(u.name, u.mobile)`.as('actor_name'), 'c.company_name',
    ])
    .where('h.entity', '=', entity)
    .where('h.record_id', '=', recordId)
    .orderBy('h.id')
    .execute();
  return rows.map((r) => ({
    id: r.id, time: formatDateTime(r.time), action: r.action, actorName: r.actor_name, companyName: r.company_name ?? null,
    fromState: r.from_state, toState: r.to_state, reason: r.reason, changes: r.changes,
  }));
}
