/**
 * What the entity mechanism does not build: the contract's PDF, served only when the stored text still hashes to its
 * digest and both seals check (else 409, and the refusal is logged), and the public verification of a contract
 * number with its digest.
 */
import { serverLanguage } from '@port/config/server-messages';
import type { SignContractStatus } from '@port/sdk/domains/sign';
import { defineHandlers, RAW, requireUser } from '../../http/contract';
import { ApiError } from '../../http/errors';
import { formatDateTime } from '../../lib/datetime';
import { attachmentHeader } from '../../lib/excel-export';
import { parseId } from '../../lib/ids';
import { readRow } from '../../lib/entity/rows';
import { verifyingSecrets } from '../../lib/signing-keys';
import { clientText } from '../../lib/text';
import type { AppServices } from '../../services';
import { contractIntact, contractPdf } from './contract';
import { signContractStore } from './store';

const sealedRow = (services: AppServices) =>
  services.db.selectFrom('sign_contracts as s')
    .innerJoin('companies as b', 'b.company_id', 's.company_id')
    .innerJoin('companies as a', 'a.company_id', 's.platform_company_id')
    .select([
      's.contract_no', 's.content', 's.content_hash', 's.port_seal', 's.company_id', 's.company_seal', 's.company_signer_id', 's.company_signer_name', 's.company_sign_time',
      's.status', 's.agreement_type', 's.valid_from', 's.valid_to', 'a.company_name as party_a', 'b.company_name as party_b',
    ]);

const dayText = (v: unknown): string | null => (v instanceof Date ? formatDateTime(v).slice(0, 10) : typeof v === 'string' ? v.slice(0, 10) : null);

export const signHandlers = defineHandlers({
  getSignContractPdf: async ({ services, user, params, req, reply }) => {
    const me = requireUser(user);
    const lang = serverLanguage(req.headers['accept-language'] as string | undefined);
    const id = parseId(params.id);
    // 404 outside the caller's companies, as every read of the record.
    await readRow(signContractStore, { services, user: me }, id);
    const row = await sealedRow(services).where('s.id', '=', id).executeTakeFirstOrThrow();
    if (!row.contract_no || !row.content || !row.content_hash || !row.port_seal) throw new ApiError(409, 'invalidBody', {}, { text: clientText(lang, 'sign.noContract') });
    if (!contractIntact(row, verifyingSecrets(services.env))) {
      req.log.warn({ contractNo: row.contract_no }, 'contract does not match its seal: download refused');
      throw new ApiError(409, 'invalidBody', {}, { text: clientText(lang, 'sign.tampered') });
    }
    const pdf = contractPdf(row.content, {
      title: clientText('zh-CN', `sign.types.${row.agreement_type}`), companyName: row.party_b, companySignerName: row.company_signer_name,
      companySignTime: row.company_sign_time, companySeal: row.company_seal, portSeal: row.port_seal, hash: row.content_hash,
    });
    reply.header('content-type', 'application/pdf').header('content-disposition', attachmentHeader(`${row.contract_no}.pdf`)).header('cache-control', 'no-store').send(pdf);
    return RAW;
  },

  verifySignContract: async ({ services, query }) => {
    const contractNo = String(query.contractNo).trim().toUpperCase();
    const hash = String(query.hash).trim().toLowerCase();
    const row = await sealedRow(services).where('s.contract_no', '=', contractNo).executeTakeFirst();
    if (!row || row.content_hash !== hash || !contractIntact(row, verifyingSecrets(services.env))) return { genuine: false };
    return {
      genuine: true, contractNo, status: row.status as SignContractStatus, partyA: row.party_a, partyB: row.party_b,
      validFrom: dayText(row.valid_from), validTo: dayText(row.valid_to), companySignTime: row.company_sign_time ? formatDateTime(row.company_sign_time) : null,
    };
  },
});
