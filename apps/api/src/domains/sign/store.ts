/**
 * Where each field of the agreement application (@port/sdk/domains/sign) lives in `sign_contracts`, and what is
 * special: the platform company is the counterpart (party A: its staff review and are told); only the applying
 * company edits, while a draft or rejected; approval writes and seals the contract, countersignature seals party B's
 * signature (./contract.ts), in the transition's transaction.
 */
import { sql } from 'kysely';
import { editableIn } from '@port/sdk/domain';
import { CREDIT_LIMIT_MAX_YUAN, signContractEntity, type AgreementType } from '@port/sdk/domains/sign';
import { ApiError, invalid } from '../../http/errors';
import { defineStore, type EntityCaller, type Row, type TransitionInput } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import { companySeal, contractContent, portSeal, sha256Hex } from './contract';
import { portDay, portDayStamp } from '../../lib/datetime';

const dayOf = (v: unknown): string | null => (v instanceof Date ? portDay(v) : typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null);

export const signContractStore = defineStore({
  description: signContractEntity,
  table: 'sign_contracts',
  idColumn: 'id',
  from: (db: Executor) => db.selectFrom('sign_contracts as s').leftJoin('companies as oc', 'oc.company_id', 's.company_id'),
  id: 's.id',
  columns: {
    id: sql`s.id::text`,
    applyNo: 's.apply_no',
    status: 's.status',
    ownerCompanyName: 'oc.company_name',
    agreementType: 's.agreement_type',
    contactName: 's.contact_name',
    contactPhone: 's.contact_phone',
    startDate: 's.start_date',
    endDate: 's.end_date',
    remark: 's.remark',
    attachmentFile: 's.attachment_file',
    validFrom: 's.valid_from',
    validTo: 's.valid_to',
    creditLimitYuan: 's.credit_limit_yuan',
    contractNo: 's.contract_no',
    contentHash: 's.content_hash',
    portSignerName: 's.port_signer_name',
    portSignTime: 's.port_sign_time',
    companySignerName: 's.company_signer_name',
    companySignTime: 's.company_sign_time',
    rejectReason: 's.reject_reason',
    createTime: 's.create_time',
    updateTime: 's.update_time',
    version: 's.version',
  },
  visibility: 'parties',
  parties: { owner: 's.company_id', counterpart: 's.platform_company_id', createdBy: 's.created_by' },
  writes: {
    agreementType: 'agreement_type', contactName: 'contact_name', contactPhone: 'contact_phone', startDate: 'start_date', endDate: 'end_date', remark: 'remark',
    attachmentFile: 'attachment_file',
  },
  hooks: {
    assertWriter: (caller, before) => {
      if (!caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
      if (!before) return;
      if (String(before.company_id) !== caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
      if (!editableIn(signContractEntity.status, String(before.status))) {
        throw new ApiError(409, 'entityActionNotAllowed', {
          state: clientText(caller.lang, `sign.status.${String(before.status)}`), action: clientText(caller.lang, 'entity.actions.edit'),
        });
      }
    },
    derive: async (caller, trx, values, before) => {
      const platform = await trx.selectFrom('companies').select('company_id').where('kind', '=', 'operator').orderBy('company_id').executeTakeFirst();
      if (!platform) throw new Error('the platform company is missing');
      // The form's days are the port's: stored as those days, not as the UTC days of their midnights in the port's zone.
      const out: Record<string, unknown> = {
        platform_company_id: platform.company_id, start_date: dayOf(values.start_date), end_date: dayOf(values.end_date),
      };
      if (!before) out.apply_no = await nextNo(trx, caller, 'sign_apply_no_seq', 'SQ');
      return out;
    },
    beforeTransition: (caller, trx, action, row, body) => contractTransition(caller, trx, action, row, body),
  },
});

async function contractTransition(caller: EntityCaller, trx: Executor, action: string, row: Row, body: TransitionInput): Promise<Record<string, unknown>> {
  const now = caller.services.now();
  const secret = caller.services.env.signingSecret;
  switch (action) {
    case 'submit':
    case 'resubmit':
      return { reject_reason: null };
    case 'reject':
    case 'terminate':
      return { reject_reason: body.reason };
    case 'approve': {
      const validFrom = dayOf(body.fields.validFrom) ?? dayOf(row.start_date)!;
      const validTo = dayOf(body.fields.validTo) ?? dayOf(row.end_date)!;
      if (validTo <= validFrom) throw invalid(clientText(caller.lang, 'sign.validityInvalid'), 'body.fields.validTo');
      const type = String(row.agreement_type) as AgreementType;
      const rawLimit = body.fields.creditLimitYuan;
      const limit = rawLimit === undefined || rawLimit === null || rawLimit === '' ? null : Number(rawLimit);
      if (limit !== null && (!Number.isInteger(limit) || limit < 1 || limit > CREDIT_LIMIT_MAX_YUAN)) {
        throw invalid(clientText(caller.lang, 'sign.creditLimitRequired'), 'body.fields.creditLimitYuan');
      }
      if (type === 'MONTHLY' && limit === null) throw invalid(clientText(caller.lang, 'sign.creditLimitRequired'), 'body.fields.creditLimitYuan');
      const [a, b] = await Promise.all([companyOf(trx, String(row.platform_company_id)), companyOf(trx, String(row.company_id))]);
      const signer = await trx.selectFrom('users').select(['name', 'mobile']).where('user_id', '=', caller.user.userId).executeTakeFirst();
      const signerName = signer?.name ?? signer?.mobile ?? caller.user.userId;
      const contractNo = await nextNo(trx, caller, 'sign_contract_no_seq', 'HT');
      const content = contractContent({
        contractNo, applyNo: String(row.apply_no), agreementType: type, partyA: a, partyB: b, contactName: String(row.contact_name), contactPhone: String(row.contact_phone),
        validFrom, validTo, creditLimitYuan: type === 'MONTHLY' ? limit : null, portSignerName: signerName, portSignTime: now,
      });
      const hash = sha256Hex(content);
      return {
        contract_no: contractNo, valid_from: validFrom, valid_to: validTo, credit_limit_yuan: type === 'MONTHLY' ? limit : null, content, content_hash: hash,
        port_seal: portSeal(secret, contractNo, hash), port_signer_id: caller.user.userId, port_signer_name: signerName, port_sign_time: now, reject_reason: null,
      };
    }
    case 'countersign': {
      const signer = await trx.selectFrom('users').select(['name', 'mobile']).where('user_id', '=', caller.user.userId).executeTakeFirst();
      const companyId = String(row.company_id);
      return {
        company_signer_id: caller.user.userId, company_signer_name: signer?.name ?? signer?.mobile ?? caller.user.userId, company_sign_time: now,
        company_seal: companySeal(secret, String(row.contract_no), String(row.content_hash), caller.user.userId, companyId, now),
      };
    }
    case 'expire': {
      const end = dayOf(row.valid_to);
      if (end && end >= portDay(now)) throw new ApiError(409, 'invalidBody', {}, { text: clientText(caller.lang, 'sign.notYetExpired') });
      return {};
    }
    default:
      return {};
  }
}

async function companyOf(trx: Executor, companyId: string): Promise<{ name: string; code: string }> {
  const c = await trx.selectFrom('companies').select(['company_name', 'company_code']).where('company_id', '=', companyId).executeTakeFirstOrThrow();
  return { name: c.company_name, code: c.company_code };
}

/** A prefix + yymmdd (the port's day) + a six-digit sequence. */
export async function nextNo(trx: Executor, caller: Pick<EntityCaller, 'services'>, sequence: string, prefix: string): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval(${sequence})::text as n`.execute(trx);
  const day = portDayStamp(caller.services.now());
  return `${prefix}${day}${rows[0]!.n.padStart(6, '0')}`;
}
