/**
 * The handlers of openapi/paths/edi.yaml. The EDI entry opens EDI_URL with the signed single sign-on token of
 * message/content/edi.ts when it is configured; otherwise the console lists the company's own gate moves and downloads them
 * as EDIFACT CODECO (codeco.ts) or CSV.
 *
 * Whose moves: gate-in and gate-out rows of portal_container_moves (the terminal's 箱动态录入 writes them) whose
 * container is on one of the company's trucking orders (as forwarder or fleet), or whose bill is one of its trucking
 * orders' bills or its bookings' numbers (as forwarder or agent). Platform staff see every gate move.
 */
import { sql, type SqlBool } from 'kysely';
import type { OpQuery, Schemas } from '@port/sdk/contract';
import { defineHandlers, RAW, requireUser } from '../../http/contract';
import { notFound } from '../../http/errors';
import { formatDateTime, formatPortTime, portStamp, parseDateTime } from '../../lib/datetime';
import { likePrefix } from '../../lib/like';
import { listPage, listRequest, type ListSpec } from '../../lib/list-query';
import { clientText } from '../../lib/text';
import type { AppServices, SessionUser } from '../../services';
import { langOf } from '../accounts/common/messages';
import { issueEdiToken, withToken } from '../message/content/edi';
import { codecoInterchange, type CodecoMove } from './codeco';

/** Moves in one download, oldest first (a larger range is narrowed by the filters). */
export const EDI_DOWNLOAD_LIMIT = 5000;
/** The port's UN/LOCODE in LOC+165. */
export const PORT_LOCODE = 'CNNGB';

const MOVE_LIST: ListSpec = {
  // Named after its table: emitContainerEvent (open/events.ts) touches it on every move it records.
  name: 'portal_container_moves',
  idColumn: 'm.id',
  sorts: { time: { column: 'm.event_time', cast: 'timestamptz' } },
  defaultSort: { field: 'time', order: 'desc' },
};

const COLUMNS = ['m.id', 'm.container_no', 'm.size_type', 'm.empty_full', 'm.event', 'm.event_time', 'm.place', 'm.line_code', 'm.bill_no', 'm.truck_license'] as const;

type Filters = Omit<OpQuery<'listEdiMoves'>, 'pageNo' | 'pageSize' | 'cursor'>;
type MoveRow = { id: string; container_no: string; size_type: string; empty_full: string; event: string; event_time: Date | null; place: string; line_code: string; bill_no: string | null; truck_license: string | null };

/** The company whose moves the caller reads: its own; null (all) for platform staff. */
function scopeOf(me: SessionUser): string | null {
  if (me.platform) return null;
  if (!me.companyId) throw notFound();
  return me.companyId;
}

/** The company's containers and bills, as one condition on m. */
const ownedBy = (company: string) => sql<SqlBool>`(
  m.container_no in (select c.ctn_no from truck_order_containers c join truck_orders o on o.id = c.order_id
                     where o.forwarder_company_id = ${company} or o.fleet_company_id = ${company})
  or m.bill_no in (select o.bill_no from truck_orders o where o.bill_no is not null and (o.forwarder_company_id = ${company} or o.fleet_company_id = ${company}))
  or m.bill_no in (select b.booking_no from bookings b where b.booking_no is not null and (b.company_id = ${company} or b.agent_company_id = ${company}))
)`;

function movesOf(services: AppServices, me: SessionUser, q: Filters) {
  const company = scopeOf(me);
  let base = services.db.selectFrom('portal_container_moves as m').where('m.event', 'in', ['gateIn', 'gateOut']).where('m.event_time', 'is not', null);
  if (company) base = base.where(ownedBy(company));
  const containerNo = q.containerNo?.trim().toUpperCase();
  if (containerNo) base = base.where('m.container_no', 'like', likePrefix(containerNo));
  const billNo = q.billNo?.trim();
  if (billNo) base = base.where('m.bill_no', 'like', likePrefix(billNo));
  if (q.direction) base = base.where('m.event', '=', q.direction);
  const start = q.timeStart ? parseDateTime(q.timeStart) : null;
  const end = q.timeEnd ? parseDateTime(q.timeEnd) : null;
  if (start) base = base.where('m.event_time', '>=', start);
  if (end) base = base.where('m.event_time', '<=', end);
  return { company, base, filterKey: { c: company ?? '*', n: containerNo, b: billNo, d: q.direction, a: start?.getTime(), z: end?.getTime() } };
}

const view = (r: MoveRow): Schemas['EdiMove'] => ({
  id: String(r.id),
  containerNo: r.container_no,
  sizeType: r.size_type,
  emptyFull: r.empty_full === 'E' ? 'E' : 'F',
  direction: r.event === 'gateOut' ? 'gateOut' : 'gateIn',
  time: formatDateTime(r.event_time ?? new Date(0)),
  place: r.place,
  lineCode: r.line_code,
  billNo: r.bill_no,
  truckLicense: r.truck_license,
});

async function download(services: AppServices, me: SessionUser, q: Filters): Promise<{ moves: Schemas['EdiMove'][]; companyCode: string }> {
  const { company, base } = movesOf(services, me, q);
  const rows = await base.select([...COLUMNS]).orderBy('m.event_time').orderBy('m.id').limit(EDI_DOWNLOAD_LIMIT).execute();
  const code = company ? (await services.db.selectFrom('companies').select('company_code').where('company_id', '=', company).executeTakeFirst())?.company_code : null;
  return { moves: (rows as MoveRow[]).map(view), companyCode: code ?? 'ALL' };
}

const stamp = (now: Date): string => portStamp(now).slice(2, 14);

/** A CSV cell: quoted when it holds a separator, quote or line break; a leading =+-@ is neutralised (formula injection). */
export const csvCell = (value: string | null): string => {
  const v = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const ediHandlers = defineHandlers({
  getEdiEntry: async ({ services, user }) => {
    const me = requireUser(user);
    const url = services.env.ediUrl;
    if (!url) return { url: null };
    return { url: withToken(url, issueEdiToken(services.env.signingSecret, me, services.now()).token) };
  },

  listEdiMoves: async ({ services, user, query }) => {
    const me = requireUser(user);
    const { base, filterKey } = movesOf(services, me, query);
    const page = await listPage(services.db, MOVE_LIST, { base, project: (qb: typeof base) => qb.select([...COLUMNS]), filterKey }, listRequest(query));
    return { ...page, data: (page.data as MoveRow[]).map(view) };
  },

  downloadEdiCodeco: async ({ services, user, query, reply }) => {
    const me = requireUser(user);
    const { moves, companyCode } = await download(services, me, query);
    const now = services.now();
    const reference = `E${stamp(now)}`;
    const codeco: CodecoMove[] = moves.map((m) => ({ ...m, direction: m.direction }));
    const text = codecoInterchange(codeco, { sender: 'PORTOP', recipient: companyCode, reference, prepared: formatPortTime(now), portCode: PORT_LOCODE });
    reply
      .code(200)
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="CODECO_${companyCode}_${reference}.edi"`)
      .type('application/edifact; charset=utf-8')
      .send(text);
    return RAW;
  },

  downloadEdiCsv: async ({ services, user, query, req, reply }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const { moves, companyCode } = await download(services, me, query);
    const col = (k: string) => clientText(lang, `edi.fields.${k}`);
    const header = ['containerNo', 'sizeType', 'emptyFull', 'direction', 'time', 'place', 'lineCode', 'billNo', 'truckLicense'].map(col);
    const lines = moves.map((m) =>
      [m.containerNo, m.sizeType, clientText(lang, `edi.emptyFull.${m.emptyFull}`), clientText(lang, `edi.direction.${m.direction}`), m.time, m.place, m.lineCode, m.billNo, m.truckLicense]
        .map(csvCell)
        .join(','),
    );
    reply
      .code(200)
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="moves_${companyCode}_${stamp(services.now())}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(`\uFEFF${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`);
    return RAW;
  },
});
