/**
 * A PostgreSQL database may hold other installations in other schemas (a staging copy, a benchmark's data, a test's
 * schema): the server migrating its own schema must not take their migration tables for its own. It did: Kysely's
 * migrator looked for kysely_migration_lock in every schema, found another's, skipped creating its own and failed
 * ('relation "kysely_migration_lock" does not exist'). PostgreSQL leg of npm test only.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open';
import { databaseUrlFor } from './global-setup';
import { adminQuery } from './helpers';
import { testDir } from './temp';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('one PostgreSQL database, several installations', () => {
  const database = `schemas_${randomBytes(6).toString('hex')}`;
  afterAll(async () => {
    await adminQuery(url!, `drop database if exists ${database} with (force)`);
  });

  it('migrates the default schema when another schema of the database is already migrated', { timeout: 240_000 }, async () => {
    await adminQuery(url!, `create database ${database}`);
    const place = { databaseUrl: databaseUrlFor(url!, database), dataDir: testDir('schemas') };
    await adminQuery(place.databaseUrl, 'create schema other_install');
    const other = await openDatabase({ ...place, databaseSchema: 'other_install' });
    await other.close();

    const own = await openDatabase(place);
    try {
      const { rows } = await sql<{ schema: string }>`
        select table_schema as schema from information_schema.tables where table_name = 'kysely_migration_lock' order by 1`.execute(own.db);
      expect(rows.map((r) => r.schema)).toEqual(['other_install', 'public']);
      // Every migration ran in the default schema too, its tables there.
      const counts = await sql<{ other: number; own: number }>`
        select (select count(*)::int from other_install.kysely_migration) as other, (select count(*)::int from public.kysely_migration) as own`.execute(own.db);
      expect(counts.rows[0]!.own).toBe(counts.rows[0]!.other);
      expect(counts.rows[0]!.own).toBeGreaterThan(40);
      await expect(own.db.selectFrom('companies').select('company_id').limit(1).execute()).resolves.toEqual([]);
    } finally {
      await own.close();
    }
  });
});
