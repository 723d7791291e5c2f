/**
 * Issue 30 item 1: production credited money nobody paid. A forwarder created a top-up and confirmed it itself on
 * the sandbox bank's page. With BANK_PROVIDER=webhook the order is placed with the bank by a signed POST, money
 * enters only on the bank's notice signed with BANK_WEBHOOK_SECRET (fresh timestamp, the order's amount), once per
 * bank reference, and the sandbox's page and confirm answer nothing.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signBankCallback, signBankLink, type CallbackFields } from '../src/domains/ledger/bank';
import { bearer, FORWARDER, startApp, tokenFor } from './helpers';

const BANK_SECRET = 'bank-webhook-secret-for-tests';
const SIGNING_SECRET = 'platform-signing-secret-for-tests';

interface Placed {
  headers: IncomingHttpHeaders;
  raw: string;
  body: { orderNo: string; amountCents: number; currency: string; returnPath: string };
}

let app: FastifyInstance;
let bank: Server;
let bankAnswers = 200;
const placed: Placed[] = [];
let forwarder: string;

beforeAll(async () => {
  // The bank (or the relay in front of it): takes an order, answers its hosted page.
  bank = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || !raw) return void res.writeHead(200).end();
      const body = JSON.parse(raw) as Placed['body'];
      placed.push({ headers: req.headers, raw, body });
      res.writeHead(bankAnswers, { 'content-type': 'application/json' }).end(JSON.stringify({ payUrl: `https://bank.example.test/pay/${body.orderNo}` }));
    });
  });
  await new Promise<void>((resolve) => bank.listen(0, '127.0.0.1', resolve));
  const { port } = bank.address() as AddressInfo;
  app = await startApp({
    nodeEnv: 'production', production: true, signingSecret: SIGNING_SECRET, captchaEnabled: false,
    bank: { provider: 'webhook', webhookUrl: `http://127.0.0.1:${port}/orders`, webhookSecret: BANK_SECRET },
    // The other sandboxes are not what this file is about.
    allowSandbox: ['realauth', 'sms', 'customs', 'einvoice'],
  });
  forwarder = await tokenFor(app, FORWARDER);
}, 180_000);
afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => bank.close(resolve));
});

const api = (method: 'GET' | 'POST', url: string, token: string | null, body?: unknown) =>
  app.inject({ method, url: `/new/api${url}`, headers: { ...(token ? bearer(token) : {}), 'accept-language': 'en-US' }, ...(body !== undefined ? { payload: body as object } : {}) });
const available = async () => ((await api('GET', '/ledger/account', forwarder)).json().result as { availableCents: number }).availableCents;
const topUp = async (amountCents: number) => (await api('POST', '/ledger/topups', forwarder, { amountCents })).json().result as { orderNo: string; bankUrl: string; status: string };
const notice = (f: Omit<CallbackFields, 'timestamp'> & { timestamp?: string }, secret = BANK_SECRET) => {
  const fields = { ...f, timestamp: f.timestamp ?? String(Date.now()) };
  return api('POST', '/ledger/bank/callback', null, { ...fields, signature: signBankCallback(secret, fields) });
};
const statusOf = async (orderNo: string) => ((await api('GET', `/ledger/topups/${orderNo}`, forwarder)).json().result as { status: string }).status;

describe('the webhook bank', () => {
  it('places the order with a signed request and sends the payer to the page the bank answered', async () => {
    const order = await topUp(10_000_000_000);
    const sent = placed.find((p) => p.body.orderNo === order.orderNo)!;
    expect(sent.body).toEqual({ orderNo: order.orderNo, amountCents: 10_000_000_000, currency: 'CNY', returnPath: `/new/newBank?orderNo=${order.orderNo}` });
    const timestamp = String(sent.headers['x-port-timestamp']);
    expect(sent.headers['x-port-signature']).toBe(createHmac('sha256', BANK_SECRET).update(`${timestamp}.${sent.raw}`).digest('hex'));
    expect(order).toMatchObject({ status: 'pending', bankUrl: `https://bank.example.test/pay/${order.orderNo}` });
  });

  it('credits a signed notice once: the same notice again changes nothing, another reference for the settled order is refused', async () => {
    const before = await available();
    const order = await topUp(12_345);
    const paid = await notice({ orderNo: order.orderNo, amountCents: 12_345, status: 'paid', bankRef: 'BK20261129001' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().result.status).toBe('paid');
    expect((await notice({ orderNo: order.orderNo, amountCents: 12_345, status: 'paid', bankRef: 'BK20261129001' })).statusCode).toBe(200);
    const second = await notice({ orderNo: order.orderNo, amountCents: 12_345, status: 'paid', bankRef: 'BK20261129002' });
    expect(second.statusCode).toBe(409);
    expect(second.json().msg).toBe('Another bank notice has already settled this order');
    // One bank reference settles one order only.
    const other = await topUp(12_345);
    expect((await notice({ orderNo: other.orderNo, amountCents: 12_345, status: 'paid', bankRef: 'BK20261129001' })).statusCode).toBe(409);
    expect(await statusOf(other.orderNo)).toBe('pending');
    expect((await available()) - before).toBe(12_345);
  });

  it('refuses a notice not signed with the bank\'s secret (the platform\'s own secret included) or too old', async () => {
    const before = await available();
    const order = await topUp(50_000);
    const fields = { orderNo: order.orderNo, amountCents: 50_000, status: 'paid' as const, bankRef: 'BK-FORGED' };
    for (const res of [
      await notice(fields, 'made-up'),
      await notice(fields, SIGNING_SECRET),
      await notice({ ...fields, timestamp: String(Date.now() - 6 * 60_000) }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().msg).toBe('The bank notice is not signed or has expired');
    }
    expect(await statusOf(order.orderNo)).toBe('pending');
    expect(await available()).toBe(before);
  });

  it('refuses a notice whose amount is not the order\'s', async () => {
    const before = await available();
    const order = await topUp(100);
    const res = await notice({ orderNo: order.orderNo, amountCents: 10_000_000_000, status: 'paid', bankRef: 'BK-AMOUNT' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('The bank notice\'s amount differs from the order\'s');
    expect(await statusOf(order.orderNo)).toBe('pending');
    expect(await available()).toBe(before);
  });

  it('has no sandbox page or confirm in production, even with a link signed by the platform', async () => {
    const order = await topUp(10_000);
    const token = signBankLink(SIGNING_SECRET, order.orderNo, Math.floor(Date.now() / 1000) + 600);
    expect((await app.inject({ method: 'GET', url: `/new/api/ledger/bank/sandbox/${order.orderNo}?token=${encodeURIComponent(token)}` })).statusCode).toBe(404);
    expect((await api('POST', `/ledger/bank/sandbox/${order.orderNo}/confirm`, null, { token, decision: 'pay' })).statusCode).toBe(404);
    expect(await statusOf(order.orderNo)).toBe('pending');
  });

  it('refuses the top-up, recording nothing, when the bank does not take the order', async () => {
    bankAnswers = 500;
    try {
      const res = await api('POST', '/ledger/topups', forwarder, { amountCents: 777 });
      expect(res.statusCode).toBe(503);
      expect(res.json().msg).toBe('The bank did not take the order; try again later');
      const orderNo = placed.at(-1)!.body.orderNo;
      expect(await app.services.db.selectFrom('ledger_topups').select('order_no').where('order_no', '=', orderNo).executeTakeFirst()).toBeUndefined();
    } finally {
      bankAnswers = 200;
    }
  });
});
