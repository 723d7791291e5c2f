import { describe, expect, it } from 'vitest';
import { ApiFailure, effectiveCode, envelopeMessage, isEnvelope, isSuccessCode, unwrap } from './envelope';
import { jsonResponse } from './test-helpers';

describe('success codes', () => {
  it('200, 0, "200" and "0000" only', () => {
    expect([200, 0, '200', '0000'].map(isSuccessCode)).toEqual([true, true, true, true]);
    expect([201, '0', '00', 'OK', null, undefined, 9998].map(isSuccessCode)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('uses the envelope code, else the HTTP status', () => {
    expect(effectiveCode({ code: '0000' }, 500)).toBe('0000');
    expect(effectiveCode({ msg: 'x' }, 404)).toBe(404);
    expect(effectiveCode(undefined, 200)).toBe(200);
  });

  it('reads msg, else message', () => {
    expect(envelopeMessage({ msg: 'a', message: 'b' })).toBe('a');
    expect(envelopeMessage({ msg: '', message: 'b' })).toBe('b');
    expect(envelopeMessage({})).toBeUndefined();
    expect(isEnvelope([])).toBe(false);
    expect(isEnvelope({ code: 1 })).toBe(true);
  });
});

describe('unwrap', () => {
  const answer = (body: unknown, status = 200) => {
    const response = jsonResponse(body, status);
    return Promise.resolve(response.ok ? { data: body, response } : { error: body, response });
  };

  it('answers result on success', async () => {
    await expect(unwrap(answer({ code: '0000', msg: 'ok', result: [1, 2] }))).resolves.toEqual([1, 2]);
  });

  it('throws ApiFailure {code, message, status, traceId} on an envelope error', async () => {
    const failure = await unwrap(answer({ code: 409, msg: '该公司名已存在', traceId: 't-9' }, 409)).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({
      name: 'ApiFailure',
      code: 409,
      message: '该公司名已存在',
      status: 409,
      traceId: 't-9',
    });
  });

  it('throws on a non-success code inside HTTP 200 too', async () => {
    await expect(unwrap(answer({ code: 9998, message: '请稍后' }))).rejects.toMatchObject({
      code: 9998,
      status: 200,
      message: '请稍后',
    });
  });

  it('wraps a thrown error as NETWORK', async () => {
    await expect(unwrap(Promise.reject(new TypeError('offline')))).rejects.toMatchObject({
      code: 'NETWORK',
      status: 0,
    });
  });
});
