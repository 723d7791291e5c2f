/**
 * Where each field of the pre-arrival declaration (@port/sdk/domains/decl) lives in `pre_arrivals`, and what is
 * special: the server assigns the number; the terminal and voyage must exist; only the declaring company edits,
 * while a draft or rejected by customs. At gate-in the terminal's record (seal, weight) is matched with the
 * declaration — the seal must be the declared one, the weight within 5 % — and the arrival report is sent to
 * customs (./customs.ts); the customs receipt's reason is kept on a rejection.
 */
import { sql } from 'kysely';
import { editableIn } from '@port/sdk/domain';
import { preArrivalEntity, WEIGHT_TOLERANCE } from '@port/sdk/domains/decl';
import { ApiError, invalid } from '../../http/errors';
import { defineStore, type EntityCaller } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import { customs } from './customs';
import { portDayStamp } from '../../lib/datetime';

export const preArrivalStore = defineStore({
  description: preArrivalEntity,
  table: 'pre_arrivals',
  idColumn: 'id',
  from: (db: Executor) =>
    db
      .selectFrom('pre_arrivals as p')
      .leftJoin('vessel_voyages as v', 'v.seq', 'p.voyage_seq')
      .leftJoin('vessels as s', 's.vessel_code', 'v.vessel_code')
      .leftJoin('companies as oc', 'oc.company_id', 'p.company_id')
      .leftJoin('companies as tc', 'tc.company_id', 'p.terminal_company_id'),
  id: 'p.id',
  columns: {
    id: sql`p.id::text`,
    preArrivalNo: 'p.pre_arrival_no',
    status: 'p.status',
    ownerCompanyName: 'oc.company_name',
    terminalId: 'p.terminal_company_id',
    terminalCompanyName: 'tc.company_name',
    voyageId: sql`p.voyage_seq::text`,
    vesselName: sql`coalesce(s.vessel_ename, s.vessel_name)`,
    voyageNo: sql`coalesce(v.export_voyage, v.import_voyage, v.voyage)`,
    blNo: 'p.bl_no',
    containerNo: 'p.container_no',
    sealNo: 'p.seal_no',
    grossWeight: sql`p.gross_weight::float8`,
    customsDeclNo: 'p.customs_decl_no',
    gateInTime: 'p.gate_in_time',
    gateInSeal: 'p.gate_in_seal',
    // A plain column, so the trail of the gate-in names the field (a cast expression would show the column).
    gateInWeight: 'p.gate_in_weight',
    reportTime: 'p.report_time',
    receiptReason: 'p.receipt_reason',
    createTime: 'p.create_time',
    updateTime: 'p.update_time',
    version: 'p.version',
  },
  visibility: 'parties',
  parties: { owner: 'p.company_id', counterpart: 'p.terminal_company_id', createdBy: 'p.created_by' },
  writes: {
    terminalId: 'terminal_company_id', voyageId: 'voyage_seq', blNo: 'bl_no', containerNo: 'container_no', sealNo: 'seal_no', grossWeight: 'gross_weight',
    customsDeclNo: 'customs_decl_no',
  },
  hooks: {
    normalize: { blNo: (v) => v.replace(/\s+/g, '').toUpperCase(), containerNo: (v) => v.replace(/\s+/g, '').toUpperCase(), sealNo: (v) => v.replace(/\s+/g, '').toUpperCase() },
    assertWriter: (caller, before) => {
      if (!before) return;
      if (String(before.company_id) !== caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
      if (!editableIn(preArrivalEntity.status, String(before.status))) {
        throw new ApiError(409, 'entityActionNotAllowed', {
          state: clientText(caller.lang, `decl.preArrival.status.${String(before.status)}`), action: clientText(caller.lang, 'entity.actions.edit'),
        });
      }
    },
    derive: async (caller, trx, values, before) => {
      const terminal = await trx.selectFrom('companies').select('company_id').where('company_id', '=', String(values.terminal_company_id))
        .where('kind', '=', 'terminal').executeTakeFirst();
      if (!terminal) throw invalid(clientText(caller.lang, 'decl.preArrival.terminalUnknown'), 'body.terminalId');
      const voyage = /^[1-9]\d{0,17}$/.test(String(values.voyage_seq))
        ? await trx.selectFrom('vessel_voyages').select('seq').where('seq', '=', String(values.voyage_seq)).executeTakeFirst()
        : undefined;
      if (!voyage) throw invalid(clientText(caller.lang, 'decl.preArrival.voyageUnknown'), 'body.voyageId');
      return before ? { voyage_seq: voyage.seq } : { voyage_seq: voyage.seq, pre_arrival_no: await nextNo(trx, caller) };
    },
    // The gate-in record is checked against the locked row before the state moves (the flow's own checks are done).
    beforeTransition: async (caller, _trx, action, row, body) => {
      const now = caller.services.now();
      if (action === 'resubmit') return { receipt_reason: null, ...customs.sendArrivalReport(now) };
      if (action !== 'gateIn') return undefined;
      const seal = String(body.fields.gateInSeal).replace(/\s+/g, '').toUpperCase();
      const weight = Number(body.fields.gateInWeight);
      const declared = Number(row.gross_weight);
      if (seal !== row.seal_no) {
        throw invalid(clientText(caller.lang, 'decl.preArrival.sealMismatch', { seal, declared: String(row.seal_no) }), 'body.fields.gateInSeal');
      }
      if (!Number.isFinite(weight) || weight <= 0 || Math.abs(weight - declared) > declared * WEIGHT_TOLERANCE) {
        throw invalid(clientText(caller.lang, 'decl.preArrival.weightMismatch', { weight: String(body.fields.gateInWeight), declared }), 'body.fields.gateInWeight');
      }
      return { gate_in_time: now, gate_in_seal: seal, gate_in_weight: weight, ...customs.sendArrivalReport(now) };
    },
    onTransition: {
      reject: (_now, _fields, reason) => ({ receipt_reason: reason ?? null }),
    },
  },
});

/** PA + yymmdd (the port's day) + a six-digit sequence. */
async function nextNo(trx: Executor, caller: Pick<EntityCaller, 'services'>): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval('pre_arrival_no_seq')::text as n`.execute(trx);
  const day = portDayStamp(caller.services.now());
  return `PA${day}${rows[0]!.n.padStart(6, '0')}`;
}
