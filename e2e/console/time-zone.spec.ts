/**
 * Issue 16: times show in the port's time zone (Asia/Shanghai) whatever the browser's. The same pages read in
 * a browser in Asia/Shanghai and one in America/New_York (12 or 13 hours apart) show the same times: the board's
 * clock and alarm list, an EIR with its printed time, and 个人中心's dates.
 */
import type { Browser, Page } from '@playwright/test';
import { DEMO, apiToken, expect, signIn, test } from '../fixtures';

const ZONES = ['Asia/Shanghai', 'America/New_York'] as const;

/** A page in a browser whose time zone is `zone`, signed in as `mobile`. */
async function browserIn(browser: Browser, zone: string, mobile: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: zone, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // The demo forwarder has a strong reminder whose blocking modal is read when it shows.
  // noWaitAfter: several reminders may be stacked; the handler runs again for the next one.
  await page.addLocatorHandler(
    page.getByRole('button', { name: '已读', exact: true }),
    async (button) => {
      await button.first().click();
    },
    { noWaitAfter: true },
  );
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(zone);
  await signIn(page, mobile);
  return page;
}

/** Milliseconds between a 'YYYY-MM-DD HH:mm:ss' read as Shanghai time and now. */
const offShanghaiNow = (text: string) => Math.abs(new Date(`${text.replace(' ', 'T')}+08:00`).getTime() - Date.now());
const DATE_TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/;

test('a browser in America/New_York shows the same times as one in Asia/Shanghai', async ({ browser }) => {
  const seen: Record<string, { alarms: string[]; eir: string; printed: string; center: string }> = {};

  const probe = await browser.newPage();
  const token = await apiToken(probe, DEMO.forwarder);
  const res = await probe.request.get('/new/api/documents/list', { headers: { authorization: `Bearer ${token}` }, params: { kind: 'EIR', pageSize: 5 } });
  const eir = ((await res.json()) as { result: { data: Array<{ id: string; number: string }> } }).result.data[0]!;
  // The forwarder's strong reminders block the page until read: read them first, as the user would have, so this
  // test is about times and not about a modal racing the page.
  const auth = { authorization: `Bearer ${token}` };
  const unread = (await (await probe.request.get('/new/api/message/messageTemplate/queryUnReadNotice', { headers: auth })).json()) as {
    result: { noticeTypeVos: Array<{ content: Array<{ id: string; noticeType: string }> }> };
  };
  for (const n of unread.result.noticeTypeVos.flatMap((v) => v.content).filter((n) => n.noticeType === '2')) {
    expect((await probe.request.post('/new/api/message/messageTemplate/readNotice', { headers: auth, params: { id: n.id } })).ok()).toBe(true);
  }
  await probe.close();

  for (const zone of ZONES) {
    // The board (administrator): its clock reads Shanghai's now, the list the same rows.
    const board = await browserIn(browser, zone, DEMO.admin);
    await board.goto('/new/screen');
    const clock = board.locator('time.clock');
    await expect(clock).toHaveText(DATE_TIME);
    expect(offShanghaiNow((await clock.textContent())!), `${zone}: clock ${await clock.textContent()}`).toBeLessThan(5_000);
    const rows = board.getByRole('region', { name: '实时报警' }).locator('tbody tr[data-alarm-id]');
    await expect(rows.first()).toBeVisible();
    // The oldest rows shown are stable while other specs' alarms arrive on top: compare those by id.
    const alarms = await rows.evaluateAll((trs) => trs.map((tr) => `${tr.getAttribute('data-alarm-id')} ${tr.querySelector('td')?.textContent ?? ''}`));
    await board.context().close();

    // An EIR (forwarder): its times as recorded, and the time it was printed is Shanghai's now.
    const doc = await browserIn(browser, zone, DEMO.forwarder);
    await doc.goto(`/new/weightManageDetail/EIRPdf?id=${eir.id}`);
    await expect(doc.getByRole('heading', { name: '集装箱设备交接单' })).toBeVisible();
    // The forwarder's strong reminder shows over it first and is read by the handler: on a busy machine that takes a while.
    await expect(doc.getByText(eir.number)).toBeVisible({ timeout: 30_000 });
    const footer = doc.locator('.doc-footer');
    const printed = DATE_TIME.exec((await footer.textContent()) ?? '')?.[0] ?? '';
    expect(offShanghaiNow(printed), `${zone}: printed ${printed}`).toBeLessThan(60_000);
    const sheet = (await doc.locator('.doc-paper').innerText()).replace(printed, '<printed>');

    // 个人中心: the account's creation and password times.
    await doc.goto('/new/account/center');
    await expect(doc.getByRole('heading', { name: '个人中心' })).toBeVisible({ timeout: 30_000 });
    const center = doc.locator('.console-center');
    await expect(center).toContainText(DATE_TIME);
    seen[zone] = { alarms, eir: sheet, printed, center: await center.innerText() };
    await doc.context().close();
  }

  const [shanghai, newYork] = ZONES.map((z) => seen[z]!);
  expect(newYork!.center).toBe(shanghai!.center);
  expect(newYork!.eir).toBe(shanghai!.eir);
  expect(shanghai!.eir).toMatch(/\d{4}-\d{2}-\d{2}/);
  // The wire's ISO form (…T11:05:00+08:00) is never shown: people read YYYY-MM-DD HH:mm:ss.
  for (const text of [shanghai!.eir, shanghai!.center, ...shanghai!.alarms]) expect(text).not.toMatch(/\d{2}T\d{2}:\d{2}|[+-]\d{2}:\d{2}$/);
  // Rows both boards listed show the same times.
  const byId = new Map(shanghai!.alarms.map((a) => [a.split(' ')[0], a]));
  const common = newYork!.alarms.filter((a) => byId.has(a.split(' ')[0]));
  expect(common.length).toBeGreaterThan(0);
  for (const a of common) expect(a).toBe(byId.get(a.split(' ')[0]));
});
