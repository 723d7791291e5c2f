/**
 * The company administrator role (企业管理员), made for an enterprise at its first approval: the menus of
 * the platform roles matching its company types (货代 → FORWARDER, 车队 → driver, 船代 → CARRIER, 码头 → TERMINAL,
 * 驳船公司 → BARGE, others → common) plus the
 * whole 用户管理 subtree, with data scope '2' (the company). It is given to the applicant.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

export const COMPANY_ADMIN_KEY = 'companyAdmin';
const ROLE_OF_TYPE: Record<string, string> = { '1': 'FORWARDER', '128': 'driver', '2': 'CARRIER', '16': 'TERMINAL', '256': 'BARGE', '8': 'YARD' };

async function subtree(db: Kysely<DB>, rootName: string): Promise<string[]> {
  const all = await db.selectFrom('menus').select(['menu_id', 'parent_id', 'name']).execute();
  const root = all.find((m) => m.name === rootName);
  if (!root) return [];
  const out = [root.menu_id];
  for (let i = 0; i < out.length; i++) for (const m of all) if (m.parent_id === out[i]) out.push(m.menu_id);
  return out;
}

export async function ensureCompanyAdmin(
  db: Kysely<DB>,
  opts: { companyId: string; companyTypes: string[]; applicantId: string | null; roleName: string; by: string },
): Promise<string> {
  let role = await db
    .selectFrom('roles')
    .select('role_id')
    .where('role_key', '=', COMPANY_ADMIN_KEY)
    .where('company_id', '=', opts.companyId)
    .executeTakeFirst();
  if (!role) {
    role = await db
      .insertInto('roles')
      .values({ role_key: COMPANY_ADMIN_KEY, role_name: opts.roleName, role_sort: 1, data_scope: '2', company_id: opts.companyId, create_by: opts.by, update_by: opts.by })
      .returning('role_id')
      .executeTakeFirstOrThrow();
    const keys = new Set(opts.companyTypes.map((t) => ROLE_OF_TYPE[t] ?? 'common'));
    if (keys.size === 0) keys.add('common');
    const fromRoles = await db
      .selectFrom('role_menus as rm')
      .innerJoin('roles as r', 'r.role_id', 'rm.role_id')
      .select('rm.menu_id')
      .distinct()
      .where('r.role_key', 'in', [...keys])
      .where('r.company_id', 'is', null)
      .execute();
    const menuIds = new Set([...fromRoles.map((m) => m.menu_id), ...(await subtree(db, 'user')), ...(await subtree(db, 'home'))]);
    if (menuIds.size) {
      const roleId = role.role_id;
      await db.insertInto('role_menus').values([...menuIds].map((menu_id) => ({ role_id: roleId, menu_id }))).execute();
    }
  }
  if (opts.applicantId) {
    await db.insertInto('user_roles').values({ user_id: opts.applicantId, role_id: role.role_id }).onConflict((oc) => oc.doNothing()).execute();
  }
  return role.role_id;
}
