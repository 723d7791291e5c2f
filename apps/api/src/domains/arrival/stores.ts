/**
 * Where each field of the arrival notice (@port/sdk/domains/arrival) lives, and what is special: the server
 * assigns the notice no.; the voyage must be one of the sending agent's own; the addressee, given by company
 * code, must be a forwarder; it becomes the counterpart when the notice is sent (a draft is the agent's alone);
 * only the sending company edits, while a draft.
 */
import { sql } from 'kysely';
import { editableIn } from '@port/sdk/domain';
import { arrivalNoticeEntity } from '@port/sdk/domains/arrival';
import { ApiError, invalid } from '../../http/errors';
import { companyName } from '../../lib/entity/lookups';
import { defineStore, type EntityCaller } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import { vesselNameSql } from '../vessel/names';
import { portDayStamp } from '../../lib/datetime';

export const arrivalNoticeStore = defineStore({
  description: arrivalNoticeEntity,
  table: 'arrival_notices',
  idColumn: 'id',
  from: (db: Executor) =>
    db
      .selectFrom('arrival_notices as r')
      .leftJoin('vessel_voyages as v', 'v.seq', 'r.voyage_seq')
      .leftJoin('vessels as s', 's.vessel_code', 'v.vessel_code'),
  id: 'r.id',
  columns: {
    id: sql`r.id::text`,
    noticeNo: 'r.notice_no',
    voyageId: sql`r.voyage_seq::text`,
    vesselName: vesselNameSql(),
    voyageNo: sql`coalesce(v.import_voyage, v.export_voyage, v.voyage)`,
    ata: 'r.ata',
    berth: 'r.berth',
    dischargedCount: 'r.discharged_count',
    addresseeCode: 'r.addressee_code',
    addresseeCompanyName: companyName('r.addressee_company_id'),
    remark: 'r.remark',
    status: 'r.status',
    ownerCompanyName: companyName('r.company_id'),
    createTime: 'r.create_time',
    updateTime: 'r.update_time',
    version: 'r.version',
  },
  visibility: 'parties',
  parties: { owner: 'r.company_id', counterpart: 'r.sent_to_company_id', createdBy: 'r.created_by' },
  writes: { voyageId: 'voyage_seq', ata: 'ata', berth: 'berth', dischargedCount: 'discharged_count', addresseeCode: 'addressee_code', remark: 'remark' },
  hooks: {
    normalize: { berth: (v) => v.trim().toUpperCase(), addresseeCode: (v) => v.trim().toUpperCase() },
    assertWriter: (caller, before) => {
      if (!before) return;
      if (String(before.company_id) !== caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
      if (!editableIn(arrivalNoticeEntity.status, String(before.status))) {
        throw new ApiError(409, 'entityActionNotAllowed', {
          state: clientText(caller.lang, `arrival.notice.status.${String(before.status)}`), action: clientText(caller.lang, 'entity.actions.edit'),
        });
      }
    },
    derive: async (caller, trx, values, before) => {
      const voyage = /^[1-9]\d{0,17}$/.test(String(values.voyage_seq))
        ? await trx.selectFrom('vessel_voyages').select(['seq', 'company_id']).where('seq', '=', String(values.voyage_seq)).executeTakeFirst()
        : undefined;
      if (!voyage) throw invalid(clientText(caller.lang, 'arrival.notice.voyageUnknown'), 'body.voyageId');
      if (voyage.company_id !== caller.user.companyId) throw invalid(clientText(caller.lang, 'arrival.notice.voyageNotYours'), 'body.voyageId');
      const code = String(values.addressee_code);
      const addressee = await trx.selectFrom('companies').select('company_id').where('company_code', '=', code).where('kind', '=', 'forwarder').executeTakeFirst();
      if (!addressee) throw invalid(clientText(caller.lang, 'arrival.notice.addresseeUnknown', { code }), 'body.addresseeCode');
      const out: Record<string, unknown> = { voyage_seq: voyage.seq, addressee_company_id: addressee.company_id };
      if (!before) out.notice_no = await nextNoticeNo(trx, caller);
      return out;
    },
    onTransition: {
      send: (_now, _fields, _reason, { row }) => ({ sent_to_company_id: row.addressee_company_id }),
    },
  },
});

/** AN + yymmdd (the port's day) + a six-digit sequence. */
async function nextNoticeNo(trx: Executor, caller: Pick<EntityCaller, 'services'>): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval('arrival_notice_no_seq')::text as n`.execute(trx);
  const day = portDayStamp(caller.services.now());
  return `AN${day}${rows[0]!.n.padStart(6, '0')}`;
}
