/**
 * The vessel domain's stores: where each field of the descriptions (@port/sdk/domains/vessel) lives in
 * vessels / vessel_voyages, and what is special — a vessel's Chinese name falls back to the English one in
 * the lookups' NOT NULL column, a call names its vessel by id and keeps the lookups' voyage / ie_flag.
 */
import { sql } from 'kysely';
import { vesselEntity, voyageEntity } from '@port/sdk/domains/vessel';
import { serverMessage } from '@port/config/server-messages';
import { ApiError, invalid } from '../../http/errors';
import { companyName } from '../../lib/entity/lookups';
import { defineStore, type EntityCaller } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';

const upper = (v: string) => v.toUpperCase();
const compact = (v: string) => v.replace(/\s+/g, '').toUpperCase();

const taken = (caller: EntityCaller, labelKey: string, value: unknown) =>
  new ApiError(409, 'entityValueTaken', { field: clientText(caller.lang, labelKey), value: String(value ?? '') });

export const vesselStore = defineStore({
  description: vesselEntity,
  table: 'vessels',
  idColumn: 'id',
  from: (db: Executor) => db.selectFrom('vessels as s'),
  id: 's.id',
  columns: {
    id: sql`s.id::text`,
    code: 's.vessel_code',
    nameZh: sql`nullif(s.vessel_name, s.vessel_ename)`,
    nameEn: 's.vessel_ename',
    imo: 's.imo',
    mmsi: 's.mmsi',
    callSign: 's.call_sign',
    flag: 's.flag',
    type: 's.vessel_type',
    teu: 's.teu',
    createTime: 's.create_time',
    updateTime: 's.update_time',
    version: 's.version',
  },
  visibility: 'shared',
  parties: { owner: 's.company_id', createdBy: 's.created_by' },
  writes: {
    code: 'vessel_code', nameZh: 'vessel_name', nameEn: 'vessel_ename', imo: 'imo', mmsi: 'mmsi', callSign: 'call_sign', flag: 'flag', type: 'vessel_type', teu: 'teu',
  },
  hooks: {
    normalize: { code: upper, imo: (v) => compact(v).replace(/^IMO/, ''), callSign: compact, flag: upper, mmsi: compact },
    derive: async (caller, _trx, values, before) => {
      // Voyages refer to the code: it is fixed once the vessel exists.
      if (before && values.vessel_code !== before.vessel_code) {
        throw invalid(serverMessage(caller.lang, 'fieldInvalid', { field: clientText(caller.lang, 'vessel.vessel.fields.code') }), 'body.code');
      }
      return { vessel_name: values.vessel_name ?? values.vessel_ename };
    },
    taken: (caller, values, err) =>
      /imo/.test(err.constraint ?? '') ? taken(caller, 'vessel.vessel.fields.imo', values.imo) : taken(caller, 'vessel.vessel.fields.code', values.vessel_code),
  },
});

const FINAL = new Set(['closed', 'cancelled']);

export const voyageStore = defineStore({
  description: voyageEntity,
  table: 'vessel_voyages',
  idColumn: 'seq',
  from: (db: Executor) =>
    db.selectFrom('vessel_voyages as v').innerJoin('vessels as s', 's.vessel_code', 'v.vessel_code'),
  id: 'v.seq',
  columns: {
    id: sql`v.seq::text`,
    vesselId: sql`s.id::text`,
    vesselCode: 'v.vessel_code',
    vesselName: sql`case when s.vessel_ename is null then s.vessel_name when s.vessel_name = s.vessel_ename then s.vessel_ename
      else s.vessel_ename || ' (' || s.vessel_name || ')' end`,
    importVoyage: 'v.import_voyage',
    exportVoyage: 'v.export_voyage',
    portCode: 'v.port_code',
    terminalCode: 'v.terminal_code',
    berth: 'v.berth',
    eta: 'v.eta',
    etd: 'v.etd',
    ata: 'v.ata',
    atd: 'v.atd',
    docCutoff: 'v.doc_cutoff',
    gateCutoff: 'v.close_time',
    status: 'v.status',
    ownerCompanyName: companyName('v.company_id'),
    createTime: 'v.create_time',
    updateTime: 'v.update_time',
    version: 'v.version',
  },
  visibility: 'shared',
  parties: { owner: 'v.company_id', counterpart: 'v.terminal_company_id', createdBy: 'v.created_by' },
  writes: {
    vesselId: 'vessel_code', importVoyage: 'import_voyage', exportVoyage: 'export_voyage', portCode: 'port_code', terminalCode: 'terminal_code',
    berth: 'berth', eta: 'eta', etd: 'etd', docCutoff: 'doc_cutoff', gateCutoff: 'close_time',
  },
  hooks: {
    normalize: { importVoyage: compact, exportVoyage: compact, portCode: upper, terminalCode: upper, berth: upper },
    assertWriter: (caller, before) => {
      if (before && FINAL.has(String(before.status))) {
        throw new ApiError(409, 'entityActionNotAllowed', {
          state: clientText(caller.lang, `vessel.voyage.status.${String(before.status)}`), action: clientText(caller.lang, 'entity.actions.edit'),
        });
      }
    },
    derive: async (caller, trx, values) => {
      const vessel = /^[1-9]\d{0,17}$/.test(String(values.vessel_code))
        ? await trx.selectFrom('vessels').select('vessel_code').where(sql`id`, '=', String(values.vessel_code)).executeTakeFirst()
        : undefined;
      if (!vessel) throw invalid(clientText(caller.lang, 'vessel.voyage.vesselUnknown'), 'body.vesselId');
      const exportVoyage = values.export_voyage as string | null;
      const importVoyage = values.import_voyage as string | null;
      if (!exportVoyage && !importVoyage) throw invalid(clientText(caller.lang, 'vessel.voyage.voyageRequired'), 'body.exportVoyage');
      // The lookups read one voyage and direction a call: the export voyage when there is one.
      return { vessel_code: vessel.vessel_code, voyage: exportVoyage ?? importVoyage, ie_flag: exportVoyage ? 'E' : 'I' };
    },
    onTransition: {
      berth: (now) => ({ ata: now }),
      depart: (now) => ({ atd: now }),
    },
    taken: (caller, values) => taken(caller, 'vessel.voyage.fields.exportVoyage', values.export_voyage ?? values.import_voyage),
  },
});
