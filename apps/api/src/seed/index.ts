
import type { AppServices } from '../services';
import { hashPlain } from '../domains/auth/passwords';
import { ANNOUNCEMENTS, NEWS, PAGES } from './articles';
import { DICTIONARIES } from './dictionaries';
import type { MenuSeed } from '../domains/module';
import { MENUS, ROLE_MENUS } from './menus';
import { DOMAINS } from '../domains/registry';
import { seedAddresses } from './addresses';
import { seedAccounts } from '../domains/accounts';
import { seedMessagingConfig } from '../domains/message/content/seed';
import { seedLookups } from '../domains/dict/seed';
import { seedPortal } from '../domains/portal/seed';
import { seedPap } from '../domains/pap/seed';
import { seedMessages } from '../domains/message';
import { seedScreen } from '../domains/screen';
import { seedTrucking } from '../domains/trucking/seed';
import { seedDocuments } from '../domains/documents';

export const DEMO_PASSWORD = 'Demo@123456';

export const DEMO_COMPANIES = [
  { code: 'PORTOP', name: '港口社区运营中心', kind: 'operator' },
  { code: 'FWD001', name: '宁港国际货运代理有限公司', kind: 'forwarder' },
  { code: 'FLT001', name: '北仑顺达集卡车队有限公司', kind: 'fleet' },
  { code: 'AGT001', name: '东海船务代理有限公司', kind: 'agent', type: '2' },
  { code: 'YRD001', name: '中技集装箱堆场有限公司', kind: 'yard', type: '8' },
  { code: 'TML001', name: '北仑第二集装箱码头有限公司', kind: 'terminal', type: '16' },
  { code: 'BRG001', name: '甬江驳运有限公司', kind: 'barge', type: '256' },
] as const;

export const DEMO_USERS = [
  { mobile: '13800000001', name: '平台管理员', role: 'sys', company: 'PORTOP', authStatus: '02' },
  { mobile: '13800000002', name: '货代张经理', role: 'FORWARDER', company: 'FWD001', authStatus: '02' },
  { mobile: '13800000003', name: '车队李队长', role: 'driver', company: 'FLT001', authStatus: '02' },
  { mobile: '13800000004', name: '业务员王五', role: 'common', company: 'FWD001', authStatus: '00' },
  // The port's counterparts of the shipping business (issue 13 §2): onboarded and real-name authenticated.
  { mobile: '13800000005', name: '船代陈经理', role: 'CARRIER', company: 'AGT001', authStatus: '02' },
  { mobile: '13800000006', name: '码头赵主管', role: 'TERMINAL', company: 'TML001', authStatus: '02' },
  { mobile: '13800000007', name: '驳船孙调度', role: 'BARGE', company: 'BRG001', authStatus: '02' },
  // The yard operator (issue 14): sets slot capacities, sees the reservations at its yard, records no-shows.
  { mobile: '13800000008', name: '堆场周调度', role: 'YARD', company: 'YRD001', authStatus: '02' },
] as const;

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

/** Seeds what the product needs (addresses, dictionaries, roles, menus), then demo data once. Idempotent. */
export async function seed(services: AppServices): Promise<void> {
  const { db, env } = services;
  await timed('addresses', () => seedAddresses(db));
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
  if (env.seedDemo) await timed('seedDemo', () => seedDemo(services));
  await timed('seedMessagingConfig', () => seedMessagingConfig(services));
  if (env.seedDemo) await timed('seedLookups', () => seedLookups(services));
  await timed('seedPortal', () => seedPortal(services, env.seedDemo));
  // After the portal's container moves, which are made from the lookup calls only.
  for (const d of DOMAINS) if (env.seedDemo && d.seedDemo) await timed(`seed ${d.name}`, () => d.seedDemo!(services));
  if (env.seedDemo) await timed('seedPap', () => seedPap(services));
  if (env.seedDemo) await timed('seedMessages', () => seedMessages(services));
  await timed('seedTrucking', () => seedTrucking(services));
  if (env.seedDemo) await timed('seedScreen', () => seedScreen(services));
  await timed('seedDocuments', () => seedDocuments(services, env.seedDemo));
  await timed('seedAccounts', () => seedAccounts(services));
  if (env.adminMobile && env.adminPassword) await ensureAdmin(services, env.adminMobile, env.adminPassword);
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

async function roleId(services: AppServices, key: string): Promise<string> {
  const r = await services.db.selectFrom('roles').select('role_id').where('role_key', '=', key).where('company_id', 'is', null).executeTakeFirstOrThrow();
  return r.role_id;
}

/**
 * The demo companies and users that are missing (so a company or account added to the demo reaches an existing
 * database too), and, the first time, the demo articles.
 */
async function seedDemo(services: AppServices): Promise<void> {
  const { db } = services;
  const first = !(await db.selectFrom('users').select('user_id').where('mobile', '=', DEMO_USERS[0].mobile).executeTakeFirst());
  const haveCompanies = new Set((await db.selectFrom('companies').select('company_code').where('company_code', 'in', DEMO_COMPANIES.map((c) => c.code)).execute()).map((c) => c.company_code));
  const haveUsers = new Set((await db.selectFrom('users').select('mobile').where('mobile', 'in', DEMO_USERS.map((u) => u.mobile)).execute()).map((u) => u.mobile));
  if (!first && DEMO_COMPANIES.every((c) => haveCompanies.has(c.code)) && DEMO_USERS.every((u) => haveUsers.has(u.mobile))) return;
  const hash = await hashPlain(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    for (const c of DEMO_COMPANIES) {
      if (haveCompanies.has(c.code)) continue;
      const profile = { companyCname: c.name, companyCode: c.code, ...('type' in c ? { companyTypeCode: c.type } : {}) };
      await trx
        .insertInto('companies')
        .values({ company_code: c.code, company_name: c.name, kind: c.kind, shop_status: '1', auth_status: '02', profile: JSON.stringify(profile) })
        .execute();
    }
    const companies = await trx.selectFrom('companies').select(['company_id', 'company_code']).where('company_code', 'in', DEMO_COMPANIES.map((c) => c.code)).execute();
    const companyIds = new Map(companies.map((c) => [c.company_code, c.company_id]));
    for (const u of DEMO_USERS) {
      if (haveUsers.has(u.mobile)) continue;
      const row = await trx
        .insertInto('users')
        .values({ mobile: u.mobile, name: u.name, login_name: u.mobile, company_id: companyIds.get(u.company)!, auth_status: u.authStatus, password_hash: hash, password_update_time: new Date() })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      const r = await trx.selectFrom('roles').select('role_id').where('role_key', '=', u.role).where('company_id', 'is', null).executeTakeFirstOrThrow();
      await trx.insertInto('user_roles').values({ user_id: row.user_id, role_id: r.role_id }).execute();
    }
    if (!first) return;
    const day = 86_400_000;
    const now = Date.now();
    await trx
      .insertInto('articles')
      .values([
        ...ANNOUNCEMENTS.map(([title, html], i) => ({ kind: 'notice', title, context: html, pic_url: null, update_time: new Date(now - i * day) })),
        ...NEWS.map(([title, pic, html], i) => ({ kind: 'news', title, context: html, pic_url: pic ? `/new/images/news/${pic}` : null, update_time: new Date(now - i * day - 3600_000) })),
        ...PAGES.map(([kind, title, html]) => ({ kind, title, context: html, pic_url: null })),
      ])
      .execute();
  });
}

/** Production's first administrator, from ADMIN_MOBILE / ADMIN_PASSWORD; must change the password at first sign-in. */
async function ensureAdmin(services: AppServices, mobile: string, password: string): Promise<void> {
  const { db } = services;
  const exists = await db.selectFrom('users').select('user_id').where('mobile', '=', mobile).executeTakeFirst();
  if (exists) return;
  let company = await db.selectFrom('companies').select('company_id').where('company_code', '=', 'PORTOP').executeTakeFirst();
  if (!company) {
    company = await db
      .insertInto('companies')
      .values({ company_code: 'PORTOP', company_name: '港口社区运营中心', kind: 'operator', shop_status: '1', auth_status: '02', profile: '{}' })
      .returning('company_id')
      .executeTakeFirstOrThrow();
  }
  const user = await db
    .insertInto('users')
    .values({ mobile, name: '管理员', company_id: company.company_id, auth_status: '02', password_hash: await hashPlain(password), weak_password: 'Y' })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: user.user_id, role_id: await roleId(services, 'sys') }).execute();

}
