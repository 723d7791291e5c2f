import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, startApp, tokensFor } from './helpers';
import { MOBILES, ctn, orderBody } from './trucking-helpers';

describe('creating calls with an Idempotency-Key: a repeat gets the first answer, never a second record', () => {
  let app: FastifyInstance;
  let forwarder: string;
  let admin: string;

  beforeAll(async () => {
    app = await startApp();
    [forwarder, admin] = await tokensFor(app, [MOBILES.forwarder, MOBILES.admin]);
  });
  afterAll(() => app.close());

  const post = (token: string, url: string, payload: object, key?: string, lang?: string) =>
    app.inject({
      method: 'POST',
      url: `/new/api${url}`,
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}), ...(lang ? { 'accept-language': lang } : {}) },
      payload,
    });
  const ordersWith = async (billNo: string) =>
    (await app.services.db.selectFrom('truck_orders').select('id').where('bill_no', '=', billNo).execute()).length;

  it('two identical trucking orders sent at once with one key make one order, and both answers are the same', async () => {
    const body = await orderBody(app, [ctn('MSCU', 810001)], { billNo: 'IDEM0001' });
    const key = randomUUID();
    const [a, b] = await Promise.all([post(forwarder, '/trucking/orders', body, key), post(forwarder, '/trucking/orders', body, key)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(await ordersWith('IDEM0001')).toBe(1);

    // A retry after a time-out (the same key, later) gets the same answer again.
    const retry = await post(forwarder, '/trucking/orders', body, key);
    expect(retry.json()).toEqual(a.json());
    expect(await ordersWith('IDEM0001')).toBe(1);

    // A new submission (a new key) is a new order.
    expect((await post(forwarder, '/trucking/orders', { ...body, containers: [{ ctnNo: ctn('MSCU', 810002), ctnSize: '40', ctnType: 'HC' }] }, randomUUID())).statusCode).toBe(200);
    expect(await ordersWith('IDEM0001')).toBe(2);
  });

  it('the same body with its keys in another order (at every depth) is the same request: the first answer again, not 422', async () => {
    const body = await orderBody(app, [ctn('MSCU', 810011), ctn('MSCU', 810012)], { billNo: 'IDEM0011' });
    /** The same JSON value, every object's keys written in reverse order. */
    const reversed = (v: unknown): unknown =>
      Array.isArray(v) ? v.map(reversed) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reversed(x)])) : v;
    const again = reversed(body) as object;
    expect(JSON.stringify(again)).not.toBe(JSON.stringify(body));
    const key = randomUUID();
    const first = await post(forwarder, '/trucking/orders', body, key);
    expect(first.statusCode).toBe(200);
    const repeat = await post(forwarder, '/trucking/orders', again, key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotency-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(await ordersWith('IDEM0011')).toBe(1);
  });

  it('two identical display tokens sent at once with one key issue one token, the same to both', async () => {
    const count = async () => (await app.services.db.selectFrom('display_tokens').select('id').where('name', '=', '闸口大屏-幂等').execute()).length;
    const key = randomUUID();
    const [a, b] = await Promise.all([
      post(admin, '/screen/displayToken', { name: '闸口大屏-幂等' }, key),
      post(admin, '/screen/displayToken', { name: '闸口大屏-幂等' }, key),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect((a.json().result as { token: string }).token.length).toBeGreaterThan(20);
    expect(await count()).toBe(1);
  });

  it('refuses the same key with a different body (422) in the caller\'s language, creating nothing', async () => {
    const key = randomUUID();
    expect((await post(admin, '/screen/displayToken', { name: '堆场屏-A' }, key)).statusCode).toBe(200);
    const other = await post(admin, '/screen/displayToken', { name: '堆场屏-B' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 422, msg: '该请求标识已用于另一个内容不同的请求，请重新提交', result: null });
    const english = await post(admin, '/screen/displayToken', { name: '堆场屏-B' }, key, 'en-US');
    expect(english.json().msg).toBe('This request key was already used for a different request; please submit again');
    expect(await app.services.db.selectFrom('display_tokens').select('id').where('name', '=', '堆场屏-B').execute()).toHaveLength(0);
  });

  it('a second session of the same user shares the key; a call that failed releases its key for a corrected retry', async () => {
    const key = randomUUID();
    const mine = await post(admin, '/screen/displayToken', { name: '共享键屏' }, key);
    const another = await tokensFor(app, [MOBILES.admin]);
    expect((await post(another[0], '/screen/displayToken', { name: '共享键屏' }, key)).json()).toEqual(mine.json());
    const bad = randomUUID();
    const good = ctn('MSCU', 810003);
    const wrongDigit = `${good.slice(0, 10)}${(Number(good[10]) + 1) % 10}`;
    const refused = await post(forwarder, '/trucking/orders', await orderBody(app, [wrongDigit], { billNo: 'IDEM0002' }), bad);
    expect(refused.statusCode).toBe(400);
    const fixed = await orderBody(app, [good], { billNo: 'IDEM0002' });
    expect((await post(forwarder, '/trucking/orders', fixed, bad)).statusCode).toBe(200);
    expect(await ordersWith('IDEM0002')).toBe(1);
  });

  it('answers a repeat while the first call still runs with the duplicate message of SPEC §8 (409, code 9998)', async () => {
    const key = randomUUID();
    const first = await post(admin, '/screen/displayToken', { name: '长时屏' }, key);
    expect(first.statusCode).toBe(200);
    // As if the first call were still working: its claim is back to running, with no answer stored.
    await app.services.db.updateTable('idempotency_keys').set({ state: 'running', status_code: null, body: null }).where('key', '=', key).execute();
    const repeat = await post(admin, '/screen/displayToken', { name: '长时屏' }, key);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toMatchObject({ code: 9998, msg: '重复提交，请稍后再试', result: null });
    expect(await app.services.db.selectFrom('display_tokens').select('id').where('name', '=', '长时屏').execute()).toHaveLength(1);
  });

  it('keeps the answer of a call that showed a secret once sealed: the stored row holds no plaintext token, a replay still answers it', async () => {
    const key = randomUUID();
    const first = await post(admin, '/screen/displayToken', { name: '密封屏' }, key);
    expect(first.statusCode).toBe(200);
    const token = (first.json().result as { token: string }).token;
    const row = await app.services.db.selectFrom('idempotency_keys').select(['body', 'state']).where('key', '=', key).executeTakeFirstOrThrow();
    expect(row.state).toBe('done');
    expect(row.body).not.toContain(token);
    expect(row.body).not.toContain('密封屏');
    expect(row.body).toMatch(/^v1\./);
    // A retry after a time-out gets the token it was shown, from the sealed answer.
    const replay = await post(admin, '/screen/displayToken', { name: '密封屏' }, key);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await app.services.db.selectFrom('display_tokens').select('id').where('name', '=', '密封屏').execute()).toHaveLength(1);
    // Sealed under a secret no longer configured (or tampered with): never replayed, never run twice, a duplicate.
    const tampered = `${row.body!.slice(0, -4)}AAAA`;
    await app.services.db.updateTable('idempotency_keys').set({ body: tampered }).where('key', '=', key).execute();
    const lost = await post(admin, '/screen/displayToken', { name: '密封屏' }, key);
    expect(lost.statusCode).toBe(409);
    expect(lost.json()).toMatchObject({ code: 9998 });
    expect(await app.services.db.selectFrom('display_tokens').select('id').where('name', '=', '密封屏').execute()).toHaveLength(1);
  });

  it('refuses a malformed key naming the header', async () => {
    const res = await post(admin, '/screen/displayToken', { name: '坏键屏' }, 'x y');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'header.Idempotency-Key', msg: '请求标识 Idempotency-Key 格式不正确' });
  });
});
