/**
 * Helpers for the detail, change and state-transition calls of every domain:
 * - optimistic concurrency: each row has a version; a change names the version it was based on and is
 *   refused with 409 staleUpdate when the row has moved on, so nothing is overwritten;
 * - a state machine written as a table (from, to, who), checked on the server and printed into openapi/;
 * - every change is written to the audit log with the same executor as the change (lib/audit.ts).
 */
import type { Kysely } from 'kysely';
import type { ServerMessageKey } from '@port/config/server-messages';
import type { DB } from '../db/schema';
import { ApiError, conflict, notFound } from '../http/errors';
import { recordAudit, type AuditActor } from './audit';

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
