/**
 * Demo machinery: the fleet FLT001 and the yard YRD001 each register wheeled machines — most registered with their
 * in-port plate, one whose inspection expires within 30 days (flagged in the list), one re-issued once (its fee held
 * and settled through the ledger), one under review, one re-issue under review (its fee held), one rejected, one
 * draft. Every VIN carries its check digit; every row passes the description's rules.
 */
import { randomUUID } from 'node:crypto';
import { checkRecord, type FieldSpec } from '@port/sdk/domain';
import { WMM_BUSINESS_TYPE, WMM_MACHINE_TYPES, WMM_REMAKE_FEE_CENTS, vinCheckDigit, wmmMachineEntity } from '@port/sdk/domains/wmm';
import type { AppServices } from '../../services';
import { textPdf } from '../decl/pdf';
import { fileStorage } from '../files/storage';
import { hold, settle } from '../ledger/ledger';
import { portDayStamp, portToday } from '../../lib/datetime';

/** A 1×1 PNG: the seeded photo of a machine (the photo field takes pictures only). */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
type Plan = { code: string; user: string; type: string; brand: string; model: string; status: 'approved' | 'submitted' | 'remaking' | 'rejected' | 'draft'; inspectDays: number; remade?: boolean };
const PLAN: Plan[] = [
  { code: 'FLT001', user: '13800000003', type: 'TERMINAL_TRACTOR', brand: '三一', model: 'SMT5250', status: 'approved', inspectDays: 200 },
  { code: 'FLT001', user: '13800000003', type: 'TERMINAL_TRACTOR', brand: '中国重汽', model: 'ZZ4257', status: 'approved', inspectDays: 20 },
  { code: 'FLT001', user: '13800000003', type: 'FORKLIFT', brand: '合力', model: 'CPCD50', status: 'approved', inspectDays: 150, remade: true },
  { code: 'FLT001', user: '13800000003', type: 'EMPTY_HANDLER', brand: '卡尔玛', model: 'DCG90', status: 'remaking', inspectDays: 300 },
  { code: 'FLT001', user: '13800000003', type: 'FORKLIFT', brand: '杭叉', model: 'CPCD30', status: 'submitted', inspectDays: 240 },
  { code: 'FLT001', user: '13800000003', type: 'OTHER', brand: '徐工', model: 'XCS45', status: 'draft', inspectDays: 330 },
  { code: 'YRD001', user: '13800000008', type: 'REACH_STACKER', brand: '卡尔玛', model: 'DRG450', status: 'approved', inspectDays: 90 },
  { code: 'YRD001', user: '13800000008', type: 'REACH_STACKER', brand: '三一', model: 'SRSC45', status: 'approved', inspectDays: 12 },
  { code: 'YRD001', user: '13800000008', type: 'STRADDLE_CARRIER', brand: '振华', model: 'ZPMC-SC', status: 'rejected', inspectDays: 180 },
];

/** A VIN whose 9th character is its check digit (ISO 3779). */
export function demoVin(i: number): string {
  const draft = `LFW${'ABCDEFGH'[i % 8]}${'KMPRSTUV'[i % 8]}25A0PZ${String(100_000 + i * 7919).slice(-6)}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

function assertRules(values: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(values)) {
    const spec = (wmmMachineEntity.fields as Record<string, FieldSpec | undefined>)[field];
    const found = spec?.validate?.map((v) => v(value)).find(Boolean);
    if (found) throw new Error(`seed machine ${field}=${String(value)} fails ${found.key}`);
  }
  const failed = checkRecord(wmmMachineEntity.checks, values);
  if (failed) throw new Error(`seed machine fails ${failed.issue.key} on ${failed.field}`);
}

export async function seedMachines(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('wmm_machines').select('id').limit(1).executeTakeFirst()) return;
  const platform = await db.selectFrom('companies').select('company_id').where('kind', '=', 'operator').orderBy('company_id').executeTakeFirst();
  const admin = await db.selectFrom('users').select('user_id').where('mobile', '=', '13800000001').executeTakeFirst();
  if (!platform) return;
  const now = services.now();
  const day = 86_400_000;
  const storage = fileStorage(services);
  const files: Array<Record<string, unknown>> = [];
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  for (const [i, p] of PLAN.entries()) {
    const company = await db.selectFrom('companies').select('company_id').where('company_code', '=', p.code).executeTakeFirst();
    const user = await db.selectFrom('users').select('user_id').where('mobile', '=', p.user).executeTakeFirst();
    if (!company) continue;
    const store = async (bizType: 'common' | 'notice', name: string, bytes: Buffer, type: string) => {
      const path = `${bizType}/${folder}/${randomUUID()}.${type === 'image/png' ? 'png' : 'pdf'}`;
      await storage.put(path, bytes);
      files.push({
        path, original_name: name, content_type: type, size: bytes.length, biz_type: bizType, company_id: company.company_id, uploader_id: user?.user_id ?? null,
        business_no: null, business_type: 'wmmMachine', file_type: 'attachment', create_time: now,
      });
      return path;
    };
    const created = new Date(now.getTime() - (PLAN.length - i + 20) * day);
    const stamp = portDayStamp(created);
    const machineNo = `JX${stamp}${String(900000 + i + 1).padStart(6, '0')}`;
    const values = {
      machineType: p.type, brand: p.brand, model: p.model, engineNo: `EN${String(7_340_000 + i * 137)}`, frameNo: demoVin(i), manufactureYear: 2016 + (i % 8),
      inspectionExpiry: portToday(now.getTime() + p.inspectDays * day), insuranceExpiry: portToday(now.getTime() + (p.inspectDays + 60) * day),
    };
    assertRules(values);
    const registered = p.status === 'approved' || p.status === 'remaking';
    const letter = WMM_MACHINE_TYPES.find(([c]) => c === p.type)![1];
    let feeKey: string | null = null;
    if (p.remade || p.status === 'remaking') {
      feeKey = `${machineNo}-R1`;
      const money = { companyId: company.company_id, businessType: WMM_BUSINESS_TYPE, businessKey: feeKey, now: new Date(created.getTime() + 5 * day) };
      await hold(db, { ...money, amountCents: WMM_REMAKE_FEE_CENTS, description: '轮式机械牌证补办费用', recordPath: null, userId: user?.user_id ?? null });
      if (p.remade) await settle(db, { ...money, userId: admin?.user_id ?? null });
    }
    await db.insertInto('wmm_machines').values({
      machine_no: machineNo, status: p.status, company_id: company.company_id, platform_company_id: platform.company_id, created_by: user?.user_id ?? null,
      machine_type: p.type, brand: p.brand, model: p.model, engine_no: values.engineNo, frame_no: values.frameNo, manufacture_year: values.manufactureYear,
      inspection_expiry: values.inspectionExpiry, insurance_expiry: values.insuranceExpiry,
      photo_file: await store('notice', `${machineNo}.png`, PHOTO, 'image/png'),
      inspection_file: await store('common', `${machineNo}-inspection.pdf`, textPdf('INSPECTION CERTIFICATE', [`${p.brand} ${p.model}`, values.frameNo]), 'application/pdf'),
      plate_no: registered ? `港-${letter}${String(9000 + i)}` : null, licence_no: registered ? `PZ${stamp}${String(900000 + i + 1 + (p.remade ? 100 : 0)).padStart(6, '0')}` : null,
      remake_reason: p.remade ? 'DAMAGED' : p.status === 'remaking' ? 'LOST' : null, remake_count: p.remade ? 1 : 0, fee_key: feeKey, fee_cents: feeKey ? WMM_REMAKE_FEE_CENTS : 0,
      reject_reason: p.status === 'rejected' ? '年检合格证明与车架号不一致，请重新上传' : null,
      create_time: created, update_time: new Date(created.getTime() + day),
    }).execute();
  }
  if (files.length) await db.insertInto('stored_files').values(files as never).execute();
}
