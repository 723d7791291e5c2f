/**
 * Demo alarms for the board when the alarms table is empty (a fresh demo database): spread over today
 * up to now, on the demo fleet's filed trucks when the trucking seed has made any, else on demo plates.
 * Real alarms come from the GPS domain.
 */
import type { AppServices } from '../../services';
import { portMidnightOf } from '../../lib/datetime';

const DEMO_PLATES = ['浙B12345', '浙B23456', '浙B34567', '浙B45678', '浙B56789', '浙B67890'];
const KINDS: ReadonlyArray<{ type: string; category: 1 | 2; level: 1 | 2 | 3 }> = [
  { type: 'speeding', category: 1, level: 3 },
  { type: 'longStop', category: 2, level: 1 },
  { type: 'offRoute', category: 1, level: 2 },
  { type: 'offline', category: 2, level: 2 },
];
const PLACES = ['北仑港区四期', '穿山港区', '梅山港区', '大榭港区', '镇海港区', '甬金高速宁波东'];
export const DEMO_ALARM_COUNT = 18;

/**
 * When the demo's alarms of today happened: evenly between the port's midnight and now, oldest first, never
 * before midnight nor after now, whatever the hour (at 00:05 they bunch in five minutes, but stay today).
 */
export function demoAlarmTimes(now: Date, count: number): Date[] {
  const start = portMidnightOf(now).getTime();
  const span = now.getTime() - start;
  return Array.from({ length: count }, (_, i) => new Date(start + Math.floor((span * (i + 1)) / (count + 1))));
}

export async function seedScreen(services: AppServices): Promise<void> {
  const { db } = services;
  const any = await db.selectFrom('alarms').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const fleet = await db.selectFrom('companies').select(['company_id', 'company_name']).where('company_code', '=', 'FLT001').executeTakeFirst();
  if (!fleet) return;
  const trucks = await db
    .selectFrom('fleet_trucks')
    .select(['id', 'truck_license'])
    .where('fleet_company_id', '=', fleet.company_id)
    // Filed trucks only: the ones the GPS simulator moves (a truck without a permit does not enter the port).
    .where('filing_status', '=', '2')
    .orderBy('id')
    .limit(DEMO_PLATES.length)
    .execute();
  const plates = trucks.length ? trucks.map((t) => ({ id: String(t.id), plate: t.truck_license })) : DEMO_PLATES.map((plate) => ({ id: null, plate }));
  const times = demoAlarmTimes(services.now(), DEMO_ALARM_COUNT);
  const rows = Array.from({ length: DEMO_ALARM_COUNT }, (_, i) => {
    const kind = KINDS[i % KINDS.length]!;
    const truck = plates[(i * 5) % plates.length]!;
    return {
      truck_id: truck.id,
      truck_license: truck.plate,
      fleet_company_id: fleet.company_id,
      shop_name: fleet.company_name,
      alarm_type: kind.type,
      category: kind.category,
      level: kind.level,
      abnormal_time: times[i]!,
      lng: 121.85 + (i % 6) * 0.03,
      lat: 29.9 + (i % 5) * 0.02,
      speed: kind.type === 'speeding' ? 82 + (i % 7) : 0,
      location: PLACES[i % PLACES.length]!,
      status: i % 3 === 0 ? '1' : '0',
    };
  });
  await db.insertInto('alarms').values(rows).execute();
}
