/**
 * The GPS simulator moves only filed trucks (issue 15): a truck whose filing is not approved, or whose permit has
 * lapsed, gets no simulated positions; the filed ones do. The truck under review keeps the day of history the seed
 * gave it (what its review map shows), and the simulator adds nothing to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { startApp } from './helpers';
import { createSimulator } from '../src/domains/gps/simulator';

describe('GPS simulator', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  const positionsSince = async (plate: string, since: Date) => {
    const { rows } = await sql<{ n: string }>`select count(*)::text as n from gps_positions p join fleet_trucks t on t.id = p.truck_id
      where t.truck_license = ${plate} and p.gps_time >= ${since}`.execute(app.services.db);
    return Number(rows[0]!.n);
  };

  it('moves filed trucks with a valid permit and no other', async () => {
    const { db } = app.services;
    // One filed truck's permit lapsed yesterday: its truck still says filed, the permit does not.
    const lapsed = await db.selectFrom('vehicle_filings').select(['id', 'truck_license']).where('status', '=', 'approved').orderBy('truck_license', 'desc').executeTakeFirstOrThrow();
    await db.updateTable('vehicle_filings').set({ valid_to: sql`(now() at time zone 'Asia/Shanghai')::date - 1` as never }).where('id', '=', lapsed.id).execute();
    const underReview = '浙BE2001';
    const before = await positionsSince(underReview, new Date(0));
    expect(before).toBeGreaterThan(100);

    // The seeded history ends half an hour before the seed; the simulator writes up to now.
    const start = new Date(app.services.now().getTime() - 25 * 60_000);
    const sim = createSimulator(app.services);
    await sim.backfill();
    await sim.tick();

    for (const plate of [underReview, '浙BE2002', '浙BE2003', lapsed.truck_license]) expect(await positionsSince(plate, start), plate).toBe(0);
    expect(await positionsSince(underReview, new Date(0))).toBe(before);
    const filed = await db.selectFrom('vehicle_filings').select('truck_license').where('status', '=', 'approved').where('id', '!=', lapsed.id).execute();
    expect(filed.length).toBeGreaterThan(5);
    for (const f of filed) expect(await positionsSince(f.truck_license, start), f.truck_license).toBeGreaterThan(0);
  });
});
