/** Accounts of the business centre and the signed-in user's profile (openapi/paths/accounts/users.yaml). */
import { sql } from 'kysely';
import { validateEmail, validateMobile } from '@port/sdk/rules';
import type { Schemas } from '@port/sdk/contract';
import { defineHandlers, requireUser } from '../../../http/contract';
import { Answer } from '../../../http/envelope';
import { badRequest, forbidden } from '../../../http/errors';
import { actorOf, recordAudit } from '../../../lib/audit';
import { parseDateTime } from '../../../lib/datetime';
import { enforce } from '../../../lib/text';
import { hasPermission, type AppServices, type SessionUser } from '../../../services';
import { hashDigest } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { announceAccessChange } from '../../../lib/access-changed';
import { isPlatformAdmin, notFound, requireAuthenticatedEnterprise } from '../common/access';
import { isUniqueViolation } from '../common/db-errors';
import { dateTime } from '../common/format';
import { fail, langOf, say, type Lang } from '../common/messages';
import { storePassword } from '../common/passwords';
import { grantableRoleIds } from '../roles/menus';
import { roleView } from '../roles/view';
import { userInScope, userScope } from './scope';

type UserListItem = Schemas['UserListItem'];

async function rolesOf(services: AppServices, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, Array<{ id: string; name: string }>>();
  const rows = await services.db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
    .select(['ur.user_id', 'r.role_id', 'r.role_name'])
    .where('ur.user_id', 'in', userIds)
    .orderBy('r.role_sort')
    .execute();
  const out = new Map<string, Array<{ id: string; name: string }>>();
  for (const r of rows) out.set(r.user_id, [...(out.get(r.user_id) ?? []), { id: r.role_id, name: r.role_name }]);
  return out;
}

/**
 * Refuses the first role of `roleIds` the caller may not grant, by the role's name (the form lists names, not
 * ids); an id no role has is shown as it was sent.
 */
async function refuseUngrantable(services: AppServices, lang: Lang, roleIds: readonly string[], grantable: ReadonlySet<string>): Promise<void> {
  const refused = roleIds.find((id) => !grantable.has(id));
  if (!refused) return;
  const role = await services.db.selectFrom('roles').select('role_name').where(sql<string>`role_id::text`, '=', refused).executeTakeFirst();
  throw fail(lang, 'accounts.users.roleNotGrantable', { role: role?.role_name ?? refused }, { field: 'roleIds' });
}

/**
 * Replaces the roles the caller may grant; roles the caller cannot grant (e.g. platform roles given by
 * a platform administrator) stay as they are.
 */
async function replaceRoles(services: AppServices, lang: Lang, me: SessionUser, userId: string, roleIds: readonly string[]): Promise<void> {
  const grantable = await grantableRoleIds(services, me);
  await refuseUngrantable(services, lang, roleIds, grantable);
  await services.db.transaction().execute(async (trx) => {
    if (grantable.size > 0) await trx.deleteFrom('user_roles').where('user_id', '=', userId).where('role_id', 'in', [...grantable]).execute();
    const unique = [...new Set(roleIds)];
    if (unique.length > 0) await trx.insertInto('user_roles').values(unique.map((role_id) => ({ user_id: userId, role_id }))).execute();
  });
  await announceAccessChange(services, [userId]);
}

export const userHandlers = defineHandlers({
  listUsers: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const pageNo = body.pageNo ?? 1;
    const pageSize = body.pageSize ?? 10;
    const scope = userScope(me);
    let q = services.db.selectFrom('users as u').leftJoin('companies as c', 'c.company_id', 'u.company_id').where('u.del_flag', '=', '0');
    if (scope.kind === 'company') q = q.where('u.company_id', '=', scope.companyId);
    if (scope.kind === 'self') q = q.where('u.user_id', '=', scope.userId);
    if (scope.kind === 'all' && body.companyId) q = q.where('u.company_id', '=', body.companyId);
    if (body.mobile) q = q.where('u.mobile', 'like', `${body.mobile.replace(/[%_\\]/g, '')}%`);
    if (body.name) {
      const pattern = `%${body.name.replace(/[%_\\]/g, '')}%`;
      q = q.where((eb) => eb.or([eb('u.name', 'ilike', pattern), eb('u.login_name', 'ilike', pattern)]));
    }
    if (body.status) q = q.where('u.status', '=', body.status);
    if (body.roleId) {
      const roleId = body.roleId;
      q = q.where((eb) => eb.exists(eb.selectFrom('user_roles as ur').select('ur.user_id').whereRef('ur.user_id', '=', 'u.user_id').where('ur.role_id', '=', roleId)));
    }
    for (const [field, op] of [['createTimeStart', '>='], ['createTimeEnd', '<=']] as const) {
      const text = body[field];
      if (!text) continue;
      const at = parseDateTime(text);
      if (!at) throw fail(lang, 'validation.dateTimeIncomplete', {}, { field });
      q = q.where('u.create_time', op, at);
    }
    const { total } = await q.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    const rows = await q
      .select([
        'u.user_id', 'u.name', 'u.login_name', 'u.mobile', 'u.status', 'u.sex', 'u.email', 'u.company_id', 'c.company_name',
        'u.user_type', 'u.auth_status', 'u.remark', 'u.create_time', 'u.update_time',
      ])
      .orderBy('u.create_time', 'desc')
      .orderBy('u.user_id')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    const roles = await rolesOf(services, rows.map((r) => r.user_id));
    const data: UserListItem[] = rows.map((r) => ({
      userId: r.user_id,
      name: r.name,
      loginName: r.login_name,
      mobile: r.mobile,
      status: r.status === '1' ? '1' : '0',
      sex: r.sex,
      email: r.email,
      roleIds: (roles.get(r.user_id) ?? []).map((x) => x.id),
      roleNames: (roles.get(r.user_id) ?? []).map((x) => x.name),
      companyId: r.company_id,
      companyName: r.company_name,
      userType: r.user_type,
      authStatus: r.auth_status,
      remark: r.remark,
      createTime: dateTime(r.create_time),
      updateTime: dateTime(r.update_time),
    }));
    return { data, total, pageNo, pageSize };
  },

  createUser: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    await requireAuthenticatedEnterprise(services, me, lang);
    enforce(lang, validateMobile, body.mobile, 'mobile');
    if (body.email) enforce(lang, validateEmail, body.email, 'email');
    const admin = isPlatformAdmin(me);
    const companyId = admin && body.companyId ? body.companyId : me.companyId;
    if (admin && body.companyId) {
      const exists = await services.db.selectFrom('companies').select('company_id').where('company_id', '=', body.companyId).executeTakeFirst();
      if (!exists) throw fail(lang, 'accounts.users.companyNotFound', {}, { field: 'companyId' });
    }
    await refuseUngrantable(services, lang, body.roleIds, await grantableRoleIds(services, me));
    const now = services.now();
    const hash = await hashDigest(body.password);
    let userId: string;
    try {
      userId = await services.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('users')
          .values({
            mobile: body.mobile,
            name: body.name.trim(),
            login_name: body.loginName?.trim() || body.mobile,
            email: body.email ?? null,
            sex: body.sex ?? null,
            status: body.status ?? '0',
            company_id: companyId,
            user_type: admin && body.userType !== undefined ? body.userType : 1,
            remark: body.remark ?? null,
            password_hash: hash,
            // Set by an administrator: the user must choose their own at the next sign-in.
            weak_password: 'Y',
            password_update_time: now,
            create_time: now,
            update_time: now,
          })
          .returning('user_id')
          .executeTakeFirstOrThrow();
        const roleIds = [...new Set(body.roleIds)];
        if (roleIds.length) await trx.insertInto('user_roles').values(roleIds.map((role_id) => ({ user_id: row.user_id, role_id }))).execute();
        await recordAudit(trx, actorOf(me, req), {
          action: 'create', entity: 'user', entityId: row.user_id,
          after: { mobile: body.mobile, name: body.name, companyId, roleIds },
        });
        return row.user_id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw fail(lang, 'portal.account.mobileTaken', {}, { status: 409, field: 'mobile' });
      throw error;
    }
    return new Answer({ id: userId }, say(lang, 'accounts.users.created'));
  },

  updateUser: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const target = await userInScope(services, me, body.userId);
    if (body.email) enforce(lang, validateEmail, body.email, 'email');
    if (body.status === '1' && body.userId === me.userId) throw fail(lang, 'accounts.users.cannotDisableSelf', {}, { status: 409 });
    if (body.roleIds) {
      await requireAuthenticatedEnterprise(services, me, lang);
      await replaceRoles(services, lang, me, body.userId, body.roleIds);
    }
    const changes = {
      ...(body.name !== undefined ? { name: body.name.trim() } : {}),
      ...(body.loginName !== undefined ? { login_name: body.loginName?.trim() || null } : {}),
      ...(body.email !== undefined ? { email: body.email || null } : {}),
      ...(body.sex !== undefined ? { sex: body.sex } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
      ...(body.remark !== undefined ? { remark: body.remark } : {}),
    };
    await services.db.updateTable('users').set({ ...changes, update_time: services.now() }).where('user_id', '=', body.userId).execute();
    if (body.status === '1' && target.status !== '1') await revokeUserSessions(services, body.userId);
    await recordAudit(services.db, actorOf(me, req), {
      action: 'update', entity: 'user', entityId: body.userId,
      before: { name: target.name, status: target.status, email: target.email, remark: target.remark },
      after: { ...changes, ...(body.roleIds ? { roleIds: body.roleIds } : {}) },
    });
    return new Answer(null, say(lang, 'accounts.users.saved'));
  },

  getUser: async ({ services, user, params }) => {
    const me = requireUser(user);
    const u = await userInScope(services, me, params.userId);
    const roleRows = await services.db
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
      .selectAll('r')
      .where('ur.user_id', '=', u.user_id)
      .orderBy('r.role_sort')
      .execute();
    const roles = await Promise.all(roleRows.map((r) => roleView(services, r)));
    return {
      userId: u.user_id, name: u.name, username: u.username, loginName: u.login_name, mobile: u.mobile, email: u.email,
      sex: u.sex, status: u.status, delFlag: u.del_flag, avatar: u.avatar, companyId: u.company_id, companyCode: u.company_code,
      companyName: u.company_name, userType: u.user_type, authStatus: u.auth_status, createTime: dateTime(u.create_time),
      updateTime: dateTime(u.update_time), passwordUpdateTime: dateTime(u.password_update_time),
      roleIds: roleRows.map((r) => r.role_id), roles, remark: u.remark,
    };
  },

  adminResetPassword: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    await userInScope(services, me, body.userId);
    await storePassword(services, body.userId, body.password, 'Y');
    await revokeUserSessions(services, body.userId);
    await recordAudit(services.db, actorOf(me, req), { action: 'resetPassword', entity: 'user', entityId: body.userId });
    return new Answer(null, say(lang, 'accounts.users.passwordResetDone'));
  },

  setUserRoles: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    await userInScope(services, me, body.userId);
    await requireAuthenticatedEnterprise(services, me, lang);
    await replaceRoles(services, lang, me, body.userId, body.roleIds);
    await recordAudit(services.db, actorOf(me, req), { action: 'setRoles', entity: 'user', entityId: body.userId, after: { roleIds: body.roleIds } });
    return new Answer(null, say(lang, 'accounts.users.saved'));
  },

  changeUserStatus: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const target = await userInScope(services, me, body.userId);
    if (body.status === '1' && body.userId === me.userId) throw fail(lang, 'accounts.users.cannotDisableSelf', {}, { status: 409 });
    await services.db.updateTable('users').set({ status: body.status, update_time: services.now() }).where('user_id', '=', body.userId).execute();
    if (body.status === '1') await revokeUserSessions(services, body.userId);
    await recordAudit(services.db, actorOf(me, req), {
      action: 'changeStatus', entity: 'user', entityId: body.userId, before: { status: target.status }, after: { status: body.status },
    });
    return null;
  },

  getUserStatus: async ({ services, user, params }) => {
    const me = requireUser(user);
    const self = params.user === me.userId || params.user === me.mobile;
    if (!self && !hasPermission(me, 'accounts:user:list')) throw forbidden();
    const found = await services.db
      .selectFrom('users')
      .select('user_id')
      .where((eb) => eb.or([eb('user_id', '=', params.user), eb('mobile', '=', params.user)]))
      .executeTakeFirst();
    if (!found) throw notFound();
    const u = self ? await userInScope(services, { ...me, dataScope: '3' }, me.userId) : await userInScope(services, me, found.user_id);
    const now = services.now();
    const locked = !!u.locked_until && new Date(u.locked_until) > now;
    return {
      userId: u.user_id,
      mobile: u.mobile,
      status: u.status === '1' ? ('1' as const) : ('0' as const),
      locked,
      lockedUntil: locked ? dateTime(u.locked_until) : null,
      // The failures that locked the account while it is locked; a lock that ran out left a count no longer in force.
      failedLogins: u.locked_until && !locked ? 0 : u.failed_logins,
      authStatus: u.auth_status,
      weakPassword: u.weak_password === 'Y' ? ('Y' as const) : ('N' as const),
      lastLoginTime: dateTime(
        (await services.db.selectFrom('sessions').select('create_time').where('user_id', '=', u.user_id).orderBy('create_time', 'desc').limit(1).executeTakeFirst())
          ?.create_time,
      ),
    };
  },

  getProfile: async ({ services, user }) => profileOf(services, requireUser(user).userId),

  updateOrCreateProfile: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    if (body.email) enforce(lang, validateEmail, body.email, 'email');
    if (body.settings && JSON.stringify(body.settings).length > 8192) throw badRequest('invalidBody', { detail: 'settings > 8 KB' }, 'settings');
    const now = services.now();
    const fields = {
      ...(body.name !== undefined ? { name: body.name?.trim() || null } : {}),
      ...(body.email !== undefined ? { email: body.email || null } : {}),
      ...(body.sex !== undefined ? { sex: body.sex } : {}),
      ...(body.avatar !== undefined ? { avatar: body.avatar } : {}),
      ...(body.remark !== undefined ? { remark: body.remark } : {}),
    };
    if (Object.keys(fields).length) await services.db.updateTable('users').set({ ...fields, update_time: now }).where('user_id', '=', me.userId).execute();
    const settings = body.settings ? JSON.stringify(body.settings) : undefined;
    await services.db
      .insertInto('user_profiles')
      .values({ user_id: me.userId, settings: settings ?? '{}', update_time: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...(settings ? { settings } : {}), update_time: now }))
      .execute();
    return new Answer(await profileOf(services, me.userId), say(lang, 'accounts.users.saved'));
  },
});

async function profileOf(services: AppServices, userId: string): Promise<Schemas['UserProfile']> {
  const row = await services.db
    .selectFrom('users as u')
    .leftJoin('user_profiles as p', 'p.user_id', 'u.user_id')
    .select(['u.user_id', 'u.name', 'u.email', 'u.sex', 'u.avatar', 'u.remark', 'p.settings', 'p.update_time'])
    .where('u.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const sex = row.sex === '0' || row.sex === '1' || row.sex === '2' ? row.sex : null;
  return {
    userId: row.user_id,
    name: row.name,
    email: row.email,
    sex,
    avatar: row.avatar,
    remark: row.remark,
    settings: row.settings ?? {},
    updateTime: dateTime(row.update_time),
  };
}
