import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startApp, tokenFor } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await startApp();
}, 240_000);
afterAll(async () => {
  await app.close();
});

type Subscription = { id: string; productCode: string; companyName: string; status: string; reviewRemark: string | null };

async function applyFor(token: string, productCode: string): Promise<Subscription> {
  const res = await app.inject({
    method: 'POST',
    url: '/new/api/portal/apiSubscriptions',
    payload: { productCode, purpose: '报关系统自动获取放行状态', contactName: '张经理', contactMobile: '13800000002' },
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { result: Subscription }).result;
}

const review = (token: string, id: string, payload: object) =>
  app.inject({ method: 'POST', url: `/new/api/portal/apiSubscriptions/${id}/review`, payload, headers: bearer(token) });

describe('the platform reviews API subscription applications', () => {
  it('lists every company\u2019s applications for the administrator, under review first', async () => {
    const forwarder = await tokenFor(app, '13800000002');
    const applied = await applyFor(forwarder, 'CUSTOMS_RELEASE');
    const admin = await tokenFor(app, '13800000001');
    const res = await app.inject({ method: 'GET', url: '/new/api/portal/apiSubscriptions/manage', query: { status: '0', pageSize: '10' }, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const page = (res.json() as { result: { data: Subscription[]; total: number } }).result;
    expect(page.data.find((s) => s.id === applied.id)).toMatchObject({ companyName: '宁港国际货运代理有限公司', status: '0' });
    expect(page.data.every((s) => s.status === '0')).toBe(true);
  });

  it('refuses the list and the decision to a user without the permission', async () => {
    const forwarder = await tokenFor(app, '13800000002');
    const list = await app.inject({ method: 'GET', url: '/new/api/portal/apiSubscriptions/manage', headers: bearer(forwarder) });
    expect(list.statusCode).toBe(403);
    const mine = await app.inject({ method: 'GET', url: '/new/api/portal/apiSubscriptions', headers: bearer(forwarder) });
    const own = (mine.json() as { result: Subscription[] }).result[0]!;
    const decided = await review(forwarder, own.id, { status: '1' });
    expect(decided.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: `/new/api/portal/apiSubscriptions/${own.id}/review`, payload: { status: '1' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('rejects with a reason the applicant then sees, after which the company may apply again', async () => {
    const forwarder = await tokenFor(app, '13800000002');
    const applied = await applyFor(forwarder, 'TRUCK_POSITION');
    const admin = await tokenFor(app, '13800000001');

    const noReason = await review(admin, applied.id, { status: '2', reviewRemark: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ msg: '请填写驳回原因' });

    const rejected = await review(admin, applied.id, { status: '2', reviewRemark: '请补充接口调用场景说明' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ result: { status: '2', reviewRemark: '请补充接口调用场景说明' } });

    const again = await review(admin, applied.id, { status: '1' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ msg: '该订阅申请已审核' });

    const mine = await app.inject({ method: 'GET', url: '/new/api/portal/apiSubscriptions', query: { productCode: 'TRUCK_POSITION' }, headers: bearer(forwarder) });
    expect((mine.json() as { result: Subscription[] }).result[0]).toMatchObject({ status: '2', reviewRemark: '请补充接口调用场景说明' });

    const reapplied = await applyFor(forwarder, 'TRUCK_POSITION');
    const approved = await review(admin, reapplied.id, { status: '1' });
    expect(approved.json()).toMatchObject({ result: { status: '1', reviewRemark: null } });

    const audit = await app.services.db.selectFrom('audit_log').selectAll().where('entity', '=', 'api_subscription').execute();
    expect(audit.length).toBe(2);
  });

  it('answers 404 for an unknown application', async () => {
    const admin = await tokenFor(app, '13800000001');
    const res = await review(admin, 'no-such-id', { status: '1' });
    expect(res.statusCode).toBe(404);
  });
});
