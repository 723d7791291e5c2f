import type { Kysely } from 'kysely';
import { renamePermissionPrefix as rename } from './0176_permission_prefixes';

/**
 * One vocabulary (issue 13), continued from 0176_permission_prefixes: trucking's directory (常用工厂, 常用联系人,
 * 集装箱查询) was still under SPEC §6's `td:` prefix, which SPEC gives only for td:main:*. Its permissions take the
 * domain's name: td:factory:* → trucking:factory:*, td:contact:* → trucking:contact:*, td:ctn:* → trucking:ctn:*.
 * As in 0176, a permission is stored once, as a button menu's `perms` (its `name` the same string, its `path` ending
 * in '#' and the string); roles hold it by menu id, so every grant follows the rename.
 */
export const RENAMED_PREFIXES: ReadonlyArray<readonly [from: string, to: string]> = [
  ['td:factory:', 'trucking:factory:'],
  ['td:contact:', 'trucking:contact:'],
  ['td:ctn:', 'trucking:ctn:'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [from, to] of RENAMED_PREFIXES) await rename(db, from, to);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [from, to] of [...RENAMED_PREFIXES].reverse()) await rename(db, to, from);
}
