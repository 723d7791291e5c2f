import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PNG, upload } from './accounts-fixtures';
import { login, startApp } from './helpers';
import { Caller, MOBILES } from './trucking-helpers';

interface Article {
  id: string;
  title: string;
  context: string;
  status: string;
  pinned: boolean;
  publishAt: string | null;
  allowedActions: string[];
  version: number;
}
interface Page<T> {
  data: T[];
  total: number;
}
interface NewsItem {
  id: string;
  title: string;
  context: string;
}
interface AuditEntry {
  id: string;
  actorMobile: string | null;
  companyName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  ip: string | null;
  before: string | null;
  after: string | null;
}

const publicNews = async (app: FastifyInstance) => {
  const res = await app.inject({ method: 'POST', url: '/new/api/message/app/appPotral/platform/getSearchInformation', payload: { userType: '0', pageNo: 1, pageSize: 10 } });
  return (res.json() as { result: Page<NewsItem> }).result.data;
};

describe('administration: portal articles, dictionaries, audit log', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let forwarder: Caller;
  let now = new Date();

  beforeAll(async () => {
    app = await startApp({}, () => now);
    [admin, forwarder] = await Caller.all(app, [MOBILES.admin, MOBILES.forwarder]);
  });
  afterAll(() => app.close());

  it('is for platform staff only', async () => {
    expect((await forwarder.call('GET', '/admin/articles')).status).toBe(403);
    expect((await forwarder.call('POST', '/admin/articles', { kind: 'news', title: 'x', context: '<p>x</p>', userType: '0' })).status).toBe(403);
    expect((await forwarder.call('GET', '/system/dict/types')).status).toBe(403);
  });

  it('drafts a news item (sanitised), publishes it to the portal pinned first, withdraws it', async () => {
    const created = await admin.call<Article>('POST', '/admin/articles', {
      kind: 'news', title: '港区新航线开通', context: '<p onclick="alert(1)">新航线<script>alert(1)</script></p>', userType: '0', pinned: true,
    });
    expect(created.status).toBe(200);
    const article = created.body.result;
    expect(article).toMatchObject({ status: 'draft', pinned: true });
    expect(article.context).not.toMatch(/script|onclick/);
    expect((await publicNews(app)).map((n) => n.title)).not.toContain('港区新航线开通');

    const published = await admin.call<Article>('POST', `/admin/articles/${article.id}/transitions`, { action: 'publish', version: article.version });
    expect(published.status).toBe(200);
    expect(published.body.result.status).toBe('published');
    expect((await publicNews(app))[0]?.title).toBe('港区新航线开通');

    const withdrawn = await admin.call<Article>('POST', `/admin/articles/${article.id}/transitions`, { action: 'unpublish', version: published.body.result.version });
    expect(withdrawn.body.result.status).toBe('unpublished');
    expect((await publicNews(app)).map((n) => n.title)).not.toContain('港区新航线开通');
  });

  it('takes an uploaded cover image (upload rules), and a signed-out visitor loads it with the published item', async () => {
    const cover = await upload(app, admin.token, PNG, 'cover.png', 'notice');
    // A picture the caller's company did not upload is refused, like a path typed by hand.
    const foreign = await upload(app, forwarder.token, PNG, 'other.png', 'notice');
    expect((await admin.call('POST', '/admin/articles', { kind: 'news', title: 'x', context: '<p>x</p>', userType: '0', picUrl: foreign })).status).toBe(400);
    // Not a picture: refused by the upload rules of the notice pictures.
    await expect(upload(app, admin.token, Buffer.from('%PDF-1.4\n%\u00e2\n'), 'cover.pdf', 'notice')).rejects.toThrow();

    const created = await admin.call<Article & { fileLinks?: { picUrl?: string } }>('POST', '/admin/articles', { kind: 'news', title: '带封面的新闻', context: '<p>封面</p>', userType: '0', picUrl: cover });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.result.fileLinks?.picUrl).toContain('/base/file/download?');
    await admin.call('POST', `/admin/articles/${created.body.result.id}/transitions`, { action: 'publish', version: created.body.result.version });

    const item = (await publicNews(app)).find((n) => n.title === '带封面的新闻') as (NewsItem & { picUrl: string }) | undefined;
    expect(item?.picUrl).toMatch(/^\/new\/api\/base\/file\/download\?/);
    const image = await app.inject({ method: 'GET', url: item!.picUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/png');
  });

  it('schedules: a published item with a future time appears when the time comes', async () => {
    const later = '2099-01-01 08:00:00';
    const created = await admin.call<Article>('POST', '/admin/articles', { kind: 'news', title: '定时发布的新闻', context: '<p>定时</p>', userType: '0', publishAt: later });
    const a = created.body.result;
    await admin.call('POST', `/admin/articles/${a.id}/transitions`, { action: 'publish', version: a.version });
    expect((await publicNews(app)).map((n) => n.title)).not.toContain('定时发布的新闻');
    now = new Date('2099-01-01T00:00:01Z');
    expect((await publicNews(app)).map((n) => n.title)).toContain('定时发布的新闻');
    now = new Date();
  });

  it('changes a dictionary item: the public reading shows it at once (the cache is dropped)', async () => {
    const before = await admin.call<Array<{ dictLabel: string; dictValue: string; dictCode: number; dictType: string; dictSort: number }>>('GET', '/base/dict/data/type/td_ctn_size');
    const item = before.body.result[0]!;
    const types = await admin.call<Array<{ dictType: string; count: number }>>('GET', '/system/dict/types');
    expect(types.body.result.find((t) => t.dictType === 'td_ctn_size')?.count).toBeGreaterThan(0);
    const changed = await admin.call('PUT', '/system/dict/data', { dictCode: item.dictCode, dictType: item.dictType, dictValue: item.dictValue, dictLabel: `${item.dictLabel}尺`, dictSort: item.dictSort });
    expect(changed.status).toBe(200);
    const after = await admin.call<Array<{ dictLabel: string; dictCode: number }>>('GET', '/base/dict/data/type/td_ctn_size');
    expect(after.body.result.find((i) => i.dictCode === item.dictCode)?.dictLabel).toBe(`${item.dictLabel}尺`);
  });

  it('the audit log shows who changed what from where; a company user sees only their company', async () => {
    const page = await admin.call<Page<AuditEntry>>('GET', '/admin/audit-log', undefined, { entity: 'admin.article', pageSize: '50' });
    expect(page.status).toBe(200);
    const entries = page.body.result.data;
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['create', 'publish', 'unpublish']));
    expect(entries.every((e) => e.actorMobile === MOBILES.admin && e.ip)).toBe(true);
    const dict = await admin.call<Page<AuditEntry>>('GET', '/admin/audit-log', undefined, { entity: 'dict_data', actorMobile: '138000000' });
    expect(dict.body.result.data[0]?.before).toContain('dictLabel');
    expect(dict.body.result.data[0]?.after).toContain('尺');
    const xlsx = await app.inject({ method: 'GET', url: '/new/api/admin/audit-log/export', query: { entity: 'dict_data' }, headers: { authorization: `Bearer ${admin.token}` } });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    // The forwarder's administrator: only entries of their company (none of the platform's).
    const fwd = await app.services.db.selectFrom('companies').select('company_id').where('company_name', '=', '宁港国际货运代理有限公司').executeTakeFirstOrThrow();
    await app.services.db.insertInto('audit_log').values({ actor_id: null, action: 'update', entity: 'test_marker', entity_id: 'fwd', company_id: fwd.company_id, ip: '10.0.0.9' }).execute();
    const mine = await forwarder.call<Page<AuditEntry>>('GET', '/admin/audit-log', undefined, { pageSize: '50' });
    expect(mine.status).toBe(200);
    expect(mine.body.result.data.map((e) => e.entity)).toContain('test_marker');
    expect(mine.body.result.data.every((e) => e.companyName === '宁港国际货运代理有限公司')).toBe(true);
    const foreign = entries[0]!;
    expect((await forwarder.call('GET', `/admin/audit-log/${foreign.id}`)).status).toBe(404);
  });

  it('unlocks a user of another company, and resets a password by SMS without ever answering it', async () => {
    const clerk = await app.services.db.selectFrom('users').select(['user_id', 'mobile']).where('mobile', '=', MOBILES.common).executeTakeFirstOrThrow();
    await app.services.db.updateTable('users').set({ failed_logins: 5, locked_until: new Date(Date.now() + 3_600_000) }).where('user_id', '=', clerk.user_id).execute();
    expect((await forwarder.call('POST', `/admin/users/${clerk.user_id}/unlock`)).status).toBe(403);
    expect((await admin.call('POST', `/admin/users/${clerk.user_id}/unlock`)).status).toBe(200);
    const unlocked = await app.services.db.selectFrom('users').select(['failed_logins', 'locked_until']).where('user_id', '=', clerk.user_id).executeTakeFirstOrThrow();
    expect(unlocked).toEqual({ failed_logins: 0, locked_until: null });

    const reset = await admin.call('POST', `/admin/users/${clerk.user_id}/sms-reset`);
    expect(reset.status).toBe(200);
    const sms = await app.services.db.selectFrom('sms_outbox').select(['content']).where('mobile', '=', clerk.mobile).orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
    const password = /临时密码为 (\S+)，/.exec(sms.content)?.[1];
    expect(password).toMatch(/^.{12}$/);
    expect(JSON.stringify(reset.body)).not.toContain(password);
    const audit = await admin.call<Page<AuditEntry>>('GET', '/admin/audit-log', undefined, { entity: 'user', entityId: clerk.user_id });
    expect(audit.body.result.data.map((e) => e.action)).toEqual(expect.arrayContaining(['unlock', 'smsResetPassword']));
    expect(JSON.stringify(audit.body.result.data)).not.toContain(password);
    expect((await login(app, clerk.mobile)).body.result).toBeNull();
    const signedIn = await login(app, clerk.mobile, password);
    expect(signedIn.body.result?.access_token).toBeTruthy();
  });
});
