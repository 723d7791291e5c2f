/**
 * Helpers for the detail, change and state-transition calls of every domain:
 * - optimistic concurrency: each row has a version; a change names the version it was based on and is
 *   refused with 409 staleUpdate when the row has moved on, so nothing is overwritten;
 * - a state machine written as a table (from, to, who), checked on the server and printed into openapi/;
 * - every change is written to the audit log with the same executor as the change (lib/audit.ts);
 * - saveVersionedRow: the create-or-update of one row that all of this adds up to.
 */
import type { Kysely } from 'kysely';
import type { ServerMessageKey } from '@port/config/server-messages';
import type { DB } from '../db/schema';
import { ApiError, conflict, notFound } from '../http/errors';
import { recordAudit, type AuditActor } from './audit';
import { touchList } from './list-query';

/** A database or a transaction (a Transaction is a Kysely). */
export type Executor = Kysely<DB>;

/** The row, or 404. */
export function found<T>(row: T | undefined | null): T {
  if (row === undefined || row === null) throw notFound();
  return row;
}

/** Refuses a change based on another version than the stored one (409, 数据已被他人修改，请刷新后重试). */
export function assertVersion(stored: number, expected: number | undefined | null): void {
  if (expected === undefined || expected === null || Number(expected) !== Number(stored)) throw conflict('staleUpdate');
}

/** One row of a transition table: which action leads from which states to which, and who may take it. */
export interface Transition<S extends string, A extends string, P extends string> {
  action: A;
  from: readonly S[];
  to: S;
  /** The parties (relations of the caller to the record) allowed to take it. */
  who: readonly P[];
}

export interface StateMachine<S extends string, A extends string, P extends string> {
  readonly transitions: ReadonlyArray<Transition<S, A, P>>;
  /**
   * The transition of `action` from `status` for a caller who is each of `parties`: 403 when none of them
   * may take the action at all, 409 transitionNotAllowed when the record's state does not allow it.
   */
  check(action: A, status: string, parties: readonly P[]): Transition<S, A, P>;
  /** The actions the caller may take now (the console shows only these buttons). */
  allowed(status: string, parties: readonly P[]): A[];
}

export function defineStateMachine<S extends string, A extends string, P extends string>(
  transitions: ReadonlyArray<Transition<S, A, P>>,
): StateMachine<S, A, P> {
  return {
    transitions,
    check(action, status, parties) {
      const forAction = transitions.filter((t) => t.action === action);
      const mine = forAction.filter((t) => t.who.some((p) => parties.includes(p)));
      if (mine.length === 0) throw new ApiError(403, 'transitionForbidden');
      const hit = mine.find((t) => (t.from as readonly string[]).includes(status));
      if (!hit) throw new ApiError(409, 'transitionNotAllowed', { status, action });
      return hit;
    },
    allowed(status, parties) {
      const out: A[] = [];
      for (const t of transitions) {
        if ((t.from as readonly string[]).includes(status) && t.who.some((p) => parties.includes(p)) && !out.includes(t.action)) out.push(t.action);
      }
      return out;
    },
  };
}

/** Audits a change inside the caller's transaction. */
export async function audited(
  trx: Executor,
  actor: AuditActor,
  entry: { action: string; entity: string; entityId: string; before?: unknown; after?: unknown },
): Promise<void> {
  await recordAudit(trx, actor, entry);
}

/** A refusal whose text is a server message (kept here so domains throw one kind of error). */
export const refuse = (status: number, key: ServerMessageKey, params: Record<string, string | number> = {}, field?: string) =>
  new ApiError(status, key, params, field ? { field } : {});

/** PostgreSQL (and PGlite) report a unique violation as SQLSTATE 23505. */
export const isUniqueViolation = (err: unknown): boolean => !!err && typeof err === 'object' && (err as { code?: unknown }).code === '23505';

/** How saveVersionedRow creates and changes one kind of row. */
export interface VersionedRowWrite<R extends { version: number }> {
  /** The audit log's entity name. */
  entity: string;
  /** The lists (ListSpec names) whose cached totals a save makes stale. */
  lists: readonly string[];
  /** The validated fields written: the audit's `after` of a creation. */
  fields: object;
  /** Inserts the row (the caller adds its owner columns); answers its id. */
  insert(trx: Executor, times: { create_time: Date; update_time: Date }): Promise<{ id: string }>;
  /** The row a change applies to, locked (FOR UPDATE): in the caller's scope and the caller's to change, else 404 / 403. */
  lock(trx: Executor, id: string): Promise<R>;
  /** Writes the change with `next` (the domain's own rules on `before` first); answers the audit's before and after. */
  update(trx: Executor, id: string, before: R, next: { version: number; update_time: Date }): Promise<{ before: unknown; after: unknown }>;
  /** The refusal of a duplicate, when a unique index says no (409 with the domain's message). */
  taken(): Error | Promise<Error>;
}

/**
 * Creates (no id) or updates one row in a transaction: the change based on the stored version (else 409
 * staleUpdate), the version moved on, audited with the change; the lists touched after the commit, a
 * duplicate refused with the domain's message. Answers the row's id.
 */
export async function saveVersionedRow<R extends { version: number }>(
  db: Executor, actor: AuditActor, clock: () => Date, target: { id?: string | undefined; version?: number | null | undefined }, write: VersionedRowWrite<R>,
): Promise<string> {
  const { id } = target;
  try {
    const savedId = await db.transaction().execute(async (trx) => {
      const now = clock();
      if (!id) {
        const row = await write.insert(trx, { create_time: now, update_time: now });
        await audited(trx, actor, { action: 'create', entity: write.entity, entityId: row.id, after: write.fields });
        return row.id;
      }
      const before = await write.lock(trx, id);
      assertVersion(before.version, target.version);
      const change = await write.update(trx, id, before, { version: before.version + 1, update_time: now });
      await audited(trx, actor, { action: 'update', entity: write.entity, entityId: id, ...change });
      return id;
    });
    for (const list of write.lists) touchList(list);
    return savedId;
  } catch (err) {
    if (isUniqueViolation(err)) throw await write.taken();
    throw err;
  }
}
