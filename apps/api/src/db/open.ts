/**
 * A database ready for the server: connected (./database) and migrated to the latest schema, the same migrations
 * on PostgreSQL and PGlite. Apart from database.ts because the migrations gather every domain's (domains/registry).
 */
import type { Kysely } from 'kysely';
import { connectDatabase, type DatabaseHandle, type DatabasePlace } from './database';
import { migrateToLatest } from './migrations';

export async function openDatabase(place: DatabasePlace): Promise<DatabaseHandle> {
  const handle = await connectDatabase(place);
  await migrateToLatest(handle.db as unknown as Kysely<unknown>, handle.kind === 'postgres' ? place.databaseSchema : undefined);
  return handle;
}
