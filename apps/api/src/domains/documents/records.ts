/** The documents' records, read within the caller's scope and shaped as the contract's DocumentView. */
import { sql, type Selectable, type SqlBool } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import type { DB } from '../../db/schema';
import { formatDateTime, sqlPortMidnight } from '../../lib/datetime';
import { dataScopeOf } from '../../lib/data-scope';
import { likeContains } from '../../lib/like';
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

type RecordTable = 'eir_records' | 'edo_records' | 'weigh_lists';
type RecordRow<T extends RecordTable> = Selectable<DB[T]> & { id_text: string; company_name: string };

/** Where a kind of document is kept, how it shows in the list, and how one record reads as a DocumentView. */
interface DocumentSource<T extends RecordTable> {
  table: T;
  /** The kinds kept in the table; where there are several (EIR and EIRJX), its kind column tells them apart. */
  kinds: readonly DocumentKind[];
  /** The list's number, title, place and time columns; `containers` what the container filter searches. */
  list: { number: string; title: string; place: string; time: string; containers: string };
  /** The record's part of the DocumentView; a method, so that a source of one table serves where any is expected. */
  view(r: RecordRow<T>): Pick<DocumentView, 'eir' | 'edo' | 'weigh'>;
}

/** The container fields an EIR and a weigh list share. */
const container = (r: { ctn_no: string; ctn_size: string; ctn_type: string; seal_no: string | null }) => ({
  ctnNo: r.ctn_no,
  ctnSize: r.ctn_size,
  ctnType: r.ctn_type,
  sealNo: r.seal_no,
});

const eirSource: DocumentSource<'eir_records'> = {
  table: 'eir_records',
  kinds: ['EIR', 'EIRJX'],
  list: { number: 'eir_no', title: 'ctn_no', place: 'yard_name', time: 'issue_time', containers: 'ctn_no' },
  view: (r) => ({
    eir: {
      id: r.id_text,
      eirNo: r.eir_no,
      direction: r.direction === 'in' ? 'in' : 'out',
      ...container(r),
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
  }),
};

const edoSource: DocumentSource<'edo_records'> = {
  table: 'edo_records',
  kinds: ['EDO'],
  list: { number: 'edo_no', title: 'bill_no', place: 'yard_name', time: 'issue_time', containers: 'containers' },
  view: (r) => ({
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
  }),
};

const weighSource: DocumentSource<'weigh_lists'> = {
  table: 'weigh_lists',
  kinds: ['WEIGH'],
  list: { number: 'list_no', title: 'ctn_no', place: 'yard_name', time: 'weigh_time', containers: 'ctn_no' },
  view: (r) => ({
    weigh: {
      id: r.id_text,
      listNo: r.list_no,
      truckLicense: r.truck_license,
      ...container(r),
      cargoName: r.cargo_name,
      grossKg: r.gross_kg,
      tareKg: r.tare_kg,
      netKg: r.gross_kg - r.tare_kg,
      yardName: r.yard_name,
      weigher: r.weigher,
      weighTime: formatDateTime(r.weigh_time),
    },
  }),
};

const SOURCES: { [K in DocumentKind]: DocumentSource<RecordTable> } = { EIR: eirSource, EIRJX: eirSource, EDO: edoSource, WEIGH: weighSource };

/** A source's table as `r` (typed by the columns every source has), within the scope, of the kind asked for. */
function records(services: AppServices, source: DocumentSource<RecordTable>, scope: DocumentScope, kind: DocumentKind | undefined) {
  const q = services.db
    .selectFrom(sql<{ id: string; company_id: string }>`${sql.table(source.table)}`.as('r'))
    .where(inScope(scope, 'r.company_id'));
  return kind && source.kinds.length > 1 ? q.where(sql<SqlBool>`${sql.ref('r.kind')} = ${kind}`) : q;
}

/** One document, or null when it does not exist or lies outside the scope. */
export async function loadDocument(services: AppServices, scope: DocumentScope, kind: DocumentKind, id: string): Promise<DocumentView | null> {
  const source = SOURCES[kind];
  const r = await records(services, source, scope, kind)
    .innerJoin('companies as c', 'c.company_id', 'r.company_id')
    .selectAll('r')
    .select(['c.company_name', sql<string>`${sql.ref('r.id')}::text`.as('id_text')])
    .where(idIs('r.id', id))
    .executeTakeFirst();
  // selectAll('r') reads every column of the source's table, which RecordRow names.
  return r ? { kind, id: r.id_text, companyName: r.company_name, ...source.view(r as unknown as RecordRow<RecordTable>) } : null;
}

/** What the lists filter by: a container (substring), a place (substring), the port's days from and to. */
export interface DocumentFilter {
  container?: string;
  place?: string;
  timeFrom?: string;
  timeTo?: string;
}

/** One page of the caller's documents of one kind (or all kinds), newest first, within the filter. */
export async function listDocuments(
  services: AppServices,
  scope: DocumentScope,
  kind: DocumentKind | undefined,
  pageNo: number,
  pageSize: number,
  filter: DocumentFilter = {},
): Promise<{ data: DocumentSummary[]; total: number }> {
  const column = (name: string) => sql.ref(`r.${name}`);
  const [first, ...rest] = (kind ? [SOURCES[kind]] : [eirSource, edoSource, weighSource]).map((source: DocumentSource<RecordTable>) => {
    let q = records(services, source, scope, kind);
    if (filter.container) q = q.where(sql<SqlBool>`${column(source.list.containers)}::text ilike ${likeContains(filter.container.toUpperCase())}`);
    if (filter.place) q = q.where(sql<SqlBool>`${column(source.list.place)} ilike ${likeContains(filter.place)}`);
    // Days are the port's: from its midnight of timeFrom to its midnight after timeTo.
    if (filter.timeFrom) q = q.where(sql<SqlBool>`${column(source.list.time)} >= ${sqlPortMidnight(filter.timeFrom)}`);
    if (filter.timeTo) q = q.where(sql<SqlBool>`${column(source.list.time)} < ${sqlPortMidnight(sql`${filter.timeTo}::date + 1`)}`);
    return q.select([
      (source.kinds.length > 1 ? sql<string>`${column('kind')}` : sql<string>`${sql.lit(source.kinds[0])}`).as('kind'),
      sql<string>`${column('id')}::text`.as('id'),
      sql<string>`${column(source.list.number)}`.as('number'),
      sql<string>`${column(source.list.title)}`.as('title'),
      sql<string>`${column(source.list.place)}`.as('place'),
      sql<Date>`${column(source.list.time)}`.as('time'),
    ]);
  });
  const union = rest.reduce((all, next) => all.unionAll(next), first!);
  const all = services.db.selectFrom(union.as('u'));
  const [rows, count] = await Promise.all([
    all.selectAll().orderBy('time', 'desc').orderBy('id', 'desc').limit(pageSize).offset((pageNo - 1) * pageSize).execute(),
    all.select(sql<string>`count(*)`.as('n')).executeTakeFirst(),
  ]);
  return {
    data: rows.map((r) => ({ kind: r.kind as DocumentKind, id: r.id, number: r.number, title: r.title, place: r.place, time: formatDateTime(r.time) })),
    total: Number(count?.n ?? 0),
  };
}
