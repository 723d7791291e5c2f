/**
 * Migrations that live in their domain's folder (the domain mechanism), gathered from the registry. Read when
 * the migrator runs, not when this module loads: the registry pulls in the domains' handlers, which reach the
 * database modules that import the migration list.
 */
import type { Migration } from 'kysely';
import { DOMAINS } from './registry';

export function domainMigrations(): Record<string, Migration> {
  const all: Record<string, Migration> = {};
  for (const d of DOMAINS) {
    for (const [name, m] of Object.entries(d.migrations ?? {})) {
      if (all[name]) throw new Error(`migration ${name} is declared twice (${d.name})`);
      all[name] = m;
    }
  }
  return all;
}
