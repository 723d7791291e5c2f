import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiFailure, unwrap } from './envelope';
import { createApiEventBus, type ApiEvent } from './events';
import type { components } from './generated/schema';
import { deferred, jsonResponse, keyExistsInBothLanguages } from './test-helpers';

const BASE = 'http://portal.test/new/api';
// 05:06:07 on the port's clock (Asia/Shanghai, +08:00).
const NOW = Date.parse('2025-03-03T21:06:07Z');
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Handler = (request: Request) => Response | Promise<Response>;

function setup(handler: Handler, token: string | null = 'tok-1') {
  const events: ApiEvent[] = [];
  const bus = createApiEventBus();
  bus.on((event) => events.push(event));
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return handler(request);
  });
  const client = createApiClient({
    baseUrl: BASE,
    version: '1.2.3',
    getToken: () => token,
    getLanguage: () => 'en-US',
    fetch,
    events: bus,
    now: () => NOW,
  });
  return { client, events, requests, fetch };
}

const ok = (result: unknown, code: number | string = 200) =>
  jsonResponse({ code, msg: '操作成功', message: '操作成功', result });
const captcha = { captchaOnOff: true, img: 'R0lGOD', uuid: 'u-1' };

describe('headers on every call', () => {
  it('sends the JSON content type, version, a fresh v4 trace-id, the bearer token and the language', async () => {
    const { client, requests } = setup(() => ok(captcha));
    await client.GET('/code');
    await client.GET('/code');
    const [first, second] = requests;
    expect(first?.url).toBe(`${BASE}/code`);
    expect(first?.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(first?.headers.get('version')).toBe('1.2.3');
    expect(first?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(first?.headers.get('accept-language')).toBe('en-US');
    expect(first?.headers.get('trace-id')).toMatch(UUID_V4);
    expect(second?.headers.get('trace-id')).toMatch(UUID_V4);
    expect(second?.headers.get('trace-id')).not.toBe(first?.headers.get('trace-id'));
  });

  it('sends no Authorization header when signed out', async () => {
    const { client, requests } = setup(() => ok(captcha), null);
    await client.GET('/code');
    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('keeps an Authorization the caller gives for one call (the Basic client credential)', async () => {
    const { client, requests } = setup(() => ok({ access_token: 't', token_type: 'bearer', expires_in: 60 }));
    await client.GET('/auth/oauth/token', {
      params: {
        query: { grant_type: 'session_id', user_type: 'portal', mobile: '13800138000', password: 'a'.repeat(64) },
      },
      headers: { Authorization: 'Basic cG9ydGFsOnNlY3JldA==' },
    });
    expect(requests[0]?.headers.get('authorization')).toBe('Basic cG9ydGFsOnNlY3JldA==');
  });

  it('keeps a JSON body intact through the transport', async () => {
    const { client } = setup(async (request) => {
      expect(request.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await request.json()).toEqual({ oldPassword: 'a'.repeat(64), newPassword: 'Abcdef12' });
      return ok(null);
    });
    const { data } = await client.POST('/updatePassword', {
      body: { oldPassword: 'a'.repeat(64), newPassword: 'Abcdef12' },
    });
    expect(data?.code).toBe(200);
  });
});

describe('success codes', () => {
  it.each([200, 0, '200', '0000'])('code %j is success: no event, unwrap answers result', async (code) => {
    const { client, events } = setup(() => ok(captcha, code));
    await expect(unwrap(client.GET('/code'))).resolves.toEqual(captcha);
    expect(events).toEqual([]);
  });

  it('types unwrap from the contract', async () => {
    const { client } = setup(() => ok(captcha));
    const result = await unwrap(client.GET('/code'));
    expectTypeOf(result).toEqualTypeOf<components['schemas']['Captcha']>();
  });

  it.each(['0', 201, '00'])('code %j is not success', async (code) => {
    const { client, events } = setup(() => ok(null, code));
    await expect(unwrap(client.GET('/code'))).rejects.toBeInstanceOf(ApiFailure);
    expect(events.map((e) => e.type)).toEqual(['system-error']);
  });
});

describe('401', () => {
  it('HTTP 401 on a signed-in call emits logout with the 1 s reload delay', async () => {
    const { client, events } = setup(() => jsonResponse({ code: 401, msg: '未登录', message: '未登录' }, 401));
    const failure = await unwrap(client.GET('/user/auth/getInfo')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ code: 401, status: 401, message: '未登录' });
    expect(events).toEqual([
      expect.objectContaining({
        type: 'logout',
        reloadDelay: 1000,
        messageKey: 'errors.http401',
        message: '未登录',
        url: '/user/auth/getInfo',
      }),
    ]);
  });

  it.each([401, '401'])('envelope code %j in an HTTP 200 answer also logs out', async (code) => {
    const { client, events } = setup(() => jsonResponse({ code, msg: '', message: '' }));
    await client.GET('/user/auth/getInfo');
    expect(events).toEqual([expect.objectContaining({ type: 'logout', reloadDelay: 1000 })]);
    expect(events[0]).not.toHaveProperty('message');
  });

  it('a 401 to the sign-in call (Basic credential, no Bearer) is an error to show, not a logout', async () => {
    const { client, events } = setup(() =>
      jsonResponse({ code: 401, msg: '账户或密码错误', message: '账户或密码错误' }, 401),
    );
    await client.GET('/auth/oauth/token', {
      params: {
        query: { grant_type: 'session_id', user_type: 'portal', mobile: '13800138000', password: 'a'.repeat(64) },
      },
      headers: { Authorization: 'Basic cG9ydGFsOnNlY3JldA==' },
    });
    expect(events).toEqual([expect.objectContaining({ type: 'system-error', status: 401, message: '账户或密码错误' })]);
  });

  it('a 401 without a token (wrong password at sign-in) is an error to show, not a logout', async () => {
    const { client, events } = setup(
      () => jsonResponse({ code: 401, msg: '账户或密码错误', message: '账户或密码错误' }, 401),
      null,
    );
    await client.GET('/code');
    expect(events).toEqual([
      expect.objectContaining({ type: 'system-error', message: '账户或密码错误', messageKey: 'errors.http401' }),
    ]);
  });
});

describe('server codes 9997 and 9998', () => {
  it('9997 emits info with the server message', async () => {
    const { client, events } = setup(() => jsonResponse({ code: 9997, msg: '请稍后查看', message: '请稍后查看' }));
    await client.GET('/code');
    expect(events).toEqual([
      expect.objectContaining({ type: 'info', code: 9997, message: '请稍后查看', messageKey: 'errors.unknown' }),
    ]);
  });

  it("'9997' without a message falls back to errors.unknown", async () => {
    const { client, events } = setup(() => jsonResponse({ code: '9997', msg: '', message: '' }));
    await client.GET('/code');
    expect(events[0]).toMatchObject({ type: 'info', messageKey: 'errors.unknown' });
    expect(events[0]).not.toHaveProperty('message');
  });

  it('9998 emits a warning modal titled errors.systemTip', async () => {
    const { client, events } = setup(() => jsonResponse({ code: 9998, msg: '该单已提交', message: '该单已提交' }));
    await client.GET('/code');
    expect(events).toEqual([
      expect.objectContaining({ type: 'warning-modal', titleKey: 'errors.systemTip', message: '该单已提交' }),
    ]);
  });
});

describe('other errors', () => {
  it('an envelope error emits system-error for 15 s with the server text, traceId and timestamp', async () => {
    const { client, events, requests } = setup(() =>
      jsonResponse({ code: 500, msg: '数据库不可用', message: '数据库不可用' }),
    );
    await client.GET('/user/auth/getInfo');
    expect(events).toEqual([
      {
        type: 'system-error',
        url: '/user/auth/getInfo',
        traceId: requests[0]?.headers.get('trace-id'),
        code: 500,
        status: 200,
        titleKey: 'errors.systemException',
        duration: 15000,
        message: '数据库不可用',
        messageKey: 'errors.http500',
        timestamp: NOW,
        time: '2025-03-04 05:06:07',
      },
    ]);
  });

  it('prefers the traceId the server echoes', async () => {
    const { client, events } = setup(() =>
      jsonResponse({ code: 500, msg: 'bad', message: 'bad', traceId: 'srv-1' }, 500),
    );
    await client.GET('/code');
    expect(events[0]).toMatchObject({ type: 'system-error', traceId: 'srv-1', code: 500, status: 500 });
  });

  it.each([400, 409, 422])('HTTP %i is a refusal the user can act on, not 系统异常: the field it names reaches the form', async (status) => {
    const { client, events } = setup(() =>
      jsonResponse({ code: status, msg: '请选择船名航次或填写开航日期', message: '请选择船名航次或填写开航日期', traceId: 'srv-2', field: 'body.voyageId' }, status),
    );
    const failure = await unwrap(client.GET('/code')).catch((e: unknown) => e);
    expect(events).toEqual([expect.objectContaining({ type: 'refused', status, traceId: 'srv-2', field: 'voyageId', message: '请选择船名航次或填写开航日期' })]);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status, field: 'voyageId', traceId: 'srv-2', message: '请选择船名航次或填写开航日期' });
  });

  it.each([
    [403, 'errors.http403'],
    [404, 'errors.http404'],
    [500, 'errors.http500'],
    [502, 'errors.http500'],
    [504, 'errors.http504'],
    [418, 'errors.unknown'],
  ])('HTTP %i without an envelope shows the status text %s', async (status, key) => {
    const { client, events } = setup(
      () => new Response('<html>gateway</html>', { status, headers: { 'content-type': 'text/html' } }),
    );
    await client.GET('/code');
    expect(events).toEqual([expect.objectContaining({ type: 'system-error', status, code: status, messageKey: key })]);
    expect(events[0]).not.toHaveProperty('message');
  });
});

describe('no answer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a network failure emits connection-failed and rejects with ApiFailure NETWORK', async () => {
    const { client, events } = setup(() => Promise.reject(new TypeError('fetch failed')));
    const failure = await client.GET('/code').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ code: 'NETWORK', status: 0 });
    expect(events).toEqual([
      expect.objectContaining({
        type: 'connection-failed',
        reason: 'network',
        titleKey: 'errors.systemError',
        messageKey: 'errors.connectionFailed',
        url: '/code',
      }),
    ]);
    await expect(unwrap(client.GET('/code'))).rejects.toMatchObject({ code: 'NETWORK' });
  });

  describe('time-out', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });

    it('gives up after 180000 ms, aborts the request and emits connection-failed', async () => {
      let sent: Request | undefined;
      const { client, events } = setup((request) => {
        sent = request;
        return new Promise<Response>(() => undefined);
      });
      const outcome = client.GET('/code').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(179_999);
      expect(events).toEqual([]);
      expect(sent?.signal.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const failure = await outcome;
      expect(failure).toBeInstanceOf(ApiFailure);
      expect(failure).toMatchObject({ code: 'TIMEOUT', status: 0 });
      expect(sent?.signal.aborted).toBe(true);
      expect(events).toEqual([expect.objectContaining({ type: 'connection-failed', reason: 'timeout' })]);
    });

    it('an answer just before the time-out is a normal answer', async () => {
      const { client, events } = setup(
        () => new Promise<Response>((resolve) => setTimeout(() => resolve(ok(captcha)), 179_000)),
      );
      const call = unwrap(client.GET('/code'));
      await vi.advanceTimersByTimeAsync(179_000);
      await expect(call).resolves.toEqual(captcha);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(events).toEqual([]);
    });
  });

  it('a call the caller aborts emits nothing', async () => {
    const controller = new AbortController();
    const { client, events } = setup(
      (request) =>
        new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const outcome = client.GET('/code', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    await expect(outcome).resolves.toMatchObject({ code: 'ABORTED' });
    expect(events).toEqual([]);
  });
});

describe('duplicate POST guard', () => {
  const body = { oldPassword: 'a'.repeat(64), newPassword: 'Abcdef12' };

  it('refuses a second POST to the same url while the first is pending, then releases', async () => {
    const first = deferred<Response>();
    let calls = 0;
    const { client, events, fetch } = setup(() => {
      calls += 1;
      return calls === 1 ? first.promise : ok(null);
    });

    const pending = client.POST('/updatePassword', { body });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));

    const refused = await client.POST('/updatePassword', { body });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({ code: 9998, msg: '重复提交，请稍后再试' });
    expect(events).toEqual([
      expect.objectContaining({
        type: 'duplicate',
        method: 'POST',
        url: '/updatePassword',
        messageKey: 'errors.duplicateWarning',
        params: { url: '/updatePassword' },
      }),
    ]);
    await expect(unwrap(client.POST('/updatePassword', { body }))).rejects.toMatchObject({
      code: 9998,
      message: '重复提交，请稍后再试',
    });

    first.resolve(ok(null));
    await expect(unwrap(pending)).resolves.toBeNull();

    await expect(unwrap(client.POST('/updatePassword', { body }))).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(events.filter((e) => e.type === 'duplicate')).toHaveLength(2);
    expect(events.some((e) => e.type === 'warning-modal')).toBe(false);
  });

  it('releases after a failed call too', async () => {
    let calls = 0;
    const { client, fetch } = setup(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new TypeError('offline')) : ok(null);
    });
    await expect(client.POST('/updatePassword', { body })).rejects.toBeInstanceOf(ApiFailure);
    await expect(unwrap(client.POST('/updatePassword', { body }))).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not guard GETs, nor POSTs to other urls', async () => {
    const gate = deferred<Response>();
    const { client, fetch, events } = setup((request) =>
      request.url.endsWith('/auth/oauth/token/logout') ? ok(null) : gate.promise,
    );
    const a = client.GET('/code');
    const b = client.GET('/code');
    const c = client.POST('/updatePassword', { body });
    await expect(unwrap(client.POST('/auth/oauth/token/logout'))).resolves.toBeNull();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    gate.resolve(ok(captcha));
    // one Response cannot be read twice: the GETs only need to have been sent
    await Promise.allSettled([a, b, c]);
    expect(events.some((e) => e.type === 'duplicate')).toBe(false);
  });
});

describe('idempotency key of creating calls', () => {
  const token = { name: '调度大厅', ttlDays: 30 };
  const keyOf = (request: Request) => request.headers.get('Idempotency-Key');

  it('sends a fresh v4 key with each answered POST, none with a GET', async () => {
    const { client, requests } = setup(() => ok(null));
    await client.GET('/code');
    await client.POST('/screen/displayToken', { body: token });
    await client.POST('/screen/displayToken', { body: token });
    expect(keyOf(requests[0]!)).toBeNull();
    expect(keyOf(requests[1]!)).toMatch(UUID_V4);
    expect(keyOf(requests[2]!)).toMatch(UUID_V4);
    expect(keyOf(requests[2]!)).not.toBe(keyOf(requests[1]!));
  });

  it('reuses the key when the same submission is repeated after it got no answer, a 5xx or the server\'s 409', async () => {
    const answers = [
      () => Promise.reject(new TypeError('offline')),
      () => jsonResponse({ code: 500, msg: '服务器发生错误', message: '服务器发生错误', result: null }, 500),
      () => jsonResponse({ code: 9998, msg: '重复提交，请稍后再试', message: '重复提交，请稍后再试', result: null }, 409),
      () => ok(null),
      () => ok(null),
    ];
    const { client, requests } = setup(() => answers[requests.length - 1]!());
    await expect(client.POST('/screen/displayToken', { body: token })).rejects.toBeInstanceOf(ApiFailure);
    await client.POST('/screen/displayToken', { body: token });
    await client.POST('/screen/displayToken', { body: token });
    await client.POST('/screen/displayToken', { body: token });
    const first = keyOf(requests[0]!);
    expect(first).toMatch(UUID_V4);
    expect(requests.slice(0, 4).map(keyOf)).toEqual([first, first, first, first]);
    // Answered: the same form sent again is a new submission.
    await client.POST('/screen/displayToken', { body: token });
    expect(keyOf(requests[4]!)).not.toBe(first);
  });

  it('gives another body its own key', async () => {
    const { client, requests } = setup(() => Promise.reject(new TypeError('offline')));
    await client.POST('/screen/displayToken', { body: token }).catch(() => undefined);
    await client.POST('/screen/displayToken', { body: { name: '闸口屏', ttlDays: 30 } }).catch(() => undefined);
    await client.POST('/screen/displayToken', { body: token }).catch(() => undefined);
    expect(keyOf(requests[1]!)).not.toBe(keyOf(requests[0]!));
    expect(keyOf(requests[2]!)).toBe(keyOf(requests[0]!));
  });

  it('sends a PUT repeated while the first is pending with the same key', async () => {
    const gate = deferred<void>();
    const { client, requests, fetch } = setup(() => gate.promise.then(() => ok(null)));
    const body = { orderType: 'E', version: 1 } as never;
    const path = { id: 'o-1' };
    const both = Promise.all([
      client.PUT('/trucking/orders/{id}', { params: { path }, body }),
      client.PUT('/trucking/orders/{id}', { params: { path }, body }),
    ]);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(keyOf(requests[0]!)).toMatch(UUID_V4);
    expect(keyOf(requests[1]!)).toBe(keyOf(requests[0]!));
    gate.resolve();
    await both;
  });
});

describe('binary downloads', () => {
  it('a blob download that answers JSON emits warning and comes back as an error', async () => {
    const { client, events } = setup(() =>
      jsonResponse({ code: 500, msg: '没有可导出的数据', message: '没有可导出的数据' }),
    );
    const { data, error, response } = await client.GET('/code', { parseAs: 'blob' });
    expect(data).toBeUndefined();
    expect(response.status).toBe(422);
    expect(error).toMatchObject({ msg: '没有可导出的数据' });
    expect(events).toEqual([
      expect.objectContaining({ type: 'warning', message: '没有可导出的数据', messageKey: 'errors.exportFailed' }),
    ]);
  });

  it('a real file passes untouched', async () => {
    const { client, events } = setup(
      () => new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'application/vnd.ms-excel' } }),
    );
    const { data } = await client.GET('/code', { parseAs: 'blob' });
    expect(data).toBeInstanceOf(Blob);
    expect(events).toEqual([]);
  });
});

describe('event texts', () => {
  it('every key an event carries exists in zh-CN and en-US', async () => {
    const answers: Array<() => Response | Promise<Response>> = [
      () => jsonResponse({ code: 401, msg: '', message: '' }, 401),
      () => jsonResponse({ code: 9997, msg: '', message: '' }),
      () => jsonResponse({ code: 9998, msg: '', message: '' }),
      () => jsonResponse({ code: 500, msg: '', message: '' }, 500),
      () => new Response('', { status: 403 }),
      () => new Response('', { status: 404 }),
      () => new Response('', { status: 504 }),
      () => Promise.reject(new TypeError('offline')),
    ];
    let i = 0;
    const { client, events } = setup(() => (answers[i++] ?? answers[0]!)());
    for (let n = 0; n < answers.length; n += 1) await client.GET('/code').catch(() => undefined);
    const keys = events.flatMap((e) => [e.messageKey, 'titleKey' in e ? e.titleKey : undefined]).filter(Boolean);
    expect(keys.length).toBeGreaterThan(8);
    for (const key of keys) expect(keyExistsInBothLanguages(String(key)), String(key)).toBe(true);
    expect(keyExistsInBothLanguages('errors.duplicateWarning')).toBe(true);
    expect(keyExistsInBothLanguages('errors.traceId')).toBe(true);
    expect(keyExistsInBothLanguages('errors.timestamp')).toBe(true);
  });
});
