/**
 * The providers chosen by configuration: SMS through a webhook (SMS_PROVIDER=webhook) and real-name
 * authentication through a hosted page (REALAUTH_PROVIDER=webhook), both against a local fake provider.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signWebhook } from '../src/domains/accounts/sms/adapter';
import { signLink } from '../src/domains/accounts/realAuth/provider';
import { signCallback, type CallbackFields } from '../src/domains/accounts/realAuth/signature';
import { startApp } from './helpers';
import { STRONG, admin, hashed, call, submitOnboarding, validForm } from './accounts-fixtures';

interface Received {
  headers: Record<string, string | string[] | undefined>;
  raw: string;
  body: { mobile: string; scene: string; content: string; code: string | null };
}

describe('providers chosen by configuration', () => {
  let app: FastifyInstance;
  let fake: Server;
  let answer = 200;
  const received: Received[] = [];
  const SMS_SECRET = 'sms-webhook-secret';
  const AUTH_SECRET = 'hosted-page-secret';
  const PAGE = 'https://auth.example.test/flow';

  beforeAll(async () => {
    fake = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      req.on('end', () => {
        // The status page's sampler probes the adapters' addresses too (no body): only posts are messages.
        if (req.method === 'POST' && raw) received.push({ headers: req.headers, raw, body: JSON.parse(raw) as Received['body'] });
        res.writeHead(answer, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    app = await startApp({
      captchaEnabled: false,
      sms: { provider: 'webhook', webhookUrl: `http://127.0.0.1:${port}/sms`, webhookSecret: SMS_SECRET },
      realAuth: { provider: 'webhook', pageUrl: PAGE, secret: AUTH_SECRET },
    });
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => fake.close(resolve));
  });

  const register = (mobile: string, smsCode: string) =>
    call<{ access_token: string }>(app, 'POST', '/auth/register', { body: { mobile, smsCode, password: hashed(STRONG), checkPass: hashed(STRONG), checkbox: true } });

  let token = '';

  it('posts each SMS to the webhook, signed, and keeps no readable outbox', async () => {
    const sent = await call(app, 'GET', '/user/reg/sms', { query: { mobile: '13300000001' } });
    expect(sent.status).toBe(200);
    expect(sent.body.msg).toBe('验证码发送成功');
    const message = received.at(-1)!;
    expect(message.body).toMatchObject({ mobile: '13300000001', scene: 'register' });
    expect(message.body.code).toMatch(/^\d{6}$/);
    expect(message.body.content).toContain(message.body.code);
    const timestamp = String(message.headers['x-port-timestamp']);
    expect(message.headers['x-port-signature']).toBe(signWebhook(SMS_SECRET, timestamp, message.raw));

    expect((await call(app, 'GET', '/base/sms/outbox', { token: await admin(app) })).status).toBe(404);
    const registered = await register('13300000001', message.body.code!);
    expect(registered.body.msg).toBe('注册成功');
    token = registered.body.result.access_token;
  });

  it('says so when the webhook refuses a message, and the code it carried is void', async () => {
    answer = 500;
    const sent = await call(app, 'GET', '/user/reg/sms', { query: { mobile: '13300000002' } });
    expect(sent.status).toBe(503);
    expect(sent.body.msg).toBe('短信发送失败，请稍后再试');
    const lost = received.at(-1)!.body.code!;
    answer = 200;
    expect((await register('13300000002', lost)).body.result).toBeNull();
  });

  it('links to the hosted page with a signed flow, and takes only callbacks signed with the provider\'s secret', async () => {
    const form = await validForm(app, token);
    const shopId = (await submitOnboarding(app, token, form)).body.result.base.shopId;
    await call(app, 'POST', '/user/seller/review', { token: await admin(app), body: { shopId, action: 'approve' } });

    const link = await call<{ url: string; flowId: string; expiresAt: string }>(app, 'POST', '/user/realAuth/shopAuthLink', { token, body: { reUrl: '' } });
    const url = new URL(link.body.result.url);
    expect(`${url.origin}${url.pathname}`).toBe(PAGE);
    const flowId = link.body.result.flowId;
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ flowId, kind: 'company', shopId });
    expect(url.searchParams.get('signature')).toBe(signLink(AUTH_SECRET, { flowId, kind: 'company', shopId, expires: url.searchParams.get('expires')! }));
    // The built-in sandbox pages are not served for a hosted provider.
    expect((await app.inject({ method: 'GET', url: `/new/api/user/realAuth/sandbox/${flowId}` })).statusCode).toBe(404);

    const status = async () => (await call<{ companyStatus: string; authStatus: string }>(app, 'POST', '/user/realAuth/shopAuthStatus', { token, body: { shopId } })).body.result;
    const callback = (status: CallbackFields['status'], secret = AUTH_SECRET) => {
      const fields = { flowId, shopId, status, timestamp: String(Date.now()) };
      return call(app, 'POST', '/user/realAuth/callback', { body: { ...fields, signature: signCallback(secret, fields) } });
    };
    // Signed with the sandbox's key instead of the provider's: refused, nothing changes.
    expect((await callback('success', app.services.env.signingSecret)).status).toBe(401);
    expect(await status()).toMatchObject({ companyStatus: '1', authStatus: '00' });
    expect((await callback('submitted')).status).toBe(200);
    expect(await status()).toMatchObject({ companyStatus: '2', authStatus: '01' });
    expect((await callback('success')).status).toBe(200);
    expect(await status()).toMatchObject({ companyStatus: '4', authStatus: '02' });
    // A late 'submitted' does not reopen a finished flow.
    await callback('submitted');
    expect(await status()).toMatchObject({ companyStatus: '4', authStatus: '02' });
  });
});
