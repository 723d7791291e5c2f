/**
 * Issue 30 item 3: no sandbox in production unless the operator names it. The real-name sandbox signed its own
 * success and a clerk became "authenticated" with a made-up name; the sandbox bank paid orders nobody paid.
 * A production server refuses to start while an adapter is its sandbox, naming the variables that leave it or
 * keep it (ALLOW_SANDBOX); the sandboxes that do run are public so that every page can show a ribbon.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readEnv, sandboxRefusal, SANDBOXES } from '../src/env';
import { startApp } from './helpers';

const PRODUCTION = { NODE_ENV: 'production', SIGNING_SECRET: randomBytes(32).toString('hex') };

describe('a production server and the built-in sandboxes', () => {
  const started: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of started) await app.close();
  });

  it('refuses the default settings in production, saying which variables to set', () => {
    const refusal = sandboxRefusal(readEnv(PRODUCTION))!;
    expect(refusal).toContain('BANK_PROVIDER is the sandbox: set BANK_PROVIDER=webhook with BANK_WEBHOOK_URL and BANK_WEBHOOK_SECRET, or ALLOW_SANDBOX=bank to keep the sandbox');
    expect(refusal).toContain('REALAUTH_PROVIDER is the sandbox: set REALAUTH_PROVIDER=webhook with REALAUTH_PAGE_URL and REALAUTH_SECRET, or ALLOW_SANDBOX=realauth');
    expect(refusal).toContain('SMS_PROVIDER is the outbox: set SMS_PROVIDER=webhook with SMS_WEBHOOK_URL and SMS_WEBHOOK_SECRET, or ALLOW_SANDBOX=sms');
    expect(refusal).toContain('ALLOW_SANDBOX=customs');
    expect(refusal).toContain('ALLOW_SANDBOX=einvoice');
    expect(refusal).toContain('ALLOW_SANDBOX=bank,realauth,sms,customs,einvoice');
    // Outside production the sandboxes are the defaults.
    expect(sandboxRefusal(readEnv({ NODE_ENV: 'development' }))).toBeNull();
    expect(sandboxRefusal(readEnv({ NODE_ENV: 'test' }))).toBeNull();
  });

  it('names only the sandboxes still refused: real adapters and ALLOW_SANDBOX leave the rest', () => {
    const refusal = sandboxRefusal(readEnv({
      ...PRODUCTION, BANK_PROVIDER: 'webhook', BANK_WEBHOOK_URL: 'https://bank.example.test/orders', BANK_WEBHOOK_SECRET: 's',
      SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example.test/', ALLOW_SANDBOX: 'customs, einvoice',
    }))!;
    const refused = refusal.split('\n').filter((line) => line.startsWith('  - '));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toContain('REALAUTH_PROVIDER is the sandbox');
    expect(refusal).toContain('ALLOW_SANDBOX=customs,einvoice,realauth');
    expect(() => readEnv({ ...PRODUCTION, ALLOW_SANDBOX: 'bank,realname' })).toThrow(/ALLOW_SANDBOX names 'realname'/);
    expect(() => readEnv({ ...PRODUCTION, BANK_PROVIDER: 'webhook', BANK_WEBHOOK_URL: 'https://bank.example.test/' })).toThrow(/BANK_WEBHOOK_SECRET/);
  });

  it('does not start a production server on the defaults', async () => {
    await expect(startApp({ nodeEnv: 'production', production: true, signingSecret: PRODUCTION.SIGNING_SECRET }))
      .rejects.toThrow(/BANK_PROVIDER is the sandbox: set BANK_PROVIDER=webhook with BANK_WEBHOOK_URL and BANK_WEBHOOK_SECRET, or ALLOW_SANDBOX=bank/);
  }, 60_000);

  it('starts with ALLOW_SANDBOX naming every sandbox, and tells every page which ones run', async () => {
    const { allowSandbox } = readEnv({ ...PRODUCTION, ALLOW_SANDBOX: SANDBOXES.join(',') });
    const app = await startApp({ nodeEnv: 'production', production: true, signingSecret: PRODUCTION.SIGNING_SECRET, allowSandbox });
    started.push(app);
    const res = await app.inject({ method: 'GET', url: '/new/api/health/sandboxes' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ production: true, sandboxes: ['bank', 'realauth', 'sms', 'customs', 'einvoice'] });
  }, 120_000);

  it('answers outside production too, where the front ends draw no ribbon', async () => {
    const app = await startApp({});
    started.push(app);
    expect((await app.inject({ method: 'GET', url: '/new/api/health/sandboxes' })).json().result).toMatchObject({ production: false });
  }, 120_000);
});
