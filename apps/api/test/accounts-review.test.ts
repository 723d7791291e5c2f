import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startApp, tokenFor } from './helpers';
import { CLERK, FORWARDER, admin, call, registerUser, submitOnboarding, validForm } from './accounts-fixtures';

describe('review of onboarding applications', () => {
  let app: FastifyInstance;
  let adminToken: string;
  beforeAll(async () => {
    app = await startApp({ captchaEnabled: false });
    adminToken = await admin(app);
  }, 180_000);
  afterAll(() => app.close());

  const review = (body: Record<string, unknown>, token = adminToken) => call<{ shopStatus: string }>(app, 'POST', '/user/seller/review', { token, body });

  it('lists the queue oldest first, approves, records who did what, and makes the applicant the company administrator', async () => {
    const first = await registerUser(app, '13500000001');
    const a = await submitOnboarding(app, first, await validForm(app, first));
    const second = await registerUser(app, '13500000002');
    // Type 128 without the permit picture is refused; the corrected application joins the queue after the first.
    const b = await submitOnboarding(app, second, await validForm(app, second, { companyTypeCode: '128', roadTransportPermitNo: '浙B00001' }));
    expect(b.body.msg).toBe('请上传道路运输许可证图片');
    const second2 = await submitOnboarding(app, second, await validForm(app, second));
    const queue = await call<{ data: Array<{ shopId: string; applicantMobile: string; shopStatus: string }> }>(app, 'POST', '/user/seller/reviewList', { token: adminToken, body: {} });
    const ids = queue.body.result.data.map((d) => d.shopId);
    expect(ids.indexOf(a.body.result.base.shopId)).toBeLessThan(ids.indexOf(second2.body.result.base.shopId));
    expect(queue.body.result.data[0]).toMatchObject({ applicantMobile: '13500000001', shopStatus: '0' });

    // The full application with its pictures, for the reviewer.
    const full = await call<{ companyCreditImg: string; shopStatus: string }>(app, 'GET', '/user/company/getCompanyInfo', { token: adminToken, query: { shopId: a.body.result.base.shopId } });
    expect(full.body.result.companyCreditImg).toMatch(/^company\//);

    const forwarder = await tokenFor(app, FORWARDER);
    expect((await review({ shopId: a.body.result.base.shopId, action: 'approve' }, forwarder)).status).toBe(403);

    const approved = await review({ shopId: a.body.result.base.shopId, action: 'approve' });
    expect(approved.body.result.shopStatus).toBe('1');
    const info = await call<{ roles: string[]; permissions: string[] }>(app, 'GET', '/user/auth/getInfo', { token: first });
    expect(info.body.result.roles).toContain('companyAdmin');
    expect(info.body.result.permissions).toEqual(expect.arrayContaining(['accounts:user:add', 'accounts:role:add', 'td:main:list']));
    const routes = await call<Array<{ path: string }>>(app, 'GET', '/user/auth/getRouters', { token: first });
    expect(routes.body.result.map((r) => r.path)).toContain('/user');

    const history = await call<Array<{ action: string; actorName: string; fromStatus: string | null; toStatus: string | null; at: string }>>(app, 'GET', '/user/seller/history', {
      token: adminToken, query: { shopId: a.body.result.base.shopId },
    });
    expect(history.body.result[0]).toMatchObject({ action: 'approve', actorName: '平台管理员', fromStatus: '0', toStatus: '1' });
    expect(history.body.result.map((h) => h.action)).toEqual(['approve', 'apply', 'save']);
    expect(history.body.result[0]!.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);

    const notices = await app.services.db.selectFrom('notices').select('title').where('title', 'like', '%入驻申请审核通过%').execute();
    expect(notices.length).toBeGreaterThan(0);
  });

  it('tells every holder of the review permission, and only them, of a submission and of a resubmission', async () => {
    const { db } = app.services;
    // A reviewer role that is not the platform administrator: the review screen's decision permission only.
    const menu = await db.selectFrom('menus').select('menu_id').where('perms', '=', 'accounts:seller:edit').executeTakeFirstOrThrow();
    const role = await db.insertInto('roles').values({ role_key: 'reviewer', role_name: '审核员', company_id: null, flag: null, remark: null, create_by: null, update_by: null })
      .returning('role_id').executeTakeFirstOrThrow();
    await db.insertInto('role_menus').values({ role_id: role.role_id, menu_id: menu.menu_id }).execute();
    const clerkId = (await db.selectFrom('users').select('user_id').where('mobile', '=', CLERK).executeTakeFirstOrThrow()).user_id;
    await db.insertInto('user_roles').values({ user_id: clerkId, role_id: role.role_id }).execute();

    const box = async (token: string, title: string) =>
      (await call<{ data: Array<{ title: string; content: string; read: boolean }> }>(app, 'POST', '/message/messageTemplate/queryPageNoticeList', {
        token, body: { contentType: 'MESSAGE', title },
      })).body.result.data;

    const u = await registerUser(app, '13500000009');
    const name = '甬江通知测试物流有限公司';
    const form = await validForm(app, u, { companyCname: name, invoiceCompanyName: name });
    const s = await submitOnboarding(app, u, form);
    expect(s.body.result.base.shopStatus).toBe('0');
    const submitted = `${name}提交了企业入驻申请，请审核`;
    expect(await box(adminToken, submitted)).toEqual([expect.objectContaining({ title: submitted, read: false })]);
    expect(await box(await tokenFor(app, CLERK), submitted)).toHaveLength(1);
    expect(await box(await tokenFor(app, FORWARDER), submitted)).toHaveLength(0);
    expect(await box(u, submitted)).toHaveLength(0);

    await review({ shopId: s.body.result.base.shopId, action: 'approve' });
    const again = await submitOnboarding(app, u, { ...form, companyTel: '0574-86880001' });
    expect(again.body.result.base.shopStatus).toBe('2');
    const resubmitted = `${name}重新提交了企业入驻申请，请审核`;
    const [notice] = await box(adminToken, resubmitted);
    expect(notice?.content).toContain('变更内容：');
    expect(await box(await tokenFor(app, CLERK), resubmitted)).toHaveLength(1);
    expect(await box(await tokenFor(app, FORWARDER), resubmitted)).toHaveLength(0);
  });

  it('needs a reason to reject or freeze, and refuses changes the state does not allow', async () => {
    const u = await registerUser(app, '13500000003');
    const s = await submitOnboarding(app, u, await validForm(app, u));
    const shopId = s.body.result.base.shopId;
    const noReason = await review({ shopId, action: 'reject', reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toBe('请填写审核意见');
    expect((await review({ shopId, action: 'reject', reason: '信用代码与执照不符' })).body.result.shopStatus).toBe('-1');
    const again = await review({ shopId, action: 'approve' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('当前状态为审核不通过，不能执行该操作');
    const history = await call<Array<{ action: string; reason: string | null }>>(app, 'GET', '/user/seller/history', { token: u, query: { shopId } });
    expect(history.body.result[0]).toMatchObject({ action: 'reject', reason: '信用代码与执照不符' });
    expect((await review({ shopId: 'nope', action: 'approve' })).status).toBe(404);
  });

  it('freezes and unfreezes an approved enterprise', async () => {
    const u = await registerUser(app, '13500000004');
    const s = await submitOnboarding(app, u, await validForm(app, u));
    const shopId = s.body.result.base.shopId;
    await review({ shopId, action: 'approve' });
    expect((await review({ shopId, action: 'freeze', reason: '年检未通过' })).body.result.shopStatus).toBe('-2');
    const list = await call<{ data: Array<{ shopId: string }> }>(app, 'POST', '/user/seller/reviewList', { token: adminToken, body: { shopStatus: '-2' } });
    expect(list.body.result.data.map((d) => d.shopId)).toContain(shopId);
    expect((await review({ shopId, action: 'approve' })).body.result.shopStatus).toBe('1');
  });
});
