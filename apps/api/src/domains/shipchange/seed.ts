/**
 * Demo vessel-change applications: 28 by the forwarder FWD001 to the terminal TML001, across every state, over
 * the last month, each between two seeded calls at that terminal. Every container number carries its ISO 6346
 * check digit (checked here as the server checks them).
 */
import { containerNumberOf } from '@port/sdk/rules';
import type { AppServices } from '../../services';
import { portDayStamp } from '../../lib/datetime';

const OWNERS = ['MSKU', 'TGHU', 'CSNU', 'OOLU', 'EGHU', 'CMAU', 'TCLU', 'BMOU', 'SEGU', 'FCIU'];
const STATES = ['draft', 'submitted', 'submitted', 'approved', 'approved', 'rejected', 'approved'];
const REASONS = ['原船舱位不足，甩柜改配下一航次', '客户要求提前出运，改配同码头前一航次', '原船航次取消，改配替代船', '货物晚到港，赶不上原船截港', '船公司调整舱位，改配姐妹船'];
const COUNT = 28;

function containerNo(serial: number): string {
  return containerNumberOf(OWNERS[serial % OWNERS.length]!, 300000 + ((serial * 6151) % 600000));
}

export async function seedShipChanges(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('ship_changes').select('id').limit(1).executeTakeFirst()) return;
  const companies = await db.selectFrom('companies').select(['company_id', 'company_code']).where('company_code', 'in', ['FWD001', 'TML001']).execute();
  const forwarder = companies.find((c) => c.company_code === 'FWD001')?.company_id;
  const terminal = companies.find((c) => c.company_code === 'TML001')?.company_id;
  const applicant = await db.selectFrom('users').select('user_id').where('mobile', '=', '13800000002').executeTakeFirst();
  if (!forwarder || !terminal) return;
  const voyages = await db.selectFrom('vessel_voyages').select('seq').where('terminal_company_id', '=', terminal).where('status', '!=', 'cancelled').orderBy('eta', 'desc').limit(14).execute();
  if (voyages.length < 2) return;
  const now = services.now().getTime();
  const hour = 3_600_000;
  let serial = 1;
  const rows = Array.from({ length: COUNT }, (_, i) => {
    const created = new Date(now - (COUNT - i) * 25 * hour);
    const boxes = 1 + (i % 5);
    const status = STATES[i % STATES.length]!;
    const day = portDayStamp(created);
    return {
      apply_no: `SC${day}${String(900000 + i + 1).padStart(6, '0')}`,
      from_voyage_seq: voyages[i % voyages.length]!.seq, to_voyage_seq: voyages[(i + 1) % voyages.length]!.seq,
      containers: Array.from({ length: boxes }, () => containerNo(serial++)).join(','), container_count: boxes,
      reason: REASONS[i % REASONS.length]!, status, company_id: forwarder, terminal_company_id: terminal, created_by: applicant?.user_id ?? null,
      create_time: created, update_time: new Date(created.getTime() + (status === 'draft' ? 0 : 4 * hour)),
    };
  });
  await db.insertInto('ship_changes').values(rows).execute();
}
