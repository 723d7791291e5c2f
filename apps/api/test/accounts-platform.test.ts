/**
 * Issue 12 item 1: no way up from a company account to the platform. A forwarder's company administrator
 * tries what worked before: a company role keyed 'sys' granted to themself, then the SMS outbox (every
 * user's codes) and a reset of the platform administrator's password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startApp, tokenFor } from './helpers';
import { ADMIN, CLERK, FORWARDER, STRONG, admin, call, hashed } from './accounts-fixtures';

interface Page<T> {
  data: T[];
  total: number;
}
type Info = { roles: string[]; permissions: string[] };

let app: FastifyInstance;
let forwarder: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  app = await startApp({ captchaEnabled: false });
  forwarder = await tokenFor(app, FORWARDER);
  const all = await call<Page<{ userId: string; mobile: string }>>(app, 'POST', '/user/user/list', { token: await admin(app), body: { pageSize: 50 } });
  for (const u of all.body.result.data) ids[u.mobile] = u.userId;
}, 180_000);
afterAll(() => app.close());

const companyOf = async (mobile: string) =>
  (await app.services.db.selectFrom('users').select('company_id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).company_id!;

/** A company role written straight into the database, as old code let a company make it, granted to `mobile`. */
async function plantCompanyRole(mobile: string, key: string, scope: string): Promise<string> {
  const { db } = app.services;
  const role = await db
    .insertInto('roles')
    .values({ role_key: key, role_name: key, data_scope: scope, company_id: await companyOf(mobile) })
    .returning('role_id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: ids[mobile]!, role_id: role.role_id }).execute();
  return role.role_id;
}

/** What the platform alone may do, tried with `token`: answers the statuses. */
async function platformCalls(token: string) {
  const outbox = await call(app, 'GET', '/base/sms/outbox', { token, query: { mobile: ADMIN } });
  const reset = await call(app, 'POST', '/user/user/adminResetPwd', { token, body: { userId: ids[ADMIN], password: hashed(STRONG) } });
  const users = await call<Page<{ mobile: string }>>(app, 'POST', '/user/user/list', { token, body: { pageSize: 50 } });
  return { readsOutbox: outbox.status === 200, resetsAdmin: reset.status === 200, seesAdmin: (users.body.result?.data ?? []).some((u) => u.mobile === ADMIN) };
}

describe('company roles cannot reach the platform', () => {
  it('refuses the reserved keys for a company role, in the caller\'s language', async () => {
    for (const roleKey of ['sys', 'SYS', 'admin', 'FORWARDER', 'driver', 'common', 'ROLE_DEFAULT']) {
      const res = await call(app, 'POST', '/user/role', { token: forwarder, body: { roleKey, roleName: '越权', roleSort: 9, resourceIds: [], dataScope: '2' } });
      expect(res.status, roleKey).toBe(400);
      expect(res.body.msg).toBe('角色权限字符已被平台保留');
      expect(res.body.field).toBe('roleKey');
    }
    const en = await app.inject({
      method: 'POST', url: '/new/api/user/role', headers: { authorization: `Bearer ${forwarder}`, 'accept-language': 'en-US' },
      payload: { roleKey: 'sys', roleName: 'x', roleSort: 9, resourceIds: [], dataScope: '2' },
    });
    expect(en.json()).toMatchObject({ msg: 'This role key is reserved by the platform' });

    // Renaming an existing company role to a reserved key is refused the same way.
    const made = await call<{ id: string }>(app, 'POST', '/user/role', { token: forwarder, body: { roleKey: 'clerk2', roleName: '助理', roleSort: 9, resourceIds: [], dataScope: '3' } });
    expect(made.status, made.body.msg).toBe(200);
    const renamed = await call(app, 'PUT', '/user/role', { token: forwarder, body: { roleId: made.body.result.id, roleKey: 'sys', roleName: '助理', roleSort: 9, resourceIds: [], dataScope: '3' } });
    expect(renamed.body.msg).toBe('角色权限字符已被平台保留');
  });

  it('gives nothing to a company role keyed sys with the all-data scope, even when it exists and is held', async () => {
    await plantCompanyRole(FORWARDER, 'sys', '1');
    const token = await tokenFor(app, FORWARDER);
    const info = await call<Info>(app, 'GET', '/user/auth/getInfo', { token });
    expect(info.body.result.roles).toContain('sys');
    expect(info.body.result.permissions).not.toContain('*:*:*');
    expect(await platformCalls(token)).toEqual({ readsOutbox: false, resetsAdmin: false, seesAdmin: false });
    // The routes of the menu are the forwarder's, not every menu.
    const routes = await call<Array<{ name: string }>>(app, 'GET', '/user/auth/getRouters', { token });
    expect(routes.body.result.map((r) => r.name)).not.toContain('system');
  });

  it('grants the platform administrator everything only as platform staff holding the platform role', async () => {
    const token = await admin(app);
    const info = await call<Info>(app, 'GET', '/user/auth/getInfo', { token });
    expect(info.body.result.permissions).toEqual(['*:*:*']);
    expect((await call(app, 'GET', '/base/sms/outbox', { token, query: { mobile: ADMIN } })).status).toBe(200);

    // The platform role sys given to a forwarder's user (by a platform administrator) still does not make
    // them platform staff: their company is not the platform.
    const sys = (await call<Page<{ roleId: string; roleKey: string; companyId: string | null }>>(app, 'GET', '/user/role/getRoleList', { token, query: { pageSize: '50' } }))
      .body.result.data.find((r) => r.roleKey === 'sys' && r.companyId === null)!;
    await app.services.db.insertInto('user_roles').values({ user_id: ids[CLERK]!, role_id: sys.roleId }).execute();
    await app.services.db.updateTable('users').set({ auth_status: '02' }).where('user_id', '=', ids[CLERK]!).execute();
    const clerk = await tokenFor(app, CLERK);
    expect((await call<Info>(app, 'GET', '/user/auth/getInfo', { token: clerk })).body.result.permissions).not.toContain('*:*:*');
    expect(await platformCalls(clerk)).toEqual({ readsOutbox: false, resetsAdmin: false, seesAdmin: false });
    await app.services.db.deleteFrom('user_roles').where('user_id', '=', ids[CLERK]!).where('role_id', '=', sys.roleId).execute();
  });

  it('lets a company user grant only roles of their company whose menus they hold themselves', async () => {
    const adminToken = await admin(app);
    const platformRoles = (await call<Page<{ roleId: string; roleKey: string }>>(app, 'GET', '/user/role/getRoleList', { token: adminToken, query: { pageSize: '50' } })).body.result.data;
    const driver = platformRoles.find((r) => r.roleKey === 'driver')!;
    const grantPlatform = await call(app, 'PUT', '/user/user/authRole', { token: forwarder, body: { userId: ids[CLERK], roleIds: [driver.roleId] } });
    // The refusal names the role as the form lists it, not by its id.
    const driverName = (await app.services.db.selectFrom('roles').select('role_name').where('role_id', '=', driver.roleId).executeTakeFirstOrThrow()).role_name;
    expect(grantPlatform.body.msg).toBe(`不能分配该角色：${driverName}`);

    // A company role that opens a menu the forwarder does not hold (车队管理), written straight to the database.
    const wide = await plantCompanyRole(CLERK, 'fleetBoss', '2');
    const fleetMenu = await app.services.db.selectFrom('menus').select('menu_id').where('name', '=', 'fleet').executeTakeFirstOrThrow();
    await app.services.db.insertInto('role_menus').values({ role_id: wide, menu_id: fleetMenu.menu_id }).execute();
    const refused = await call(app, 'PUT', '/user/user/authRole', { token: forwarder, body: { userId: ids[FORWARDER], roleIds: [wide] } });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('不能分配该角色：fleetBoss');
    const created = await call(app, 'POST', '/user/user', {
      token: forwarder, body: { mobile: '13300000099', name: '越权', password: hashed(STRONG), roleIds: [wide] },
    });
    expect(created.body.msg).toBe('不能分配该角色：fleetBoss');

    // Nor can a role be made to open that menu.
    const role = await call(app, 'POST', '/user/role', { token: forwarder, body: { roleKey: 'fleetish', roleName: '车队', roleSort: 9, resourceIds: [fleetMenu.menu_id], dataScope: '2' } });
    expect(role.body.msg).toBe('不能分配未拥有的菜单权限');
  });
});

describe('the port\'s counterparts (issue 13 §2)', () => {
  it('signs in the carrier agent, the terminal and the barge operator, each with its role, menu and company', async () => {
    const expected = [
      ['13800000005', 'CARRIER', '东海船务代理有限公司'],
      ['13800000006', 'TERMINAL', '北仑第二集装箱码头有限公司'],
      ['13800000007', 'BARGE', '甬江驳运有限公司'],
    ] as const;
    for (const [mobile, role, company] of expected) {
      const token = await tokenFor(app, mobile);
      const info = await call<{ roles: string[]; permissions: string[]; user: { companyName: string; authStatus: string } }>(app, 'GET', '/user/auth/getInfo', { token });
      expect(info.body.result.roles, mobile).toEqual([role]);
      expect(info.body.result.user).toMatchObject({ companyName: company, authStatus: '02' });
      expect(info.body.result.permissions).toEqual(expect.arrayContaining(['accounts:user:list', 'accounts:role:list']));
      expect(info.body.result.permissions).not.toContain('*:*:*');
      const routes = await call<Array<{ name: string; meta: { hidden: boolean }; children?: Array<{ name: string }> }>>(app, 'GET', '/user/auth/getRouters', { token });
      const shown = routes.body.result.filter((r) => !r.meta.hidden);
      // The shell every company needs; each type's business menus (booking, branch release…) come with their domains.
      expect(shown.map((r) => r.name)).toEqual(expect.arrayContaining(['home', 'query', 'user']));
      expect(shown.find((r) => r.name === 'user')!.children!.map((c) => c.name)).toEqual(expect.arrayContaining(['user.account', 'user.role']));
      // Their company administrators manage their own users only.
      const users = await call<Page<{ mobile: string }>>(app, 'POST', '/user/user/list', { token, body: {} });
      expect(users.body.result.data.map((u) => u.mobile)).toEqual([mobile]);
    }
  });
});
