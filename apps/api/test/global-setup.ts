/**
 * Once per test run: migrate and seed one database, so each test file's server starts from a copy instead of
 * migrating and seeding again (fourteen domains' migrations and demo data take a minute on a busy machine).
 * PGlite: an in-memory database dumped to a tarball. PostgreSQL: a template database each file's database is
 * created from (CREATE DATABASE … TEMPLATE copies files, in well under a second).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/open';
import { memoryBus } from '../src/bus/bus';
import { readEnv } from '../src/env';
import { seed } from '../src/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** PostgreSQL runs: the template database's name. */
    pgTemplate: string;
    /** The run's own folder under the system's temporary folder; removed when the run ends (test/temp.ts). */
    tempRoot: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Every folder a test makes goes under this one (test/temp.ts), so one removal leaves nothing behind in /tmp.
  const root = mkdtempSync(join(tmpdir(), 'port-api-tests-'));
  project.provide('tempRoot', root);
  const removeRoot = () => rmSync(root, { recursive: true, force: true });
  const url = process.env.DATABASE_URL;
  if (url) {
    const dropTemplate = await setupPostgres(project, url, root);
    return async () => {
      await dropTemplate();
      removeRoot();
    };
  }
  const dir = mkdtempSync(join(root, 'api-template-'));
  const handle = await openDatabase({ databaseUrl: 'memory://', dataDir: dir });
  const env = { ...readEnv(), dataDir: dir, seedDemo: true, captchaEnabled: false };
  await seed({ env, db: handle.db, dbKind: 'pglite', bus: memoryBus(), now: () => new Date() });
  const blob = await handle.dump!();
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
  return async () => removeRoot();
}

/** The same URL naming another database. */
export function databaseUrlFor(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function setupPostgres(project: TestProject, url: string, root: string): Promise<() => Promise<void>> {
  const name = `port_tpl_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dir = mkdtempSync(join(root, 'api-template-'));
  const handle = await openDatabase({ databaseUrl: databaseUrlFor(url, name), dataDir: dir });
  const env = { ...readEnv(), dataDir: dir, databaseUrl: databaseUrlFor(url, name), seedDemo: true, captchaEnabled: false };
  await seed({ env, db: handle.db, dbKind: 'postgres', bus: memoryBus(), now: () => new Date() });
  await handle.close();
  project.provide('pgTemplate', name);
  // Every file's copy is named after the template; dropped here, once their servers have closed.
  return async () => {
    const copies = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`${name}\\_%`]);
    for (const { datname } of copies.rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
