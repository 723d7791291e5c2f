import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { login, startApp, tokenFor } from './helpers';
import { CLERK, FLEET, FORWARDER, STRONG, admin, call, hashed } from './accounts-fixtures';

interface Page<T> {
  data: T[];
  total: number;
}
type UserItem = { userId: string; mobile: string; companyName: string | null; roleIds: string[] };

let app: FastifyInstance;
beforeAll(async () => {
  app = await startApp({ captchaEnabled: false });
}, 180_000);
afterAll(() => app.close());

describe('users, roles and data scope', () => {
  let forwarder: string;
  let adminToken: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    forwarder = await tokenFor(app, FORWARDER);
    adminToken = await admin(app);
    const all = await call<Page<UserItem>>(app, 'POST', '/user/user/list', { token: adminToken, body: { pageSize: 50 } });
    for (const u of all.body.result.data) ids[u.mobile] = u.userId;
  });

  it('lets a platform administrator see every company\'s users, with paging and search', async () => {
    const all = await call<Page<UserItem>>(app, 'POST', '/user/user/list', { token: adminToken, body: { pageSize: 2 } });
    expect(all.body.result.total).toBeGreaterThanOrEqual(4);
    expect(all.body.result.data).toHaveLength(2);
    const fleet = await call<Page<UserItem>>(app, 'POST', '/user/user/list', { token: adminToken, body: { mobile: '1380000000', name: '车队' } });
    expect(fleet.body.result.data.map((u) => u.mobile)).toEqual([FLEET]);
  });

  it('shows a company administrator only the company\'s users and refuses another company\'s', async () => {
    const list = await call<Page<UserItem>>(app, 'POST', '/user/user/list', { token: forwarder, body: { companyId: 'anything' } });
    expect(list.body.result.data.map((u) => u.mobile).sort()).toEqual([FORWARDER, CLERK].sort());
    const other = ids[FLEET]!;
    expect((await call(app, 'GET', `/user/user/${other}`, { token: forwarder })).status).toBe(404);
    expect((await call(app, 'PUT', '/user/user', { token: forwarder, body: { userId: other, name: '改名' } })).status).toBe(404);
    expect((await call(app, 'PUT', '/user/user/changeStatus', { token: forwarder, body: { userId: other, status: '1' } })).status).toBe(404);
    expect((await call(app, 'POST', '/user/user/adminResetPwd', { token: forwarder, body: { userId: other, password: hashed(STRONG) } })).status).toBe(404);
    expect((await call(app, 'PUT', '/user/user/authRole', { token: forwarder, body: { userId: other, roleIds: [] } })).status).toBe(404);
    expect((await call(app, 'GET', `/user/user/status/${FLEET}`, { token: forwarder })).status).toBe(404);
    // The same the other way round: the fleet's administrator cannot reach the forwarder's clerk.
    expect((await call(app, 'GET', `/user/user/${ids[CLERK]}`, { token: await tokenFor(app, FLEET) })).status).toBe(404);
  });

  it('lets a company administrator manage the company\'s roles and users, granting only what it holds', async () => {
    const tree = await call<{ menus: Array<{ id: string; label: string; children?: Array<{ id: string; label: string; children?: Array<{ id: string; label: string }> }> }> }>(
      app, 'GET', '/user/role/treeSelect', { token: forwarder },
    );
    const user = tree.body.result.menus.find((m) => m.label === '用户管理')!;
    const account = user.children!.find((c) => c.label === '账号管理')!;
    const listButton = account.children!.find((b) => b.label.includes('accounts:user:list'))!;
    expect(listButton.label).toBe('查询 (accounts:user:list)');
    // Every button is named in words, not only by its permission string.
    const orderList = tree.body.result.menus.find((m) => m.label === '订单管理')!.children!.find((c) => c.label === '订单列表')!;
    expect(orderList.children!.map((b) => b.label)).toEqual(
      expect.arrayContaining(['导出装箱单 (td:main:exportZXD)', '导出托书 (td:main:exportTBook)', '导出核对单 (td:main:exportVerifyList)']),
    );

    const scopeAll = await call(app, 'POST', '/user/role', { token: forwarder, body: { roleKey: 'viewer', roleName: '查看员', roleSort: 5, resourceIds: [], dataScope: '1' } });
    expect(scopeAll.body.msg).toBe('仅平台管理员可设置全部数据权限');
    const created = await call<{ id: string }>(app, 'POST', '/user/role', {
      token: forwarder, body: { roleKey: 'viewer', roleName: '查看员', roleSort: 5, resourceIds: [user.id, account.id, listButton.id], dataScope: '3' },
    });
    expect(created.status, created.body.msg).toBe(200);
    const roles = await call<Page<{ roleKey: string; companyId: string | null; roleSort: number }>>(app, 'GET', '/user/role/getRoleList', { token: forwarder });
    expect(roles.body.result.data.map((r) => r.roleKey)).toEqual(['viewer']);

    const platform = await call<Page<{ roleId: string; roleKey: string }>>(app, 'GET', '/user/role/getRoleList', { token: adminToken, query: { pageSize: '50' } });
    const sys = platform.body.result.data.find((r) => r.roleKey === 'sys')!;
    const common = platform.body.result.data.find((r) => r.roleKey === 'common')!;
    const platformChange = await call(app, 'PUT', '/user/role/changeStatus', { token: forwarder, body: { roleId: common.roleId, status: '1' } });
    expect(platformChange.status).toBe(403);
    expect(platformChange.body.msg).toBe('平台角色仅平台管理员可修改');
    expect((await call(app, 'PUT', '/user/role/changeStatus', { token: adminToken, body: { roleId: sys.roleId, status: '1' } })).body.msg).toBe('管理员角色不能停用');

    const grantSys = await call(app, 'PUT', '/user/user/authRole', { token: forwarder, body: { userId: ids[CLERK], roleIds: [sys.roleId] } });
    expect(grantSys.status).toBe(400);
    const sysName = (await app.services.db.selectFrom('roles').select('role_name').where('role_id', '=', sys.roleId).executeTakeFirstOrThrow()).role_name;
    expect(grantSys.body.msg).toBe(`不能分配该角色：${sysName}`);
    expect(grantSys.body.msg).not.toContain(sys.roleId);

    // The clerk keeps the platform role 'common' and gains the company role: data scope '3' shows only themself.
    const granted = await call(app, 'PUT', '/user/user/authRole', { token: forwarder, body: { userId: ids[CLERK], roleIds: [created.body.result.id] } });
    expect(granted.status).toBe(200);
    const clerk = await tokenFor(app, CLERK);
    const clerkInfo = await call<{ roles: string[] }>(app, 'GET', '/user/auth/getInfo', { token: clerk });
    expect(clerkInfo.body.result.roles.sort()).toEqual(['common', 'viewer']);
    const own = await call<Page<UserItem>>(app, 'POST', '/user/user/list', { token: clerk, body: {} });
    expect(own.body.result.data.map((u) => u.mobile)).toEqual([CLERK]);

    const newUser = await call<{ id: string }>(app, 'POST', '/user/user', {
      token: forwarder, body: { mobile: '13300000001', name: '新调度', password: hashed(STRONG), roleIds: [created.body.result.id], companyId: 'elsewhere' },
    });
    expect(newUser.status, newUser.body.msg).toBe(200);
    const detail = await call<{ companyName: string; roleIds: string[] }>(app, 'GET', `/user/user/${newUser.body.result.id}`, { token: forwarder });
    expect(detail.body.result).toMatchObject({ companyName: '宁港国际货运代理有限公司', roleIds: [created.body.result.id] });
    const taken = await call(app, 'POST', '/user/user', { token: forwarder, body: { mobile: CLERK, name: 'x', password: hashed(STRONG), roleIds: [] } });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('该手机号码已注册');
  });

  it('enables and disables users, ending a disabled user\'s sessions; nobody disables themself', async () => {
    const self = await call(app, 'PUT', '/user/user/changeStatus', { token: forwarder, body: { userId: ids[FORWARDER], status: '1' } });
    expect(self.status).toBe(409);
    expect(self.body.msg).toBe('不能停用当前登录的账号');
    const victim = (await login(app, '13300000001', STRONG)).body.result!.access_token;
    expect((await call(app, 'PUT', '/user/user/changeStatus', { token: forwarder, body: { userId: (await call<Page<UserItem>>(app, 'POST', '/user/user/list', { token: forwarder, body: { mobile: '13300000001' } })).body.result.data[0]!.userId, status: '1' } })).status).toBe(200);
    expect((await call(app, 'GET', '/user/auth/getInfo', { token: victim })).status).toBe(401);
    expect((await login(app, '13300000001', STRONG)).body.msg).toBe('账户已停用，请联系管理员');
  });

  it('keeps users without the permission out of the user list', async () => {
    const fleetToken = await tokenFor(app, FLEET);
    expect((await call(app, 'POST', '/user/user', { token: fleetToken, body: { mobile: '13300000002', name: 'x', password: hashed(STRONG), roleIds: [] } })).status).toBe(403);
  });
});

describe('payment settings, invoicing and collection qualification', () => {
  let forwarder: string;
  beforeAll(async () => {
    forwarder = await tokenFor(app, FORWARDER);
  });

  it('lists the company\'s payment records per channel (/user/payLast, /user/payLastMt) with filters; an administrator sees every company\'s', async () => {
    type Rec = { payNo: string; channel: string; companyName: string | null; terminalName: string | null; status: string; businessName: string | null; createTime: string };
    const platform = await call<Page<Rec>>(app, 'GET', '/user/payment/records?channel=platform&pageSize=5', { token: forwarder });
    expect(platform.status).toBe(200);
    expect(platform.body.result.total).toBe(14);
    expect(platform.body.result.data).toHaveLength(5);
    expect(new Set(platform.body.result.data.map((r) => r.companyName))).toEqual(new Set(['宁港国际货运代理有限公司']));
    expect(platform.body.result.data.every((r) => r.channel === 'platform' && r.terminalName === null && r.payNo.startsWith('PL'))).toBe(true);
    const times = platform.body.result.data.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const terminal = await call<Page<Rec>>(app, 'GET', '/user/payment/records?channel=terminal&status=01', { token: forwarder });
    expect(terminal.body.result.data.length).toBeGreaterThan(0);
    expect(terminal.body.result.data.every((r) => r.status === '01' && r.terminalName && r.payNo.startsWith('MT'))).toBe(true);
    const one = platform.body.result.data[0]!.payNo;
    const byNo = await call<Page<Rec>>(app, 'GET', `/user/payment/records?channel=platform&payNo=${one}`, { token: forwarder });
    expect(byNo.body.result.data.map((r) => r.payNo)).toEqual([one]);
    const everyone = await call<Page<Rec>>(app, 'GET', '/user/payment/records?channel=platform&pageSize=50', { token: await admin(app) });
    expect(everyone.body.result.total).toBe(28);
    expect((await call(app, 'GET', '/user/payment/records?channel=platform')).status).toBe(401);
    expect((await call(app, 'GET', '/user/payment/records?channel=bank', { token: forwarder })).status).toBe(400);
  });

  it('shows the prepayment balances per business and the payment accounts; adds accounts with the form rules', async () => {
    type Overview = { totalBalance: number; totalOccupied: number; totalAvailable: number; balances: Array<{ businessType: string; balance: number; occupied: number; available: number }>; accounts: Array<{ isDefault: boolean }> };
    const overview = await call<Overview>(app, 'GET', '/user/payment/overview', { token: forwarder });
    // Every business type of the dictionary is listed, with the ledger's figures: money has one record.
    const balances = overview.body.result.balances;
    expect(balances.map((b) => b.businessType)).toEqual(expect.arrayContaining(['TRUCK', 'YARD', 'PAP', 'WEIGH', 'BARGE', 'TYRE', 'WMM', 'BARCODE', 'LIFTING']));
    expect(new Set(balances.map((b) => b.businessType)).size).toBe(balances.length);
    const ledger = await call<{ balanceCents: number; heldCents: number; availableCents: number }>(app, 'GET', '/ledger/account', { token: forwarder });
    expect(ledger.body.result.heldCents).toBeGreaterThan(0);
    expect(overview.body.result.totalBalance * 100).toBe(ledger.body.result.balanceCents);
    expect(overview.body.result.totalOccupied * 100).toBe(ledger.body.result.heldCents);
    expect(overview.body.result.totalAvailable * 100).toBe(ledger.body.result.availableCents);
    expect(Math.round(balances.reduce((s, b) => s + b.occupied, 0) * 100)).toBe(ledger.body.result.heldCents);
    expect(balances.every((b) => b.available === overview.body.result.totalAvailable && b.balance === Math.round((b.occupied + b.available) * 100) / 100)).toBe(true);
    expect(overview.body.result.accounts).toHaveLength(1);

    const base = { bankName: '中国农业银行北仑支行', accountNo: '6228480012345678', accountName: '宁港国际货运代理有限公司' };
    expect((await call(app, 'POST', '/user/payment/account', { token: forwarder, body: { ...base, bankName: 'ABC' } })).body.msg).toBe('开户行名称必须是中文格式');
    expect((await call(app, 'POST', '/user/payment/account', { token: forwarder, body: { ...base, accountNo: '62-28' } })).body.msg).toBe('开户行账号必须是数字格式');
    expect((await call(app, 'POST', '/user/payment/account', { token: forwarder, body: { ...base, accountName: '别家' } })).body.msg).toBe('账户名称须与企业名称一致');
    const added = await call<{ id: string }>(app, 'POST', '/user/payment/account', { token: forwarder, body: { ...base, isDefault: true } });
    expect(added.status).toBe(200);
    const after = await call<{ accounts: Array<{ id: string; isDefault: boolean }> }>(app, 'GET', '/user/payment/overview', { token: forwarder });
    expect(after.body.result.accounts.filter((a) => a.isDefault).map((a) => a.id)).toEqual([added.body.result.id]);
    expect((await call(app, 'POST', '/user/payment/account', { token: forwarder, body: base })).status).toBe(409);
    expect((await call(app, 'DELETE', `/user/payment/account/${added.body.result.id}`, { token: forwarder })).status).toBe(200);
    const last = await call<{ accounts: Array<{ isDefault: boolean }> }>(app, 'GET', '/user/payment/overview', { token: forwarder });
    expect(last.body.result.accounts.map((a) => a.isDefault)).toEqual([true]);
  });

  it('saves invoicing settings with the onboarding rules', async () => {
    const current = await call<{ shopId: string; invoiceBase: Record<string, string | null> }>(app, 'POST', '/user/invoiceManager/findInvoiceManagerVo', { token: forwarder });
    const base = {
      companyName: '宁港国际货运代理有限公司', companyTaxCode: '91330206MA2AB1234X', companyBank: '中国银行宁波北仑支行', companyBankAccount: '380255660012',
      companyAdress: '宁波市北仑区', companyTel: '0574-86880000', mobile: '13912345678', email: 'fin@example.com',
    };
    const bad = await call(app, 'POST', '/user/invoiceManager/updateAll', { token: forwarder, body: { shopId: current.body.result.shopId, invoiceBase: { ...base, companyTaxCode: 'abc' }, invoiceBussiness: [] } });
    expect(bad.body.msg).toBe('纳税人识别号不能含有除数字及大写字母外的其他字符');
    const ok = await call(app, 'POST', '/user/invoiceManager/updateAll', {
      token: forwarder, body: { shopId: current.body.result.shopId, invoiceType: 'SDZ', invoiceBase: base, invoiceBussiness: [{ bussinessType: 'TRUCK', invoiceType: 'SDP' }] },
    });
    expect(ok.status, ok.body.msg).toBe(200);
    const saved = await call<{ invoiceType: string; invoiceBussiness: Array<{ invoiceType: string }> }>(app, 'POST', '/user/invoiceManager/findInvoiceManagerVo', { token: forwarder });
    expect(saved.body.result.invoiceType).toBe('SDZ');
    expect(saved.body.result.invoiceBussiness.map((b) => b.invoiceType)).toEqual(['SDZ']);
    const other = await tokenFor(app, FLEET);
    expect((await call(app, 'POST', '/user/invoiceManager/findInvoiceManagerVo', { token: other, query: { shopId: current.body.result.shopId } })).status).toBe(403);
  });

  it('applies for a collection qualification, one open per business, reviewed by an administrator', async () => {
    const apply = (body: Record<string, unknown>) => call<{ id: string; code: string; status: string }>(app, 'POST', '/user/collectionQualification/apply', { token: forwarder, body });
    const base = { qualificationType: 'TRUCK', bankName: '中国银行宁波北仑支行', bankAccount: '380255660012', bankAccountName: '宁港国际货运代理有限公司', contactName: '张经理', contactMobile: '13912345678' };
    expect((await apply({ ...base, bankAccountName: '别家' })).body.msg).toBe('收款账户名称须与企业名称一致');
    expect((await apply({ ...base, contactMobile: '123' })).body.msg).toBe('请输入正确的手机号码');
    const ok = await apply(base);
    expect(ok.body.result).toMatchObject({ status: '0' });
    expect(ok.body.result.code).toMatch(/^SK\d{10}$/);
    expect((await apply(base)).status).toBe(409);

    const adminToken = await admin(app);
    const audit = (body: Record<string, unknown>) => call(app, 'POST', '/user/collectionQualification/audit', { token: adminToken, body });
    expect((await audit({ id: ok.body.result.id, status: '-2', auditRemark: 'x' })).status).toBe(409);
    expect((await audit({ id: ok.body.result.id, status: '1' })).status).toBe(200);
    const fleet = await tokenFor(app, FLEET);
    const seen = await call<{ bankAccount: string; companyName: string }>(app, 'GET', `/user/collectionQualification/code/${ok.body.result.code}`, { token: fleet });
    expect(seen.body.result).toMatchObject({ companyName: '宁港国际货运代理有限公司', bankAccount: '380*****0012' });
    const mine = await call<Array<{ status: string }>>(app, 'GET', '/user/collectionQualification/detailList', { token: forwarder });
    expect(mine.body.result.map((q) => q.status)).toEqual(['1']);
    expect((await call(app, 'POST', '/user/collectionQualification/manageInfoData', { token: forwarder, query: {} })).status).toBe(403);
    const managed = await call<Page<unknown>>(app, 'POST', '/user/collectionQualification/manageInfoData', { token: adminToken, query: { status: '1' } });
    expect(managed.body.result.total).toBe(1);
  });
});
