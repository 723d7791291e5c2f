/**
 * An integrator's path through the open API (issue 18), each party in a browser of its own: the fleet company
 * applies for 箱动态API on the portal, the platform approves, the fleet issues a key (shown once), calls /open/v1
 * with it (401 without it, 429 past the per-key rate, with RateLimit headers), rotates the key, registers a webhook
 * to a receiver this test runs, and the terminal records a gate-in in the console: the receiver gets the event
 * signed with HMAC-SHA256 over timestamp.body, after failing the first attempt; the fleet's delivery log shows it
 * delivered on the second attempt and 重新推送 sends it again; the subscription page counts the key's calls.
 */
import { createHmac } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO, apiToken, expect, islandReady, signIn, test } from '../fixtures';

const shots = process.env.E2E_SHOTS ?? '/tmp/open-shots';
const TERMINAL = '13800000006';
const CONTAINER = 'MSKU0000011';

/** The walk's browsers, closed when it ends: left open, their sockets and polls slow every later spec of the run. */
const opened: BrowserContext[] = [];

async function party(browser: Browser, mobile: string, width = 1440): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width, height: width > 500 ? 900 : 844 } });
  opened.push(context);
  const page = await context.newPage();
  // A strong reminder (the demo's, or one another spec published) is read whenever its modal shows; no waiting
  // for the network to go quiet first (the console's sockets and polls may never let it).
  // noWaitAfter: several reminders may be stacked; the handler runs again for the next one.
  await page.addLocatorHandler(
    page.getByRole('button', { name: '已读', exact: true }),
    async (button) => {
      await button.first().click();
    },
    { noWaitAfter: true },
  );
  await signIn(page, mobile);
  return page;
}

type Subscription = { id: string; status: string };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The fleet's open application for 箱动态API ('0' 审核中 or '1' 已通过), if it has one. */
async function fleetSubscription(request: APIRequestContext, fleetToken: string): Promise<Subscription | undefined> {
  const res = await request.get('/new/api/portal/apiSubscriptions', { headers: bearer(fleetToken), params: { productCode: 'CONTAINER_EVENTS' } });
  return ((await res.json()) as { result: Subscription[] }).result.find((s) => s.status === '0' || s.status === '1');
}

/** The fleet's approved subscription to 箱动态API, applied for and approved through the API when it has none. */
async function approvedFleetSubscription(request: APIRequestContext, fleetToken: string, adminToken: string): Promise<Subscription> {
  let sub = await fleetSubscription(request, fleetToken);
  if (!sub) {
    const applied = await request.post('/new/api/portal/apiSubscriptions', {
      headers: bearer(fleetToken),
      data: { productCode: 'CONTAINER_EVENTS', purpose: '参考文档示例调用', contactName: '车队李队长', contactMobile: DEMO.fleet },
    });
    expect(applied.status()).toBe(200);
    sub = await fleetSubscription(request, fleetToken);
  }
  if (sub!.status === '0') {
    expect((await request.post(`/new/api/portal/apiSubscriptions/${sub!.id}/review`, { headers: bearer(adminToken), data: { status: '1' } })).status()).toBe(200);
  }
  return { id: sub!.id, status: '1' };
}


/** A one-container CODECO (gate-in) as a terminal's system sends it: the EDIFACT sample's file. */
const EDIFACT_SAMPLE = [
  "UNA:+.? '",
  "UNB+UNOC:3+E2ESAMPLE:ZZZ+PORTOP:ZZZ+261129:1200+SAMPLE1'",
  "UNH+1+CODECO:D:95B:UN:ITG14'",
  "BGM+34+SAMPLE1+9'",
  "EQD+CN+MSCU1234565+22G1:102:5++2+5'",
  "DTM+7:202611291200:203'",
  "CNT+16:1'",
  "UNT+6+1'",
  "UNZ+1+SAMPLE1'",
].join('\n');

test('subscribe → key shown once → /open/v1 (401, 429) → webhook → gate-in delivers a signed event, retried', async ({ browser }) => {
  test.setTimeout(180_000);
  mkdirSync(shots, { recursive: true });

  // The integrator's receiver: answers 500 to the first delivery, 200 after.
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = received.length === 1 ? 500 : 200;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/port-events`;

  let cleanUp = async () => {};
  try {
    // 1. The fleet applies on the portal; the platform approves. (A retry of this test finds the application of the
    // failed attempt open, and a company may hold one per product: it goes on with that one.)
    const fleet = await party(browser, DEMO.fleet);
    const fleetToken = await apiToken(fleet, DEMO.fleet);
    const admin = await apiToken(fleet, DEMO.admin);
    if (test.info().retry === 0 || !(await fleetSubscription(fleet.request, fleetToken))) {
      await fleet.goto('/new/newApi/apiSubscription?code=CONTAINER_EVENTS');
      const purpose = fleet.getByLabel('申请用途');
      await islandReady(fleet, purpose);
      await purpose.fill('车队调度系统跟踪进出闸');
      await fleet.getByRole('button', { name: '提交申请' }).click();
      await expect(fleet.getByText('订阅申请已提交，请等待平台审核')).toBeVisible();
    }
    await approvedFleetSubscription(fleet.request, fleetToken, admin);

    // 2. The key, shown once.
    await fleet.goto('/new/newApi/apiSubscription?code=CONTAINER_EVENTS');
    const keys = fleet.getByRole('region', { name: /接口密钥/ });
    await islandReady(fleet, keys.getByRole('button', { name: '生成密钥' }));
    await keys.getByRole('button', { name: '生成密钥' }).click();
    const shown = keys.getByTestId('issued-key');
    await expect(shown).toHaveText(/^pk_live_[A-Za-z0-9]{40}$/);
    const key = (await shown.textContent())!;
    await expect(keys.getByRole('row').nth(1)).toContainText(key.slice(0, 12));
    await expect(keys.getByRole('row').nth(1)).toContainText('有效');
    await fleet.screenshot({ path: `${shots}/subscription-key-1440.png`, fullPage: true });
    await fleet.reload();
    await expect(fleet.getByRole('region', { name: /接口密钥/ }).getByRole('row').nth(1)).toContainText(key.slice(0, 12));
    await expect(fleet.getByTestId('issued-key')).toHaveCount(0);

    // 3. /open/v1: 401 without the key, 200 with it, 429 past the rate.
    const events = '/new/api/open/v1/container/events?containerNo=' + CONTAINER;
    expect((await fleet.request.get(events)).status()).toBe(401);
    expect((await fleet.request.get(events, { headers: { 'x-api-key': 'pk_live_' + 'x'.repeat(40) } })).status()).toBe(401);
    const ok = await fleet.request.get(events, { headers: { 'x-api-key': key } });
    expect(ok.status()).toBe(200);
    expect(ok.headers()['ratelimit']).toMatch(/^"perkey";r=59;t=\d+$/);
    expect(ok.headers()['ratelimit-policy']).toBe('"perkey";q=60;w=60');
    // 60 a minute in fixed windows: within 121 calls one window runs over, even if a minute turns meanwhile.
    let limited: Awaited<ReturnType<typeof fleet.request.get>> | null = null;
    for (let i = 0; i < 121 && !limited; i++) {
      const res = await fleet.request.get(events, { headers: { 'x-api-key': key } });
      if (res.status() === 429) limited = res;
      else expect(res.status()).toBe(200);
    }
    expect(limited).not.toBeNull();
    expect(limited!.headers()['ratelimit']).toMatch(/^"perkey";r=0;t=\d+$/);
    expect(Number(limited!.headers()['retry-after'])).toBeGreaterThan(0);

    // 4. A rotation gives a fresh key (its own rate); the old one keeps working for the overlap.
    await fleet.reload();
    const keys2 = fleet.getByRole('region', { name: /接口密钥/ });
    await islandReady(fleet, keys2.getByRole('button', { name: '轮换密钥' }));
    await keys2.getByRole('button', { name: '轮换密钥' }).click();
    await expect(keys2.getByTestId('issued-key')).toHaveText(/^pk_live_/);
    const fresh = (await keys2.getByTestId('issued-key').textContent())!;
    expect(fresh).not.toBe(key);
    await expect(keys2.getByRole('row').filter({ hasText: key.slice(0, 12) }).first()).toContainText('即将过期');

    const registered = await fleet.request.post('/new/api/open/v1/webhooks', {
      headers: { 'x-api-key': fresh },
      data: { containerNo: CONTAINER, events: ['gateIn', 'gateOut'], url: hookUrl },
    });
    expect(registered.status()).toBe(200);
    const { secret, webhook } = ((await registered.json()) as { result: { secret: string; webhook: { id: string } } }).result;
    // Whatever happens next, no webhook of this test outlives its receiver (no retries to a closed port later).
    cleanUp = async () => {
      await fleet.request.delete(`/new/api/open/v1/webhooks/${webhook.id}`, { headers: { 'x-api-key': fresh } });
    };

    // 5. The terminal records the gate-in in the console.
    const terminal = await party(browser, TERMINAL);
    await terminal.goto('/new/gate/moves');
    await expect(terminal.getByRole('heading', { name: '箱动态录入' })).toBeVisible();
    await terminal.getByLabel('箱号').fill('MSKU0000012');
    await terminal.getByRole('button', { name: '提交' }).click();
    await expect(terminal.getByText('箱号校验位不正确')).toBeVisible();
    await terminal.getByLabel('箱号').fill(CONTAINER);
    await terminal.getByRole('button', { name: '提交' }).click();
    await expect(terminal.getByRole('status')).toContainText(`已录入：${CONTAINER} 进闸`);
    await terminal.screenshot({ path: `${shots}/gate-moves-1440.png` });

    // 6. Signed, retried after the first failure.
    await expect.poll(() => received.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    const delivery = received[1]!;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(delivery.headers['x-port-signature']))!;
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest('hex'));
    expect(Math.abs(Date.now() / 1000 - Number(t))).toBeLessThan(60);
    expect(JSON.parse(delivery.body)).toMatchObject({ type: 'container.gateIn', data: { containerNo: CONTAINER, event: 'gateIn' } });
    expect(delivery.headers['x-port-event-id']).toBe(received[0]!.headers['x-port-event-id']);

    // 7. The fleet's delivery log: delivered on the second attempt; 重新推送 sends it again.
    await fleet.goto('/new/query/eventDeliveries');
    const row = fleet.locator('tbody tr.arco-table-tr').filter({ hasText: CONTAINER }).first();
    await expect(row).toContainText('已送达');
    await expect(row).toContainText('进闸');
    await expect(row.locator('td').nth(5)).toHaveText('2');
    await fleet.screenshot({ path: `${shots}/deliveries-1440.png` });
    await row.getByRole('button', { name: '重新推送' }).click();
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(3);

    // 8. Usage per key per day on the subscription page.
    await fleet.goto('/new/newApi/apiSubscription?code=CONTAINER_EVENTS');
    const usage = fleet.getByTestId('key-usage');
    const used = usage.getByRole('row').filter({ hasText: key.slice(0, 12) });
    await expect(used.locator('td').nth(2)).toHaveText(/^[1-9][0-9]*$/);
    await expect(used.locator('td').nth(3)).toHaveText(/^[1-9][0-9]*$/);

    // Phones: the subscription page with its keys and the delivery log.
    const phone = await party(browser, DEMO.fleet, 390);
    await phone.goto('/new/newApi/apiSubscription?code=CONTAINER_EVENTS');
    await expect(phone.getByTestId('key-usage')).toBeVisible();
    await phone.screenshot({ path: `${shots}/subscription-key-390.png`, fullPage: true });
    await phone.goto('/new/query/eventDeliveries');
    await expect(phone.locator('tbody tr.arco-table-tr').first()).toBeVisible();
    await phone.screenshot({ path: `${shots}/deliveries-390.png` });
    const phoneTerminal = await party(browser, TERMINAL, 390);
    await phoneTerminal.goto('/new/gate/moves');
    await expect(phoneTerminal.getByRole('heading', { name: '箱动态录入' })).toBeVisible();
    await phoneTerminal.screenshot({ path: `${shots}/gate-moves-390.png` });
  } finally {
    await cleanUp().catch(() => undefined);
    await Promise.all(opened.splice(0).map((c) => c.close()));
    server.close();
  }
});

test('the API reference is served offline and its curl samples work against the product', async ({ page, baseURL }) => {
  mkdirSync(shots, { recursive: true });
  await page.goto('/new/api/reference#tag/open');
  await expect(page.getByText('A container’s current status: its latest event').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/reference-1440.png` });

  // A key of its own on the fleet's subscription (approved here when the walk above did not run), and every sample
  // of the contract run as written.
  const fleet = await apiToken(page, DEMO.fleet);
  const sub = await approvedFleetSubscription(page.request, fleet, await apiToken(page, DEMO.admin));
  const issued = await page.request.post(`/new/api/portal/apiSubscriptions/${sub.id}/keys`, { headers: bearer(fleet), data: { overlapHours: 0 } });
  expect(issued.status()).toBe(200);
  const key = ((await issued.json()) as { result: { key: string } }).result.key;
  // The container's status needs an event: the terminal records a gate-in of its own (before any sample's webhook).
  const moved = await page.request.post('/new/api/open/gateMoves', {
    headers: { ...bearer(await apiToken(page, TERMINAL)), 'idempotency-key': `open-reference-${Date.now()}` },
    data: { containerNo: CONTAINER, event: 'gateIn', emptyFull: 'F' },
  });
  expect(moved.ok()).toBe(true);
  const spec = JSON.parse(readFileSync(new URL('../../packages/sdk/src/generated/openapi.json', import.meta.url), 'utf8')) as {
    paths: Record<string, Record<string, { 'x-api-product'?: string; 'x-codeSamples'?: Array<{ source: string }> }>>;
  };
  const samples = Object.values(spec.paths)
    .flatMap((item) => Object.values(item))
    .filter((op) => op['x-api-product'] === 'CONTAINER_EVENTS')
    .flatMap((op) => op['x-codeSamples'] ?? []);
  expect(samples.length).toBeGreaterThanOrEqual(4);
  for (const { source } of samples) {
    const url = [...source.matchAll(/'(http[^']+)'/g)].pop()![1]!.replace('http://localhost:8080', baseURL!);
    const json = /-d '([^']*)'/.exec(source)?.[1];
    // `--data-binary @file` sends a file as it is (the EDIFACT sample): here a CODECO from a sender the key's company
    // has not declared, which the hub answers with its CONTRL (200), as the reference says.
    const file = /--data-binary @(\S+)/.exec(source)?.[1];
    const body = json ?? (file ? EDIFACT_SAMPLE : undefined);
    // curl posts when it sends data and no -X says otherwise.
    const method = /-X (\w+)/.exec(source)?.[1] ?? (body ? 'POST' : 'GET');
    const type = json ? 'application/json' : 'text/plain; charset=utf-8';
    const res = await page.request.fetch(url, { method, headers: { 'x-api-key': key, ...(body ? { 'content-type': type } : {}) }, ...(body ? { data: body } : {}) });
    expect([200, 404], `${method} ${url}`).toContain(res.status());
    if (method !== 'DELETE') expect(res.status(), `${method} ${url}`).toBe(200);
  }
  // The samples' webhook points at example.com: removed, so no later event of the suite queues deliveries to it.
  const hooks = await page.request.get('/new/api/open/v1/webhooks', { headers: { 'x-api-key': key }, params: { limit: 100 } });
  for (const hook of ((await hooks.json()) as { result: { data: Array<{ id: string; url: string | null }> } }).result.data.filter((h) => h.url?.includes('example.com'))) {
    expect((await page.request.delete(`/new/api/open/v1/webhooks/${hook.id}`, { headers: { 'x-api-key': key } })).status()).toBe(200);
  }
});
