import { DEMO, apiToken, expect, signIn, test } from '../fixtures';
import { reportSpeeding, shanghaiNow } from './helpers';

test.describe('数据看板 (/new/screen)', () => {
  test("shows today's seeded alarms, then a newly ingested alarm appears live at the top", async ({ page, request }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/new/screen');
    await expect(page.getByRole('heading', { name: '数据看板' })).toBeVisible();
    const list = page.getByRole('region', { name: '实时报警' });
    await expect(list.locator('tbody tr[data-alarm-id]').first()).toBeVisible();
    await expect(page.getByText('实时推送')).toBeVisible();
    // What the room sees: the port's date on the clock, and today's alarms newest first, none in the future.
    const now = shanghaiNow();
    await expect(page.locator('time.clock')).toContainText(now.slice(0, 10));
    const times = await list.locator('tbody tr[data-alarm-id] td.col-time').allTextContents();
    expect(times.length).toBeGreaterThan(0);
    expect(times).toEqual([...times].sort().reverse());
    // An alarm of another spec may be stamped a few seconds ahead (reportSpeeding); past midnight, none is ahead.
    const latest = shanghaiNow(10_000);
    for (const t of times) expect(t <= (latest.slice(0, 10) === now.slice(0, 10) ? latest.slice(11) : '23:59:59')).toBe(true);
    for (const panel of ['报警排行 · 车辆', '报警排行 · 车队', '报警排行 · 报警类型', '报警类型分布', '报警趋势']) {
      await expect(page.getByRole('region', { name: panel }).locator('canvas').first()).toBeVisible();
    }

    // A fleet's device reports a truck at 95 km/h; the board did not reload.
    const fleet = await apiToken(page, DEMO.fleet);
    const before = await list.locator('tbody tr[data-alarm-id]').first().getAttribute('data-alarm-id');
    const plate = await reportSpeeding(request, fleet, 95, 0);
    const top = list.locator('tbody tr[data-alarm-id]').first();
    await expect(top).toContainText(plate, { timeout: 5_000 });
    await expect(top).toContainText('超速');
    await expect(top).toHaveClass(/fresh/);
    expect(await top.getAttribute('data-alarm-id')).not.toBe(before);
  });

  test('fits the window without scrollbars at 1280×720 and 1920×1080', async ({ page }) => {
    await signIn(page, DEMO.admin);
    for (const size of [{ width: 1280, height: 720 }, { width: 1920, height: 1080 }]) {
      await page.setViewportSize(size);
      await page.goto('/new/screen');
      await expect(page.getByRole('region', { name: '实时报警' }).locator('tbody tr').first()).toBeVisible();
      const overflow = await page.evaluate(() => [document.documentElement.scrollWidth > innerWidth, document.documentElement.scrollHeight > innerHeight]);
      expect(overflow).toEqual([false, false]);
      await page.screenshot({ path: `test-results/screen-board-${size.width}x${size.height}.png` });
    }
  });

  test("tells a user whose role does not include 数据看板 why it stays empty", async ({ page }) => {
    await signIn(page, DEMO.forwarder);
    await page.goto('/new/screen');
    await expect(page.getByRole('alert')).toHaveText('当前账号无权查看数据看板，请联系管理员');
  });

  test('asks a visitor without a session or display token to sign in', async ({ page }) => {
    await page.goto('/new/screen');
    await expect(page.getByRole('alert')).toHaveText('请先登录，或使用管理员提供的看板链接');
  });
});
