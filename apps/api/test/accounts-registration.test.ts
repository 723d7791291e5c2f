import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sha256Hex } from '../src/domains/auth/passwords';
import { basicAuth, login, startApp, tokenFor } from './helpers';
import { ADMIN, CLERK, FORWARDER, STRONG, admin, call, hashed, registerUser, smsCode } from './accounts-fixtures';

describe('registration, SMS codes and passwords', () => {
  let app: FastifyInstance;
  let clock = Date.parse('2026-03-02T02:00:00Z');
  const tick = (ms: number) => (clock += ms);
  beforeAll(async () => {
    app = await startApp({ captchaEnabled: false, rateLimit: { login: 1000, captcha: 1000, sms: 1000 } }, () => new Date(clock));
  }, 180_000);
  afterAll(() => app.close());

  it('sends a 6-digit code through the outbox, at most once per 60 s, with a clear message', async () => {
    const first = await call(app, 'GET', '/user/reg/sms', { query: { mobile: '13700000001' } });
    expect(first.status).toBe(200);
    expect(first.body.msg).toBe('验证码发送成功');
    expect(first.body.result).toMatchObject({ mobile: '137****0001', scene: 'register', expiresIn: 300, resendIn: 60, sentToday: 1, dailyLimit: 10 });
    expect(await smsCode(app, '13700000001', 'register')).toMatch(/^\d{6}$/);

    tick(20_000);
    const again = await call(app, 'GET', '/user/reg/sms', { query: { mobile: '13700000001' } });
    expect(again.status).toBe(429);
    expect(again.body.msg).toBe('验证码发送过于频繁，请40秒后再试');
    tick(41_000);
    expect((await call(app, 'GET', '/user/reg/sms', { query: { mobile: '13700000001' } })).status).toBe(200);
  });

  it('allows 10 codes per mobile per day, then refuses until the next day', async () => {
    const mobile = '13700000002';
    for (let i = 1; i <= 10; i++) {
      const r = await call(app, 'GET', '/user/reg/sms', { query: { mobile } });
      expect(r.status, r.body.msg).toBe(200);
      tick(61_000);
    }
    const eleventh = await call(app, 'GET', '/user/reg/sms', { query: { mobile } });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.msg).toBe('该手机号码今日获取验证码已达10次上限，请明天再试');
    tick(24 * 3600_000);
    expect((await call(app, 'GET', '/user/reg/sms', { query: { mobile } })).status).toBe(200);
  });

  it('refuses a malformed mobile with the form message', async () => {
    const r = await call(app, 'GET', '/user/reg/sms', { query: { mobile: '12345' } });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('请输入正确的手机号码');
  });

  it('checks every registration rule with the form messages before using the code up', async () => {
    const mobile = '13700000003';
    tick(61_000);
    await call(app, 'GET', '/user/reg/sms', { query: { mobile } });
    const code = await smsCode(app, mobile, 'register');
    const base = { mobile, smsCode: code, password: hashed(STRONG), checkPass: hashed(STRONG), checkbox: true };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ checkbox: false }, '请阅读并同意用户协议和隐私声明'],
      [{ checkPass: '' }, '请再次输入密码'],
      [{ checkPass: hashed('Other@2024') }, '两次输入的密码不一致'],
      [{ smsCode: '12ab' }, '请输入6位数字短信验证码'],
      [{ smsCode: '' }, '短信验证码不能为空'],
    ];
    for (const [change, message] of cases) {
      const r = await call(app, 'POST', '/user/reg/register', { body: { ...base, ...change } });
      expect(r.status, message).toBe(400);
      expect(r.body.msg).toBe(message);
    }
    // The password travels as its SHA-256 hex, as at sign-in (its strength was checked by the form): one in
    // clear is refused by the contract, and the answer does not repeat it.
    for (const typed of [STRONG, 'abcdefgh', hashed(STRONG).toUpperCase()]) {
      const r = await call(app, 'POST', '/user/reg/register', { body: { ...base, password: typed, checkPass: typed } });
      expect(r.status, typed).toBe(400);
      expect(r.body.field).toBe('body.password');
      expect(JSON.stringify(r.body)).not.toContain(typed);
    }
    const taken = await call(app, 'POST', '/user/reg/register', { body: { ...base, mobile: FORWARDER } });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('该手机号码已注册');

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await call(app, 'POST', '/user/reg/register', { body: { ...base, smsCode: wrong } });
    expect(bad.body.msg).toBe('短信验证码错误，还可尝试4次');

    const ok = await call<{ userId: string; mobile: string }>(app, 'POST', '/user/reg/register', { body: { ...base, name: '新用户', companyName: '新公司' } });
    expect(ok.status).toBe(200);
    expect(ok.body.msg).toBe('注册成功');
    expect(ok.body.result.mobile).toBe(mobile);
    // Single use: the same code cannot register twice (nor anything else).
    const reuse = await call(app, 'POST', '/user/reg/register', { body: { ...base, mobile } });
    expect(reuse.status).toBe(409);

    const { body } = await login(app, mobile, STRONG);
    expect(body.code).toBe(200);
    const info = await call<{ user: { authStatus: string; companyId: string | null }; weakPassword: string }>(app, 'GET', '/user/auth/getInfo', { token: body.result!.access_token });
    expect(info.body.result).toMatchObject({ user: { authStatus: '00', companyId: null }, weakPassword: 'N' });
    const company = await call<{ companyCname: string; shopId: null }>(app, 'GET', '/user/company/getCompanyInfo', { token: body.result!.access_token });
    expect(company.body.result).toMatchObject({ companyCname: '新公司', shopId: null });
  });

  it('voids a code after 5 wrong tries and expires it after 5 minutes', async () => {
    const mobile = '13700000004';
    tick(61_000);
    await call(app, 'GET', '/user/reg/sms', { query: { mobile } });
    const code = await smsCode(app, mobile, 'register');
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    const body = { mobile, smsCode: wrong, password: hashed(STRONG), checkPass: hashed(STRONG), checkbox: true };
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await call(app, 'POST', '/user/reg/register', { body })).body.msg);
    expect(messages).toEqual(['短信验证码错误，还可尝试4次', '短信验证码错误，还可尝试3次', '短信验证码错误，还可尝试2次', '短信验证码错误，还可尝试1次', '短信验证码错误次数过多，请重新获取']);
    const after = await call(app, 'POST', '/user/reg/register', { body: { ...body, smsCode: code } });
    expect(after.body.msg).toBe('短信验证码已失效，请重新获取');

    tick(61_000);
    await call(app, 'GET', '/user/reg/sms', { query: { mobile } });
    const fresh = await smsCode(app, mobile, 'register');
    tick(5 * 60_000 + 1000);
    const late = await call(app, 'POST', '/user/reg/register', { body: { ...body, smsCode: fresh } });
    expect(late.body.msg).toBe('短信验证码已失效，请重新获取');
    const state = await call<{ codeValid: boolean; maxAttempts: number }>(app, 'GET', '/account/sms_err', { query: { mobile, scene: 'register' } });
    expect(state.body.result).toMatchObject({ codeValid: false, maxAttempts: 5 });
  });

  it('resets a forgotten password with a one-time ticket, answering an unknown mobile the same way', async () => {
    const mobile = '13700000005';
    tick(61_000);
    const oldToken = await registerUser(app, mobile);
    tick(61_000);
    const sent = await call(app, 'GET', '/user/reg/sms2', { query: { mobile, scene: 'reset' } });
    const unknown = await call(app, 'GET', '/user/reg/sms2', { query: { mobile: '13700009999', scene: 'reset' } });
    expect(unknown.status).toBe(sent.status);
    expect(unknown.body.msg).toBe(sent.body.msg);
    const noCode = await call(app, 'POST', '/auth/forge-password', { body: { mobile: '13700009999', smsCode: '123456' } });
    expect(noCode.body.msg).toBe('短信验证码已失效，请重新获取');

    const ticket = await call<{ resetTicket: string; expiresIn: number }>(app, 'POST', '/auth/forge-password', {
      body: { mobile, smsCode: await smsCode(app, mobile, 'reset') },
    });
    expect(ticket.body.result.expiresIn).toBe(600);
    const resetTicket = ticket.body.result.resetTicket;
    const clear = await call(app, 'POST', '/user/reg/resetPwd2', { body: { mobile, resetTicket, password: 'Newer#2024', checkPass: 'Newer#2024' } });
    expect(clear.status).toBe(400);
    expect(clear.body.field).toBe('body.password');
    const done = await call(app, 'POST', '/user/reg/resetPwd2', { body: { mobile, resetTicket, password: hashed('Newer#2024'), checkPass: hashed('Newer#2024') } });
    expect(done.status).toBe(200);
    expect(done.body.msg).toBe('密码重置成功，请使用新密码登录');
    const again = await call(app, 'POST', '/user/reg/resetPwd2', { body: { mobile, resetTicket, password: hashed('Newer#2025'), checkPass: hashed('Newer#2025') } });
    expect(again.body.msg).toBe('重置凭证已失效，请重新验证手机号码');
    expect((await call(app, 'GET', '/user/auth/getInfo', { token: oldToken })).status).toBe(401);
    expect((await login(app, mobile, 'Newer#2024')).body.code).toBe(200);
  });

  it('changes the mobile with the password and a code sent to the new number', async () => {
    const mobile = '13700000006';
    tick(61_000);
    const token = await registerUser(app, mobile);
    const taken = await call(app, 'GET', '/user/reg/sms2', { query: { mobile: FORWARDER, scene: 'changeMobile' } });
    expect(taken.status).toBe(409);
    await call(app, 'GET', '/user/reg/sms2', { query: { mobile: '13700000016', scene: 'changeMobile' } });
    const code = await smsCode(app, '13700000016', 'changeMobile');
    const wrongPassword = await call(app, 'POST', '/user/reg/changeMobile', { token, body: { newMobile: '13700000016', smsCode: code, password: sha256Hex('Wrong@2024') } });
    expect(wrongPassword.body.msg).toBe('登录密码错误');
    const ok = await call(app, 'POST', '/user/reg/changeMobile', { token, body: { newMobile: '13700000016', smsCode: code, password: sha256Hex(STRONG) } });
    expect(ok.body.msg).toBe('手机号码修改成功，请使用新手机号码登录');
    expect((await login(app, '13700000016', STRONG)).body.code).toBe(200);
    expect((await login(app, mobile, STRONG)).body.code).not.toBe(200);
  });

  it('marks a password set or reset by an administrator as weak, so the user must change it', async () => {
    const token = await admin(app);
    const roles = await call<{ data: Array<{ roleId: string; roleKey: string }> }>(app, 'GET', '/user/role/getRoleList', { token, query: { pageSize: '50' } });
    const common = roles.body.result.data.find((r) => r.roleKey === 'common')!;
    const clearRefused = await call(app, 'POST', '/user/user', { token, body: { mobile: '13700000007', name: '新员工', password: STRONG, roleIds: [] } });
    expect(clearRefused.status).toBe(400);
    expect(clearRefused.body.field).toBe('body.password');
    const created = await call<{ id: string }>(app, 'POST', '/user/user', { token, body: { mobile: '13700000007', name: '新员工', password: hashed(STRONG), roleIds: [common.roleId] } });
    expect(created.status).toBe(200);
    const userToken = (await login(app, '13700000007', STRONG)).body.result!.access_token;
    const info = await call<{ weakPassword: string }>(app, 'GET', '/user/auth/getInfo', { token: userToken });
    expect(info.body.result.weakPassword).toBe('Y');

    const reset = await call(app, 'POST', '/user/user/adminResetPwd', { token, body: { userId: created.body.result.id, password: hashed('Admin#Set2024') } });
    expect(reset.status).toBe(200);
    expect((await call(app, 'GET', '/user/auth/getInfo', { token: userToken })).status).toBe(401);
    const relogin = await login(app, '13700000007', 'Admin#Set2024');
    const again = await call<{ weakPassword: string }>(app, 'GET', '/user/auth/getInfo', { token: relogin.body.result!.access_token });
    expect(again.body.result.weakPassword).toBe('Y');
  });

  it('marks the account weak when the client reports the typed password no longer meets the rule, until it is changed', async () => {
    tick(61_000);
    const mobile = '13700000009';
    await registerUser(app, mobile);
    const signIn = (weak?: 'Y' | 'N', password = STRONG) =>
      app.inject({
        method: 'GET', url: '/new/api/auth/oauth/token', headers: { authorization: basicAuth },
        query: { grant_type: 'session_id', user_type: 'portal', mobile, password: sha256Hex(password), ...(weak ? { password_weak: weak } : {}) },
      });
    const weakOf = async (token: string) => (await call<{ weakPassword: string }>(app, 'GET', '/user/auth/getInfo', { token })).body.result.weakPassword;
    const tokenOf = (res: Awaited<ReturnType<typeof signIn>>) => (res.json() as { result: { access_token: string } }).result.access_token;

    expect(await weakOf(tokenOf(await signIn('N')))).toBe('N');
    // A failed sign-in records nothing.
    expect((await signIn('Y', 'Wrong@2024')).statusCode).toBe(400);
    expect(await weakOf(tokenOf(await signIn()))).toBe('N');
    const weakToken = tokenOf(await signIn('Y'));
    expect(await weakOf(weakToken)).toBe('Y');
    // A later 'N' (or no report) does not clear the mark: only a new password does.
    expect(await weakOf(tokenOf(await signIn('N')))).toBe('Y');
    const changed = await call(app, 'POST', '/updatePassword', { token: weakToken, body: { oldPassword: sha256Hex(STRONG), newPassword: hashed('Better#2025x') } });
    expect(changed.status).toBe(200);
    expect(await weakOf(tokenOf(await signIn('N', 'Better#2025x')))).toBe('N');
  });

  it('resets the signed-in user\'s own password with an SMS code and keeps the current session', async () => {
    tick(61_000);
    const token = await registerUser(app, '13700000008');
    tick(61_000);
    expect((await call(app, 'POST', '/account/sms', { token, body: { scene: 'resetPassword' } })).status).toBe(200);
    const code = await smsCode(app, '13700000008', 'resetPassword');
    const r = await call(app, 'POST', '/user/user/resetPwd', { token, body: { smsCode: code, password: hashed('Mine#2024x'), checkPass: hashed('Mine#2024x') } });
    expect(r.body.msg).toBe('密码重置成功');
    expect((await call(app, 'GET', '/user/auth/getInfo', { token })).status).toBe(200);
  });

  it('shows the outbox to administrators only', async () => {
    const clerk = await tokenFor(app, CLERK);
    expect((await call(app, 'GET', '/base/sms/outbox', { token: clerk })).status).toBe(403);
    const list = await call<Array<{ mobile: string; status: string }>>(app, 'GET', '/base/sms/outbox', { token: await admin(app), query: { limit: '50' } });
    expect(list.status).toBe(200);
    expect(list.body.result.some((m) => m.status === 'used')).toBe(true);
    expect(ADMIN).toBe('13800000001');
  });
});

describe('registration with captchas on', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp({ captchaEnabled: true });
  }, 180_000);
  afterAll(() => app.close());

  const captcha = async () => {
    const { body } = await call<{ uuid: string }>(app, 'GET', '/code');
    const row = await app.services.db.selectFrom('captchas').select('code').where('uuid', '=', body.result.uuid).executeTakeFirstOrThrow();
    return { uuid: body.result.uuid, text: row.code };
  };

  it('needs the image captcha verified for the mobile before sending, and checks it again on submit', async () => {
    const mobile = '13700000021';
    const noCaptcha = await call(app, 'GET', '/user/reg/sms', { query: { mobile } });
    expect(noCaptcha.body.msg).toBe('请先完成图形验证码校验');

    const c = await captcha();
    const wrong = await call(app, 'POST', '/user/reg/imgVerify', { body: { mobile, uuid: c.uuid, imgVerify: 'zzzz' } });
    expect(wrong.body.msg).toBe('验证码错误');

    const c2 = await captcha();
    const ok = await call(app, 'POST', '/user/reg/imgVerify', { body: { mobile, uuid: c2.uuid, imgVerify: c2.text.toUpperCase() } });
    expect(ok.body.result).toEqual({ verified: true, validFor: 600 });
    // Bound to that mobile: another mobile cannot use it.
    expect((await call(app, 'GET', '/user/reg/sms', { query: { mobile: '13700000022', uuid: c2.uuid } })).body.msg).toBe('请先完成图形验证码校验');
    expect((await call(app, 'GET', '/user/reg/sms', { query: { mobile, uuid: c2.uuid } })).status).toBe(200);
    const code = await smsCode(app, mobile, 'register');

    const body = { mobile, smsCode: code, password: hashed(STRONG), checkPass: hashed(STRONG), checkbox: true, uuid: c2.uuid };
    const mismatch = await call(app, 'POST', '/user/reg/register', { body: { ...body, imgVerify: 'nope' } });
    expect(mismatch.body.msg).toBe('图形验证码与校验时不一致，请重新获取图形验证码');
    // The binding was used up by that try: the user must verify a captcha again.
    const c3 = await captcha();
    await call(app, 'POST', '/user/reg/imgVerify', { body: { mobile, uuid: c3.uuid, imgVerify: c3.text } });
    const done = await call(app, 'POST', '/user/reg/register', { body: { ...body, uuid: c3.uuid, imgVerify: c3.text } });
    expect(done.status, done.body.msg).toBe(200);
  });
});
