/**
 * Demo branch-line box release applications: 30 by the forwarder FWD001 to the terminal TML001, on both
 * branch ports (大榭 CNDTU, 大麦屿 CNDMY), across every state, over the last month, on the seeded vessel
 * calls. Every container number carries its ISO 6346 check digit (checked here as the server checks them).
 * Then 24 non-local laden entries (the variant, kind 'laden') to the local terminal, from ports along the coast
 * and the river, each container with a seal and a gross weight within the rule's range.
 */
import { containerNumberOf } from '@port/sdk/rules';
import type { AppServices } from '../../services';
import { BRANCH_TERMINALS, LOCAL_PORT, LOCAL_TERMINAL } from './stores';
import { portDayStamp } from '../../lib/datetime';

const OWNERS = ['MSKU', 'TGHU', 'CSNU', 'OOLU', 'EGHU', 'CMAU', 'TCLU', 'BMOU', 'SEGU', 'FCIU'];
const SIZE_TYPES = ['20GP', '40GP', '40HC', '40HC', '20GP', '40RH', '20RF', '20TK'];
const STATES = ['draft', 'submitted', 'submitted', 'approved', 'approved', 'approved', 'rejected', 'cancelled'];
const COUNT = 30;

/** A container number with its check digit, from a serial. */
function containerNo(serial: number): string {
  return containerNumberOf(OWNERS[serial % OWNERS.length]!, 100000 + ((serial * 7919) % 900000));
}

export async function seedBranchReleases(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('branch_releases').select('id').limit(1).executeTakeFirst()) return;
  const companies = await db.selectFrom('companies').select(['company_id', 'company_code']).where('company_code', 'in', ['FWD001', BRANCH_TERMINALS.CNDTU!]).execute();
  const forwarder = companies.find((c) => c.company_code === 'FWD001')?.company_id;
  const terminal = companies.find((c) => c.company_code === BRANCH_TERMINALS.CNDTU)?.company_id;
  const applicant = await db.selectFrom('users').select('user_id').where('mobile', '=', '13800000002').executeTakeFirst();
  const voyages = await db.selectFrom('vessel_voyages').select(['seq', 'eta']).where('status', '!=', 'cancelled').orderBy('eta', 'desc').limit(12).execute();
  if (!forwarder || !terminal || voyages.length === 0) return;
  const now = services.now().getTime();
  const hour = 3_600_000;
  let serial = 1;
  const rows = Array.from({ length: COUNT }, (_, i) => {
    const created = new Date(now - (COUNT - i) * 23 * hour);
    const port = i % 3 === 2 ? 'CNDMY' : 'CNDTU';
    const boxes = 1 + (i % 4);
    const containers = Array.from({ length: boxes }, () => containerNo(serial++)).join(',');
    const status = STATES[i % STATES.length]!;
    const day = portDayStamp(created);
    return {
      apply_no: `BR${day}${String(900000 + i + 1).padStart(6, '0')}`, port_code: port, voyage_seq: voyages[i % voyages.length]!.seq,
      bl_no: `NGB${port.slice(2)}${String(2400000 + i * 37).padStart(7, '0')}`, containers, container_count: boxes,
      size_type: SIZE_TYPES[i % SIZE_TYPES.length]!, load: i % 5 === 4 ? 'empty' : 'laden',
      remark: status === 'rejected' ? '提单号与舱单不符' : i % 6 === 0 ? '请安排早班驳船' : null,
      status, company_id: forwarder, terminal_company_id: terminal, created_by: applicant?.user_id ?? null,
      create_time: created, update_time: new Date(created.getTime() + (status === 'draft' ? 0 : 3 * hour)),
    };
  });
  await db.insertInto('branch_releases').values(rows).execute();
  await seedLadenEntries(services, { forwarder, terminal, applicant: applicant?.user_id ?? null, voyages: voyages.map((v) => v.seq) });
}

const ORIGINS = ['CNSHA', 'CNTAG', 'CNXMN', 'CNWUH', 'CNNKG', 'CNLYG', 'CNFOC', 'CNYTN'];
const LADEN_COUNT = 24;

async function seedLadenEntries(services: AppServices, at: { forwarder: string; terminal: string; applicant: string | null; voyages: string[] }): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('branch_releases').select('id').where('kind', '=', 'laden').limit(1).executeTakeFirst()) return;
  const local = await db.selectFrom('companies').select('company_id').where('company_code', '=', LOCAL_TERMINAL).executeTakeFirst();
  const now = services.now().getTime();
  const hour = 3_600_000;
  let serial = 5000;
  const rows = Array.from({ length: LADEN_COUNT }, (_, i) => {
    const created = new Date(now - (LADEN_COUNT - i) * 29 * hour);
    const boxes = 1 + (i % 3);
    const containers = Array.from({ length: boxes }, () => containerNo(serial++));
    const weights = containers.map((_, j) => 8000 + ((i * 1733 + j * 911) % 20000));
    const status = STATES[(i + 3) % STATES.length]!;
    const day = portDayStamp(created);
    return {
      kind: 'laden', apply_no: `LE${day}${String(900000 + i + 1).padStart(6, '0')}`, port_code: LOCAL_PORT, origin_port: ORIGINS[i % ORIGINS.length]!,
      voyage_seq: at.voyages[(i + 5) % at.voyages.length]!, bl_no: `${ORIGINS[i % ORIGINS.length]!.slice(2)}${String(5100000 + i * 53).padStart(8, '0')}`,
      containers: containers.join(','), container_count: boxes, size_type: SIZE_TYPES[(i + 2) % SIZE_TYPES.length]!, load: 'laden',
      seals: containers.map((_, j) => `SL${String(730000 + i * 10 + j)}`).join(','), weights: weights.join(','), total_weight_kg: weights.reduce((a, b) => a + b, 0),
      remark: status === 'rejected' ? '铅封号与装箱单不符' : i % 5 === 0 ? '海铁联运到港' : null,
      status, company_id: at.forwarder, terminal_company_id: local?.company_id ?? at.terminal, created_by: at.applicant,
      create_time: created, update_time: new Date(created.getTime() + (status === 'draft' ? 0 : 2 * hour)),
    };
  });
  await db.insertInto('branch_releases').values(rows).execute();
}
