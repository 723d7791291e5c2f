/**
 * The operators' data commands (src/cli/data-move.ts): a PGlite backup restores to the same rows; on PostgreSQL
 * (the PostgreSQL + Redis leg of npm test), a seeded PGlite installation moves into an empty schema with every row,
 * the api then signs in on it, and a pg_dump backup brings back rows deleted after it.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { memoryBus } from '../src/bus/bus';
import { backup, moveToPostgres, restore, type Where } from '../src/cli/data-move';
import { openDatabase } from '../src/db/open';
import { readEnv } from '../src/env';
import { seed } from '../src/seed';
import { buildServer } from '../src/server';
import { FORWARDER, tokenFor } from './helpers';
import { testDir } from './temp';

const url = process.env.DATABASE_URL;
const temp = (name: string) => testDir(`data-${name}`);

async function rowCounts(where: Where): Promise<Record<string, number>> {
  const handle = await openDatabase(where);
  try {
    const db = handle.db as unknown as Kysely<unknown>;
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
    const out: Record<string, number> = {};
    for (const { name } of rows) out[name] = Number((await sql<{ n: string }>`select count(*)::text as n from ${sql.table(name)}`.execute(db)).rows[0]!.n);
    return out;
  } finally {
    await handle.close();
  }
}

async function sequences(where: Where): Promise<Record<string, string | null>> {
  const handle = await openDatabase(where);
  try {
    const { rows } = await sql<{ name: string; last: string | null }>`
      select sequencename as name, last_value::text as last from pg_sequences where schemaname = current_schema()`.execute(handle.db as unknown as Kysely<unknown>);
    return Object.fromEntries(rows.map((r) => [r.name, r.last]));
  } finally {
    await handle.close();
  }
}

describe.skipIf(!!url)('PGlite backup and restore', () => {
  it('restores a backup to the same rows, and refuses to overwrite a database without --force', async () => {
    const installed = { dataDir: temp('a') };
    await restore(installed, inject('pgliteTemplate')); // the seeded test database as an installation
    const file = join(temp('file'), 'backup.tar.gz');
    await backup(installed, file);
    const elsewhere = { dataDir: temp('b') };
    await restore(elsewhere, file);
    const counts = await rowCounts(elsewhere);
    expect(counts.users).toBeGreaterThan(5);
    expect(counts).toEqual(await rowCounts(installed));
    await expect(restore(elsewhere, file)).rejects.toThrow(/--force/);
    await restore(elsewhere, file, true);
    expect(readdirSync(elsewhere.dataDir).filter((f) => f.startsWith('pglite.before-restore-'))).toHaveLength(1);
  }, 240_000);
});

describe.skipIf(!url)('PGlite → PostgreSQL, and PostgreSQL backup and restore', () => {
  const schema = `data_${randomBytes(5).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  afterAll(() => admin(`drop schema if exists ${schema} cascade`));

  it('moves a seeded PGlite installation with every row, and the api works on the result', async () => {
    // The seeded installation: seeded in memory (faster than on disk) and restored into a data directory.
    const dataDir = temp('pglite');
    const memory = await openDatabase({ databaseUrl: 'memory://', dataDir });
    await seed({ env: { ...readEnv(), dataDir, seedDemo: true, captchaEnabled: false }, db: memory.db, dbKind: 'pglite', bus: memoryBus(), now: () => new Date() });
    const template = join(dataDir, 'seeded.tar');
    writeFileSync(template, Buffer.from(await (await memory.dump!()).arrayBuffer()));
    await memory.close();
    await restore({ dataDir }, template);
    await admin(`create schema ${schema}`);
    const target = { dataDir, databaseUrl: url, databaseSchema: schema };

    const report = await moveToPostgres(target);
    expect(report.find((r) => r.table === 'users')!.target).toBeGreaterThan(5);
    expect(report.every((r) => r.source === r.target)).toBe(true);
    const source = await rowCounts({ dataDir });
    const moved = await rowCounts(target);
    expect(moved).toEqual(source);
    // Sequences moved too: a new row gets a fresh id instead of colliding with a moved one.
    expect(await sequences(target)).toEqual(await sequences({ dataDir }));
    // A second move into the same schema refuses instead of mixing two installations.
    await expect(moveToPostgres(target)).rejects.toThrow(/already has tables/);

    const app = await buildServer({ env: { ...target, serveWeb: false, seedDemo: true, logLevel: 'silent', captchaEnabled: false }, logger: false });
    try {
      expect(await tokenFor(app, FORWARDER)).toMatch(/\S{20,}/);
    } finally {
      await app.close();
    }

    const file = join(temp('pgdump'), 'backup.dump');
    await backup(target, file);
    const before = await rowCounts(target);
    await admin(`delete from ${schema}.dict_data`);
    await restore(target, file);
    expect(await rowCounts(target)).toEqual(before);
  }, 420_000);
});
