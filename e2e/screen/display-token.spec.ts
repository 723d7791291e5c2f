import { DEMO, apiToken, expect, signIn, test } from '../fixtures';
import { createDisplayToken, reportSpeeding, revokeDisplayToken } from './helpers';

test('an administrator issues a display token in 大屏令牌; an unattended screen shows the board with it until it is revoked', async ({ page, browser, request }) => {
  const name = `调度大厅${Date.now() % 100_000}`;
  await signIn(page, DEMO.admin);
  await page.goto('/new/system/screen-token');
  await page.getByRole('button', { name: '新增令牌' }).click();
  await page.getByLabel('显示屏名称').fill(name);
  await page.getByRole('dialog', { name: '新增令牌' }).getByRole('button', { name: /确\s*定|OK/ }).click();
  const link = await page.getByTestId('display-link').inputValue();
  expect(link).toMatch(/\/new\/screen\?displayToken=dt_/);
  await page.getByRole('dialog', { name: '看板链接' }).getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByRole('cell', { name })).toBeVisible();

  // The wall display: a browser with no session at all.
  const wall = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const screen = await wall.newPage();
  await screen.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(screen.getByRole('region', { name: '实时报警' }).locator('tbody tr[data-alarm-id]').first()).toBeVisible();
  // The token leaves the address bar at once.
  expect(screen.url()).not.toContain('displayToken');
  await expect(screen.getByText('实时推送')).toBeVisible();

  // Live alarms reach the display too.
  const fleet = await apiToken(page, DEMO.fleet);
  const plate = await reportSpeeding(request, fleet, 99, 5);
  await expect(screen.getByRole('region', { name: '实时报警' }).locator('tbody tr').first()).toContainText(plate);

  // Revoked in the console: the display stops at once, and a reload does not bring it back.
  await page.getByRole('row', { name: new RegExp(name) }).getByRole('button', { name: '撤销' }).click();
  await page.getByRole('button', { name: /确\s*定|OK/ }).last().click();
  await expect(page.getByRole('cell', { name })).toHaveCount(0);
  await expect(screen.getByRole('alert')).toHaveText('看板令牌无效、已过期或已撤销，请联系管理员');
  await screen.reload();
  await expect(screen.getByRole('alert')).toHaveText('看板令牌无效、已过期或已撤销，请联系管理员');
  await wall.close();
});

test('a display token reads the board only: no other call accepts it', async ({ page, request }) => {
  const admin = await apiToken(page, DEMO.admin);
  const { id, token } = await createDisplayToken(request, admin, 'e2e-readonly');
  const headers = { 'x-display-token': token };
  expect((await request.get('/new/api/screen/alarm/list', { headers })).status()).toBe(200);
  expect((await request.get('/new/api/screen/displayToken', { headers })).status()).toBe(401);
  expect((await request.get('/new/api/user/auth/getInfo', { headers })).status()).toBe(401);
  await revokeDisplayToken(request, admin, id);
  expect((await request.get('/new/api/screen/alarm/list', { headers })).status()).toBe(401);
});
