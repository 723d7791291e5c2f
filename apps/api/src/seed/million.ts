/**
 * `pnpm --filter @port/api seed:orders [count]`: fills the database of the environment (DATABASE_URL, else
 * PGlite under DATA_DIR) with trucking orders up to `count` (default 1,000,000) for the demo forwarder
 * (13800000002) and fleet (13800000003): two containers each, completed dispatches for completed orders.
 * Written by generate_series in SQL, 100,000 orders per statement; then VACUUM ANALYZE.
 */
import { sql } from 'kysely';
import { buildServer } from '../server';
import { analyzeTrucking, bulkInsertOrders } from '../domains/trucking/bulk';

const target = Number(process.argv[2] ?? process.env.ORDERS_COUNT ?? 1_000_000);
const started = Date.now();
const app = await buildServer({ env: { serveWeb: false, seedDemo: true, gpsSimulator: false, logLevel: 'warn' }, logger: false });
const { db } = app.services;
const { rows } = await sql<{ n: number }>`select count(*)::int as n from truck_orders`.execute(db);
const have = rows[0]?.n ?? 0;
if (have >= target) {
  console.log(`truck_orders already holds ${have} rows (target ${target})`);
} else {
  const company = (code: string) => db.selectFrom('companies').select('company_id').where('company_code', '=', code).executeTakeFirstOrThrow();
  const forwarder = await company('FWD001');
  const fleet = await company('FLT001');
  const user = await db.selectFrom('users').select('user_id').where('mobile', '=', '13800000002').executeTakeFirstOrThrow();
  const trucks = await db.selectFrom('fleet_trucks').select((eb) => eb.cast<string>('id', 'text').as('id')).where('fleet_company_id', '=', fleet.company_id).execute();
  const drivers = await db.selectFrom('fleet_drivers').select((eb) => eb.cast<string>('id', 'text').as('id')).where('fleet_company_id', '=', fleet.company_id).execute();
  await bulkInsertOrders(db, {
    count: target - have,
    forwarderCompanyId: forwarder.company_id,
    fleetCompanyId: fleet.company_id,
    createdBy: user.user_id,
    truckIds: trucks.map((t) => t.id),
    driverIds: drivers.map((d) => d.id),
    onProgress: (done) => console.log(`  ${done.toLocaleString()} orders (${((Date.now() - started) / 1000).toFixed(1)} s)`),
  });
  await analyzeTrucking(db);
  console.log(`filled ${target - have} orders in ${((Date.now() - started) / 1000).toFixed(1)} s (database: ${app.services.dbKind})`);
}
await app.close();
