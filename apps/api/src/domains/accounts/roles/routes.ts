/**
 * Roles (openapi/paths/accounts/roles.yaml). A platform administrator manages every role, and the roles they make are
 * platform roles (no company); a company administrator the company's own roles, and only once the enterprise is
 * authenticated. A role opens only menus its maker holds, and a company role never takes a key the platform
 * reserves (sys, admin, the key of any platform role …): see common/platform.ts.
 */
import { sql } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import { defineHandlers, requireUser } from '../../../http/contract';
import { Answer } from '../../../http/envelope';
import { ApiError } from '../../../http/errors';
import { announceRoleChange } from '../../../lib/access-changed';
import { actorOf, recordAudit } from '../../../lib/audit';
import type { AppServices, SessionUser } from '../../../services';
import { isPlatformAdmin, notFound, requireAuthenticatedEnterprise } from '../common/access';
import { isUniqueViolation } from '../common/db-errors';
import { PLATFORM_ADMIN_ROLE, RESERVED_ROLE_KEYS } from '../common/platform';
import { fail, langOf, say, type Lang } from '../common/messages';
import { grantableMenuIds, menuTree } from './menus';
import { roleView } from './view';

type RoleWrite = Schemas['RoleWrite'];

/** The role when the caller may see it: any for a platform administrator, else the company's roles. */
async function roleInScope(services: AppServices, me: SessionUser, roleId: string) {
  let q = services.db.selectFrom('roles').selectAll().where('role_id', '=', roleId);
  if (!isPlatformAdmin(me)) {
    if (!me.companyId) throw notFound();
    q = q.where('company_id', '=', me.companyId);
  }
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A role the caller may change; platform roles only by a platform administrator. */
async function changeableRole(services: AppServices, me: SessionUser, lang: Lang, roleId: string) {
  const found = await services.db.selectFrom('roles').selectAll().where('role_id', '=', roleId).executeTakeFirst();
  if (!found) throw notFound();
  if (!isPlatformAdmin(me) && found.company_id === null) {
    throw new ApiError(403, 'forbidden', {}, { text: say(lang, 'accounts.roles.platformRoleAdminOnly') });
  }
  const row = await roleInScope(services, me, roleId);
  await requireAuthenticatedEnterprise(services, me, lang);
  return row;
}

/**
 * Refuses a key the platform reserves for a company role: the fixed names and the key of every platform role,
 * compared without case. A role keeping the key it already has (a company's own 企业管理员) is left alone.
 */
async function checkKey(services: AppServices, lang: Lang, companyId: string | null, key: string, before?: string): Promise<void> {
  if (companyId === null || key === before) return;
  const lower = key.trim().toLowerCase();
  const platformKeys = await services.db.selectFrom('roles').select('role_key').where('company_id', 'is', null).execute();
  const reserved = [...RESERVED_ROLE_KEYS, ...platformKeys.map((r) => r.role_key)].map((k) => k.toLowerCase());
  if (reserved.includes(lower)) throw fail(lang, 'accounts.roles.keyReserved', {}, { field: 'roleKey' });
}

async function checkWrite(services: AppServices, me: SessionUser, lang: Lang, body: RoleWrite): Promise<string[]> {
  if (body.dataScope === '1' && !isPlatformAdmin(me)) throw fail(lang, 'accounts.roles.scopeAllAdminOnly', {}, { field: 'dataScope' });
  const grantable = await grantableMenuIds(services, me);
  const ids = [...new Set(body.resourceIds)];
  if (ids.some((id) => !grantable.has(id))) throw fail(lang, 'accounts.roles.resourceNotGrantable', {}, { field: 'resourceIds' });
  return ids;
}

const who = (me: SessionUser) => me.name ?? me.mobile;

/** The platform's administrator role, which can be neither disabled nor renamed away. */
const isAdminRole = (r: { company_id: string | null; role_key: string }) => r.company_id === null && r.role_key === PLATFORM_ADMIN_ROLE;

export const roleHandlers = defineHandlers({
  listRoles: async ({ services, user, query }) => {
    const me = requireUser(user);
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? 10;
    let q = services.db.selectFrom('roles');
    if (!isPlatformAdmin(me)) {
      // Data scope '2': the company's roles; '3': only the roles the caller holds.
      q = me.companyId ? q.where('company_id', '=', me.companyId) : q.where(sql<boolean>`false`);
      if (me.dataScope === '3') q = me.roleIds.length ? q.where('role_id', 'in', me.roleIds) : q.where(sql<boolean>`false`);
    }
    if (query.roleName) q = q.where('role_name', 'ilike', `%${query.roleName.replace(/[%_\\]/g, '')}%`);
    if (query.roleKey) q = q.where('role_key', 'ilike', `%${query.roleKey.replace(/[%_\\]/g, '')}%`);
    if (query.status) q = q.where('status', '=', query.status);
    const { total } = await q.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    const rows = await q.selectAll().orderBy('role_sort').orderBy('create_time').limit(pageSize).offset((pageNo - 1) * pageSize).execute();
    let held = new Set<string>();
    if (query.userId) {
      const h = await services.db.selectFrom('user_roles').select('role_id').where('user_id', '=', query.userId).execute();
      held = new Set(h.map((r) => r.role_id));
    }
    const data = await Promise.all(rows.map((r) => roleView(services, r, query.userId ? held.has(r.role_id) : null)));
    return { data, total, pageNo, pageSize };
  },

  getRole: async ({ services, user, params }) => roleView(services, await roleInScope(services, requireUser(user), params.roleId)),

  getMenuTreeSelect: async ({ services, user, query, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const ids = await grantableMenuIds(services, me);
    let checkedKeys: string[] = [];
    if (query.roleId) {
      await roleInScope(services, me, query.roleId);
      const rows = await services.db.selectFrom('role_menus').select('menu_id').where('role_id', '=', query.roleId).execute();
      checkedKeys = rows.map((r) => r.menu_id);
    }
    return { menus: await menuTree(services, lang, ids), checkedKeys };
  },

  createRole: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    await requireAuthenticatedEnterprise(services, me, lang);
    const companyId = isPlatformAdmin(me) ? null : me.companyId;
    // Only platform administrators make platform roles; anyone else needs a company to own the role.
    if (companyId === null && !isPlatformAdmin(me)) throw new ApiError(403, 'forbidden', {}, { text: say(lang, 'accounts.roles.platformRoleAdminOnly') });
    await checkKey(services, lang, companyId, body.roleKey);
    const menuIds = await checkWrite(services, me, lang, body);
    const now = services.now();
    try {
      const id = await services.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('roles')
          .values({
            role_key: body.roleKey, role_name: body.roleName.trim(), role_sort: body.roleSort, status: body.status ?? '0',
            data_scope: body.dataScope ?? '2', company_id: companyId, remark: body.remark ?? null,
            create_by: who(me), create_time: now, update_by: who(me), update_time: now,
          })
          .returning('role_id')
          .executeTakeFirstOrThrow();
        if (menuIds.length) await trx.insertInto('role_menus').values(menuIds.map((menu_id) => ({ role_id: row.role_id, menu_id }))).execute();
        await recordAudit(trx, actorOf(me, req), { action: 'create', entity: 'role', entityId: row.role_id, after: { ...body, resourceIds: menuIds } });
        return row.role_id;
      });
      return new Answer({ id }, say(lang, 'accounts.users.created'));
    } catch (error) {
      if (isUniqueViolation(error)) throw fail(lang, 'accounts.roles.keyTaken', {}, { status: 409, field: 'roleKey' });
      throw error;
    }
  },

  updateRole: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const before = await changeableRole(services, me, lang, body.roleId);
    await checkKey(services, lang, before.company_id, body.roleKey, before.role_key);
    if (before.company_id === null && before.role_key === PLATFORM_ADMIN_ROLE && body.roleKey !== before.role_key) {
      throw fail(lang, 'accounts.roles.keyReserved', {}, { field: 'roleKey' });
    }
    const menuIds = await checkWrite(services, me, lang, body);
    if (isAdminRole(before) && body.status === '1') throw fail(lang, 'accounts.roles.sysLocked', {}, { status: 409 });
    try {
      await services.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('roles')
          .set({
            role_key: body.roleKey, role_name: body.roleName.trim(), role_sort: body.roleSort,
            ...(body.status ? { status: body.status } : {}), ...(body.dataScope ? { data_scope: body.dataScope } : {}),
            ...(body.remark !== undefined ? { remark: body.remark } : {}), update_by: who(me), update_time: services.now(),
          })
          .where('role_id', '=', before.role_id)
          .execute();
        await trx.deleteFrom('role_menus').where('role_id', '=', before.role_id).execute();
        if (menuIds.length) await trx.insertInto('role_menus').values(menuIds.map((menu_id) => ({ role_id: before.role_id, menu_id }))).execute();
        await recordAudit(trx, actorOf(me, req), {
          action: 'update', entity: 'role', entityId: before.role_id,
          before: { roleKey: before.role_key, roleName: before.role_name, dataScope: before.data_scope, status: before.status },
          after: { ...body, resourceIds: menuIds },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw fail(lang, 'accounts.roles.keyTaken', {}, { status: 409, field: 'roleKey' });
      throw error;
    }
    await announceRoleChange(services, before.role_id);
    return new Answer(null, say(lang, 'accounts.users.saved'));
  },

  changeRoleStatus: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const before = await changeableRole(services, me, lang, body.roleId);
    if (isAdminRole(before) && body.status === '1') throw fail(lang, 'accounts.roles.sysLocked', {}, { status: 409 });
    await services.db.updateTable('roles').set({ status: body.status, update_by: who(me), update_time: services.now() }).where('role_id', '=', body.roleId).execute();
    await recordAudit(services.db, actorOf(me, req), {
      action: 'changeStatus', entity: 'role', entityId: body.roleId, before: { status: before.status }, after: { status: body.status },
    });
    await announceRoleChange(services, body.roleId);
    return null;
  },
});
