/**
 * The audit trail: every change a user makes is written to audit_log with who, when, what before and what after.
 * Call it with the same executor as the change itself (a transaction when there is one), so the change and
 * its record commit or fail together.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { SessionUser } from '../services';

/** Who made the change, and the request it came with (its trace-id ties the record to the logs). */
export interface AuditActor {
  userId: string | null;
  traceId: string | null;
  /** The user's company (the audit viewer shows a company its own entries) and the request's address. */
  companyId?: string | null;
  ip?: string | null;
}

export interface AuditEntry {
  /** What happened, e.g. 'create', 'update', 'delete', 'upload'. */
  action: string;
  /** What it happened to: a table or business object name, e.g. 'dict_data', 'pap_vehicle', 'file'. */
  entity: string;
  entityId?: string | number | null;
  /** The record before the change (null or absent for a creation). */
  before?: unknown;
  /** The record after the change (null or absent for a deletion). */
  after?: unknown;
}

/** The actor of a handler's call: the signed-in user (null for the system or an anonymous caller) and the trace-id. */
export function actorOf(user: SessionUser | null, req: (Pick<FastifyRequest, 'id'> & { ip?: string | undefined }) | null): AuditActor {
  return { userId: user?.userId ?? null, traceId: req?.id ?? null, companyId: user?.companyId ?? null, ip: req?.ip ?? null };
}

const json = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

export async function recordAudit(db: Kysely<DB>, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actor.userId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      before: json(entry.before),
      after: json(entry.after),
      trace_id: actor.traceId,
      company_id: actor.companyId ?? null,
      ip: actor.ip ?? null,
    })
    .execute();
}
