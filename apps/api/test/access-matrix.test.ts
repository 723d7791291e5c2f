/**
 * The role × endpoint matrix (issue 12): every operation of the contract is called as anonymous, as each demo
 * role, and as users of two other companies on the ids of records the demo companies own. It fails on any call
 * that succeeds where the operation's x-access says no, and on any record of another company read or changed.
 *
 * Requests are built from the contract (required fields, enum/example/pattern-conforming values) so that they
 * pass validation and reach the authorisation; ids in paths, queries and bodies are those of company A's records.
 * Callers run one after another in an order that keeps what later callers need (the other companies first,
 * then the owners, the platform administrator last); within a caller reads come first, deletions and the calls
 * that end the session last.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { contractOperations, type ContractOperation } from '../src/http/contract';
import { hasPermission, isPlatformStaff } from '../src/services';
import { resolveSession } from '../src/domains/auth/sessions';
import { ensureCompanyAdmin } from '../src/domains/accounts/roles/company-admin';
import { ADMIN, CLERK, FLEET, FORWARDER, bearer, startApp, tokenFor } from './helpers';
import { addCompanyWithUser } from './trucking-helpers';
import { HINTS, contract, deref, sample, type Json, type Schema } from './contract-samples';

const OTHER_FORWARDER = '13800000021';
const OTHER_FLEET = '13800000031';
/** A company user whose company role grants every menu: what a company administrator who granted themselves everything holds. */
const OTHER_ALL = '13800000041';

interface CallerDef {
  name: string;
  mobile?: string;
  /** A user of another company than the owners of the probed records. */
  outsider?: boolean;
  /** Not of the forwarder's company: never reads its drafts (issue 26 §4), even one addressed to it. */
  notDrafts?: boolean;
}

/** The demo parties besides the forwarder and the fleet (README's demo accounts). */
const AGENT = '13800000005';
const TERMINAL = '13800000006';
const BARGE = '13800000007';
const YARD = '13800000008';
/** What only the forwarder's draft booking (addressed to the demo agent) carries. */
const DRAFT_MARKER = 'MATRIXDRAFT SHIPPER';
/** In the order they run: outsiders before the owners change or delete anything; the platform administrator last. */
const CALLERS: CallerDef[] = [
  { name: 'anonymous' },
  { name: 'other forwarder', mobile: OTHER_FORWARDER, outsider: true, notDrafts: true },
  { name: 'other fleet', mobile: OTHER_FLEET, outsider: true, notDrafts: true },
  { name: 'other company, every permission', mobile: OTHER_ALL, outsider: true, notDrafts: true },
  { name: 'agent (CARRIER)', mobile: AGENT, notDrafts: true },
  { name: 'terminal', mobile: TERMINAL, notDrafts: true },
  { name: 'barge operator', mobile: BARGE, notDrafts: true },
  { name: 'yard', mobile: YARD, notDrafts: true },
  { name: 'common (clerk)', mobile: CLERK },
  { name: 'fleet', mobile: FLEET, notDrafts: true },
  { name: 'forwarder', mobile: FORWARDER },
  { name: 'sys (platform)', mobile: ADMIN },
];

/** The record a path addresses, by its longest matching prefix: its id and version. */
interface Rec {
  id: string;
  version?: number;
  extra?: Json;
}

interface Probe {
  url: string;
  method: string;
  query: Record<string, string>;
  body?: unknown;
  multipart?: boolean;
  /** Whether a path parameter named a record of company A. */
  addressesOwned: boolean;
}

interface Result {
  caller: string;
  operationId: string;
  status: number;
  success: boolean;
  msg: string;
}

describe('role × endpoint matrix: every operation as anonymous, each demo role and another company', () => {
  let app: FastifyInstance;
  const owned = new Map<string, Rec>(); // path prefix → a record company A owns
  const named: Json = {}; // body/query property → a value naming company A's records
  const markers = new Set<string>(); // strings only company A's records carry
  const bIds = new Set<string>(); // company ids, shop ids and user ids of the other companies
  const aIds: Record<string, Set<string>> = {};

  beforeAll(async () => {
    app = await startApp();
    const db = app.services.db;
    const company = async (code: string) => db.selectFrom('companies').select(['company_id', 'shop_id']).where('company_code', '=', code).executeTakeFirstOrThrow();
    const fwd = await company('FWD001');
    const flt = await company('FLT001');

    // The other companies: a forwarder and a fleet, each user with its trade's role and its company's administrator role.
    for (const [mobile, code, name, kind, roleKey, type] of [
      [OTHER_FORWARDER, 'FWD0M1', '矩阵测试货运代理有限公司', 'forwarder', 'FORWARDER', '1'],
      [OTHER_FLEET, 'FLT0M1', '矩阵测试运输有限公司', 'fleet', 'driver', '128'],
    ] as const) {
      const companyId = await addCompanyWithUser(app, { code, name, kind }, { mobile, name: `矩阵${kind}`, roleKey });
      const u = await db.selectFrom('users').select('user_id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
      await ensureCompanyAdmin(db, { companyId, companyTypes: [type], applicantId: u.user_id, roleName: '企业管理员', by: 'matrix' });
      const c = await db.selectFrom('companies').select('shop_id').where('company_id', '=', companyId).executeTakeFirstOrThrow();
      [companyId, c.shop_id, u.user_id].forEach((v) => bIds.add(v));
    }

    {
      const companyId = await addCompanyWithUser(app, { code: 'FWD0M2', name: '矩阵全权限货运代理有限公司', kind: 'forwarder' }, { mobile: OTHER_ALL, name: '矩阵全权限', roleKey: 'common' });
      const u = await db.selectFrom('users').select('user_id').where('mobile', '=', OTHER_ALL).executeTakeFirstOrThrow();
      // Keyed 'sys' like the platform administrator's role: a company role confers no platform standing whatever its key.
      const role = await db.insertInto('roles').values({ role_key: 'sys', role_name: '全部权限', role_sort: 9, data_scope: '2', company_id: companyId, create_by: 'matrix', update_by: 'matrix' }).returning('role_id').executeTakeFirstOrThrow();
      const menus = await db.selectFrom('menus').select('menu_id').execute();
      await db.insertInto('role_menus').values(menus.map((m) => ({ role_id: role.role_id, menu_id: m.menu_id }))).execute();
      await db.insertInto('user_roles').values({ user_id: u.user_id, role_id: role.role_id }).execute();
      const c = await db.selectFrom('companies').select('shop_id').where('company_id', '=', companyId).executeTakeFirstOrThrow();
      [companyId, c.shop_id, u.user_id].forEach((v) => bIds.add(v));
    }

    // A draft booking of the forwarder addressed to the demo agent: the agent must not read it before it is submitted.
    {
      const token = await tokenFor(app, FORWARDER);
      const agents = await app.inject({ method: 'GET', url: '/new/api/booking/agents', query: { name: '东海' }, headers: bearer(token) });
      const agentId = (agents.json() as { result: { data: Array<{ id: string }> } }).result.data[0]!.id;
      const draft = await app.inject({ method: 'POST', url: '/new/api/booking/bookings', headers: bearer(token), payload: {
        agentId, shipper: DRAFT_MARKER, consignee: 'C', notifyParty: null, polCode: 'CNNGB', podCode: 'DEHAM', voyageId: null, sailingFrom: '2026-12-10',
        sailingTo: null, containers: '1x40HC COC', cargoDescription: 'MATRIX', hsCode: null, packages: 1, packageKind: 'CTN', grossWeight: 1, volume: null,
        dangerous: false, reefer: false, freightTerms: 'prepaid', blType: 'telex', remark: null,
      } });
      expect(draft.statusCode).toBe(200);
    }

    // Company A's records: the demo forwarder FWD001 and the demo fleet FLT001.
    const A = [fwd.company_id, flt.company_id];
    const roleA = await ensureCompanyAdmin(db, { companyId: fwd.company_id, companyTypes: ['1'], applicantId: null, roleName: 'MATRIXA角色', by: 'matrix' });
    const users = await db.selectFrom('users').select(['user_id', 'mobile']).where('company_id', 'in', A).execute();
    const forwarderUser = users.find((u) => u.mobile === FORWARDER)!;
    const order = await db.selectFrom('truck_orders').select(['id', 'version']).where('forwarder_company_id', '=', fwd.company_id).where('fleet_company_id', '=', flt.company_id).orderBy('id').executeTakeFirstOrThrow();
    const orders = await db.selectFrom('truck_orders').select(['id', 'order_no']).where('forwarder_company_id', '=', fwd.company_id).execute();
    const containers = await db.selectFrom('truck_order_containers').select(['id']).where('order_id', 'in', orders.map((o) => o.id)).execute();
    const dispatch = await db.selectFrom('truck_dispatches').select(['id', 'version']).where('fleet_company_id', '=', flt.company_id).orderBy('id').executeTakeFirst();
    const trucks = await db.selectFrom('fleet_trucks').select(['id', 'version', 'truck_license']).where('fleet_company_id', '=', flt.company_id).orderBy('id').execute();
    const drivers = await db.selectFrom('fleet_drivers').select(['id', 'version', 'mobile']).where('fleet_company_id', '=', flt.company_id).orderBy('id').execute();
    const relation = await db.selectFrom('fleet_driver_trucks').select(['id', 'version']).where('fleet_company_id', '=', flt.company_id).orderBy('id').executeTakeFirst();
    const factory = await db.insertInto('truck_factories').values({ company_id: fwd.company_id, factory_name: 'MATRIXA工厂', address: 'MATRIXA地址', created_by: forwarderUser.user_id } as never).returning(['id', 'version']).executeTakeFirstOrThrow();
    const contact = await db.insertInto('truck_contacts').values({ company_id: fwd.company_id, name: 'MATRIXA联系人', mobile: '13912340001', created_by: forwarderUser.user_id } as never).returning(['id', 'version']).executeTakeFirstOrThrow();
    const account = await db.selectFrom('payment_accounts').select(['id', 'account_no']).where('company_id', '=', fwd.company_id).executeTakeFirstOrThrow();
    const weigh = await db.selectFrom('weigh_lists').select('id').where('company_id', '=', fwd.company_id).executeTakeFirst();
    const dict = await db.selectFrom('dict_data').select('dict_code').orderBy('dict_code').executeTakeFirstOrThrow();

    // What only the company's own pages (and the platform) may show: its onboarding form and its people.
    await db.updateTable('companies').set({ profile: JSON.stringify({ companyCname: '宁港国际货运代理有限公司', companyLegalPerson: 'MATRIXA法人', companyCreditCode: '91330206MATRIXA01' }) }).where('company_id', '=', fwd.company_id).execute();
    for (const u of await db.selectFrom('users').select('name').where('company_id', 'in', A).execute()) if (u.name) markers.add(u.name);
    for (const t of trucks) markers.add(t.truck_license);
    for (const d of drivers) markers.add(d.mobile);
    for (const o of orders) markers.add(o.order_no);
    markers.add(account.account_no);
    ['MATRIXA'].forEach((m) => markers.add(m));

    aIds.order_id = new Set(orders.map((o) => String(o.id)));
    aIds.container_id = new Set(containers.map((c) => String(c.id)));
    aIds.truck_id = new Set(trucks.map((t) => String(t.id)));
    aIds.driver_id = new Set(drivers.map((d) => String(d.id)));
    aIds.user_id = new Set(users.map((u) => u.user_id));
    aIds.role_id = new Set([roleA]);
    aIds.shop_id = new Set([fwd.shop_id, flt.shop_id]);
    aIds.company_id = new Set(A);
    aIds.forwarder_company_id = new Set([fwd.company_id]);

    const rec = (id: unknown, version?: number, extra?: Json): Rec => ({ id: String(id), ...(version !== undefined ? { version } : {}), ...(extra ? { extra } : {}) });
    owned.set('/trucking/orders/', rec(order.id, order.version));
    owned.set('/gps/orders/', rec(order.id));
    if (dispatch) owned.set('/trucking/sends/', rec(dispatch.id, dispatch.version));
    owned.set('/trucking/factories/', rec(factory.id, factory.version));
    owned.set('/trucking/contacts/', rec(contact.id, contact.version));
    owned.set('/fleet/trucks/', rec(trucks[0]!.id, trucks[0]!.version));
    owned.set('/gps/trucks/', rec(trucks[0]!.id));
    owned.set('/fleet/drivers/', rec(drivers[0]!.id, drivers[0]!.version));
    if (relation) owned.set('/fleet/driverRelationTruck/', rec(relation.id, relation.version));
    owned.set('/user/payment/account/', rec(account.id));
    owned.set('/user/user/', rec(forwarderUser.user_id));
    owned.set('/user/company/getCompanyId/', rec(forwarderUser.user_id));
    owned.set('/user/role/', rec(roleA));
    if (weigh) owned.set('/documents/record/', rec(weigh.id, undefined, { kind: 'WEIGH' }));
    owned.set('/system/dict/data/', rec(dict.dict_code));

    Object.assign(named, {
      userId: forwarderUser.user_id,
      roleId: roleA,
      roleIds: [roleA],
      shopId: fwd.shop_id,
      companyId: fwd.company_id,
      orderId: String(order.id),
      truckId: String(trucks[0]!.id),
      driverId: String(drivers[0]!.id),
      containerId: String(containers[0]!.id),
      fleetCompanyId: flt.company_id,
    });
  });
  afterAll(() => app?.close());

  function probe(op: ContractOperation): Probe {
    const o = contract.paths[op.path]![op.method] as Json;
    const prefix = [...owned.keys()].filter((p) => `${op.path}/`.startsWith(p)).sort((a, b) => b.length - a.length)[0];
    const rec = prefix ? owned.get(prefix) : undefined;
    const values: Json = { ...named, ...(rec ? { id: rec.id, ...(rec.version !== undefined ? { version: rec.version } : {}), ...rec.extra } : {}) };
    const params = ((o.parameters ?? []) as Schema[]).map((p) => deref(p) as Json & { name: string; in: string; required?: boolean; schema?: Schema });
    let addressesOwned = false;
    let url = op.path;
    const query: Record<string, string> = {};
    for (const p of params) {
      let v: unknown;
      if (p.in === 'path' && rec && (p.name === 'id' || p.name === 'userId' || p.name === 'roleId' || p.name === 'user')) {
        v = rec.id;
        addressesOwned = true;
      } else if (p.name in values) v = values[p.name];
      else if (p.required || p.in === 'path') v = p.name in HINTS && !deref(p.schema)?.pattern ? HINTS[p.name] : sample(p.schema, values);
      if (v === undefined) continue;
      if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(v)));
      else if (p.in === 'query') query[p.name] = String(v);
    }
    const content = (o.requestBody as Json | undefined)?.content as Record<string, { schema?: Schema }> | undefined;
    if (content?.['multipart/form-data']) return { url, method: op.method, query, multipart: true, addressesOwned };
    const body = content?.['application/json'] ? sample(content['application/json'].schema, values) : undefined;
    return { url, method: op.method, query, body, addressesOwned };
  }

  async function send(p: Probe, token?: string): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = token ? bearer(token) : {};
    if (p.multipart) {
      const boundary = '----matrix';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="bizType"\r\n\r\ncompany\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
        Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return app.inject({ method: p.method.toUpperCase() as 'POST', url: `/new/api${p.url}`, query: p.query, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    }
    return app.inject({ method: p.method.toUpperCase() as 'GET', url: `/new/api${p.url}`, query: p.query, headers, ...(p.body !== undefined ? { payload: p.body as object } : {}) });
  }

  const succeeded = (res: LightMyRequestResponse): boolean => {
    if (res.statusCode !== 200) return false;
    if (!String(res.headers['content-type'] ?? '').includes('json')) return true;
    const code = (res.json() as { code?: unknown }).code;
    return code === 200 || code === '200' || code === 0 || code === '0000';
  };

  const SESSION_ENDERS = new Set(['updatePassword', 'resetOwnPassword', 'changeMobile', 'adminResetPassword', 'changeUserStatus']);
  const rank = (op: ContractOperation) =>
    op.operationId === 'logout' ? 5 : SESSION_ENDERS.has(op.operationId) ? 4 : op.method === 'delete' ? 3 : op.method === 'get' ? 0 : 1;

  /** Every row of the tables that hold business data, by table, as JSON texts. */
  const NOISE = new Set(['sessions', 'rate_limits', 'captchas', 'audit_log', 'sms_codes', 'sms_quota', 'sms_outbox', 'captcha_verifications', 'reset_tickets', 'session_step_ups', 'export_jobs', 'addresses', 'menus', 'kysely_migration', 'kysely_migration_lock']);
  async function snapshot(): Promise<Map<string, Set<string>>> {
    // On PostgreSQL each test file has its own schema in a shared database: only this server's tables.
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(app.services.db);
    const tables = (await app.services.db.introspection.getTables())
      .filter((t) => t.schema === rows[0]?.schema && !NOISE.has(t.name))
      .map((t) => t.name);
    const out = new Map<string, Set<string>>();
    for (const t of tables) {
      const rows = await app.services.db.selectFrom(t as never).selectAll().execute();
      out.set(t, new Set(rows.map((r) => JSON.stringify(r))));
    }
    return out;
  }
  const mentionsB = (row: Json) => Object.values(row).some((v) => typeof v === 'string' && bIds.has(v));
  const pointsAtA = (row: Json) =>
    Object.entries(row).some(([k, v]) => k !== 'fleet_company_id' && v !== null && aIds[k]?.has(String(v)));

  it('refuses every call the contract does not allow, and lets no other company read or change a record', async () => {
    const ops = contractOperations();
    const leaks: string[] = [];
    const results: Result[] = [];
    let calls = 0;
    const started = Date.now();

    // On the embedded database beside a PostgreSQL run (API_TESTS_SCOPE=embedded) the matrix is each domain's smoke:
    // every operation as the owners and the platform; the other companies' probes (and their snapshots of every
    // table) check authorisation, which the storage does not change, and run whole on PostgreSQL.
    const callers = process.env.API_TESTS_SCOPE === 'embedded' ? CALLERS.filter((c) => !c.outsider) : CALLERS;
    for (const who of callers) {
      const token = who.mobile ? await tokenFor(app, who.mobile) : undefined;
      const me = token ? ((await send({ url: '/user/auth/getInfo', method: 'get', query: {}, addressesOwned: false }, token)).json() as { result: { permissions: string[]; roles: string[] } }).result : null;
      // Platform staff as the server marks them (the session's platform flag), not by a role key a company may also choose.
      const session = token ? await resolveSession(app.services, token) : null;
      const platform = !!session && isPlatformStaff(session);
      expect(platform, who.name).toBe(who.name === 'sys (platform)');
      const before = who.outsider ? await snapshot() : null;
      for (const op of [...ops].sort((a, b) => rank(a) - rank(b))) {
        const p = probe(op);
        const res = await send(p, token);
        calls += 1;
        const ok = succeeded(res);
        results.push({ caller: who.name, operationId: op.operationId, status: res.statusCode, success: ok, msg: res.statusCode === 200 ? '' : res.body.slice(0, 160) });
        if (!ok || op.access === 'public') continue;
        const why = op.access === 'api-key'
          ? 'an api-key operation answered a caller without an API key'
          : !me
          ? 'anonymous'
          : op.access === 'platform' && !platform
            ? 'not platform staff'
            : op.access === 'permission' && !hasPermission(me, op.permission!)
              ? `lacks ${op.permission}`
              : who.outsider && p.addressesOwned
                ? 'another company’s record by id'
                : who.notDrafts && res.body.includes(DRAFT_MARKER)
                ? 'another company’s draft in the answer'
              : who.outsider && [...markers].some((m) => res.body.includes(m))
                  ? `another company’s data in the answer (${[...markers].filter((m) => res.body.includes(m)).slice(0, 3).join(', ')})`
                  : null;
        if (why) leaks.push(`${who.name} ${op.method.toUpperCase()} ${op.path} (${op.operationId}): ${why}`);
      }
      if (before) {
        const after = await snapshot();
        for (const [table, rows] of before) {
          const now = after.get(table) ?? new Set<string>();
          for (const r of rows) if (!now.has(r) && !mentionsB(JSON.parse(r) as Json)) leaks.push(`${who.name}: changed or removed a row of ${table}: ${r.slice(0, 200)}`);
          for (const r of now) if (!rows.has(r) && pointsAtA(JSON.parse(r) as Json)) leaks.push(`${who.name}: added a row of ${table} naming another company’s record: ${r.slice(0, 200)}`);
        }
      }
    }

    const byCaller = callers.map((c) => {
      const mine = results.filter((r) => r.caller === c.name);
      const count = (f: (r: Result) => boolean) => mine.filter(f).length;
      return `${c.name}: ${count((r) => r.success)} succeeded, ${count((r) => r.status === 400)} refused as invalid, ${count((r) => r.status === 401 || r.status === 403)} refused 401/403, ${count((r) => r.status === 404)} not found`;
    });
    console.log(`access matrix: ${ops.length} operations, ${calls} calls in ${Date.now() - started} ms, ${leaks.length} leaks\n  ${byCaller.join('\n  ')}`);
    if (process.env.MATRIX_DEBUG) console.log(results.filter((x) => x.caller === process.env.MATRIX_DEBUG && !x.success).map((r) => `${r.operationId} ${r.status} ${r.msg}`).join('\n'));
    expect(leaks).toEqual([]);
    // 250 operations × 12 callers: half a minute on a quiet machine; the margin is for a loaded one.
  }, 600_000);
});
