/**
 * Migrations 0175_dispatch_pages, 0176_permission_prefixes and 0177_trucking_directory_permissions on a database
 * seeded before them: the old page keys and permission strings (fleet/dispatch, system:user:list,
 * user:collection:audit, shipconfig:edit, dangerous:decl:audit, td:factory:list…)
 * are put back as such a database holds them, with a company's own role granted the old 账号管理 buttons; the
 * migrator then renames them, and every role keeps what it was granted under the new names.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrations';
import * as dispatchPages from '../src/db/migrations/0175_dispatch_pages';
import * as permissionPrefixes from '../src/db/migrations/0176_permission_prefixes';
import * as truckingDirectory from '../src/db/migrations/0177_trucking_directory_permissions';
import { CLERK, FLEET, FORWARDER, call } from './accounts-fixtures';
import { startApp, tokenFor } from './helpers';

interface Info { permissions: string[] }
interface Route { path: string; component?: string; children?: Route[] }
const flat = (rs: Route[]): Route[] => rs.flatMap((r) => [r, ...flat(r.children ?? [])]);

describe('one vocabulary: the migrations of page keys and permission prefixes', () => {
  let app: FastifyInstance;
  const perms = async () => (await sql<{ perms: string }>`select perms from menus where perms is not null`.execute(app.services.db)).rows.map((r) => r.perms);

  beforeAll(async () => {
    app = await startApp();
    const db = app.services.db;
    // The database as it was before the three migrations.
    await truckingDirectory.down(db as unknown as Kysely<unknown>);
    await permissionPrefixes.down(db as unknown as Kysely<unknown>);
    await dispatchPages.down(db as unknown as Kysely<unknown>);
    await sql`delete from kysely_migration where name in ('0175_dispatch_pages', '0176_permission_prefixes', '0177_trucking_directory_permissions')`.execute(db);
    // A role the forwarder's company made itself, granting the clerk (who has no 账号管理) the old list button and its page.
    const clerk = await db.selectFrom('users').select(['user_id', 'company_id']).where('mobile', '=', CLERK).executeTakeFirstOrThrow();
    const forwarder = await db.selectFrom('users').select('company_id').where('mobile', '=', FORWARDER).executeTakeFirstOrThrow();
    const companyId = clerk.company_id ?? forwarder.company_id;
    const role = await db.insertInto('roles').values({ role_key: 'userViewer', role_name: '账号查看', company_id: companyId, create_by: 'test' }).returning('role_id').executeTakeFirstOrThrow();
    const granted = await db.selectFrom('menus').select('menu_id').where((eb) => eb.or([eb('perms', '=', 'system:user:list'), eb('name', '=', 'user.account')])).execute();
    await db.insertInto('role_menus').values(granted.map((m) => ({ role_id: role.role_id, menu_id: m.menu_id }))).execute();
    await db.insertInto('user_roles').values({ user_id: clerk.user_id, role_id: role.role_id }).execute();
  }, 180_000);
  afterAll(async () => {
    await app.close();
  });

  it('holds the old strings and page keys before, and none of them after', async () => {
    const before = await perms();
    for (const old of ['system:user:list', 'system:role:add', 'system:dict:edit', 'system:audit:list', 'user:collection:audit', 'shipconfig:edit', 'dangerous:decl:audit', 'reefer:decl:edit', 'prearrival:gate', 'customs:desk', 'td:factory:list', 'td:contact:edit', 'td:ctn:export']) {
      expect(before).toContain(old);
    }
    const oldPages = await sql<{ n: number }>`select count(*)::int as n from menus where component in ('fleet/dispatch', 'fleet/sendsCreate', 'fleet/sendsDetailed')`.execute(app.services.db);
    expect(oldPages.rows[0]!.n).toBe(3);

    await migrateToLatest(app.services.db as unknown as Kysely<unknown>);

    const after = await perms();
    expect(after.filter((p) => /^(system|user|shipconfig|dangerous|reefer|prearrival|customs):/.test(p))).toEqual([]);
    expect(after.filter((p) => p.startsWith('td:') && !p.startsWith('td:main:'))).toEqual([]);
    for (const now of ['accounts:user:list', 'accounts:role:add', 'dict:data:edit', 'admin:audit:list', 'accounts:collection:audit', 'bl:shipconfig:edit', 'decl:dangerous:audit', 'decl:reefer:edit', 'decl:prearrival:gate', 'decl:customs:desk', 'trucking:factory:list', 'trucking:contact:edit', 'trucking:ctn:export']) {
      expect(after).toContain(now);
    }
    // SPEC §6's strings are untouched.
    for (const spec of ['fleet:truck:add', 'td:main:list', 'truck:data:list', 'vessel:code:list']) expect(after).toContain(spec);
    // A button's name and path follow its permission (the seed's role selection reads names).
    const button = await app.services.db.selectFrom('menus').select(['name', 'path']).where('perms', '=', 'accounts:user:list').executeTakeFirstOrThrow();
    expect(button).toEqual({ name: 'accounts:user:list', path: expect.stringMatching(/#accounts:user:list$/) });
    const directory = await app.services.db.selectFrom('menus').select(['name', 'path']).where('perms', '=', 'trucking:factory:add').executeTakeFirstOrThrow();
    expect(directory).toEqual({ name: 'trucking:factory:add', path: expect.stringMatching(/#trucking:factory:add$/) });
  }, 120_000);

  it('keeps every grant: each user signs in with the new strings and the guarded calls answer', async () => {
    const forwarder = await tokenFor(app, FORWARDER);
    const info = await call<Info>(app, 'GET', '/user/auth/getInfo', { token: forwarder });
    expect(info.body.result.permissions).toEqual(expect.arrayContaining(['accounts:user:list', 'accounts:role:list', 'td:main:list', 'trucking:factory:list', 'trucking:contact:list', 'trucking:ctn:list']));
    expect(info.body.result.permissions.some((p) => /^td:(factory|contact|ctn):/.test(p))).toBe(false);
    expect(info.body.result.permissions.some((p) => p.startsWith('system:'))).toBe(false);
    expect((await call(app, 'POST', '/user/user/list', { token: forwarder, body: { pageSize: 5 } })).status).toBe(200);
    expect((await call(app, 'GET', '/user/role/getRoleList', { token: forwarder })).status).toBe(200);
    expect((await call(app, 'GET', '/trucking/factories', { token: forwarder })).status).toBe(200);
    expect((await call(app, 'GET', '/trucking/containers', { token: forwarder })).status).toBe(200);

    // The company's own role: the clerk lists users through it.
    const clerk = await tokenFor(app, CLERK);
    expect((await call<Info>(app, 'GET', '/user/auth/getInfo', { token: clerk })).body.result.permissions).toContain('accounts:user:list');
    expect((await call(app, 'POST', '/user/user/list', { token: clerk, body: { pageSize: 5 } })).status).toBe(200);
  }, 120_000);

  it("routes 车辆调度 and the 派单 pages to the trucking domain's page keys", async () => {
    const fleet = await tokenFor(app, FLEET);
    const routes = flat((await call<Route[]>(app, 'GET', '/user/auth/getRouters', { token: fleet })).body.result);
    const byPath = (p: string) => routes.find((r) => r.path.endsWith(p))?.component;
    expect(byPath('/fleet/dispatch')).toBe('trucking/dispatch');
    expect(byPath('SendsCreate')).toBe('trucking/sendsCreate');
    expect(byPath('SendsDetailed')).toBe('trucking/sendsDetailed');
    expect(routes.some((r) => r.component?.startsWith('fleet/sends') || r.component === 'fleet/dispatch')).toBe(false);
  }, 120_000);
});
