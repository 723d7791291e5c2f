/**
 * Demo arrival notices: one per recent call of the agent AGT001's voyages (up to 24), addressed to the forwarder
 * FWD001, sent or acknowledged, a few still drafts; the ATA and berth as the call reads them.
 */
import type { AppServices } from '../../services';
import { portDayStamp } from '../../lib/datetime';

const STATES = ['acknowledged', 'sent', 'acknowledged', 'draft', 'sent', 'acknowledged'];
const REMARKS = ['已靠泊，开始卸船', '受大风影响延误靠泊', '冷藏箱优先卸船，请及时提箱', null, '危险品箱已单独堆存'];
const COUNT = 24;

export async function seedArrivalNotices(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('arrival_notices').select('id').limit(1).executeTakeFirst()) return;
  const companies = await db.selectFrom('companies').select(['company_id', 'company_code']).where('company_code', 'in', ['FWD001', 'AGT001']).execute();
  const forwarder = companies.find((c) => c.company_code === 'FWD001')?.company_id;
  const agent = companies.find((c) => c.company_code === 'AGT001')?.company_id;
  const sender = await db.selectFrom('users').select('user_id').where('mobile', '=', '13800000005').executeTakeFirst();
  if (!forwarder || !agent) return;
  const voyages = await db.selectFrom('vessel_voyages').select(['seq', 'eta', 'berth']).where('company_id', '=', agent).where('status', '!=', 'cancelled')
    .orderBy('eta', 'desc').limit(COUNT).execute();
  const now = services.now().getTime();
  const hour = 3_600_000;
  const rows = voyages.map((v, i) => {
    // On the quarter hour, as a berthing is logged.
    const at = Math.min(now - (i + 1) * 20 * hour, (v.eta ?? new Date(now)).getTime() + (i % 5) * hour);
    const ata = new Date(at - (at % (15 * 60_000)));
    const status = STATES[i % STATES.length]!;
    const day = portDayStamp(ata);
    return {
      notice_no: `AN${day}${String(900000 + i + 1).padStart(6, '0')}`, voyage_seq: v.seq, ata, berth: v.berth ?? String(1 + (i % 12)).padStart(2, '0'),
      discharged_count: 180 + ((i * 97) % 1400), addressee_code: 'FWD001', addressee_company_id: forwarder, sent_to_company_id: status === 'draft' ? null : forwarder, remark: REMARKS[i % REMARKS.length] ?? null,
      status, company_id: agent, created_by: sender?.user_id ?? null,
      create_time: new Date(ata.getTime() + hour), update_time: new Date(ata.getTime() + (status === 'draft' ? 1 : 3) * hour),
    };
  });
  if (rows.length) await db.insertInto('arrival_notices').values(rows).execute();
}
