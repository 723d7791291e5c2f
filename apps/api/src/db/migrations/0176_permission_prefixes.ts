import { sql, type Kysely } from 'kysely';

/**
 * One vocabulary (issue 13): a permission string begins with its domain's name, except the strings SPEC §6 gives
 * (fleet:*, td:main:*, vessel:code:list, truck:data:list). A permission is stored once, as a button menu's `perms`
 * (its `name` is the same string, its `path` ends in '#' and the string); roles hold it through role_menus by menu
 * id, so renaming the menu rows renames every role's grant, the company-made roles' included, and each session
 * reads the new strings at its next request (the session cache sees writes to menus).
 */
export const RENAMED_PREFIXES: ReadonlyArray<readonly [from: string, to: string]> = [
  ['system:user:', 'accounts:user:'],
  ['system:role:', 'accounts:role:'],
  ['system:seller:', 'accounts:seller:'],
  ['system:company:', 'accounts:company:'],
  ['system:sms:', 'accounts:sms:'],
  ['user:collection:', 'accounts:collection:'],
  ['user:invoice:', 'accounts:invoice:'],
  ['system:dict:', 'dict:data:'],
  ['system:audit:', 'admin:audit:'],
  ['system:platformUser:', 'admin:platformUser:'],
  ['shipconfig:', 'bl:shipconfig:'],
  ['dangerous:decl:', 'decl:dangerous:'],
  ['reefer:decl:', 'decl:reefer:'],
  ['prearrival:', 'decl:prearrival:'],
  ['customs:desk', 'decl:customs:desk'],
];

/** Renames one permission prefix in the stored button menus (perms, name, the path after '#'); 0177 uses it too. */
export async function renamePermissionPrefix(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  const like = `${from.replace(/[\\%_]/g, '\\$&')}%`;
  const cut = from.length + 1;
  await sql`update menus set
      perms = case when perms like ${like} then ${to} || substr(perms, ${cut}) else perms end,
      name = case when name like ${like} then ${to} || substr(name, ${cut}) else name end,
      path = case when path like ${`%#${like}`} then replace(path, ${`#${from}`}, ${`#${to}`}) else path end
    where perms like ${like} or name like ${like}`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [from, to] of RENAMED_PREFIXES) await renamePermissionPrefix(db, from, to);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [from, to] of [...RENAMED_PREFIXES].reverse()) await renamePermissionPrefix(db, to, from);
}
