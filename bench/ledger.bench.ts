/**
 * The prepayment ledger under concurrent business orders: BENCH_LEDGER_ORDERS orders (default 3,000) over four
 * companies, 48 in flight at a time, each a hold (raced by a duplicate of itself: idempotency under contention)
 * then a settle (two of three, some with a smaller fee, which adds a release) or a release (one of three). Prints
 * the entries written per second and whether every balance still equals the sum of its entries, on PostgreSQL
 * (a fresh schema of BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) and on PGlite (in
 * memory). BENCH_LEDGER_DB=postgres|pglite runs one.
 */
import { loadavg, tmpdir } from 'node:os';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildServer } from '@port/api/server';
import { hold, reconcile, release, settle, topUp } from '@port/api/ledger';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ORDERS = Number(process.env.BENCH_LEDGER_ORDERS ?? 3000);
const IN_FLIGHT = 48;

async function run(database: 'postgres' | 'pglite') {
  const schema = `bench_ledger_${randomBytes(4).toString('hex')}`;
  if (database === 'postgres') {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`create schema ${schema}`);
    await c.end();
  }
  const app = await buildServer({
    env: {
      ...(database === 'postgres' ? { databaseUrl: PG_URL, databaseSchema: schema } : { databaseUrl: 'memory://' }),
      dataDir: mkdtempSync(join(tmpdir(), 'bench-ledger-')), serveWeb: false, seedDemo: true, gpsSimulator: false, logLevel: 'silent', captchaEnabled: false,
    } as never,
    logger: false,
  });
  try {
    const { db } = (app as unknown as { services: { db: Parameters<typeof hold>[0] } }).services;
    const companies = (await db.selectFrom('companies').select('company_id').where('kind', '!=', 'operator').orderBy('company_id').limit(4).execute()).map((c) => c.company_id);
    for (const [i, c] of companies.entries()) await topUp(db, { companyId: c, orderNo: `TUBENCH${i}`, amountCents: 1_000_000_000 });
    const before = await db.selectFrom('ledger_entries').select(({ fn }) => fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const load = loadavg()[0]!;
    const t0 = performance.now();
    let next = 0;
    await Promise.all(Array.from({ length: IN_FLIGHT }, async () => {
      while (next < ORDERS) {
        const i = next++;
        const key = { companyId: companies[i % companies.length]!, businessType: 'LIFTING', businessKey: `BENCH${i}` };
        const cents = 1_000 + (i % 97) * 100;
        await Promise.all([hold(db, { ...key, amountCents: cents, description: 'bench' }), hold(db, { ...key, amountCents: cents, description: 'bench' })]);
        if (i % 3 === 0) await release(db, key);
        else await settle(db, { ...key, amountCents: i % 2 ? cents : cents - 500 });
      }
    }));
    const seconds = (performance.now() - t0) / 1000;
    const after = await db.selectFrom('ledger_entries').select(({ fn }) => fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const entries = Number(after.n) - Number(before.n);
    const rows = await reconcile(db);
    const intact = rows.every((r) => r.ok);
    return [
      { database, measure: `${ORDERS} orders (${ORDERS * 3} calls), ${IN_FLIGHT} in flight`, value: Math.round(entries / seconds), unit: 'entries/s', entries, seconds: Number(seconds.toFixed(1)), intact, load1: Number(load.toFixed(2)) },
    ];
  } finally {
    await app.close();
    if (database === 'postgres') {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    }
  }
}

export async function benchLedger(): Promise<Array<Record<string, unknown>>> {
  const which = process.env.BENCH_LEDGER_DB;
  const out: Array<Record<string, unknown>> = [];
  for (const db of ['postgres', 'pglite'] as const) if (!which || which === db) out.push(...(await run(db)));
  return out;
}
