/**
 * Where each field of the barge domain (@port/sdk/domains/barge) lives, and what is special: a barge's
 * registration no. is unique; a barge order's number is the server's, the terminal named decides the terminal
 * company that receives it (the third party), its container lines become container rows, the open pool lets
 * every barge operator read what nobody has taken, a take names the taker's barge and company, and only the
 * forwarder edits, while the order is a draft.
 */
import { sql } from 'kysely';
import { editableIn } from '@port/sdk/domain';
import { MAIN_PORT, bargeEntity, bargeOrderEntity, normalizeBargeContainerLines, parseBargeContainerLines, teuOf } from '@port/sdk/domains/barge';
import { serverMessage } from '@port/config/server-messages';
import { ApiError, invalid } from '../../http/errors';
import { companyName } from '../../lib/entity/lookups';
import { defineStore, type EntityCaller } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import { portDay, portDayStamp } from '../../lib/datetime';
import { vesselNameSql } from '../vessel/names';

const compact = (v: string) => v.replace(/\s+/g, '').toUpperCase();

export const bargeStore = defineStore({
  description: bargeEntity,
  table: 'barges',
  idColumn: 'id',
  from: (db: Executor) => db.selectFrom('barges as b'),
  id: 'b.id',
  columns: {
    id: sql`b.id::text`,
    name: 'b.name',
    registrationNo: 'b.registration_no',
    capacityTeu: 'b.capacity_teu',
    operatorCompanyName: companyName('b.company_id'),
    remark: 'b.remark',
    createTime: 'b.create_time',
    updateTime: 'b.update_time',
    version: 'b.version',
  },
  visibility: 'parties',
  parties: { owner: 'b.company_id', createdBy: 'b.created_by' },
  writes: { name: 'name', registrationNo: 'registration_no', capacityTeu: 'capacity_teu', remark: 'remark' },
  hooks: {
    normalize: { registrationNo: compact },
    assertWriter: (caller, before) => {
      if (before && String(before.company_id) !== caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
    },
    derive: async (caller, _trx, values) => {
      const teu = Number(values.capacity_teu);
      if (!(teu >= 1 && teu <= 2000)) throw invalid(serverMessage(caller.lang, 'fieldInvalid', { field: clientText(caller.lang, 'barge.barge.fields.capacityTeu') }), 'body.capacityTeu');
      return {};
    },
    taken: (caller, values) => new ApiError(409, 'staleUpdate', {}, { text: clientText(caller.lang, 'barge.barge.registrationTaken', { value: String(values.registration_no ?? '') }) }),
  },
});

/**
 * The terminal company receiving each CNNGB terminal's gathering orders, by company code. The demo has one
 * terminal company (北仑第二集装箱码头有限公司, TML001), which receives for every terminal.
 */
export const BARGE_TERMINAL_COMPANIES: Readonly<Record<string, string>> = { BLCT: 'TML001', BLCT2: 'TML001', MSICT: 'TML001', NBCT: 'TML001' };

/** The containers of the order, as the barge container detail (SPEC §3) reads them. */
const CONTAINERS = sql`(select coalesce(json_agg(json_build_object(
    'orderId', o.id::text, 'lineNo', c.line_no, 'ctnNo', c.ctn_no, 'ctnSizeType', c.ctn_size_type, 'ctnOperatorCode', c.ctn_operator_code,
    'depYardName', case when o.direction = 'export' then o.river_port else o.terminal_code end,
    'desYardName', case when o.direction = 'export' then o.terminal_code else o.river_port end,
    'carResNo', c.car_res_no, 'pierResNo', c.pier_res_no, 'carrShopName', ${companyName('o.barge_company_id')}, 'shopName', ${companyName('o.company_id')},
    'type', o.load, 'remarks', c.remarks, 'rsv1', null, 'rsv7', null, 'rsv8', null, 'rsv9', null, 'rsv10', null) order by c.line_no), '[]'::json)
  from barge_order_containers c where c.order_id = o.id)`;

export const bargeOrderStore = defineStore({
  description: bargeOrderEntity,
  table: 'barge_orders',
  idColumn: 'id',
  from: (db: Executor) =>
    db
      .selectFrom('barge_orders as o')
      .leftJoin('vessel_voyages as v', 'v.seq', 'o.voyage_seq')
      .leftJoin('vessels as s', 's.vessel_code', 'v.vessel_code')
      .leftJoin('barges as b', 'b.id', 'o.barge_id'),
  id: 'o.id',
  columns: {
    id: sql`o.id::text`,
    orderNo: 'o.order_no',
    direction: 'o.direction',
    load: 'o.load',
    riverPort: 'o.river_port',
    fromPort: sql`case when o.direction = 'export' then o.river_port else ${MAIN_PORT} end`,
    toPort: sql`case when o.direction = 'export' then ${MAIN_PORT} else o.river_port end`,
    terminalCode: 'o.terminal_code',
    terminalCompanyName: companyName('o.terminal_company_id'),
    voyageId: sql`o.voyage_seq::text`,
    vesselName: vesselNameSql(),
    voyageNo: sql`coalesce(v.export_voyage, v.import_voyage, v.voyage)`,
    blNo: 'o.bl_no',
    planDate: sql`to_char(o.plan_date, 'YYYY-MM-DD')`,
    containerList: 'o.container_list',
    containerCount: 'o.container_count',
    teu: 'o.teu',
    containers: CONTAINERS,
    remark: 'o.remark',
    status: 'o.status',
    bargeId: sql`o.barge_id::text`,
    bargeName: 'b.name',
    bargeVoyageNo: 'o.barge_voyage_no',
    bargeCompanyName: companyName('o.barge_company_id'),
    ownerCompanyName: companyName('o.company_id'),
    takeTime: 'o.take_time',
    createTime: 'o.create_time',
    updateTime: 'o.update_time',
    version: 'o.version',
  },
  visibility: 'parties',
  parties: { owner: 'o.company_id', counterpart: 'o.barge_company_id', third: 'o.terminal_company_id', createdBy: 'o.created_by' },
  pool: { permission: 'barge:pool:take', where: sql`o.status = 'pooled'` },
  writes: {
    direction: 'direction', load: 'load', riverPort: 'river_port', terminalCode: 'terminal_code', voyageId: 'voyage_seq', blNo: 'bl_no',
    planDate: 'plan_date', containerList: 'container_list', remark: 'remark',
  },
  hooks: {
    normalize: { riverPort: (v) => v.toUpperCase(), terminalCode: (v) => v.toUpperCase(), blNo: compact, containerList: normalizeBargeContainerLines },
    assertWriter: (caller, before) => {
      if (!before) return;
      if (String(before.company_id) !== caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
      if (!editableIn(bargeOrderEntity.status, String(before.status))) {
        throw new ApiError(409, 'entityActionNotAllowed', {
          state: clientText(caller.lang, `barge.order.status.${String(before.status)}`), action: clientText(caller.lang, 'entity.actions.edit'),
        });
      }
    },
    derive: async (caller, trx, values, before) => {
      let voyage: string | null = null;
      if (values.voyage_seq !== null) {
        const found = /^[1-9]\d{0,17}$/.test(String(values.voyage_seq))
          ? await trx.selectFrom('vessel_voyages').select('seq').where('seq', '=', String(values.voyage_seq)).executeTakeFirst()
          : undefined;
        if (!found) throw invalid(clientText(caller.lang, 'barge.order.voyageUnknown'), 'body.voyageId');
        voyage = found.seq;
      }
      const terminal = String(values.terminal_code);
      const code = BARGE_TERMINAL_COMPANIES[terminal];
      const company = code ? await trx.selectFrom('companies').select('company_id').where('company_code', '=', code).executeTakeFirst() : undefined;
      if (!company) throw invalid(clientText(caller.lang, 'barge.order.terminalUnknown', { terminal }), 'body.terminalCode');
      const lines = parseBargeContainerLines(String(values.container_list));
      const out: Record<string, unknown> = {
        // The day as the port reads it (a Date at the port's midnight would land on the day before in a UTC session).
        plan_date: values.plan_date instanceof Date ? portDay(values.plan_date) : values.plan_date,
        voyage_seq: voyage, terminal_company_id: company.company_id, container_count: lines.length, teu: lines.reduce((n, l) => n + teuOf(l.ctnSizeType), 0),
      };
      if (!before) out.order_no = await nextOrderNo(trx, caller);
      return out;
    },
    afterWrite: async (_caller, trx, id, values, before) => {
      if (before && before.container_list === values.container_list) return;
      await trx.deleteFrom('barge_order_containers').where('order_id', '=', id).execute();
      const lines = parseBargeContainerLines(String(values.container_list));
      if (lines.length === 0) return;
      await trx
        .insertInto('barge_order_containers')
        .values(lines.map((l, i) => ({ order_id: id, line_no: i + 1, ctn_no: l.ctnNo, ctn_size_type: l.ctnSizeType, ctn_operator_code: l.ctnOperatorCode, remarks: l.remarks })))
        .execute();
    },
    onTransition: {
      take: async (now, fields, _reason, { caller, row, trx }) => {
        const bargeId = String(fields.bargeId ?? '');
        const barge = /^[1-9]\d{0,17}$/.test(bargeId)
          ? await trx.selectFrom('barges').select(['id', 'company_id']).where('id', '=', bargeId).executeTakeFirst()
          : undefined;
        if (!barge || barge.company_id !== caller.user.companyId) throw invalid(clientText(caller.lang, 'barge.order.bargeUnknown'), 'body.fields.bargeId');
        const voyageNo = compact(String(fields.bargeVoyageNo ?? ''));
        if (!/^[A-Z0-9-]{1,20}$/.test(voyageNo)) {
          throw invalid(serverMessage(caller.lang, 'fieldInvalid', { field: clientText(caller.lang, 'barge.order.fields.bargeVoyageNo') }), 'body.fields.bargeVoyageNo');
        }
        // The barge reservation no. of each container: the order no. with the line, C for carrier.
        await sql`update barge_order_containers set car_res_no = ${`C${String(row.order_no)}`} || '-' || lpad(line_no::text, 2, '0') where order_id = ${String(row.id)}`.execute(trx);
        return { barge_id: barge.id, barge_voyage_no: voyageNo, barge_company_id: caller.user.companyId, take_time: now };
      },
      release: async (_now, _fields, _reason, { row, trx }) => {
        await sql`update barge_order_containers set car_res_no = null where order_id = ${String(row.id)}`.execute(trx);
        return { barge_id: null, barge_voyage_no: null, barge_company_id: null, take_time: null };
      },
      complete: async (_now, _fields, _reason, { row, trx }) => {
        await sql`update barge_order_containers set pier_res_no = ${`P${String(row.order_no)}`} || '-' || lpad(line_no::text, 2, '0') where order_id = ${String(row.id)}`.execute(trx);
        return {};
      },
    },
  },
});

/** BO + yymmdd (the port's day) + a six-digit sequence. */
async function nextOrderNo(trx: Executor, caller: Pick<EntityCaller, 'services'>): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval('barge_order_no_seq')::text as n`.execute(trx);
  const day = portDayStamp(caller.services.now());
  return `BO${day}${rows[0]!.n.padStart(6, '0')}`;
}
