/**
 * The B/L domain's stores. A B/L draft is owned by the shipping-line agent that issues it and addressed to
 * the forwarder who booked (from the booking); what the agent leaves empty is taken from the accepted
 * booking; the container lines are kept parsed with their sums; corrections are rows of their own, written
 * by the requestCorrection transition and settled (applied / declined) when the agent re-issues; confirming
 * and asking corrections pass the ship configuration's gate. A ship configuration belongs to the agent of
 * its voyage.
 */
import { sql } from 'kysely';
import { BILL_CORRECTABLE, billEntity, formatBillContainers, parseBillContainers, shipConfigEntity } from '@port/sdk/domains/bl';
import { editableIn } from '@port/sdk/domain';
import { serverMessage } from '@port/config/server-messages';
import { ApiError, invalid } from '../../http/errors';
import { companyName } from '../../lib/entity/lookups';
import { defineStore, type EntityCaller, type Row } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import { sqlDateTime } from '../../lib/datetime';
import { assertVoyageOpen } from './gate';
import { voyageNameSql } from '../vessel/names';

const upper = (v: string) => v.toUpperCase();
const taken = (caller: EntityCaller, labelKey: string, value: unknown) =>
  new ApiError(409, 'entityValueTaken', { field: clientText(caller.lang, labelKey), value: String(value ?? '') });
const voyageName = voyageNameSql();

/** The B/L columns a correction may name (the description's correctable fields → bills columns). */
const BILL_WRITES = {
  blNo: 'bl_no', bookingId: 'booking_id', shipper: 'shipper', consignee: 'consignee', notifyParty: 'notify_party', polCode: 'pol_code',
  podCode: 'pod_code', voyageId: 'voyage_seq', cargoDescription: 'cargo_description', marks: 'marks', containers: 'containers',
  freightTerms: 'freight_terms', blType: 'bl_type',
} as const;

/** A field's value as compared when a correction is settled: containers by their parsed lines, codes by case. */
function comparable(field: string, value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (field === 'containers') {
    const lines = parseBillContainers(text);
    return lines ? formatBillContainers(lines) : text;
  }
  return field === 'podCode' ? text.toUpperCase() : text.replace(/\s+/g, ' ');
}

function assertOwnerEditing(caller: EntityCaller, before: Row | null): void {
  if (!before) return;
  if (caller.user.dataScope !== '1' && before.company_id !== caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
  if (!editableIn(billEntity.status, String(before.status))) {
    throw new ApiError(409, 'entityActionNotAllowed', {
      state: clientText(caller.lang, `bl.bill.status.${String(before.status)}`), action: clientText(caller.lang, 'entity.actions.edit'),
    });
  }
}

export const billStore = defineStore({
  description: billEntity,
  table: 'bills',
  idColumn: 'id',
  from: (db: Executor) =>
    db
      .selectFrom('bills as b')
      .leftJoin('bookings as bk', 'bk.id', 'b.booking_id')
      .leftJoin('vessel_voyages as v', 'v.seq', 'b.voyage_seq')
      .leftJoin('vessels as s', 's.vessel_code', 'v.vessel_code'),
  id: 'b.id',
  columns: {
    id: sql`b.id::text`,
    blNo: 'b.bl_no',
    status: 'b.status',
    ownerCompanyName: companyName('b.company_id'),
    forwarderName: companyName('b.forwarder_company_id'),
    bookingId: sql`b.booking_id::text`,
    bookingNo: 'bk.booking_no',
    shipper: 'b.shipper',
    consignee: 'b.consignee',
    notifyParty: 'b.notify_party',
    polCode: 'b.pol_code',
    podCode: 'b.pod_code',
    voyageId: sql`b.voyage_seq::text`,
    voyageName,
    cargoDescription: 'b.cargo_description',
    marks: 'b.marks',
    containers: 'b.containers',
    containerCount: 'b.container_count',
    packages: 'b.packages',
    grossWeight: sql`b.gross_weight::float8`,
    volume: sql`b.volume::float8`,
    freightTerms: 'b.freight_terms',
    blType: 'b.bl_type',
    correctionField: sql`(select c.field from bill_corrections c where c.bill_id = b.id and c.state = 'open' order by c.id desc limit 1)`,
    correctionValue: sql`(select c.requested_value from bill_corrections c where c.bill_id = b.id and c.state = 'open' order by c.id desc limit 1)`,
    corrections: sql`coalesce((select json_agg(json_build_object('field', c.field, 'value', c.requested_value, 'note', c.note, 'state', c.state,
      'time', ${sqlDateTime(sql.ref('c.create_time'))}) order by c.id) from bill_corrections c where c.bill_id = b.id), '[]'::json)`,
    createTime: 'b.create_time',
    updateTime: 'b.update_time',
    version: 'b.version',
  },
  visibility: 'parties',
  parties: { owner: 'b.company_id', counterpart: 'b.forwarder_company_id', createdBy: 'b.created_by' },
  writes: BILL_WRITES,
  hooks: {
    normalize: { blNo: upper, polCode: upper, podCode: upper, containers: upper },
    assertWriter: (caller, before) => assertOwnerEditing(caller, before),
    derive: async (caller, trx, values, before) => {
      const bookingId = String(values.booking_id ?? '');
      const booking = /^[1-9]\d{0,17}$/.test(bookingId)
        ? await trx.selectFrom('bookings').selectAll().where('id', '=', bookingId).executeTakeFirst()
        : undefined;
      if (!booking || booking.status !== 'accepted' || booking.agent_company_id !== caller.user.companyId) {
        throw invalid(clientText(caller.lang, 'bl.bill.bookingUnknown'), 'body.bookingId');
      }
      if (before && String(before.booking_id) !== bookingId) throw invalid(clientText(caller.lang, 'bl.bill.bookingUnknown'), 'body.bookingId');
      // What the agent left empty comes from the booking.
      const from: Record<string, unknown> = {
        shipper: booking.shipper, consignee: booking.consignee, notify_party: booking.notify_party, pol_code: booking.pol_code, pod_code: booking.pod_code,
        voyage_seq: booking.voyage_seq, cargo_description: booking.cargo_description, freight_terms: booking.freight_terms, bl_type: booking.bl_type,
      };
      const filled: Record<string, unknown> = {};
      for (const [column, value] of Object.entries(from)) filled[column] = values[column] ?? value;
      for (const [field, column] of [['shipper', 'shipper'], ['consignee', 'consignee'], ['polCode', 'pol_code'], ['podCode', 'pod_code'],
        ['cargoDescription', 'cargo_description'], ['freightTerms', 'freight_terms'], ['blType', 'bl_type']] as const) {
        if (filled[column] === null || filled[column] === undefined) {
          throw invalid(clientText(caller.lang, 'bl.bill.fieldRequired', { field: clientText(caller.lang, billEntity.fields[field]!.label) }), `body.${field}`);
        }
      }
      const seq = filled.voyage_seq === null || filled.voyage_seq === undefined ? null : String(filled.voyage_seq);
      const call = seq && /^[1-9]\d{0,17}$/.test(seq) ? await trx.selectFrom('vessel_voyages').select('seq').where('seq', '=', seq).executeTakeFirst() : undefined;
      if (!call) throw invalid(clientText(caller.lang, 'bl.bill.voyageRequired'), 'body.voyageId');
      const lines = parseBillContainers(String(values.containers));
      if (!lines) throw invalid(clientText(caller.lang, 'bl.bill.containersInvalid'), 'body.containers');
      return {
        ...filled,
        forwarder_company_id: booking.company_id,
        containers: formatBillContainers(lines),
        container_lines: JSON.stringify(lines),
        container_count: lines.length,
        packages: lines.reduce((n, c) => n + c.packages, 0),
        gross_weight: Math.round(lines.reduce((n, c) => n + c.grossWeight, 0) * 1000) / 1000,
        volume: Math.round(lines.reduce((n, c) => n + c.volume, 0) * 1000) / 1000,
      };
    },
    beforeTransition: async (caller, trx, action, row, input) => {
      if (action === 'requestCorrection' || action === 'confirm') await assertVoyageOpen(caller, trx, row.voyage_seq, 'bl');
      if (action === 'requestCorrection') {
        const field = String(input.fields.correctionField ?? '');
        if (!Object.hasOwn(BILL_CORRECTABLE, field)) throw invalid(clientText(caller.lang, 'bl.bill.correctionFieldInvalid'), 'body.fields.correctionField');
        const value = String(input.fields.correctionValue ?? '').trim();
        if (value.length > 500) {
          throw invalid(serverMessage(caller.lang, 'fieldTooLong', { field: clientText(caller.lang, 'bl.bill.fields.correctionValue'), max: 500 }), 'body.fields.correctionValue');
        }
        await trx.insertInto('bill_corrections')
          .values({ bill_id: String(row.id), field, requested_value: value, note: input.reason, requested_by: caller.user.userId, create_time: caller.services.now() })
          .execute();
      }
      if (action === 'reissue') {
        const open = await trx.selectFrom('bill_corrections').select(['id', 'field', 'requested_value']).where('bill_id', '=', String(row.id)).where('state', '=', 'open').execute();
        for (const c of open) {
          const column = (BILL_WRITES as Record<string, string>)[c.field];
          const applied = !!column && comparable(c.field, row[column]) === comparable(c.field, c.requested_value);
          await trx.updateTable('bill_corrections').set({ state: applied ? 'applied' : 'declined', close_time: caller.services.now() }).where('id', '=', c.id).execute();
        }
      }
    },
    taken: (caller, values) => taken(caller, 'bl.bill.fields.blNo', values.bl_no),
  },
});

export const shipConfigStore = defineStore({
  description: shipConfigEntity,
  table: 'ship_configs',
  idColumn: 'id',
  from: (db: Executor) =>
    db
      .selectFrom('ship_configs as c')
      .leftJoin('vessel_voyages as v', 'v.seq', 'c.voyage_seq')
      .leftJoin('vessels as s', 's.vessel_code', 'v.vessel_code'),
  id: 'c.id',
  columns: {
    id: sql`c.id::text`,
    voyageId: sql`c.voyage_seq::text`,
    voyageName,
    ownerCompanyName: companyName('c.company_id'),
    eta: 'v.eta',
    bookingOpen: 'c.booking_open',
    bookingDeadline: 'c.booking_deadline',
    blOpen: 'c.bl_open',
    blDeadline: 'c.bl_deadline',
    remark: 'c.remark',
    createTime: 'c.create_time',
    updateTime: 'c.update_time',
    version: 'c.version',
  },
  visibility: 'parties',
  parties: { owner: 'c.company_id', createdBy: 'c.created_by' },
  writes: { voyageId: 'voyage_seq', bookingOpen: 'booking_open', bookingDeadline: 'booking_deadline', blOpen: 'bl_open', blDeadline: 'bl_deadline', remark: 'remark' },
  hooks: {
    assertWriter: (caller, before) => {
      if (before && caller.user.dataScope !== '1' && before.company_id !== caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
    },
    derive: async (caller, trx, values, before) => {
      const seq = String(values.voyage_seq ?? '');
      const call = /^[1-9]\d{0,17}$/.test(seq) ? await trx.selectFrom('vessel_voyages').select(['seq', 'company_id']).where('seq', '=', seq).executeTakeFirst() : undefined;
      // The voyage's agent keeps its configuration (creates it); platform staff may edit any.
      const owner = before ? before.company_id : caller.user.companyId;
      if (!call || (call.company_id !== owner && !(before && caller.user.platform))) throw invalid(clientText(caller.lang, 'bl.shipConfig.voyageUnknown'), 'body.voyageId');
      return { booking_open: values.booking_open ?? true, bl_open: values.bl_open ?? true };
    },
    taken: (caller, values) => taken(caller, 'bl.shipConfig.fields.voyageId', values.voyage_seq),
  },
});
