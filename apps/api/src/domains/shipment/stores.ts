/**
 * Where each field of the shipment (@port/sdk/domains/shipment) lives, and what is special: the server assigns
 * the order no. (EX/IM + date + sequence); an export may name an accepted booking of the caller's company, whose
 * agent is then told of its transitions and whose voyage, ports, parties and cargo fill what the form left blank;
 * the container lines are normalized, counted and weighed; only the owner edits, before transport starts.
 * The trucking orders the owner placed for the same B/L are read with it (the link back from trucking).
 */
import { sql } from 'kysely';
import { editableIn } from '@port/sdk/domain';
import { normalizeShipmentContainers, parseShipmentContainers, shipmentEntity } from '@port/sdk/domains/shipment';
import { ApiError, invalid } from '../../http/errors';
import { companyName } from '../../lib/entity/lookups';
import { defineStore, type EntityCaller } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import { vesselNameSql } from '../vessel/names';
import { portDayStamp } from '../../lib/datetime';

/** Filled from an accepted booking when blank; required otherwise (column → field). */
const FROM_BOOKING = {
  voyage_seq: 'voyageId', pol_code: 'polCode', pod_code: 'podCode', shipper: 'shipper', consignee: 'consignee', cargo_description: 'cargoDescription', packages: 'packages',
} as const;

const blank = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

export const shipmentStore = defineStore({
  description: shipmentEntity,
  table: 'shipments',
  idColumn: 'id',
  from: (db: Executor) =>
    db
      .selectFrom('shipments as sh')
      .leftJoin('vessel_voyages as v', 'v.seq', 'sh.voyage_seq')
      .leftJoin('vessels as s', 's.vessel_code', 'v.vessel_code')
      .leftJoin('bookings as b', 'b.id', 'sh.booking_id'),
  id: 'sh.id',
  columns: {
    id: sql`sh.id::text`,
    shipmentNo: 'sh.shipment_no',
    direction: 'sh.direction',
    status: 'sh.status',
    blNo: 'sh.bl_no',
    bookingId: sql`sh.booking_id::text`,
    bookingNo: 'b.booking_no',
    voyageId: sql`sh.voyage_seq::text`,
    vesselName: vesselNameSql(),
    voyageNo: sql`case when sh.direction = 'import' then coalesce(v.import_voyage, v.voyage, v.export_voyage) else coalesce(v.export_voyage, v.voyage, v.import_voyage) end`,
    polCode: 'sh.pol_code',
    podCode: 'sh.pod_code',
    shipper: 'sh.shipper',
    consignee: 'sh.consignee',
    containers: 'sh.containers',
    containerCount: 'sh.container_count',
    cargoDescription: 'sh.cargo_description',
    packages: 'sh.packages',
    grossWeightKg: 'sh.gross_weight_kg',
    customsStatus: 'sh.customs_status',
    deliveryAddress: 'sh.delivery_address',
    truckingOrders: sql`coalesce((select string_agg(o.order_no || ':' || o.id::text || ':' || o.status, ',' order by o.create_time, o.id)
      from truck_orders o where o.forwarder_company_id = sh.company_id and o.bill_no = sh.bl_no), '')`,
    remark: 'sh.remark',
    ownerCompanyName: companyName('sh.company_id'),
    createTime: 'sh.create_time',
    updateTime: 'sh.update_time',
    version: 'sh.version',
  },
  visibility: 'parties',
  parties: { owner: 'sh.company_id', counterpart: 'sh.agent_company_id', createdBy: 'sh.created_by' },
  writes: {
    direction: 'direction', blNo: 'bl_no', bookingId: 'booking_id', voyageId: 'voyage_seq', polCode: 'pol_code', podCode: 'pod_code', shipper: 'shipper',
    consignee: 'consignee', containers: 'containers', cargoDescription: 'cargo_description', packages: 'packages', customsStatus: 'customs_status',
    deliveryAddress: 'delivery_address', remark: 'remark',
  },
  hooks: {
    normalize: {
      blNo: (v) => v.replace(/\s+/g, '').toUpperCase(), polCode: (v) => v.trim().toUpperCase(), podCode: (v) => v.trim().toUpperCase(), containers: normalizeShipmentContainers,
    },
    assertWriter: (caller, before) => {
      if (!before) return;
      if (String(before.company_id) !== caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
      if (!editableIn(shipmentEntity.status, String(before.status))) {
        throw new ApiError(409, 'entityActionNotAllowed', {
          state: clientText(caller.lang, `shipment.shipment.status.${String(before.status)}`), action: clientText(caller.lang, 'entity.actions.edit'),
        });
      }
    },
    derive: async (caller, trx, values, before) => {
      const out: Record<string, unknown> = {};
      const bookingId = blank(values.booking_id) ? null : String(values.booking_id);
      if (bookingId) {
        if (values.direction !== 'export') throw invalid(clientText(caller.lang, 'shipment.shipment.bookingExportOnly'), 'body.bookingId');
        const booking = /^[1-9]\d{0,17}$/.test(bookingId)
          ? await trx.selectFrom('bookings').selectAll().where('id', '=', bookingId).where('company_id', '=', caller.user.companyId).where('status', '=', 'accepted').executeTakeFirst()
          : undefined;
        if (!booking) throw invalid(clientText(caller.lang, 'shipment.shipment.bookingNotAccepted'), 'body.bookingId');
        out.booking_id = booking.id;
        out.agent_company_id = booking.agent_company_id;
        const filled: Record<string, unknown> = {
          voyage_seq: booking.voyage_seq, pol_code: booking.pol_code, pod_code: booking.pod_code, shipper: booking.shipper, consignee: booking.consignee,
          cargo_description: booking.cargo_description, packages: booking.packages,
        };
        for (const [column, value] of Object.entries(filled)) if (blank(values[column]) && !blank(value)) out[column] = value;
      } else {
        out.booking_id = null;
        out.agent_company_id = null;
      }
      const merged = { ...values, ...out };
      for (const [column, field] of Object.entries(FROM_BOOKING)) {
        if (blank(merged[column])) {
          throw invalid(clientText(caller.lang, 'shipment.shipment.fieldRequired', { field: clientText(caller.lang, `shipment.shipment.fields.${field}`) }), `body.${field}`);
        }
      }
      const voyage = /^[1-9]\d{0,17}$/.test(String(merged.voyage_seq))
        ? await trx.selectFrom('vessel_voyages').select('seq').where('seq', '=', String(merged.voyage_seq)).executeTakeFirst()
        : undefined;
      if (!voyage) throw invalid(clientText(caller.lang, 'shipment.shipment.voyageUnknown'), 'body.voyageId');
      out.voyage_seq = voyage.seq;
      const lines = parseShipmentContainers(String(values.containers));
      out.container_count = lines.length;
      out.gross_weight_kg = lines.reduce((sum, l) => sum + l.weightKg, 0);
      if (!before) out.shipment_no = await nextShipmentNo(trx, caller, values.direction === 'import' ? 'IM' : 'EX');
      return out;
    },
  },
});

/** EX (export) or IM (import) + yymmdd (the port's day) + a six-digit sequence. */
async function nextShipmentNo(trx: Executor, caller: Pick<EntityCaller, 'services'>, prefix: 'EX' | 'IM'): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval('shipment_no_seq')::text as n`.execute(trx);
  const day = portDayStamp(caller.services.now());
  return `${prefix}${day}${rows[0]!.n.padStart(6, '0')}`;
}
