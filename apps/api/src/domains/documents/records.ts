/** The documents' records, read within the caller's scope and shaped as the contract's DocumentView. */
import { sql, type SqlBool } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import { formatDateTime } from '../../lib/datetime';
import { dataScopeOf } from '../../lib/data-scope';
import type { AppServices, SessionUser } from '../../services';
import type { DocumentKind } from './signing';

export type DocumentView = Schemas['DocumentView'];
export type DocumentSummary = Schemas['DocumentSummary'];

/**
 * Whose documents a caller sees: every company's with data scope 'all', else their own company's (a
 * document belongs to a company, so 'self' reads as the caller's company too). null: no company, nothing.
 */
export type DocumentScope = { kind: 'all' } | { kind: 'company'; companyId: string | null };

export async function documentScope(services: AppServices, user: SessionUser): Promise<DocumentScope> {
  const scope = await dataScopeOf(services, user);
  return scope.kind === 'all' ? { kind: 'all' } : { kind: 'company', companyId: user.companyId };
}

const inScope = (scope: DocumentScope, column: string) =>
  scope.kind === 'all'
    ? sql<SqlBool>`true`
    : scope.companyId === null
      ? sql<SqlBool>`false`
      : sql<SqlBool>`${sql.ref(column)} = ${scope.companyId}`;

const idIs = (column: string, id: string) => sql<SqlBool>`${sql.ref(column)} = ${id}`;

/** One document, or null when it does not exist or lies outside the scope. */
export async function loadDocument(services: AppServices, scope: DocumentScope, kind: DocumentKind, id: string): Promise<DocumentView | null> {
  const { db } = services;
  if (kind === 'EIR' || kind === 'EIRJX') {
    const r = await db
      .selectFrom('eir_records as e')
      .innerJoin('companies as c', 'c.company_id', 'e.company_id')
      .selectAll('e')
      .select(['c.company_name', sql<string>`${sql.ref('e.id')}::text`.as('id_text')])
      .where(idIs('e.id', id))
      .where('e.kind', '=', kind)
      .where(inScope(scope, 'e.company_id'))
      .executeTakeFirst();
    if (!r) return null;
    return {
      kind,
      id: r.id_text,
      companyName: r.company_name,
      eir: {
        id: r.id_text,
        eirNo: r.eir_no,
        direction: r.direction === 'in' ? 'in' : 'out',
        ctnNo: r.ctn_no,
        ctnSize: r.ctn_size,
        ctnType: r.ctn_type,
        sealNo: r.seal_no,
        ctnOperator: r.ctn_operator,
        billNo: r.bill_no,
        vessel: r.vessel,
        voyage: r.voyage,
        truckLicense: r.truck_license,
        driverName: r.driver_name,
        yardName: r.yard_name,
        condition: r.condition,
        grossKg: r.gross_kg,
        issueTime: formatDateTime(r.issue_time),
      },
    };
  }
  if (kind === 'EDO') {
    const r = await db
      .selectFrom('edo_records as d')
      .innerJoin('companies as c', 'c.company_id', 'd.company_id')
      .selectAll('d')
      .select(['c.company_name', sql<string>`${sql.ref('d.id')}::text`.as('id_text')])
      .where(idIs('d.id', id))
      .where(inScope(scope, 'd.company_id'))
      .executeTakeFirst();
    if (!r) return null;
    return {
      kind,
      id: r.id_text,
      companyName: r.company_name,
      edo: {
        id: r.id_text,
        edoNo: r.edo_no,
        billNo: r.bill_no,
        vessel: r.vessel,
        voyage: r.voyage,
        consignee: r.consignee,
        agentName: r.agent_name,
        yardName: r.yard_name,
        validUntil: formatDateTime(r.valid_until),
        issueTime: formatDateTime(r.issue_time),
        containers: r.containers.map((c) => ({ ctnNo: c.ctnNo, ctnSize: c.ctnSize, ctnType: c.ctnType, sealNo: c.sealNo ?? null, grossKg: c.grossKg ?? null })),
      },
    };
  }
  const r = await db
    .selectFrom('weigh_lists as w')
    .innerJoin('companies as c', 'c.company_id', 'w.company_id')
    .selectAll('w')
    .select(['c.company_name', sql<string>`${sql.ref('w.id')}::text`.as('id_text')])
    .where(idIs('w.id', id))
    .where(inScope(scope, 'w.company_id'))
    .executeTakeFirst();
  if (!r) return null;
  return {
    kind,
    id: r.id_text,
    companyName: r.company_name,
    weigh: {
      id: r.id_text,
      listNo: r.list_no,
      truckLicense: r.truck_license,
      ctnNo: r.ctn_no,
      ctnSize: r.ctn_size,
      ctnType: r.ctn_type,
      sealNo: r.seal_no,
      cargoName: r.cargo_name,
      grossKg: r.gross_kg,
      tareKg: r.tare_kg,
      netKg: r.gross_kg - r.tare_kg,
      yardName: r.yard_name,
      weigher: r.weigher,
      weighTime: formatDateTime(r.weigh_time),
    },
  };
}

/** One page of the caller's documents of one kind (or all kinds), newest first. */
export async function listDocuments(
  services: AppServices,
  scope: DocumentScope,
  kind: DocumentKind | undefined,
  pageNo: number,
  pageSize: number,
): Promise<{ data: DocumentSummary[]; total: number }> {
  const { db } = services;
  const eir = db
    .selectFrom('eir_records as e')
    .select([sql<string>`e.kind`.as('kind'), sql<string>`e.id::text`.as('id'), 'e.eir_no as number', 'e.ctn_no as title', 'e.issue_time as time'])
    .where(inScope(scope, 'e.company_id'));
  const edo = db
    .selectFrom('edo_records as d')
    .select([sql<string>`'EDO'`.as('kind'), sql<string>`d.id::text`.as('id'), 'd.edo_no as number', 'd.bill_no as title', 'd.issue_time as time'])
    .where(inScope(scope, 'd.company_id'));
  const weigh = db
    .selectFrom('weigh_lists as w')
    .select([sql<string>`'WEIGH'`.as('kind'), sql<string>`w.id::text`.as('id'), 'w.list_no as number', 'w.ctn_no as title', 'w.weigh_time as time'])
    .where(inScope(scope, 'w.company_id'));
  const union = kind === 'EDO' ? edo : kind === 'WEIGH' ? weigh : kind ? eir.where('e.kind', '=', kind) : eir.unionAll(edo).unionAll(weigh);
  const all = db.selectFrom(union.as('u'));
  const [rows, count] = await Promise.all([
    all.selectAll().orderBy('time', 'desc').orderBy('id', 'desc').limit(pageSize).offset((pageNo - 1) * pageSize).execute(),
    all.select(sql<string>`count(*)`.as('n')).executeTakeFirst(),
  ]);
  return {
    data: rows.map((r) => ({ kind: r.kind as DocumentKind, id: r.id, number: r.number, title: r.title, time: formatDateTime(r.time) })),
    total: Number(count?.n ?? 0),
  };
}
