
import type { AppServices } from '../services';
import { DICTIONARIES } from './dictionaries';
import type { MenuSeed } from '../domains/module';
import { MENUS, ROLE_MENUS } from './menus';
import { DOMAINS } from '../domains/registry';

export { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from './demo';

/**
 * The platform roles (no company): the administrator, held by platform staff, and one role per company type,
 * which the platform gives to the companies of that type (ROLE_OF_TYPE in accounts/roles/company-admin.ts).
 */
const ROLES = [
  { key: 'sys', name: '管理员', sort: 1, scope: '1' },
  { key: 'FORWARDER', name: '货代', sort: 2, scope: '2' },
  { key: 'driver', name: '车队', sort: 3, scope: '2' },
  { key: 'common', name: '业务员', sort: 4, scope: '3' },
  { key: 'CARRIER', name: '船代', sort: 5, scope: '2' },
  { key: 'TERMINAL', name: '码头', sort: 6, scope: '2' },
  { key: 'BARGE', name: '驳船公司', sort: 7, scope: '2' },
  { key: 'YARD', name: '堆场', sort: 8, scope: '2' },
] as const;

/**
 * Seeds what the product needs (dictionaries, the menu tree, the platform roles), then each domain's steps by
 * stage (module.ts DomainSeed), in registry order: core, then main with the demo data, then late. Idempotent.
 */
export async function seed(services: AppServices): Promise<void> {
  const { db, env } = services;
  const seeded = await db.selectFrom('menus').select('menu_id').limit(1).executeTakeFirst();
  if (!seeded) {
    await db.transaction().execute(async (trx) => {
      for (const [type, values] of Object.entries(DICTIONARIES)) {
        await trx
          .insertInto('dict_data')
          .values(values.map(([value, label], i) => ({ dict_type: type, dict_value: value, dict_label: label, dict_sort: i + 1, is_default: i === 0 ? 'Y' : null, create_by: '超级管理员' })))
          .execute();
      }
      const insertMenu = async (m: MenuSeed, parent: string | null, sort: number, parentPath: string) => {
        const row = await trx
          .insertInto('menus')
          .values({
            parent_id: parent, type: m.type, path: m.path ?? `${parentPath}#${m.key}`, name: m.key, component: m.component ?? null,
            title: m.title, icon: m.icon ?? null, keep_alive: m.keepAlive ?? false, hidden: m.hidden ?? false,
            link: m.link ?? null, perms: m.perms ?? null, sort, page_id: m.type === 'button' ? null : m.key,
          })
          .returning('menu_id')
          .executeTakeFirstOrThrow();
        for (const [i, c] of (m.children ?? []).entries()) await insertMenu(c, row.menu_id, i, m.path ?? parentPath);
      };
      for (const [i, m] of MENUS.entries()) await insertMenu(m, null, i, '');
    });
  }

  await timed('platformRoles', () => seedPlatformRoles(services));
  const demo = env.seedDemo;
  for (const d of DOMAINS) if (d.seed?.core) await timed(`${d.name} core`, () => d.seed!.core!(services, demo));
  for (const d of DOMAINS) {
    if (d.seed?.main) await timed(`${d.name} main`, () => d.seed!.main!(services, demo));
    if (demo && d.seedDemo) await timed(`${d.name} demo`, () => d.seedDemo!(services));
  }
  for (const d of DOMAINS) if (d.seed?.late) await timed(`${d.name} late`, () => d.seed!.late!(services, demo));
}

/**
 * The platform roles of ROLES that the database lacks, each with the menus ROLE_MENUS selects (a key selects
 * that menu and everything under it, a prefix ending in ':' the buttons whose permission starts with it,
 * '*' every menu). Runs on every start, so a role added to the product reaches existing databases too.
 */
async function seedPlatformRoles(services: AppServices): Promise<void> {
  const { db } = services;
  const have = new Set((await db.selectFrom('roles').select('role_key').where('company_id', 'is', null).execute()).map((r) => r.role_key));
  const missing = ROLES.filter((r) => !have.has(r.key));
  if (missing.length === 0) return;
  const menus = await db.selectFrom('menus').select(['menu_id', 'parent_id', 'name', 'perms']).execute();
  const subtree = (id: string): string[] => [id, ...menus.filter((m) => m.parent_id === id).flatMap((m) => subtree(m.menu_id))];
  await db.transaction().execute(async (trx) => {
    for (const r of missing) {
      const role = await trx
        .insertInto('roles')
        .values({ role_key: r.key, role_name: r.name, role_sort: r.sort, data_scope: r.scope, create_by: '超级管理员' })
        .returning('role_id')
        .executeTakeFirstOrThrow();
      const picks = new Set<string>();
      for (const sel of ROLE_MENUS[r.key] ?? []) {
        if (sel === '*') menus.forEach((m) => picks.add(m.menu_id));
        else if (sel.endsWith(':')) menus.filter((m) => m.perms?.startsWith(sel)).forEach((m) => picks.add(m.menu_id));
        else menus.filter((m) => m.name === sel).flatMap((m) => subtree(m.menu_id)).forEach((id) => picks.add(id));
      }
      if (picks.size) await trx.insertInto('role_menus').values([...picks].map((menu_id) => ({ role_id: role.role_id, menu_id }))).execute();
    }
  });
}

/** Each seed step's duration goes to stderr when SEED_TIMING is set (start-up profiling). */
async function timed<T>(name: string, step: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const out = await step();
  if (process.env.SEED_TIMING) console.error(`seed ${name}: ${Math.round(performance.now() - t0)} ms`);
  return out;
}
