import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signCallback } from '../src/domains/accounts/realAuth/signature';
import { startApp } from './helpers';
import { admin, call, hashed, registerUser, submitOnboarding, validForm } from './accounts-fixtures';

interface Signed {
  flowId: string;
  shopId: string;
  status: 'success' | 'failed';
  timestamp: string;
  signature: string;
}

describe('real-name authentication through the sandbox provider', () => {
  let app: FastifyInstance;
  let token: string;
  let shopId: string;
  let form: Record<string, unknown>;
  const status = () => call<{ companyStatus: string; authStatus: string }>(app, 'POST', '/user/realAuth/shopAuthStatus', { token, body: { shopId } });
  const page = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, html: res.body, type: String(res.headers['content-type']) };
  };
  const signedOf = (html: string): { success: Signed; failed: Signed } => {
    const m = /const signed = (\{.*\});/.exec(html);
    if (!m) throw new Error('no signed callbacks in the page');
    return JSON.parse(m[1]!) as { success: Signed; failed: Signed };
  };
  const createRole = () =>
    call(app, 'POST', '/user/role', { token, body: { roleKey: 'dispatcher', roleName: '调度员', roleSort: 2, resourceIds: [], dataScope: '2' } });

  beforeAll(async () => {
    app = await startApp({ captchaEnabled: false });
    token = await registerUser(app, '13400000001');
    form = await validForm(app, token);
    const submitted = await submitOnboarding(app, token, form);
    shopId = submitted.body.result.base.shopId;
  }, 180_000);
  afterAll(() => app.close());

  it('gives no link before the onboarding is approved', async () => {
    const r = await call(app, 'POST', '/user/realAuth/shopAuthLink', { token, body: { reUrl: '' } });
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe('企业入驻审核通过后才能进行企业实名认证');
    await call(app, 'POST', '/user/seller/review', { token: await admin(app), body: { shopId, action: 'approve' } });
  });

  it('refuses account permissions until the enterprise is authenticated', async () => {
    const role = await createRole();
    expect(role.status).toBe(409);
    expect(role.body.msg).toBe('请完成企业实名认证才能配置账号权限进行正常业务！');
    const user = await call(app, 'POST', '/user/user', { token, body: { mobile: '13400000002', name: '调度', password: hashed('Strong@2024'), roleIds: [] } });
    expect(user.body.msg).toBe('请完成企业实名认证才能配置账号权限进行正常业务！');
  });

  it('walks link → identity → signed callback, moving authStatus 00 → 01 → 02; forged callbacks change nothing', async () => {
    expect((await status()).body.result).toMatchObject({ companyStatus: '0', authStatus: '00' });
    const link = await call<{ url: string; flowId: string }>(app, 'POST', '/user/realAuth/shopAuthLink', { token, body: { reUrl: '' } });
    expect(link.body.msg).toBe(link.body.result.url);
    expect(link.body.result.url).toBe(`/new/api/user/realAuth/sandbox/${link.body.result.flowId}`);
    expect((await status()).body.result).toMatchObject({ companyStatus: '1', authStatus: '00' });
    // Asking again gives the same open link.
    const same = await call<{ flowId: string }>(app, 'POST', '/user/realAuth/shopAuthLink', { token, body: { reUrl: '' } });
    expect(same.body.result.flowId).toBe(link.body.result.flowId);

    const identity = await page(link.body.result.url);
    expect(identity.status).toBe(200);
    expect(identity.type).toContain('text/html');
    expect(identity.html).toContain(String(form.companyCname));
    expect(identity.html).toContain('填写身份信息');

    const submit = (body: Record<string, unknown>) => call(app, 'POST', `/user/realAuth/sandbox/${link.body.result.flowId}`, { body });
    const person = { name: '张三', idCardNo: '330206199001011234', companyName: form.companyCname, creditCode: form.companyCreditCode };
    expect((await submit({ ...person, companyName: '别的公司' })).body.msg).toBe('企业名称或企业信用代码与入驻信息不一致');
    expect((await submit({ ...person, idCardNo: '12345' })).body.msg).toBe('请输入正确的身份证号码');
    const ok = await submit(person);
    expect(ok.body.result).toMatchObject({ companyStatus: '2', authStatus: '01' });

    const confirm = await page(link.body.result.url);
    expect(confirm.html).toContain('确认认证');
    const signed = signedOf(confirm.html);
    const callback = (body: object) => call(app, 'POST', '/user/realAuth/callback', { body });

    const forged = await callback({ ...signed.success, signature: 'f'.repeat(64) });
    expect(forged.status).toBe(401);
    expect(forged.body.msg).toBe('回调签名无效或已过期');
    const tampered = await callback({ ...signed.failed, status: 'success' });
    expect(tampered.status).toBe(401);
    const stale = { flowId: signed.success.flowId, shopId, status: 'success' as const, timestamp: String(Date.now() - 6 * 60_000) };
    expect((await callback({ ...stale, signature: signCallback('wrong-secret', stale) })).status).toBe(401);
    expect((await callback({ ...stale, signature: signCallback(app.services.env.signingSecret, stale) })).status).toBe(401);
    expect((await status()).body.result).toMatchObject({ companyStatus: '2', authStatus: '01' });

    const genuine = await callback(signed.success);
    expect(genuine.status).toBe(200);
    expect((await status()).body.result).toMatchObject({ companyStatus: '4', authStatus: '02' });
    // A replay, even of the signed failure, is ignored.
    expect((await callback(signed.failed)).status).toBe(200);
    expect((await status()).body.result).toMatchObject({ companyStatus: '4', authStatus: '02' });

    const company = await call<{ authStatus: string }>(app, 'GET', '/user/company/getCompanyInfo', { token });
    expect(company.body.result.authStatus).toBe('02');
    const me = await call<{ user: { authStatus: string } }>(app, 'GET', '/user/auth/getInfo', { token });
    expect(me.body.result.user.authStatus).toBe('02');
    const info = await call<{ companyName: string; authTime: string | null }>(app, 'POST', '/user/realAuth/getCompanyInfo', { token });
    expect(info.body.result.companyName).toBe(form.companyCname);
    expect(info.body.result.authTime).not.toBeNull();
    expect((await page(link.body.result.url)).html).toContain('认证成功');
    const again = await call(app, 'POST', '/user/realAuth/shopAuthLink', { token, body: { reUrl: '' } });
    expect(again.body.msg).toBe('企业已实名认证');
  });

  it('lets the authenticated enterprise configure roles from the menus it holds', async () => {
    const tree = await call<{ menus: Array<{ id: string; label: string; children?: Array<{ id: string; label: string }> }> }>(app, 'GET', '/user/role/treeSelect', { token });
    const user = tree.body.result.menus.find((m) => m.label === '用户管理')!;
    const account = user.children!.find((c) => c.label === '账号管理')!;
    const created = await call<{ id: string }>(app, 'POST', '/user/role', {
      token, body: { roleKey: 'dispatcher', roleName: '调度员', roleSort: 2, resourceIds: [user.id, account.id], dataScope: '2' },
    });
    expect(created.status, created.body.msg).toBe(200);
    const role = await call<{ resourceIds: string[]; companyId: string }>(app, 'GET', `/user/role/${created.body.result.id}`, { token });
    expect(role.body.result.resourceIds.sort()).toEqual([user.id, account.id].sort());

    const adminTree = await call<{ menus: Array<{ id: string; label: string }> }>(app, 'GET', '/user/role/treeSelect', { token: await admin(app) });
    const fleet = adminTree.body.result.menus.find((m) => m.label === '车队管理')!;
    const refused = await call(app, 'PUT', '/user/role', { token, body: { roleId: created.body.result.id, roleKey: 'dispatcher', roleName: '调度员', roleSort: 2, resourceIds: [fleet.id] } });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('不能分配未拥有的菜单权限');
    const allScope = await createRole();
    expect(allScope.status).toBe(409);
    expect(allScope.body.msg).toBe('角色标识已存在');
  });

  it('regenerates the link, clearing the previous authentication', async () => {
    const r = await call<{ url: string }>(app, 'POST', '/user/realAuth/shopAuthLink', { token, body: { reUrl: '01' } });
    expect(r.body.msg).toBe('认证链接已重新生成');
    expect((await status()).body.result).toMatchObject({ companyStatus: '1', authStatus: '00' });
    expect((await createRole()).body.msg).toBe('请完成企业实名认证才能配置账号权限进行正常业务！');
    const history = await call<Array<{ action: string }>>(app, 'GET', '/user/seller/history', { token, query: { shopId } });
    expect(history.body.result.map((h) => h.action).slice(0, 3)).toEqual(['regenerateAuthLink', 'authenticate', 'approve']);
  });

  it('answers an unknown flow with an HTML page of status 404', async () => {
    const missing = await page('/new/api/user/realAuth/sandbox/unknown-flow');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('认证链接不存在或已过期');
  });

  it('authenticates a person the same way', async () => {
    const p = await registerUser(app, '13400000009');
    const link = await call<{ url: string; flowId: string }>(app, 'GET', '/user/realAuth/getPersonUrl', { token: p });
    await call(app, 'POST', `/user/realAuth/sandbox/${link.body.result.flowId}`, { body: { name: '李四', idCardNo: '33020619900101123X' } });
    expect((await call<{ authStatus: string }>(app, 'GET', '/user/realAuth/getPersonInfo', { token: p })).body.result.authStatus).toBe('01');
    const signed = signedOf((await page(link.body.result.url)).html);
    expect((await call(app, 'POST', '/user/realAuth/callback', { body: signed.success })).status).toBe(200);
    const info = await call<{ authStatus: string; idCardNo: string; name: string }>(app, 'GET', '/user/realAuth/getPersonInfo', { token: p });
    expect(info.body.result).toMatchObject({ authStatus: '02', name: '李四', idCardNo: '330***********123X' });
  });
});
