/**
 * The prepayment ledger (issue 15): a top-up through the built-in bank (signed link, confirm, signed notice),
 * occupations held, settled and released by the port's fee desk, idempotency by business key, the balance never
 * below zero, company isolation, invoicing (apply, issue, PDF, red-letter reversal), and thousands of concurrent
 * holds/settles/releases after which every balance still equals the sum of its entries (both database legs).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../src/services';
import { hold, LedgerError, reconcile, release, settle, topUp } from '../src/domains/ledger/ledger';
import { signBankCallback } from '../src/domains/ledger/bank';
import { ADMIN, bearer, FLEET, FORWARDER, startSignedIn } from './helpers';

let app: FastifyInstance;
let admin: string;
let forwarder: string;
let fleet: string;
let services: AppServices;
let fwdCompany: string;

const api = (method: 'GET' | 'POST', url: string, token: string | null, body?: unknown) =>
  app.inject({ method, url: `/new/api${url}`, headers: { ...(token ? bearer(token) : {}), 'accept-language': 'zh-CN', ...(body !== undefined ? { 'idempotency-key': crypto.randomUUID() } : {}) }, ...(body !== undefined ? { payload: body as object } : {}) });

beforeAll(async () => {
  ({ app, tokens: [admin, forwarder, fleet] } = await startSignedIn([ADMIN, FORWARDER, FLEET] as const));
  services = (app as unknown as { services: AppServices }).services;
  fwdCompany = (await services.db.selectFrom('companies').select('company_id').where('company_code', '=', 'FWD001').executeTakeFirstOrThrow()).company_id;
}, 120_000);
afterAll(async () => app?.close());

const account = async (token: string) => (await api('GET', '/ledger/account', token)).json().result as { balanceCents: number; availableCents: number; heldCents: number };

describe('top-up through the bank', () => {
  it('walks link → page → confirm → signed notice, once', async () => {
    const before = await account(forwarder);
    const created = await api('POST', '/ledger/topups', forwarder, { amountCents: 123_456 });
    expect(created.statusCode).toBe(200);
    const order = created.json().result as { orderNo: string; bankUrl: string; status: string };
    expect(order.status).toBe('pending');
    const page = await app.inject({ method: 'GET', url: order.bankUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('1,234.56');
    const token = new URL(order.bankUrl, 'http://x').searchParams.get('token')!;
    // A forged token finds nothing.
    expect((await api('POST', `/ledger/bank/sandbox/${order.orderNo}/confirm`, null, { token: `${token}x`, decision: 'pay' })).statusCode).toBe(404);
    const paid = await api('POST', `/ledger/bank/sandbox/${order.orderNo}/confirm`, null, { token, decision: 'pay' });
    expect(paid.json().result).toMatchObject({ status: 'paid', returnUrl: expect.stringContaining(order.orderNo) });
    // The payer pressing again, and the bank notifying again, change nothing.
    await api('POST', `/ledger/bank/sandbox/${order.orderNo}/confirm`, null, { token, decision: 'pay' });
    const fields = { orderNo: order.orderNo, amountCents: 123_456, status: 'paid' as const, bankRef: `SANDBOX-${order.orderNo}`, timestamp: String(Date.now()) };
    const replay = await api('POST', '/ledger/bank/callback', null, { ...fields, signature: signBankCallback(services.env.signingSecret, fields) });
    expect(replay.json().result.status).toBe('paid');
    const after = await account(forwarder);
    expect(after.availableCents - before.availableCents).toBe(123_456);
  });

  it('refuses a notice not signed by the bank', async () => {
    const order = (await api('POST', '/ledger/topups', forwarder, { amountCents: 10_000 })).json().result as { orderNo: string };
    const fields = { orderNo: order.orderNo, amountCents: 10_000, status: 'paid' as const, bankRef: 'B1', timestamp: String(Date.now()) };
    const res = await api('POST', '/ledger/bank/callback', null, { ...fields, signature: signBankCallback('not-the-secret', fields) });
    expect(res.statusCode).toBe(401);
    expect((await api('GET', `/ledger/topups/${order.orderNo}`, forwarder)).json().result.status).toBe('pending');
    // Another company does not see the order.
    expect((await api('GET', `/ledger/topups/${order.orderNo}`, fleet)).statusCode).toBe(404);
  });
});

describe('occupations', () => {
  it('holds, refuses an overdraft, settles with a smaller fee and releases, idempotently', async () => {
    const start = await account(forwarder);
    const body = { companyId: fwdCompany, businessType: 'PAP', businessKey: 'PAPTEST0001', amountCents: 50_000, description: '港区通行证办理', recordPath: '/pap/papPrePayDetail' };
    const first = await api('POST', '/ledger/holds', admin, body);
    expect(first.statusCode).toBe(200);
    const h = first.json().result as { id: string; status: string };
    expect(h.status).toBe('held');
    // The same call again is the same occupation; the same key with another amount is refused.
    expect((await api('POST', '/ledger/holds', admin, body)).json().result.id).toBe(h.id);
    expect((await api('POST', '/ledger/holds', admin, { ...body, amountCents: 50_001 })).statusCode).toBe(409);
    // Only the port's desk holds; a company cannot.
    expect((await api('POST', '/ledger/holds', forwarder, { ...body, businessKey: 'PAPTEST0002' })).statusCode).toBe(403);
    const mid = await account(forwarder);
    expect(mid.availableCents).toBe(start.availableCents - 50_000);
    expect(mid.balanceCents).toBe(start.balanceCents);
    // More than is available is refused by the database's check.
    const over = await api('POST', '/ledger/holds', admin, { ...body, businessKey: 'PAPTEST0003', amountCents: mid.availableCents + 1 });
    expect(over.statusCode).toBe(409);
    expect(over.json().msg).toBe('可用余额不足');
    const settled = await api('POST', `/ledger/holds/${h.id}/settle`, admin, { amountCents: 42_000 });
    expect(settled.json().result).toMatchObject({ status: 'settled', settledCents: 42_000 });
    expect((settled.json().result.entries as Array<{ kind: string }>).map((e) => e.kind)).toEqual(['hold', 'settle', 'release']);
    expect((await api('POST', `/ledger/holds/${h.id}/release`, admin, {})).statusCode).toBe(409);
    const end = await account(forwarder);
    expect(end.balanceCents).toBe(start.balanceCents - 42_000);
    // Another company reads neither the occupation nor its entries.
    expect((await api('GET', `/ledger/holds/${h.id}`, fleet)).statusCode).toBe(404);
    const theirs = (await api('GET', '/ledger/entries?businessKey=PAPTEST', fleet)).json().result;
    expect(theirs.data).toHaveLength(0);
    const mine = (await api('GET', '/ledger/entries?businessKey=PAPTEST&pageSize=10', forwarder)).json().result;
    expect(mine.data.map((e: { kind: string }) => e.kind).sort()).toEqual(['hold', 'release', 'settle']);
  });

  it('exports the entries of a business type', async () => {
    const res = await api('GET', '/ledger/entries/export?businessType=PAP', forwarder);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('invoicing', () => {
  it('applies for settled fees, the port issues, the PDF downloads, a red-letter invoice reverses', async () => {
    const holds = await services.db.selectFrom('ledger_holds as h').leftJoin('ledger_invoice_holds as ih', 'ih.hold_id', 'h.id')
      .select(['h.id', 'h.business_type']).where('h.company_id', '=', fwdCompany).where('h.status', '=', 'settled').where('ih.hold_id', 'is', null).execute();
    const type = holds[0]!.business_type;
    const ids = holds.filter((h) => h.business_type === type).map((h) => String(h.id)).slice(0, 3);
    const held = await services.db.selectFrom('ledger_holds').select('id').where('company_id', '=', fwdCompany).where('status', '=', 'held').executeTakeFirstOrThrow();
    expect((await api('POST', '/ledger/invoices', forwarder, { holdIds: [String(held.id)] })).statusCode).toBe(409);
    const applied = await api('POST', '/ledger/invoices', forwarder, { holdIds: ids });
    expect(applied.statusCode).toBe(200);
    const inv = applied.json().result as { id: string; status: string; buyerTaxCode: string; totalCents: number; taxCents: number };
    expect(inv.status).toBe('applied');
    expect(inv.buyerTaxCode).toMatch(/^[0-9A-Z]{18}$/);
    // Tax is computed per line (each fee's own 6 % included), then summed, as the invoice's lines show it.
    const settled = await services.db.selectFrom('ledger_holds').select('settled_cents').where('id', 'in', ids).execute();
    expect(inv.taxCents).toBe(settled.reduce((sum, h) => sum + Math.round((Number(h.settled_cents) * 60) / 1060), 0));
    expect((await api('POST', '/ledger/invoices', forwarder, { holdIds: ids })).statusCode).toBe(409);
    expect((await api('POST', `/ledger/invoices/${inv.id}/issue`, forwarder, {})).statusCode).toBe(403);
    expect((await api('GET', `/ledger/invoices/${inv.id}/pdf`, forwarder)).statusCode).toBe(409);
    const issued = await api('POST', `/ledger/invoices/${inv.id}/issue`, admin, {});
    expect(issued.json().result).toMatchObject({ status: 'issued', invoiceNo: expect.stringMatching(/^\d{20}$/) });
    const pdf = await api('GET', `/ledger/invoices/${inv.id}/pdf`, forwarder);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await api('GET', `/ledger/invoices/${inv.id}/pdf`, fleet)).statusCode).toBe(404);
    const red = await api('POST', `/ledger/invoices/${inv.id}/reverse`, admin, { reason: '开票信息有误' });
    expect(red.json().result).toMatchObject({ status: 'red', totalCents: -inv.totalCents, redOf: inv.id });
    expect((await api('GET', `/ledger/invoices/${inv.id}`, forwarder)).json().result.status).toBe('reversed');
    // Reversed: the occupations may be invoiced again.
    expect((await api('POST', '/ledger/invoices', forwarder, { holdIds: ids })).statusCode).toBe(200);
    const list = (await api('GET', '/ledger/invoices?pageSize=50', forwarder)).json().result;
    expect(list.data.every((i: { companyId: string }) => i.companyId === fwdCompany)).toBe(true);
    expect((await api('GET', '/ledger/invoices?pageSize=50', fleet)).json().result.data.every((i: { companyId: string }) => i.companyId !== fwdCompany)).toBe(true);
  });
});

describe('concurrency', () => {
  it('thousands of concurrent holds, settles and releases leave every balance equal to its entries', async () => {
    const companies = (await services.db.selectFrom('companies').select('company_id').where('kind', '!=', 'operator').orderBy('company_id').limit(4).execute()).map((c) => c.company_id);
    const { db } = services;
    for (const [i, c] of companies.entries()) await topUp(db, { companyId: c, orderNo: `TUCONC${i}`, amountCents: 3_000_000 });
    // PGlite runs one transaction at a time; PostgreSQL runs them in parallel on its pool.
    const N = process.env.DATABASE_URL ? 1_500 : 700;
    const t0 = performance.now();
    let refused = 0;
    const tryIt = async (p: Promise<unknown>) => {
      try {
        await p;
      } catch (err) {
        if (err instanceof LedgerError) refused++;
        else throw err;
      }
    };
    // Each order: hold, then settle or release; the same key is also held twice at once (idempotency under race).
    const order = async (i: number) => {
      const companyId = companies[i % companies.length]!;
      const key = { companyId, businessType: 'LIFTING', businessKey: `CONC${i}` };
      const cents = 1_000 + (i % 97) * 100;
      await Promise.all([tryIt(hold(db, { ...key, amountCents: cents, description: 'concurrent' })), tryIt(hold(db, { ...key, amountCents: cents, description: 'concurrent' }))]);
      if (i % 3 === 0) await tryIt(release(db, key));
      else await tryIt(settle(db, { ...key, amountCents: i % 2 ? cents : cents - 500 }));
    };
    // 48 orders in flight at any time (about 100 transactions racing; more would only queue on the pool).
    let next = 0;
    await Promise.all(Array.from({ length: 48 }, async () => {
      while (next < N) await order(next++);
    }));
    const seconds = (performance.now() - t0) / 1000;
    const rows = await reconcile(db);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r, r.companyId).toMatchObject({ ok: true, sumCents: 0n });
    // Every order has exactly one hold entry: the racing duplicate added nothing.
    const holds = await db.selectFrom('ledger_entries').select(({ fn }) => fn.countAll<string>().as('n')).where('business_key', 'like', 'CONC%').where('kind', '=', 'hold').executeTakeFirstOrThrow();
    expect(Number(holds.n)).toBe(N);
    const entries = await db.selectFrom('ledger_entries').select(({ fn }) => fn.countAll<string>().as('n')).where('business_key', 'like', 'CONC%').executeTakeFirstOrThrow();
    console.log(`ledger concurrency: ${N} orders, ${entries.n} entries in ${seconds.toFixed(1)} s (${Math.round(Number(entries.n) / seconds)} entries/s), ${refused} refused, ${rows.length} companies reconciled`);
    // The platform's view agrees.
    const view = (await api('GET', '/ledger/reconciliation', admin)).json().result;
    expect(view.broken).toBe(0);
    expect((await api('GET', '/ledger/reconciliation', forwarder)).statusCode).toBe(403);
  }, 300_000);

  it('never lets concurrent holds overdraw', async () => {
    const c = (await services.db.selectFrom('companies').select('company_id').where('company_code', '=', 'BRG001').executeTakeFirstOrThrow()).company_id;
    const { db } = services;
    const start = (await db.selectFrom('ledger_accounts').select('balance_cents').where('company_id', '=', c).where('account', '=', 'available').executeTakeFirst())?.balance_cents ?? '0';
    const each = Math.floor(Number(start) / 10) + 1;
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => hold(db, { companyId: c, businessType: 'BARCODE', businessKey: `OVER${i}`, amountCents: each, description: 'overdraw' })));
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeLessThanOrEqual(9);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason instanceof LedgerError)).toBe(true);
    const after = await db.selectFrom('ledger_accounts').select('balance_cents').where('company_id', '=', c).where('account', '=', 'available').executeTakeFirstOrThrow();
    expect(Number(after.balance_cents)).toBeGreaterThanOrEqual(0);
    expect((await reconcile(db, c))[0]!.ok).toBe(true);
  }, 60_000);
});
