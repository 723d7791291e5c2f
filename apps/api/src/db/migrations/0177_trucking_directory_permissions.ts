import { sql, type Kysely } from 'kysely';

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

async function rename(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  const like = `${from.replace(/[\\%_]/g, '\\$&')}%`;
  const cut = from.length + 1;
  await sql`update menus set
      perms = case when perms like ${like} then ${to} || substr(perms, ${cut}) else perms end,
      name = case when name like ${like} then ${to} || substr(name, ${cut}) else name end,
      path = case when path like ${`%#${like}`} then replace(path, ${`#${from}`}, ${`#${to}`}) else path end
    where perms like ${like} or name like ${like}`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [from, to] of RENAMED_PREFIXES) await rename(db, from, to);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [from, to] of [...RENAMED_PREFIXES].reverse()) await rename(db, to, from);
}
