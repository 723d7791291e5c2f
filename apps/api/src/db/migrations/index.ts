import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0002 from './0002_content';
import * as m0003 from './0003_messages';
import * as m0004 from './0004_accounts';
import * as m0005 from './0005_trucking';
import * as m0006 from './0006_documents';
import * as m0007 from './0007_portal';
import * as m0008pay from './0008_payment_records';
import * as m0009 from './0009_trucking_directory';
import * as m0010 from './0010_container_list_indexes';
import * as m0011 from './0011_entity_record_history';
import { domainMigrations } from '../../domains/migrations';
import * as m0011idem from './0011_idempotency_keys';
import * as m0175 from './0175_dispatch_pages';
import * as m0176 from './0176_permission_prefixes';
import * as m0177 from './0177_trucking_directory_permissions';
import * as m0178 from './0178_idempotency_sealed';

/** The core migrations, in order (the domains' come from their folders). Bundled into the server, so no filesystem lookup at run time. */
const coreMigrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_content': m0002,
  '0003_messages': m0003,
  '0004_accounts': m0004,
  '0005_trucking': m0005,
  '0006_documents': m0006,
  '0007_portal': m0007,
  '0008_payment_records': m0008pay,
  '0009_trucking_directory': m0009,
  '0010_container_list_indexes': m0010,
  '0011_entity_record_history': m0011,
  '0011_idempotency_keys': m0011idem,
  '0175_dispatch_pages': m0175,
  '0176_permission_prefixes': m0176,
  '0177_trucking_directory_permissions': m0177,
  '0178_idempotency_sealed': m0178,
};

const provider: MigrationProvider = { getMigrations: async () => ({ ...coreMigrations, ...domainMigrations() }) };

export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<void> {
  // With a schema, the migrator must be told: its table lookup otherwise sees other schemas' tables.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
