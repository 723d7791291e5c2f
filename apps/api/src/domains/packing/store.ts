/**
 * Where each field of the packing list (@port/sdk/domains/packing) lives in `packing_lists`, and what is special:
 * the server assigns the number and derives the totals from the cargo lines; the terminal must exist; only the
 * forwarder edits, while a draft or returned. Until the terminal enters its own pre-entry data, each write takes it
 * from the terminal's record of the container: the gate-in record (seal, weight) of a pre-arrival declaration
 * addressed to it, else the declared seal and weight.
 */
import { sql } from 'kysely';
import { editableIn } from '@port/sdk/domain';
import { cargoTotals, normalizeCargoLines, packingListEntity, parseCargoLines } from '@port/sdk/domains/packing';
import { ApiError, invalid } from '../../http/errors';
import { defineStore, type EntityCaller } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import { portDayStamp } from '../../lib/datetime';

const compact = (v: string) => v.replace(/\s+/g, '').toUpperCase();

/** The terminal's record of the container (newest pre-arrival addressed to it), as pre-entry columns; null when none. */
export async function terminalRecordOf(trx: Executor, terminalId: string, containerNo: string): Promise<Record<string, unknown> | null> {
  const pa = await trx.selectFrom('pre_arrivals').select(['seal_no', 'gross_weight', 'gate_in_time', 'gate_in_seal', 'gate_in_weight'])
    .where('terminal_company_id', '=', terminalId).where('container_no', '=', containerNo).where('status', '!=', 'cancelled')
    .orderBy('create_time', 'desc').limit(1).executeTakeFirst();
  if (!pa) return null;
  const gated = pa.gate_in_time !== null && pa.gate_in_seal !== null;
  return {
    terminal_source: gated ? 'gateIn' : 'preArrival', terminal_seal_no: gated ? pa.gate_in_seal : pa.seal_no,
    terminal_gross_weight: gated ? pa.gate_in_weight : pa.gross_weight, terminal_packages: null, terminal_volume: null,
  };
}

const NO_TERMINAL_DATA = { terminal_source: null, terminal_seal_no: null, terminal_packages: null, terminal_gross_weight: null, terminal_volume: null };

export const packingListStore = defineStore({
  description: packingListEntity,
  table: 'packing_lists',
  idColumn: 'id',
  from: (db: Executor) =>
    db
      .selectFrom('packing_lists as p')
      .leftJoin('companies as oc', 'oc.company_id', 'p.company_id')
      .leftJoin('companies as tc', 'tc.company_id', 'p.terminal_company_id'),
  id: 'p.id',
  columns: {
    id: sql`p.id::text`,
    packingNo: 'p.packing_no',
    status: 'p.status',
    ownerCompanyName: 'oc.company_name',
    terminalId: 'p.terminal_company_id',
    terminalCompanyName: 'tc.company_name',
    containerNo: 'p.container_no',
    sizeType: 'p.size_type',
    sealNo: 'p.seal_no',
    blNo: 'p.bl_no',
    cargoLines: 'p.cargo_lines',
    lineCount: 'p.line_count',
    packages: 'p.packages',
    grossWeight: 'p.gross_weight',
    volume: 'p.volume',
    terminalSource: 'p.terminal_source',
    terminalSealNo: 'p.terminal_seal_no',
    terminalPackages: 'p.terminal_packages',
    terminalGrossWeight: 'p.terminal_gross_weight',
    terminalVolume: 'p.terminal_volume',
    returnReason: 'p.return_reason',
    confirmTime: 'p.confirm_time',
    createTime: 'p.create_time',
    updateTime: 'p.update_time',
    version: 'p.version',
  },
  visibility: 'parties',
  parties: { owner: 'p.company_id', counterpart: 'p.terminal_company_id', createdBy: 'p.created_by' },
  writes: { terminalId: 'terminal_company_id', containerNo: 'container_no', sizeType: 'size_type', sealNo: 'seal_no', blNo: 'bl_no', cargoLines: 'cargo_lines' },
  hooks: {
    normalize: { containerNo: compact, sealNo: compact, blNo: compact, cargoLines: normalizeCargoLines },
    assertWriter: (caller, before) => {
      if (!before) return;
      if (String(before.company_id) !== caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
      if (!editableIn(packingListEntity.status, String(before.status))) {
        throw new ApiError(409, 'entityActionNotAllowed', {
          state: clientText(caller.lang, `packing.list.status.${String(before.status)}`), action: clientText(caller.lang, 'entity.actions.edit'),
        });
      }
    },
    derive: async (caller, trx, values, before) => {
      const terminalId = String(values.terminal_company_id);
      const terminal = await trx.selectFrom('companies').select('company_id').where('company_id', '=', terminalId).where('kind', '=', 'terminal').executeTakeFirst();
      if (!terminal) throw invalid(clientText(caller.lang, 'packing.list.terminalUnknown'), 'body.terminalId');
      const lines = parseCargoLines(String(values.cargo_lines));
      const totals = cargoTotals(lines);
      const out: Record<string, unknown> = { line_count: lines.length, packages: totals.packages, gross_weight: totals.grossWeight, volume: totals.volume };
      // The terminal's own entry stands while the container and terminal stay the same; otherwise its record is read again.
      const keepsEntry = before?.terminal_source === 'terminal' && before.terminal_company_id === terminalId && before.container_no === values.container_no;
      if (!keepsEntry) Object.assign(out, (await terminalRecordOf(trx, terminalId, String(values.container_no))) ?? NO_TERMINAL_DATA);
      if (!before) out.packing_no = await nextNo(trx, caller);
      return out;
    },
    onTransition: {
      submit: () => ({ return_reason: null }),
      return: (_now, _fields, reason) => ({ return_reason: reason ?? null }),
      confirm: (now) => ({ confirm_time: now }),
    },
  },
});

/** ZX + yymmdd (the port's day) + a six-digit sequence. */
async function nextNo(trx: Executor, caller: Pick<EntityCaller, 'services'>): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval('packing_no_seq')::text as n`.execute(trx);
  const day = portDayStamp(caller.services.now());
  return `ZX${day}${rows[0]!.n.padStart(6, '0')}`;
}
