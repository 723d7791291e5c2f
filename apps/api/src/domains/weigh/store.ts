/**
 * Where each field of the weighing order (@port/sdk/domains/weigh) lives in `weigh_orders`, and what is special: the
 * server assigns the number and holds the fee from the orderer's prepayment (ledger business type WEIGH, business
 * key the order number); the terminal must exist; only the ordering company edits, while ordered. The terminal's
 * weighing is checked for plausibility (tare within the size's range, gross ≤ 60,000 kg and above the tare), net and
 * VGM are computed here, the weighing list (documents kind WEIGH, /truckWeighFee/SheetPrint) is written and the fee
 * settled; a cancellation releases it; only an export's VGM is confirmed.
 */
import { sql, type Kysely } from 'kysely';
import { editableIn } from '@port/sdk/domain';
import { normalizeWeighPlate, weighingIssue, weighOrderEntity, weighResult } from '@port/sdk/domains/weigh';
import type { DB } from '../../db/schema';
import { ApiError, invalid } from '../../http/errors';
import { defineStore, type EntityCaller, type Row } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import { LedgerError, hold, release, settle } from '../ledger/ledger';
import { weighFeeCents } from './fee';
import { portDayStamp } from '../../lib/datetime';

export const WEIGH = 'WEIGH';
export const detailPath = (id: string) => `/weightManageDetail/weightOrderDetail?id=${id}`;

const upper = (v: string) => v.replace(/\s+/g, '').toUpperCase();

export const weighOrderStore = defineStore({
  description: weighOrderEntity,
  table: 'weigh_orders',
  idColumn: 'id',
  from: (db: Executor) =>
    db.selectFrom('weigh_orders as w')
      .leftJoin('companies as oc', 'oc.company_id', 'w.company_id')
      .leftJoin('companies as tc', 'tc.company_id', 'w.terminal_company_id'),
  id: 'w.id',
  columns: {
    id: sql`w.id::text`,
    weighNo: 'w.weigh_no',
    status: 'w.status',
    ownerCompanyName: 'oc.company_name',
    terminalId: 'w.terminal_company_id',
    terminalCompanyName: 'tc.company_name',
    station: 'w.station',
    direction: 'w.direction',
    containerNo: 'w.container_no',
    ctnSize: 'w.ctn_size',
    ctnType: 'w.ctn_type',
    sealNo: 'w.seal_no',
    truckLicense: 'w.truck_license',
    cargoName: 'w.cargo_name',
    vgmMethod: 'w.vgm_method',
    vgmResponsibleParty: 'w.vgm_responsible_party',
    vgmSignatory: 'w.vgm_signatory',
    tareKg: 'w.tare_kg',
    grossKg: 'w.gross_kg',
    netKg: 'w.net_kg',
    vgmKg: 'w.vgm_kg',
    weighTime: 'w.weigh_time',
    weigher: 'w.weigher',
    weighListId: sql`w.weigh_list_id::text`,
    vgmConfirmTime: 'w.vgm_confirm_time',
    feeCents: 'w.fee_cents',
    cancelReason: 'w.cancel_reason',
    createTime: 'w.create_time',
    updateTime: 'w.update_time',
    version: 'w.version',
  },
  visibility: 'parties',
  parties: { owner: 'w.company_id', counterpart: 'w.terminal_company_id', createdBy: 'w.created_by' },
  writes: {
    terminalId: 'terminal_company_id', station: 'station', direction: 'direction', containerNo: 'container_no', ctnSize: 'ctn_size', ctnType: 'ctn_type',
    sealNo: 'seal_no', truckLicense: 'truck_license', cargoName: 'cargo_name', vgmMethod: 'vgm_method', vgmResponsibleParty: 'vgm_responsible_party', vgmSignatory: 'vgm_signatory',
  },
  hooks: {
    normalize: { containerNo: upper, sealNo: upper, truckLicense: normalizeWeighPlate },
    assertWriter: (caller, before) => {
      if (!caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
      if (!before) return;
      if (String(before.company_id) !== caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
      if (!editableIn(weighOrderEntity.status, String(before.status))) {
        throw new ApiError(409, 'entityActionNotAllowed', {
          state: clientText(caller.lang, `weigh.order.status.${String(before.status)}`), action: clientText(caller.lang, 'entity.actions.edit'),
        });
      }
    },
    derive: async (caller, trx, values, before) => {
      const terminal = await trx.selectFrom('companies').select('company_id').where('company_id', '=', String(values.terminal_company_id))
        .where('kind', '=', 'terminal').executeTakeFirst();
      if (!terminal) throw invalid(clientText(caller.lang, 'weigh.order.terminalUnknown'), 'body.terminalId');
      // An import carries no VGM declaration.
      const vgm = values.direction === 'export' ? {} : { vgm_method: null, vgm_responsible_party: null, vgm_signatory: null };
      if (before) {
        // The fee was held for the terminal named when ordering; the terminal stays.
        if (String(before.terminal_company_id) !== terminal.company_id) throw invalid(clientText(caller.lang, 'weigh.order.terminalFixed'), 'body.terminalId');
        return vgm;
      }
      const fee = await weighFeeCents(trx, terminal.company_id, caller.user.companyId!, caller.services.now());
      return { ...vgm, weigh_no: await nextNo(trx, caller), fee_cents: fee };
    },
    // The fee is held in the create's transaction, keyed by the order number (a replay finds the same occupation).
    afterWrite: async (caller, trx, id, values, before) => {
      if (before) return;
      const row = await trx.selectFrom('weigh_orders').select(['weigh_no', 'fee_cents', 'company_id']).where('id', '=', id).executeTakeFirstOrThrow();
      await money(caller, () => hold(trx as Kysely<DB>, {
        companyId: row.company_id, businessType: WEIGH, businessKey: row.weigh_no, amountCents: row.fee_cents,
        description: clientText('zh-CN', 'weigh.order.feeDescription'), recordPath: detailPath(id), userId: caller.user.userId, now: caller.services.now(),
      }));
      void values;
    },
    beforeTransition: (caller, trx, action, row, body) => weighTransition(caller, trx, action, row, body.fields, body.reason),
    taken: (caller) => new ApiError(409, 'invalidBody', {}, { text: clientText(caller.lang, 'weigh.order.containerTaken'), field: 'body.containerNo' }),
  },
});

async function money<T>(caller: EntityCaller, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof LedgerError && err.code === 'insufficient') throw new ApiError(409, 'invalidBody', {}, { text: clientText(caller.lang, 'weigh.order.insufficient') });
    throw err;
  }
}

const STATION_NAMES: Record<string, string> = { BL: 'weigh.stations.BL', WL: 'weigh.stations.WL', MT: 'weigh.stations.MT' };

async function weighTransition(
  caller: EntityCaller, trx: Executor, action: string, row: Row, fields: Readonly<Record<string, unknown>>, reason: string | null,
): Promise<Record<string, unknown> | undefined> {
  const db = trx as Kysely<DB>;
  const now = caller.services.now();
  const companyId = String(row.company_id);
  const key = String(row.weigh_no);
  const userId = caller.user.userId;
  switch (action) {
    case 'weigh': {
      const tare = Number(fields.tareKg);
      const gross = Number(fields.grossKg);
      const refused = weighingIssue(String(row.ctn_size), tare, gross);
      if (refused) throw invalid(clientText(caller.lang, refused.key, refused.params), `body.fields.${refused.field}`);
      const { netKg, vgmKg } = weighResult(String(row.direction), tare, gross);
      const weigher = caller.user.name ?? caller.user.mobile;
      const list = await db.insertInto('weigh_lists').values({
        list_no: key, company_id: companyId, truck_license: String(row.truck_license), ctn_no: String(row.container_no), ctn_size: String(row.ctn_size),
        ctn_type: String(row.ctn_type), seal_no: (row.seal_no as string | null) ?? null, gross_kg: gross, tare_kg: tare, cargo_name: (row.cargo_name as string | null) ?? null,
        yard_name: clientText('zh-CN', STATION_NAMES[String(row.station)] ?? 'weigh.stations.BL'), weigher, weigh_time: now,
      }).returning(sql<string>`id::text`.as('id')).executeTakeFirstOrThrow();
      await settle(db, { companyId, businessType: WEIGH, businessKey: key, userId, now });
      return { tare_kg: tare, gross_kg: gross, net_kg: netKg, vgm_kg: vgmKg, weigh_time: now, weigher, weigh_list_id: list.id };
    }
    case 'confirmVgm':
      if (row.direction !== 'export') throw new ApiError(409, 'invalidBody', {}, { text: clientText(caller.lang, 'weigh.order.vgmExportOnly') });
      return { vgm_confirm_time: now };
    case 'cancel':
      await release(db, { companyId, businessType: WEIGH, businessKey: key, userId, now });
      return { cancel_reason: reason };
    default:
      return undefined;
  }
}

/** WB + yymmdd (the port's day) + a six-digit sequence. */
async function nextNo(trx: Executor, caller: Pick<EntityCaller, 'services'>): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval('weigh_order_no_seq')::text as n`.execute(trx);
  const day = portDayStamp(caller.services.now());
  return `WB${day}${rows[0]!.n.padStart(6, '0')}`;
}
