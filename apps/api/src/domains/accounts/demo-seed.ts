/**
 * The accounts domain's seed steps outside seed.ts's menus and payments: the demo companies and users (core
 * stage: every other domain's demo data reads them) and production's first administrator (last of all).
 */
import type { AppServices } from '../../services';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import { hashPlain } from '../auth/passwords';

/** The demo companies and users that are missing, so a company or account added to the demo reaches an existing database too. */
export async function seedDemoAccounts(services: AppServices, demo: boolean): Promise<void> {
  const { db } = services;
  if (!demo) return;
  const haveCompanies = new Set((await db.selectFrom('companies').select('company_code').where('company_code', 'in', DEMO_COMPANIES.map((c) => c.code)).execute()).map((c) => c.company_code));
  const haveUsers = new Set((await db.selectFrom('users').select('mobile').where('mobile', 'in', DEMO_USERS.map((u) => u.mobile)).execute()).map((u) => u.mobile));
  if (DEMO_COMPANIES.every((c) => haveCompanies.has(c.code)) && DEMO_USERS.every((u) => haveUsers.has(u.mobile))) return;
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
  });
}

/** Production's first administrator, from ADMIN_MOBILE / ADMIN_PASSWORD; must change the password at first sign-in. */
export async function ensureAdmin(services: AppServices): Promise<void> {
  const { db, env } = services;
  const mobile = env.adminMobile;
  const password = env.adminPassword;
  if (!mobile || !password) return;
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
  const sys = await db.selectFrom('roles').select('role_id').where('role_key', '=', 'sys').where('company_id', 'is', null).executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: user.user_id, role_id: sys.role_id }).execute();
}
