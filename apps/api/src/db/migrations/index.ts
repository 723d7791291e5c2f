import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0011 from './0011_entity_record_history';
import { domainMigrations } from '../../domains/migrations';
import * as m0011idem from './0011_idempotency_keys';
import * as m0175 from './0175_dispatch_pages';
import * as m0176 from './0176_permission_prefixes';
import * as m0177 from './0177_trucking_directory_permissions';
import * as m0178 from './0178_idempotency_sealed';

/**
 * The platform's own migrations (users, companies, menus, roles, dictionaries; the entity history; idempotency;
 * the menu-vocabulary renames of 0175-0177, which rewrite the menu table across domains and which a test imports
 * by path). Every domain's come from its folder through the registry
 * (domains/migrations.ts); Kysely runs the union in name order, so a moved migration keeps its name and place.
 * Bundled into the server, so no filesystem lookup at run time.
 */
const coreMigrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0011_entity_record_history': m0011,
  '0011_idempotency_keys': m0011idem,
  '0175_dispatch_pages': m0175,
  '0176_permission_prefixes': m0176,
  '0177_trucking_directory_permissions': m0177,
  '0178_idempotency_sealed': m0178,
};

const provider: MigrationProvider = { getMigrations: async () => allMigrations() };

/** Every migration by name: the platform's and the domains'; a name declared twice is refused. */
function allMigrations(): Record<string, Migration> {
  const domains = domainMigrations();
  const twice = Object.keys(domains).filter((name) => name in coreMigrations);
  if (twice.length) throw new Error(`migration ${twice.join(', ')} is declared by the platform and a domain`);
  return { ...coreMigrations, ...domains };
}

export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<void> {
  // With a schema, the migrator must be told: its table lookup otherwise sees other schemas' tables.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
