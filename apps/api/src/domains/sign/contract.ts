/**
 * The contract of an approved application: its text, written once from the type's clause template (zh-CN, the
 * contract's language) with both parties, the validity and the credit limit; its SHA-256; the seals — HMAC-SHA256 with
 * the platform's signing secret over the number and the hash (party A, on approval), and over those with party B's
 * signer and time (on countersignature); the check of all three before a download or a verification; the PDF.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { TEMPLATE_CLAUSES, type AgreementType } from '@port/sdk/domains/sign';
import { formatPortTime } from '../../lib/datetime';
import { hmacSha256 } from '../../lib/signed-token';
import { clientText } from '../../lib/text';
import { pdfDocument, type PdfLine } from '../ledger/pdf';

const zh = (key: string, params: Record<string, string | number> = {}) => clientText('zh-CN', key, params);

export interface ContractTerms {
  contractNo: string;
  applyNo: string;
  agreementType: AgreementType;
  partyA: { name: string; code: string };
  partyB: { name: string; code: string };
  contactName: string;
  contactPhone: string;
  validFrom: string;
  validTo: string;
  creditLimitYuan: number | null;
  portSignerName: string;
  portSignTime: Date;
}

/** The contract's text, one line per clause or fact (what the hash covers). */
export function contractContent(t: ContractTerms): string {
  const clauses = Array.from({ length: TEMPLATE_CLAUSES[t.agreementType] }, (_, i) => `${i + 1}. ${zh(`sign.templates.${t.agreementType}.c${i + 1}`)}`);
  return [
    zh(`sign.types.${t.agreementType}`),
    zh('sign.pdf.numbers', { contractNo: t.contractNo, applyNo: t.applyNo }),
    zh('sign.pdf.partyA', { name: t.partyA.name, code: t.partyA.code }),
    zh('sign.pdf.partyB', { name: t.partyB.name, code: t.partyB.code, contact: t.contactName, phone: t.contactPhone }),
    zh('sign.pdf.validity', { from: t.validFrom, to: t.validTo }),
    ...(t.creditLimitYuan !== null ? [zh('sign.pdf.credit', { amount: t.creditLimitYuan.toLocaleString('en-US') })] : []),
    zh('sign.pdf.clauses'),
    ...clauses,
    zh('sign.pdf.portSigned', { name: t.portSignerName, time: formatPortTime(t.portSignTime) }),
  ].join('\n');
}

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** Party A's seal: the platform's HMAC over the contract number and its hash. */
export const portSeal = (secret: string, contractNo: string, hash: string): string => hmacSha256(secret, `sign-contract:A:${contractNo}:${hash}`).toString('hex');

/** Party B's seal: the platform's HMAC over the number, the hash and the countersignature (user, company, time). */
export const companySeal = (secret: string, contractNo: string, hash: string, signerId: string, companyId: string, at: Date): string =>
  hmacSha256(secret, `sign-contract:B:${contractNo}:${hash}:${signerId}:${companyId}:${at.toISOString()}`).toString('hex');

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export interface SealedRow {
  contract_no: string | null;
  content: string | null;
  content_hash: string | null;
  port_seal: string | null;
  company_id: string;
  company_seal: string | null;
  company_signer_id: string | null;
  company_sign_time: Date | null;
}

/**
 * Whether the stored contract is what was sealed: its text hashes to the stored hash, party A's seal checks and, once
 * countersigned, party B's too — under the current signing secret or, during a rotation, the previous one.
 */
export function contractIntact(row: SealedRow, secrets: readonly string[]): boolean {
  if (!row.contract_no || row.content === null || !row.content_hash || !row.port_seal) return false;
  if (!same(sha256Hex(row.content), row.content_hash)) return false;
  const a = secrets.some((s) => same(portSeal(s, row.contract_no!, row.content_hash!), row.port_seal!));
  if (!a) return false;
  if (!row.company_sign_time && !row.company_seal) return true;
  if (!row.company_seal || !row.company_signer_id || !row.company_sign_time) return false;
  const at = row.company_sign_time instanceof Date ? row.company_sign_time : new Date(row.company_sign_time);
  return secrets.some((s) => same(companySeal(s, row.contract_no!, row.content_hash!, row.company_signer_id!, row.company_id, at), row.company_seal!));
}

/** Cuts a line into pieces of at most `width` characters (CJK and Latin alike: the font's glyphs are full width). */
function wrap(line: string, width: number): string[] {
  const chars = [...line];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += width) out.push(chars.slice(i, i + width).join(''));
  return out.length ? out : [''];
}

export interface PdfSignatures {
  title: string;
  companySignerName: string | null;
  companyName: string;
  companySignTime: Date | null;
  companySeal: string | null;
  portSeal: string;
  hash: string;
}

/** The contract PDF: the title, the text, then the signature block (both signers, the hash, both seals). */
export function contractPdf(content: string, s: PdfSignatures): Buffer {
  const lines: PdfLine[] = [{ x: 320, y: 555, size: 18, text: s.title }];
  let y = 520;
  const put = (text: string, size = 10, x = 40) => {
    for (const piece of wrap(text, Math.floor(760 / size))) {
      lines.push({ x, y, size, text: piece });
      y -= size + 5;
    }
  };
  for (const line of content.split('\n')) put(line);
  y -= 6;
  const rule: [number, number, number, number] = [30, y + 12, 812, y + 12];
  put(s.companySignTime ? zh('sign.pdf.companySigned', { name: s.companySignerName ?? '', company: s.companyName, time: formatPortTime(s.companySignTime) }) : zh('sign.pdf.companyPending'));
  put(zh('sign.pdf.hash', { hash: s.hash }), 8);
  put(zh('sign.pdf.portSeal', { seal: s.portSeal }), 8);
  if (s.companySeal) put(zh('sign.pdf.companySeal', { seal: s.companySeal }), 8);
  put(zh('sign.pdf.verify'), 8);
  return pdfDocument(lines, [[30, 540, 812, 540], rule]);
}
