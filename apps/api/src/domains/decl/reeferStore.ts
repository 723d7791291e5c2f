/**
 * Where each field of the reefer declaration (@port/sdk/domains/decl) lives in `reefer_declarations`; what is special
 * is the same as the dangerous-goods declaration's (number assigned, terminal and voyage checked, only the declaring
 * company edits while a draft or returned); the settings' rules are the description's (lib/entity/write).
 */
import { sql } from 'kysely';
import { editableIn } from '@port/sdk/domain';
import { reeferDeclarationEntity } from '@port/sdk/domains/decl';
import { ApiError, invalid } from '../../http/errors';
import { defineStore, type EntityCaller } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import { portDayStamp } from '../../lib/datetime';

export const reeferStore = defineStore({
  description: reeferDeclarationEntity,
  table: 'reefer_declarations',
  idColumn: 'id',
  from: (db: Executor) =>
    db
      .selectFrom('reefer_declarations as r')
      .leftJoin('vessel_voyages as v', 'v.seq', 'r.voyage_seq')
      .leftJoin('vessels as s', 's.vessel_code', 'v.vessel_code')
      .leftJoin('companies as oc', 'oc.company_id', 'r.company_id')
      .leftJoin('companies as tc', 'tc.company_id', 'r.terminal_company_id'),
  id: 'r.id',
  columns: {
    id: sql`r.id::text`,
    reeferNo: 'r.reefer_no',
    status: 'r.status',
    ownerCompanyName: 'oc.company_name',
    terminalId: 'r.terminal_company_id',
    terminalCompanyName: 'tc.company_name',
    channel: 'r.channel',
    voyageId: sql`r.voyage_seq::text`,
    vesselName: sql`coalesce(s.vessel_ename, s.vessel_name)`,
    voyageNo: sql`coalesce(v.export_voyage, v.import_voyage, v.voyage)`,
    blNo: 'r.bl_no',
    containerNo: 'r.container_no',
    sizeType: 'r.size_type',
    commodity: 'r.commodity',
    setTemperature: 'r.set_temperature',
    temperatureUnit: 'r.temperature_unit',
    ventilation: 'r.ventilation',
    humidity: 'r.humidity',
    controlledAtmosphere: 'r.controlled_atmosphere',
    o2Percent: 'r.o2_percent',
    co2Percent: 'r.co2_percent',
    preTripInspection: 'r.pre_trip_inspection',
    ptiDate: 'r.pti_date',
    genset: 'r.genset',
    plugInFrom: 'r.plug_in_from',
    plugInTo: 'r.plug_in_to',
    rejectReason: 'r.reject_reason',
    createTime: 'r.create_time',
    updateTime: 'r.update_time',
    version: 'r.version',
  },
  visibility: 'parties',
  parties: { owner: 'r.company_id', counterpart: 'r.terminal_company_id', createdBy: 'r.created_by' },
  writes: {
    terminalId: 'terminal_company_id', channel: 'channel', voyageId: 'voyage_seq', blNo: 'bl_no', containerNo: 'container_no', sizeType: 'size_type',
    commodity: 'commodity', setTemperature: 'set_temperature', temperatureUnit: 'temperature_unit', ventilation: 'ventilation', humidity: 'humidity',
    controlledAtmosphere: 'controlled_atmosphere', o2Percent: 'o2_percent', co2Percent: 'co2_percent', preTripInspection: 'pre_trip_inspection',
    ptiDate: 'pti_date', genset: 'genset', plugInFrom: 'plug_in_from', plugInTo: 'plug_in_to',
  },
  hooks: {
    normalize: { blNo: (v) => v.replace(/\s+/g, '').toUpperCase(), containerNo: (v) => v.replace(/\s+/g, '').toUpperCase(), commodity: (v) => v.toUpperCase() },
    assertWriter: (caller, before) => {
      if (!before) return;
      if (String(before.company_id) !== caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
      if (!editableIn(reeferDeclarationEntity.status, String(before.status))) {
        throw new ApiError(409, 'entityActionNotAllowed', {
          state: clientText(caller.lang, `decl.status.${String(before.status)}`), action: clientText(caller.lang, 'entity.actions.edit'),
        });
      }
    },
    derive: async (caller, trx, values, before) => {
      const terminal = await trx.selectFrom('companies').select('company_id').where('company_id', '=', String(values.terminal_company_id))
        .where('kind', '=', 'terminal').executeTakeFirst();
      if (!terminal) throw invalid(clientText(caller.lang, 'decl.dg.terminalUnknown'), 'body.terminalId');
      const voyage = /^[1-9]\d{0,17}$/.test(String(values.voyage_seq))
        ? await trx.selectFrom('vessel_voyages').select('seq').where('seq', '=', String(values.voyage_seq)).executeTakeFirst()
        : undefined;
      if (!voyage) throw invalid(clientText(caller.lang, 'decl.dg.voyageUnknown'), 'body.voyageId');
      const out: Record<string, unknown> = {
        voyage_seq: voyage.seq, controlled_atmosphere: values.controlled_atmosphere ?? false, pre_trip_inspection: values.pre_trip_inspection ?? false, genset: values.genset ?? false,
      };
      if (!before) out.reefer_no = await nextNo(trx, caller);
      return out;
    },
    onTransition: {
      resubmit: () => ({ reject_reason: null }),
      reject: (_now, _fields, reason) => ({ reject_reason: reason ?? null }),
    },
  },
});

/** RF + yymmdd (the port's day) + a six-digit sequence. */
async function nextNo(trx: Executor, caller: Pick<EntityCaller, 'services'>): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval('reefer_declaration_no_seq')::text as n`.execute(trx);
  const day = portDayStamp(caller.services.now());
  return `RF${day}${rows[0]!.n.padStart(6, '0')}`;
}
