/**
 * Demo yard bookings: the forwarder FWD001 and the fleet FLT001 book operations at the yard YRD001 (中技堆场) in the
 * Ningbo and Jiaxing port areas, across every state; planned dates from today to a week ahead. Container numbers
 * pass SPEC §5 (checked below), plates the mainland pattern. Runs once (skipped when a booking exists).
 */
import { containerNumberOf } from '@port/sdk/rules';
import { PLATE_PATTERN } from '@port/sdk/domains/pickup';
import { validateYardContainers } from '@port/sdk/domains/yardbk';
import type { AppServices } from '../../services';
import { portDay, portDayStamp } from '../../lib/datetime';

const DAY = 86_400_000;
type Seed = [status: string, port: string, operation: string, line: string, size: string, quantity: number, owners: string[], owner: 'FWD001' | 'FLT001'];
const BOOKINGS: Seed[] = [
  ['submitted', 'NB', 'liftEmpty', 'MSK', '45G1', 2, [], 'FWD001'],
  ['accepted', 'NB', 'returnEmpty', 'CSN', '22G1', 1, ['CSNU'], 'FWD001'],
  ['completed', 'NB', 'ladenDrop', 'OOL', '42G1', 2, ['OOLU', 'OOLU'], 'FWD001'],
  ['rejected', 'JX', 'liftEmpty', 'CMA', '45G1', 3, [], 'FWD001'],
  ['draft', 'JX', 'liftEmpty', 'MSK', '22G1', 1, [], 'FWD001'],
  ['submitted', 'JX', 'ladenPick', 'TGH', '45R1', 1, ['TGHU'], 'FLT001'],
  ['accepted', 'NB', 'liftEmpty', 'EGH', '42G1', 2, ['EGHU'], 'FLT001'],
  ['cancelled', 'NB', 'returnEmpty', 'MSK', '45G1', 1, [], 'FWD001'],
];
const PLATES = ['浙B3K721', '浙B5M208', '浙F2J118', '浙B7Q663'];

export async function seedYardBookings(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('yard_bookings').select('id').limit(1).executeTakeFirst()) return;
  const companies = await db.selectFrom('companies').select(['company_id', 'company_code']).where('company_code', 'in', ['FWD001', 'FLT001', 'YRD001']).execute();
  const id = (code: string) => companies.find((c) => c.company_code === code)?.company_id;
  const yard = id('YRD001');
  if (!yard || !id('FWD001') || !id('FLT001')) return;
  const now = services.now().getTime();
  const rows = BOOKINGS.map(([status, port, operation, line, size, quantity, owners, owner], i) => {
    const containers = owners.length ? owners.map((o, k) => containerNumberOf(o, 512_000 + i * 31 + k)).join(',') : null;
    const plate = PLATES[i % PLATES.length]!;
    if (validateYardContainers(containers) || !PLATE_PATTERN.test(plate)) throw new Error(`seed yard booking ${i} fails a rule`);
    const created = new Date(now - (8 - i) * DAY / 2);
    return {
      booking_no: `YB${portDayStamp(created)}${String(900_100 + i).padStart(6, '0')}`, status, company_id: id(owner)!, yard_company_id: yard, created_by: null,
      port, operation, release_no: null, release_application_id: null, line_code: line, size_type: size, quantity, containers,
      planned_date: portDay(new Date(now + (i % 7) * DAY)), truck_plate: plate, remark: null,
      reject_reason: status === 'rejected' ? '该日提空计划已满，请改约其他日期' : null,
      complete_time: status === 'completed' ? new Date(now - 2 * 3_600_000) : null,
      create_time: created, update_time: new Date(created.getTime() + (status === 'draft' ? 0 : 3_600_000)),
    };
  });
  await db.insertInto('yard_bookings').values(rows).execute();
}
