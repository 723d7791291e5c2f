/**
 * Demo agreements of the forwarder FWD001 with the platform: a monthly settlement signed by both parties (the
 * contract written, hashed and sealed as an approval and a countersignature write them), an EDI access application
 * under review and a barcode lift application rejected with a reason. Every row passes the description's rules.
 */
import { checkRecord, type FieldSpec } from '@port/sdk/domain';
import { signContractEntity } from '@port/sdk/domains/sign';
import type { AppServices } from '../../services';
import { companySeal, contractContent, portSeal, sha256Hex } from './contract';
import { portDay, portDayStamp } from '../../lib/datetime';

function assertRules(values: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(values)) {
    const spec = (signContractEntity.fields as Record<string, FieldSpec | undefined>)[field];
    const found = spec?.validate?.map((v) => v(value)).find(Boolean);
    if (found) throw new Error(`seed agreement ${field}=${String(value)} fails ${found.key}`);
  }
  const failed = checkRecord(signContractEntity.checks, values);
  if (failed) throw new Error(`seed agreement fails ${failed.issue.key} on ${failed.field}`);
}

const DAY = 86_400_000;

export async function seedContracts(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('sign_contracts').select('id').limit(1).executeTakeFirst()) return;
  const company = await db.selectFrom('companies').select(['company_id', 'company_name', 'company_code']).where('company_code', '=', 'FWD001').executeTakeFirst();
  const platform = await db.selectFrom('companies').select(['company_id', 'company_name', 'company_code']).where('kind', '=', 'operator').orderBy('company_id').executeTakeFirst();
  const applicant = await db.selectFrom('users').select(['user_id', 'name']).where('mobile', '=', '13800000002').executeTakeFirst();
  const reviewer = await db.selectFrom('users').select(['user_id', 'name', 'mobile']).where('mobile', '=', '13800000001').executeTakeFirst();
  if (!company || !platform || !applicant || !reviewer) return;
  const now = services.now();
  const secret = services.env.signingSecret;
  const contact = { contact_name: applicant.name ?? '张经理', contact_phone: '0574-86881234' };
  const plan = [
    { type: 'MONTHLY', status: 'signed', ago: 40, months: 12, remark: '申请开通港口作业费用月结' },
    { type: 'EDI', status: 'submitted', ago: 3, months: 24, remark: '对接自有系统，接收进出场报文' },
    { type: 'BARCODE', status: 'rejected', ago: 10, months: 12, remark: null },
  ] as const;
  for (const [i, p] of plan.entries()) {
    const created = new Date(now.getTime() - p.ago * DAY);
    const stamp = portDayStamp(created);
    const applyNo = `SQ${stamp}${String(900001 + i).padStart(6, '0')}`;
    const startDate = portDay(new Date(created.getTime() + 2 * DAY));
    const endDate = portDay(new Date(created.getTime() + (2 + p.months * 30) * DAY));
    assertRules({ contactName: contact.contact_name, contactPhone: contact.contact_phone, startDate, endDate });
    const row: Record<string, unknown> = {
      apply_no: applyNo, status: p.status, company_id: company.company_id, platform_company_id: platform.company_id, created_by: applicant.user_id,
      agreement_type: p.type, ...contact, start_date: startDate, end_date: endDate, remark: p.remark, attachment_file: null,
      reject_reason: p.status === 'rejected' ? '请补充上传营业执照及授权委托书' : null, create_time: created, update_time: new Date(created.getTime() + DAY),
    };
    if (p.status === 'signed') {
      const contractNo = `HT${stamp}${String(900001 + i).padStart(6, '0')}`;
      const portTime = new Date(created.getTime() + DAY);
      const companyTime = new Date(created.getTime() + 2 * DAY);
      const portSigner = reviewer.name ?? reviewer.mobile;
      const content = contractContent({
        contractNo, applyNo, agreementType: p.type, partyA: { name: platform.company_name, code: platform.company_code }, partyB: { name: company.company_name, code: company.company_code },
        contactName: contact.contact_name, contactPhone: contact.contact_phone, validFrom: startDate, validTo: endDate, creditLimitYuan: 500_000, portSignerName: portSigner, portSignTime: portTime,
      });
      const hash = sha256Hex(content);
      Object.assign(row, {
        contract_no: contractNo, valid_from: startDate, valid_to: endDate, credit_limit_yuan: 500_000, content, content_hash: hash,
        port_seal: portSeal(secret, contractNo, hash), port_signer_id: reviewer.user_id, port_signer_name: portSigner, port_sign_time: portTime,
        company_seal: companySeal(secret, contractNo, hash, applicant.user_id, company.company_id, companyTime), company_signer_id: applicant.user_id,
        company_signer_name: applicant.name, company_sign_time: companyTime, update_time: companyTime,
      });
    }
    const made = await db.insertInto('sign_contracts').values(row as never).returning((eb) => eb.cast<string>('id', 'text').as('id')).executeTakeFirstOrThrow();
    // The timeline signMessageDetail shows: applied, submitted, then reviewed (and countersigned).
    const step = (hours: number, userId: string, companyId: string, action: string, from: string | null, to: string, reason: string | null = null) => ({
      entity: signContractEntity.name, record_id: made.id, time: new Date(created.getTime() + hours * 3_600_000), actor_id: userId, actor_company_id: companyId,
      action, from_state: from, to_state: to, reason, changes: '[]',
    });
    const steps = [step(0, applicant.user_id, company.company_id, 'create', null, 'draft'), step(1, applicant.user_id, company.company_id, 'submit', 'draft', 'submitted')];
    if (p.status === 'rejected') steps.push(step(24, reviewer.user_id, platform.company_id, 'reject', 'submitted', 'rejected', String(row.reject_reason)));
    if (p.status === 'signed') steps.push(step(24, reviewer.user_id, platform.company_id, 'approve', 'submitted', 'approved'), step(48, applicant.user_id, company.company_id, 'countersign', 'approved', 'signed'));
    await db.insertInto('record_history').values(steps).execute();
  }
}
