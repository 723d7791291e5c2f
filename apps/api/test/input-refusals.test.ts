/**
 * What a refused request says (issue 30): a 400 naming the field, in the caller's language, with the field's label
 * as the forms show it, never Ajv's English ("must match pattern …", "must be string,null") nor a 500 from the
 * database. The fuzz (input-fuzz.test.ts) holds "never 500" for every operation; this file pins the words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN, FLEET, FORWARDER, bearer, startApp, tokensFor } from './helpers';

interface Refused {
  status: number;
  code: number;
  msg: string;
  field?: string;
}

describe('refusals of bad input name the field in the caller\'s language', () => {
  let app: FastifyInstance;
  let forwarder: string;
  let admin: string;
  let fleet: string;

  beforeAll(async () => {
    app = await startApp();
    [forwarder, admin, fleet] = await tokensFor(app, [FORWARDER, ADMIN, FLEET]);
  });
  afterAll(() => app.close());

  async function call(method: 'GET' | 'POST' | 'PUT', url: string, opts: { token?: string; lang?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Refused> {
    const res = await app.inject({
      method,
      url: `/new/api${url}`,
      headers: {
        ...(opts.token ? bearer(opts.token) : {}),
        ...(opts.lang ? { 'accept-language': opts.lang } : {}),
        ...(opts.body !== undefined ? { 'content-type': 'application/json; charset=utf-8' } : {}),
        ...opts.headers,
      },
      ...(opts.body !== undefined ? { payload: JSON.stringify(opts.body) } : {}),
    });
    const body = res.json() as { code: number; msg: string; field?: string };
    return { status: res.statusCode, code: body.code, msg: body.msg, ...(body.field ? { field: body.field } : {}) };
  }
  const factory = (over: Record<string, unknown>) => ({ factoryName: '拒绝测试工厂', address: '宁波北仑', ...over });

  it('refuses a NUL in a body text and in a query filter with 400 naming the field, in four languages', async () => {
    const nul = await call('POST', '/trucking/factories', { token: forwarder, body: factory({ factoryName: 'a\u0000b' }) });
    expect(nul).toMatchObject({ status: 400, code: 400, field: 'body.factoryName' });
    expect(nul.msg).toMatch(/含有不能保存的字符/);
    const en = await call('POST', '/trucking/factories', { token: forwarder, lang: 'en-US', body: factory({ address: 'x\u0000' }) });
    expect(en).toMatchObject({ status: 400, field: 'body.address' });
    expect(en.msg).toMatch(/contains characters that cannot be stored/);
    const tw = await call('GET', '/trucking/orders?orderNo=a%00b', { token: forwarder, lang: 'zh-TW' });
    expect(tw).toMatchObject({ status: 400, field: 'query.orderNo' });
    expect(tw.msg).toMatch(/含有無法儲存的字元/);
    const pt = await call('POST', '/trucking/factories', { token: forwarder, lang: 'pt-BR', body: factory({ remark: 'ok\u0000' }) });
    expect(pt.msg).toMatch(/contém caracteres que não podem ser gravados/);
  });

  it('refuses a lone surrogate (once "invalid input syntax for type json") with 400', async () => {
    const res = await call('POST', '/trucking/factories', { token: forwarder, body: factory({ factoryName: 'a\ud800b' }) });
    expect(res).toMatchObject({ status: 400, field: 'body.factoryName' });
  });

  it('refuses huge, negative and non-numeric ids by the contract (RecordId), naming the nested field', async () => {
    for (const truckId of ['99999999999999999999999', '-1', 'abc']) {
      const res = await call('POST', '/trucking/sends', { token: fleet, lang: 'en-US', body: { orderId: '1', items: [{ containerId: '1', truckId, driverId: '1' }] } });
      expect(res).toMatchObject({ status: 400, field: 'body.items.0.truckId' });
      expect(res.msg).not.toMatch(/must match|pattern|\^/);
    }
    const huge = await call('POST', '/trucking/factories', { token: forwarder, lang: 'en-US', body: factory({ version: 1e300 }) });
    expect(huge).toMatchObject({ status: 400, field: 'body.version' });
    expect(huge.msg).toMatch(/must be at most 9007199254740991/);
  });

  it('answers what the database refuses as bad input (SQLSTATE class 22) with 400, not 500', async () => {
    // The contract takes any digits for a dictCode; the database's integer does not hold this one ("out of range").
    const res = await call('GET', '/system/dict/data/99999999999999999999999', { token: admin, lang: 'en-US' });
    expect(res).toMatchObject({ status: 400, code: 400, msg: 'The request holds a value in the wrong format or out of range' });
  });

  it('says what is wrong in the user\'s words: length, type, required, options; no Ajv text', async () => {
    const long = await call('POST', '/trucking/factories', { token: forwarder, body: factory({ remark: 'x'.repeat(201) }) });
    expect(long).toMatchObject({ status: 400, field: 'body.remark' });
    expect(long.msg).toMatch(/不能超过200个字符$/);
    const type = await call('POST', '/trucking/factories', { token: forwarder, lang: 'en-US', body: factory({ contactName: { first: 'a' } }) });
    expect(type).toMatchObject({ status: 400, field: 'body.contactName' });
    expect(type.msg).toMatch(/ must be text$/);
    const missing = await call('POST', '/trucking/factories', { token: forwarder, lang: 'pt-BR', body: { address: 'x' } });
    expect(missing).toMatchObject({ status: 400, field: 'body.factoryName' });
    expect(missing.msg).toMatch(/^Informe /);
    const option = await call('POST', '/trucking/sends/1/transition', { token: forwarder, lang: 'zh-TW', body: { action: 'explode', version: 1 } });
    if (option.status === 400) expect(option.msg).not.toMatch(/must be equal to one of/);
    // Ajv's own English and the old mixed-language prefix are gone.
    for (const r of [long, type, missing]) expect(r.msg).not.toMatch(/must match pattern|must be (string|integer|number|object|array|boolean|equal)|must have|请求参数/);
  });

  it('names a field by the label the forms show in the caller\'s language, else by a readable name', async () => {
    const en = await call('POST', '/trucking/factories', { token: forwarder, lang: 'en-US', body: factory({ factoryName: 'x'.repeat(61) }) });
    const zh = await call('POST', '/trucking/factories', { token: forwarder, body: factory({ factoryName: 'x'.repeat(61) }) });
    expect(en.msg).toBe('Factory may not exceed 60 characters');
    expect(zh.msg).toBe('工厂名称不能超过60个字符');
    // Never the raw property name when a label exists; a readable name ("factory name") otherwise.
    expect(en.msg).not.toMatch(/factoryName/);
    expect(zh.msg).not.toMatch(/factoryName/);
  });

  it('translates a body too large and a body that is not JSON', async () => {
    const res = await app.inject({
      method: 'POST', url: '/new/api/trucking/factories',
      headers: { ...bearer(forwarder), 'content-type': 'application/json; charset=utf-8', 'accept-language': 'en-US' },
      payload: '{"factoryName":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('The request body is not valid JSON');
  });

  it('tells an /open/v1 caller without a key that the key is missing, and one with a bad key that it is invalid', async () => {
    const missing = await call('GET', '/open/v1/vessel/schedule', { lang: 'en-US' });
    expect(missing).toMatchObject({ status: 401, msg: 'API key missing: send it in the X-Api-Key header' });
    expect((await call('GET', '/open/v1/vessel/schedule')).msg).toBe('缺少API密钥：请在请求头X-Api-Key中发送');
    const bad = await call('GET', '/open/v1/vessel/schedule', { lang: 'en-US', headers: { 'x-api-key': 'pk_live_' + 'x'.repeat(40) } });
    expect(bad).toMatchObject({ status: 401, msg: 'The API key is invalid, expired or revoked' });
  });
});
