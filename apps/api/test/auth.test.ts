import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, login, startApp, tokenFor, basicAuth } from './helpers';
import { sha256Hex } from '../src/domains/auth/passwords';

describe('sign-in and session', () => {
  let app: FastifyInstance;
  let clock = Date.now();
  beforeAll(async () => {
    app = await startApp({ captchaEnabled: false }, () => new Date(clock));
  });
  afterAll(() => app.close());

  it('answers captchaOnOff false when captchas are off', async () => {
    const res = await app.inject({ method: 'GET', url: '/new/api/code' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, msg: '操作成功', message: '操作成功', result: { captchaOnOff: false } });
  });

  it('signs in the forwarder and reports user, roles, permissions and weakPassword', async () => {
    const { body } = await login(app, '13800000002');
    expect(body.code).toBe(200);
    expect(body.msg).toBe('登录成功');
    const token = body.result!.access_token;
    expect(token.length).toBeGreaterThan(30);
    const info = await app.inject({ method: 'GET', url: '/new/api/user/auth/getInfo', headers: bearer(token) });
    const r = info.json().result;
    expect(r.user).toMatchObject({ mobile: '13800000002', name: '货代张经理', companyName: '宁港国际货运代理有限公司', authStatus: '02' });
    expect(r.roles).toEqual(['FORWARDER']);
    expect(r.permissions).toContain('td:main:list');
    expect(r.permissions).not.toContain('fleet:truck:add');
    expect(r.weakPassword).toBe('N');
    // The contract's DateTime, like every other call (was an ISO instant in UTC).
    expect(r.user.createTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
  });

  it('gives each role only the routes it may open', async () => {
    const fleet = await tokenFor(app, '13800000003');
    const res = await app.inject({ method: 'GET', url: '/new/api/user/auth/getRouters', headers: bearer(fleet) });
    const routes = res.json().result as Array<{ path: string; children?: Array<{ path: string; meta: { permission: string[] } }> }>;
    const paths = routes.map((r) => r.path);
    expect(paths).toContain('/fleet');
    expect(paths).not.toContain('/order');
    expect(paths).not.toContain('/system');
    const truck = routes.find((r) => r.path === '/fleet')!.children!.find((c) => c.path === '/fleet/truck')!;
    expect(truck.meta.permission).toEqual(expect.arrayContaining(['fleet:truck:add', 'fleet:truck:list']));

    const admin = await tokenFor(app, '13800000001');
    const all = (await app.inject({ method: 'GET', url: '/new/api/user/auth/getRouters', headers: bearer(admin) })).json().result as Array<{ path: string }>;
    expect(all.map((r) => r.path)).toEqual(expect.arrayContaining(['/home', '/order', '/fleet', '/system', '/user']));
  });

  it('shows the parents of a menu granted alone (common holds 订单列表, not 订单管理)', async () => {
    const clerk = await tokenFor(app, '13800000004');
    const routes = (await app.inject({ method: 'GET', url: '/new/api/user/auth/getRouters', headers: bearer(clerk) })).json()
      .result as Array<{ path: string; meta: { title: string }; children?: Array<{ path: string; meta: { permission: string[] } }> }>;
    const order = routes.find((r) => r.path === '/order');
    expect(order?.meta.title).toBe('订单管理');
    expect(order?.children?.map((c) => c.path)).toEqual(['/order/list']);
    expect(order?.children?.[0]?.meta.permission).toContain('td:main:list');
  });

  it('refuses a wrong password with its own message and locks after 5 failures for 15 minutes', async () => {
    const wrong = await login(app, '13800000004', 'Wrong@12345');
    expect(wrong.res.statusCode).toBe(400);
    expect(wrong.body.msg).toBe('账户或密码错误');
    for (let i = 0; i < 3; i++) await login(app, '13800000004', 'Wrong@12345');
    const fifth = await login(app, '13800000004', 'Wrong@12345');
    expect(fifth.body.msg).toBe('账户已被锁定，请15分钟后再试');
    const evenRight = await login(app, '13800000004');
    expect(evenRight.body.msg).toMatch(/账户已被锁定/);
    // The status call reports the failures that locked it (was 0 while locked: issue 30).
    const admin = await tokenFor(app, '13800000001');
    const status = async () => (await app.inject({ method: 'GET', url: '/new/api/user/user/status/13800000004', headers: bearer(admin) })).json().result as { locked: boolean; failedLogins: number };
    expect(await status()).toMatchObject({ locked: true, failedLogins: 5 });
    clock += 16 * 60 * 1000;
    expect(await status()).toMatchObject({ locked: false, failedLogins: 0 });
    // After the lock ran out the count starts again: one wrong password is one failure, not a new lock.
    expect((await login(app, '13800000004', 'Wrong@12345')).body.msg).toBe('账户或密码错误');
    expect(await status()).toMatchObject({ locked: false, failedLogins: 1 });
    const after = await login(app, '13800000004');
    expect(after.body.code).toBe(200);
    expect(await status()).toMatchObject({ locked: false, failedLogins: 0 });
  });

  it('locks the account when twenty wrong passwords arrive at once, and refuses the right one after', async () => {
    const attempts = await Promise.all(Array.from({ length: 20 }, () => login(app, '13800000003', 'Wrong@12345')));
    expect(attempts.every((a) => a.res.statusCode === 400)).toBe(true);
    // Exactly the fifth counted failure locks; every later one is refused by the lock, none counts again.
    expect(attempts.filter((a) => a.body.msg === '账户或密码错误')).toHaveLength(4);
    expect(attempts.filter((a) => a.body.msg === '账户已被锁定，请15分钟后再试')).toHaveLength(16);
    const right = await login(app, '13800000003');
    expect(right.res.statusCode).toBe(400);
    expect(right.body.msg).toBe('账户已被锁定，请15分钟后再试');
    expect(right.body.result).toBeNull();
    clock += 16 * 60 * 1000;
    expect((await login(app, '13800000003')).body.code).toBe(200);
  });

  it('rejects a bad client credential and a malformed password digest naming the field', async () => {
    const bad = await app.inject({
      method: 'GET', url: '/new/api/auth/oauth/token', headers: { authorization: 'Basic eDp5' },
      query: { grant_type: 'session_id', user_type: 'portal', mobile: '13800000002', password: sha256Hex('x') },
    });
    expect(bad.statusCode).toBe(401);
    const malformed = await app.inject({
      method: 'GET', url: '/new/api/auth/oauth/token', headers: { authorization: basicAuth },
      query: { grant_type: 'session_id', user_type: 'portal', mobile: '13800000002', password: 'plain' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 400, field: 'query.password' });
    // The field in the user's words (the sign-in form's label); `field` keeps where it is.
    expect(malformed.json().msg).toBe('密码格式不正确');
    expect(malformed.body).not.toMatch(/at .*\.ts/);
  });

  it('answers mobile format errors with the spec text, in English when asked', async () => {
    const zh = await login(app, '12345');
    expect(zh.body.msg).toBe('请输入正确的手机号码');
    const en = await app.inject({
      method: 'GET', url: '/new/api/auth/oauth/token', headers: { authorization: basicAuth, 'accept-language': 'en-US' },
      query: { grant_type: 'session_id', user_type: 'portal', mobile: '12345', password: sha256Hex('x') },
    });
    expect(en.json().msg).toBe('Please enter a valid mobile number');
  });

  it('revokes the token at logout', async () => {
    const token = await tokenFor(app, '13800000002');
    const out = await app.inject({ method: 'POST', url: '/new/api/auth/oauth/token/logout', headers: bearer(token) });
    expect(out.json().code).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/new/api/user/auth/getInfo', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().msg).toBe('token已过期，请重新登录');
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/new/api/user/auth/getInfo' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, msg: '未登录', result: null });
  });

  it('changes the password: both sent as SHA-256 hex, old one checked, sessions ended', async () => {
    const token = await tokenFor(app, '13800000003');
    const wrongOld = await app.inject({ method: 'POST', url: '/new/api/updatePassword', headers: bearer(token), payload: { oldPassword: sha256Hex('nope'), newPassword: sha256Hex('New@Pass1234') } });
    expect(wrongOld.json().msg).toBe('账户或旧密码错误');
    // A new password in clear is refused by the contract (the server only ever takes the hash), and not echoed.
    const clear = await app.inject({ method: 'POST', url: '/new/api/updatePassword', headers: bearer(token), payload: { oldPassword: sha256Hex('Demo@123456'), newPassword: 'New@Pass1234' } });
    expect(clear.statusCode).toBe(400);
    expect(clear.json().field).toBe('body.newPassword');
    expect(clear.body).not.toContain('New@Pass1234');
    const same = await app.inject({ method: 'POST', url: '/new/api/updatePassword', headers: bearer(token), payload: { oldPassword: sha256Hex('Demo@123456'), newPassword: sha256Hex('Demo@123456') } });
    expect(same.statusCode).toBe(400);
    const ok = await app.inject({ method: 'POST', url: '/new/api/updatePassword', headers: bearer(token), payload: { oldPassword: sha256Hex('Demo@123456'), newPassword: sha256Hex('New@Pass1234') } });
    expect(ok.json().msg).toBe('修改密码成功，请重新登录');
    const stale = await app.inject({ method: 'GET', url: '/new/api/user/auth/getInfo', headers: bearer(token) });
    expect(stale.statusCode).toBe(401);
    expect((await login(app, '13800000003', 'New@Pass1234')).body.code).toBe(200);
  });

  it('answers unknown api paths with a 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/new/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, msg: '访问资源不存在' });
  });
});

describe('captcha', () => {
  let app: FastifyInstance;
  let clock = Date.now();
  beforeAll(async () => {
    app = await startApp({ captchaEnabled: true }, () => new Date(clock));
  });
  afterAll(() => app.close());

  async function captchaCode(uuid: string): Promise<string> {
    const row = await app.services.db.selectFrom('captchas').select('code').where('uuid', '=', uuid).executeTakeFirstOrThrow();
    return row.code;
  }

  it('gives a GIF image and a uuid', async () => {
    const r = (await app.inject({ method: 'GET', url: '/new/api/code' })).json().result;
    expect(r.captchaOnOff).toBe(true);
    expect(Buffer.from(r.img, 'base64').subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(r.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('requires the code, compares case-insensitively, and is single-use', async () => {
    const missing = await login(app, '13800000002');
    expect(missing.body.msg).toBe('验证码不能为空');
    const { uuid } = (await app.inject({ method: 'GET', url: '/new/api/code' })).json().result;
    const code = await captchaCode(uuid);
    const ok = await login(app, '13800000002', undefined, { uuid, code: code.toUpperCase() });
    expect(ok.body.code).toBe(200);
    const again = await login(app, '13800000002', undefined, { uuid, code });
    expect(again.body.msg).toBe('验证码已失效，请刷新后重试');
  });

  it('refuses a wrong code and an expired one', async () => {
    const a = (await app.inject({ method: 'GET', url: '/new/api/code' })).json().result;
    expect((await login(app, '13800000002', undefined, { uuid: a.uuid, code: 'zzzz' })).body.msg).toBe('验证码错误');
    const b = (await app.inject({ method: 'GET', url: '/new/api/code' })).json().result;
    const code = await captchaCode(b.uuid);
    clock += 2 * 60 * 1000 + 1000;
    expect((await login(app, '13800000002', undefined, { uuid: b.uuid, code })).body.msg).toBe('验证码已失效，请刷新后重试');
  });

  it('limits captchas per IP', async () => {
    const limited = await startApp({ captchaEnabled: true, rateLimit: { login: 30, captcha: 3, sms: 20 } });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await limited.inject({ method: 'GET', url: '/new/api/code' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('request bodies', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it('accepts a bodiless POST sent with the JSON content type, and refuses malformed JSON with a 400', async () => {
    const token = await tokenFor(app, '13800000002');
    const out = await app.inject({
      method: 'POST', url: '/new/api/auth/oauth/token/logout',
      headers: { ...bearer(token), 'content-type': 'application/json; charset=utf-8' },
    });
    expect(out.json()).toMatchObject({ code: 200 });
    const bad = await app.inject({
      method: 'POST', url: '/new/api/updatePassword',
      headers: { ...bearer(await tokenFor(app, '13800000002')), 'content-type': 'application/json' }, payload: '{oops',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400 });
  });
});
