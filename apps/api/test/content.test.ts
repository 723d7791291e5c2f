import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, startApp, tokenFor } from './helpers';
import { ANNOUNCEMENTS, NEWS } from '../src/seed/articles';
import { verifyEdiToken } from '../src/domains/message/content/edi';

const PLATFORM = '/new/api/message/app/appPotral/platform';

interface NewsPage {
  data: Array<{ id: string; title: string; context: string; picUrl: string | null; updatedAt: string }>;
  total: number;
  pageNo: number;
  pageSize: number;
}

describe('portal articles, site pages, EDI and push', () => {
  let app: FastifyInstance;
  let forwarder: string;
  beforeAll(async () => {
    app = await startApp();
    forwarder = await tokenFor(app, '13800000002');
  });
  afterAll(() => app.close());

  const page = async (op: 'getPublishMessage' | 'getSearchInformation', body: Record<string, unknown>, token?: string) => {
    const res = await app.inject({ method: 'POST', url: `${PLATFORM}/${op}`, payload: body, headers: token ? bearer(token) : {} });
    return { status: res.statusCode, body: res.json() as { code: string | number; result: NewsPage } };
  };

  it('pages announcements newest first with the total, as the portal home asks (pageNo 1, pageSize 4)', async () => {
    const first = await page('getPublishMessage', { userType: '0', pageNo: 1, pageSize: 4 });
    expect(first.status).toBe(200);
    expect(first.body.code).toBe('0000');
    expect(first.body.result.total).toBe(ANNOUNCEMENTS.length);
    expect(first.body.result.data.map((a) => a.title)).toEqual(ANNOUNCEMENTS.slice(0, 4).map(([t]) => t));
    const stamps = first.body.result.data.map((a) => a.updatedAt);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    expect(stamps[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);

    const second = await page('getPublishMessage', { userType: '0', pageNo: 2, pageSize: 4 });
    expect(second.body.result.data.map((a) => a.title)).toEqual(ANNOUNCEMENTS.slice(4, 8).map(([t]) => t));
    expect(second.body.result.pageNo).toBe(2);
  });

  it('pages news with pictures, and a picture-less item answers an empty picUrl', async () => {
    const { body } = await page('getSearchInformation', { userType: '0', pageNo: 1, pageSize: 10 });
    expect(body.result.total).toBe(NEWS.length);
    expect(body.result.data[0]).toMatchObject({ title: NEWS[0][0], picUrl: '/new/images/news/news-1.svg' });
    expect(body.result.data.find((n) => n.title === NEWS[3][0])?.picUrl).toBeNull();
  });

  it('refuses a page size above 50 with a 400 naming the field', async () => {
    const { status, body } = await page('getSearchInformation', { userType: '0', pageNo: 1, pageSize: 500 });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('pageSize');
  });

  it("shows members-only items to signed-in callers asking for them, never to userType '0' or to visitors", async () => {
    const row = await app.services.db
      .insertInto('articles')
      .values({ kind: 'notice', title: '会员专属：月度结算提醒', context: '<p>仅登录用户可见</p>', user_type: '1', update_time: new Date(Date.now() + 60_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const publicList = await page('getPublishMessage', { userType: '0', pageNo: 1, pageSize: 50 }, forwarder);
    expect(publicList.body.result.data.map((a) => a.id)).not.toContain(row.id);
    expect(publicList.body.result.total).toBe(ANNOUNCEMENTS.length);

    const visitor = await page('getPublishMessage', { userType: 1, pageNo: 1, pageSize: 50 });
    expect(visitor.body.result.data.map((a) => a.id)).not.toContain(row.id);

    const member = await page('getPublishMessage', { userType: 1, pageNo: 1, pageSize: 50 }, forwarder);
    expect(member.body.result.data[0]?.id).toBe(row.id);
    expect(member.body.result.total).toBe(ANNOUNCEMENTS.length + 1);

    const hidden = await app.inject({ method: 'POST', url: `${PLATFORM}/publishDetail`, payload: { id: row.id } });
    expect(hidden.statusCode).toBe(404);
    const shown = await app.inject({ method: 'POST', url: `${PLATFORM}/publishDetail`, payload: { id: row.id }, headers: bearer(forwarder) });
    expect(shown.json().result.title).toBe('会员专属：月度结算提醒');
    await app.services.db.deleteFrom('articles').where('id', '=', row.id).execute();
  });

  it('answers a news item sanitised: no <script>, no onerror, the text kept', async () => {
    const list = await page('getSearchInformation', { userType: '0', pageNo: 1, pageSize: 50 });
    const phishing = list.body.result.data.find((n) => n.title === '系统安全提示：谨防钓鱼网站');
    expect(phishing).toBeDefined();
    expect(phishing!.context).not.toMatch(/<script|onerror|__xss/i);

    const res = await app.inject({ method: 'POST', url: `${PLATFORM}/publishDetail`, payload: { id: phishing!.id, type: 'news' } });
    expect(res.statusCode).toBe(200);
    const detail = res.json().result as { context: string; type: string; title: string; pushTime: string };
    expect(detail.type).toBe('news');
    expect(detail.context).toContain('请认准平台官方网址');
    expect(detail.context).not.toMatch(/<script/i);
    expect(detail.context).not.toMatch(/onerror/i);
    expect(detail.context).not.toContain('window.__xss');
  });

  it('answers 404 for an unknown id, and for a news id asked as an announcement', async () => {
    const unknown = await app.inject({ method: 'POST', url: `${PLATFORM}/publishDetail`, payload: { id: 'no-such-id' } });
    expect(unknown.statusCode).toBe(404);
    const list = await page('getSearchInformation', { userType: '0', pageNo: 1, pageSize: 1 });
    const wrongKind = await app.inject({ method: 'POST', url: `${PLATFORM}/publishDetail`, payload: { id: list.body.result.data[0]!.id, type: 'notice' } });
    expect(wrongKind.statusCode).toBe(404);
  });

  it('serves each site page by type, and refuses an unknown type', async () => {
    for (const [type, title] of [['about', '关于我们'], ['contact', '联系我们'], ['law', '法律声明'], ['privacy', '隐私声明'], ['user', '用户协议']] as const) {
      const res = await app.inject({ method: 'POST', url: `${PLATFORM}/sitePage`, payload: { type } });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({ type, title });
    }
    const bad = await app.inject({ method: 'POST', url: `${PLATFORM}/sitePage`, payload: { type: 'secrets' } });
    expect(bad.statusCode).toBe(400);
  });

  it('gives a signed, 5-minute EDI token for the signed-in user, and the link carries it', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/new/api/message/edi/getToken' });
    expect(anonymous.statusCode).toBe(401);
    const res = await app.inject({ method: 'GET', url: '/new/api/message/edi/getToken', headers: bearer(forwarder) });
    const r = res.json().result as { token: string; expiresIn: number; platformUrl: string };
    expect(r.expiresIn).toBe(300);
    const claims = verifyEdiToken([app.services.env.signingSecret], r.token, new Date());
    expect(claims?.mobile).toBe('13800000002');
    expect(verifyEdiToken([app.services.env.signingSecret], r.token, new Date(Date.now() + 301_000))).toBeNull();
    expect(verifyEdiToken(['another-secret'], r.token, new Date())).toBeNull();
    expect(new URL(r.platformUrl).searchParams.get('token')).toBe(r.token);

    const platforms = await app.inject({ method: 'GET', url: '/new/api/message/edi/platformCode', headers: bearer(forwarder) });
    const list = platforms.json().result as Array<{ platformCode: string; url: string }>;
    expect(list.map((p) => p.platformCode)).toEqual(['PORTEDI', 'EDICHAT']);
    expect(new URL(list[1]!.url).searchParams.has('token')).toBe(false);
    const unknown = await app.inject({ method: 'GET', url: '/new/api/message/edi/platformCode?platformCode=NOPE', headers: bearer(forwarder) });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers push settings per client type and records each push event once', async () => {
    const android = await app.inject({ method: 'GET', url: '/new/api/message/pushToMobile/getConfig?clientType=android', headers: bearer(forwarder) });
    expect(android.json().result).toMatchObject({ enabled: true, contentTypes: ['NOTICE', 'MESSAGE', 'TODO'], appKey: 'port-driver-android' });
    const h5 = await app.inject({ method: 'GET', url: '/new/api/message/pushToMobile/getConfig?clientType=h5', headers: bearer(forwarder) });
    expect(h5.json().result).toMatchObject({ enabled: false, contentTypes: ['NOTICE'] });

    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'GET', url: '/new/api/message/pushToMobile/addLog?messageId=m-1&deviceId=dev-9&event=opened', headers: bearer(forwarder) });
      expect(res.json().code).toBe('0000');
    }
    const rows = await app.services.db.selectFrom('push_logs').selectAll().where('message_id', '=', 'm-1').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ device_id: 'dev-9', event: 'opened' });
  });
});
