/**
 * A database ready for the server: connected (./database) and migrated to the latest schema, the same migrations
 * on PostgreSQL and PGlite. Apart from database.ts because the migrations gather every domain's (domains/registry).
 */
import { sql, type Kysely } from 'kysely';
import { connectDatabase, type DatabaseHandle, type DatabasePlace } from './database';
import { migrateToLatest } from './migrations';

export async function openDatabase(place: DatabasePlace): Promise<DatabaseHandle> {
  const handle = await connectDatabase(place);
  const db = handle.db as unknown as Kysely<unknown>;
  // On PostgreSQL the migrator is always told its schema (the one given, else the connection's current schema):
  // it otherwise finds its tables in any schema of the database, and another installation's (or a benchmark's)
  // kysely_migration_lock elsewhere made it skip creating its own, then fail.
  const schema = handle.kind === 'postgres'
    ? place.databaseSchema ?? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
    : undefined;
  await migrateToLatest(db, schema);
  return handle;
}
