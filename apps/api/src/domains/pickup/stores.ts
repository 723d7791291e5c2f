/**
 * Where each field of the pick-up application (@port/sdk/domains/pickup) lives, and what is special: the server
 * assigns the application no.; an empty pick-up names an accepted booking of the applicant with the chosen agent,
 * a laden one a B/L and its seals; container numbers follow SPEC §5, do not repeat and do not outnumber the
 * quantity; only the applicant edits, while a draft or returned. The release checks its fields the same way,
 * and issues the electronic D/O (edo_records) in the transition's transaction.
 */
import { sql } from 'kysely';
import { editableIn } from '@port/sdk/domain';
import { normalizeList, pickupApplicationEntity, PICKUP_SIZE_TYPES, validatePickupContainers } from '@port/sdk/domains/pickup';
import { ApiError, invalid } from '../../http/errors';
import { companyName } from '../../lib/entity/lookups';
import { defineStore, type EntityCaller, type Row } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText, enforce } from '../../lib/text';
import { addPortDays, portDay, portDayStamp, portDayStart } from '../../lib/datetime';

const t = (caller: EntityCaller, key: string, params: Record<string, string | number> = {}) => clientText(caller.lang, `pickup.${key}`, params);

/** The port's calendar day of an instant (portDay); the older name the tests still import. */
export const beijingDay = (d: Date): string => portDay(d);

/** Refuses repeated numbers and more numbers than the quantity; answers the list ('' → null). */
function checkList(caller: EntityCaller, list: string | null, quantity: number, field: string): string | null {
  if (!list) return null;
  const items = list.split(',');
  const seen = new Set<string>();
  for (const [i, ctnNo] of items.entries()) {
    if (seen.has(ctnNo)) throw invalid(t(caller, 'application.containerDuplicate', { n: i + 1, ctnNo }), field);
    seen.add(ctnNo);
  }
  if (items.length > quantity) throw invalid(t(caller, 'application.containersCount', { count: items.length, quantity }), field);
  return items.join(',');
}

export async function isYard(trx: Executor, id: string): Promise<boolean> {
  return !!(await trx.selectFrom('companies').select('company_id').where('company_id', '=', id).where('kind', '=', 'yard').executeTakeFirst());
}

async function nextNo(trx: Executor, caller: Pick<EntityCaller, 'services'>, seq: string, prefix: string): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval(${seq}::regclass)::text as n`.execute(trx);
  return `${prefix}${portDayStamp(caller.services.now())}${rows[0]!.n.padStart(6, '0')}`;
}
export const nextReservationNo = (trx: Executor, caller: Pick<EntityCaller, 'services'>) => nextNo(trx, caller, 'pickup_res_no_seq', 'YY');

async function release(caller: EntityCaller, trx: Executor, row: Row, fields: Readonly<Record<string, unknown>>): Promise<Record<string, unknown>> {
  const yardId = String(fields.releaseYardId ?? '');
  if (!(await isYard(trx, yardId))) throw invalid(t(caller, 'application.yardUnknown'), 'body.fields.releaseYardId');
  const sizeType = String(fields.releasedSizeType ?? '');
  if (!(sizeType in PICKUP_SIZE_TYPES)) throw invalid(clientText(caller.lang, 'pickup.application.fields.releasedSizeType'), 'body.fields.releasedSizeType');
  const quantity = Number(fields.releasedQuantity);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 200) throw invalid(t(caller, 'application.quantityRange'), 'body.fields.releasedQuantity');
  const validUntil = String(fields.validUntil ?? '').slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(validUntil) || validUntil < portDay(caller.services.now())) {
    throw invalid(t(caller, 'application.validUntilPast'), 'body.fields.validUntil');
  }
  const raw = typeof fields.releasedContainers === 'string' ? normalizeList(fields.releasedContainers) : '';
  if (raw) enforce(caller.lang, validatePickupContainers, raw, 'body.fields.releasedContainers');
  const containers = checkList(caller, raw || null, quantity, 'body.fields.releasedContainers');

  const now = caller.services.now();
  const releaseNo = await nextNo(trx, caller, 'pickup_apply_no_seq', 'FX');
  const booking = row.booking_id
    ? await trx.selectFrom('bookings as b').leftJoin('vessel_voyages as v', 'v.seq', 'b.voyage_seq').leftJoin('vessels as s', 's.vessel_code', 'v.vessel_code')
      .select(['b.consignee', 's.vessel_ename', 's.vessel_name', 'v.export_voyage', 'v.voyage']).where('b.id', '=', String(row.booking_id)).executeTakeFirst()
    : undefined;
  const names = await trx.selectFrom('companies').select(['company_id', 'company_name'])
    .where('company_id', 'in', [yardId, String(row.agent_company_id), String(row.company_id)]).execute();
  const name = (id: unknown) => names.find((c) => c.company_id === String(id))?.company_name ?? '';
  const [size, type] = [sizeType.slice(0, 2), sizeType.slice(2)];
  const edo = await trx.insertInto('edo_records').values({
    edo_no: `EDO${releaseNo}`, company_id: String(row.company_id), bill_no: String(row.bl_no ?? row.booking_no ?? releaseNo),
    vessel: booking?.vessel_ename ?? booking?.vessel_name ?? '-', voyage: booking?.export_voyage ?? booking?.voyage ?? '-',
    consignee: booking?.consignee ?? name(row.company_id), agent_name: name(row.agent_company_id), yard_name: name(yardId),
    valid_until: new Date(portDayStart(addPortDays(validUntil, 1)).getTime() - 1000),
    containers: JSON.stringify((containers ? containers.split(',') : Array.from({ length: quantity }, () => '')).map((ctnNo) => ({ ctnNo, ctnSize: size, ctnType: type, sealNo: null, grossKg: null }))),
    issue_time: now,
  }).returning('id').executeTakeFirstOrThrow();
  return {
    release_no: releaseNo, release_yard_id: yardId, released_size_type: sizeType, released_quantity: quantity, released_containers: containers,
    valid_until: validUntil, edo_id: String(edo.id), reject_reason: null,
  };
}

export const pickupApplicationStore = defineStore({
  description: pickupApplicationEntity,
  table: 'pickup_applications',
  idColumn: 'id',
  from: (db: Executor) =>
    db
      .selectFrom('pickup_applications as p'),
  id: 'p.id',
  columns: {
    id: sql`p.id::text`,
    applyNo: 'p.apply_no',
    status: 'p.status',
    kind: 'p.kind',
    trade: 'p.trade',
    agentId: 'p.agent_company_id',
    agentName: companyName('p.agent_company_id'),
    ownerCompanyName: companyName('p.company_id'),
    bookingNo: 'p.booking_no',
    blNo: 'p.bl_no',
    sizeType: 'p.size_type',
    quantity: 'p.quantity',
    containers: 'p.containers',
    sealNos: 'p.seal_nos',
    yardId: 'p.yard_company_id',
    yardName: companyName('p.yard_company_id'),
    pickupDate: sql`to_char(p.pickup_date, 'YYYY-MM-DD')`,
    remark: 'p.remark',
    releaseNo: 'p.release_no',
    releaseYardId: 'p.release_yard_id',
    releaseYardName: companyName('p.release_yard_id'),
    releasedSizeType: 'p.released_size_type',
    releasedQuantity: 'p.released_quantity',
    releasedContainers: 'p.released_containers',
    validUntil: sql`to_char(p.valid_until, 'YYYY-MM-DD')`,
    reservedCount: 'p.reserved_count',
    edoId: sql`p.edo_id::text`,
    rejectReason: 'p.reject_reason',
    createTime: 'p.create_time',
    updateTime: 'p.update_time',
    version: 'p.version',
  },
  visibility: 'parties',
  parties: { owner: 'p.company_id', counterpart: 'p.agent_company_id', createdBy: 'p.created_by' },
  writes: {
    kind: 'kind', trade: 'trade', agentId: 'agent_company_id', bookingNo: 'booking_no', blNo: 'bl_no', sizeType: 'size_type', quantity: 'quantity',
    containers: 'containers', sealNos: 'seal_nos', yardId: 'yard_company_id', pickupDate: 'pickup_date', remark: 'remark',
  },
  hooks: {
    normalize: {
      bookingNo: (v) => v.replace(/\s+/g, '').toUpperCase(), blNo: (v) => v.replace(/\s+/g, '').toUpperCase(),
      containers: normalizeList, sealNos: normalizeList,
    },
    assertWriter: (caller, before) => {
      if (!before) return;
      if (String(before.company_id) !== caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
      if (!editableIn(pickupApplicationEntity.status, String(before.status))) {
        throw new ApiError(409, 'entityActionNotAllowed', {
          state: t(caller, `application.status.${String(before.status)}`), action: clientText(caller.lang, 'entity.actions.edit'),
        });
      }
    },
    derive: async (caller, trx, values, before) => {
      const agent = await trx.selectFrom('companies').select('company_id').where('company_id', '=', String(values.agent_company_id))
        .where('kind', '=', 'agent').executeTakeFirst();
      if (!agent) throw invalid(t(caller, 'application.agentUnknown'), 'body.agentId');
      const quantity = Number(values.quantity);
      if (quantity < 1 || quantity > 200) throw invalid(t(caller, 'application.quantityRange'), 'body.quantity');
      const out: Record<string, unknown> = { containers: checkList(caller, (values.containers as string | null) ?? null, quantity, 'body.containers'), booking_id: null };
      if (values.kind === 'empty') {
        const no = values.booking_no as string | null;
        if (!no) throw invalid(t(caller, 'application.bookingRequired'), 'body.bookingNo');
        const booking = await trx.selectFrom('bookings').select(['id', 'agent_company_id']).where('booking_no', '=', no)
          .where('status', '=', 'accepted').where('company_id', '=', caller.user.companyId ?? '').executeTakeFirst();
        if (!booking) throw invalid(t(caller, 'application.bookingUnknown', { bookingNo: no }), 'body.bookingNo');
        if (booking.agent_company_id !== agent.company_id) throw invalid(t(caller, 'application.agentMismatch'), 'body.agentId');
        out.booking_id = booking.id;
      } else {
        if (!values.bl_no) throw invalid(t(caller, 'application.blRequired'), 'body.blNo');
        if (!values.seal_nos) throw invalid(t(caller, 'application.sealsRequired'), 'body.sealNos');
      }
      if (values.yard_company_id && !(await isYard(trx, String(values.yard_company_id)))) throw invalid(t(caller, 'application.yardUnknown'), 'body.yardId');
      if (!before) out.apply_no = await nextNo(trx, caller, 'pickup_apply_no_seq', 'TX');
      return out;
    },
    onTransition: {
      submit: () => ({ reject_reason: null }),
      reject: (_now, _fields, reason) => ({ reject_reason: reason ?? null }),
    },
    beforeTransition: async (caller, trx, action, row, { fields }) => (action === 'release' ? release(caller, trx, row, fields) : {}),
  },
});
