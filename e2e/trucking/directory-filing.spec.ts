/**
 * The forwarder's 常用工厂 / 常用联系人 / 箱子列表 pages (shared list page, form, validators, export) and the
 * fleet's truck list with each truck's filing state, opening the vehicle filings (the permits domain, e2e/permits).
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO, apiToken, expect, signIn, test } from '../fixtures';
import { dismissNotices } from './helpers';

const shots = process.env.E2E_SHOTS ?? 'test-results/screens';

/** The text control of the form item labelled `label` (Arco's labels are not bound to their inputs). */
const field = (scope: Page | Locator, label: string) =>
  scope.locator(`.arco-form-item:has(.arco-form-label-item:has-text("${label}"))`).locator('input, textarea').first();

test('a forwarder keeps frequent factories and contacts, uses them to place an order, and reads the container list', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.forwarder);
  await page.goto('/new/order/factory');
  await dismissNotices(page);
  await expect(page.getByRole('cell', { name: '宁波吉利汽车部件有限公司' })).toBeVisible();

  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.locator('.arco-modal');
  await field(dialog, '工厂名称').fill('北仑精密模具厂');
  await field(dialog, '装卸货地址').fill('宁波市北仑区大碶街道庐山西路1号');
  await field(dialog, '联系电话').fill('12345');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入正确的电话号码')).toBeVisible();
  await field(dialog, '联系电话').fill('0574-86112233');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('cell', { name: '北仑精密模具厂' })).toBeVisible();
  await page.screenshot({ path: `${shots}/order-factory.png`, fullPage: true });

  await page.goto('/new/order/contacts');
  await expect(page.getByRole('cell', { name: '李调度' })).toBeVisible();
  await page.getByRole('button', { name: '新增' }).click();
  await field(dialog, '姓名').fill('赵主管');
  await field(dialog, '手机号').fill('13957419999');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('cell', { name: '赵主管' })).toBeVisible();
  await page.screenshot({ path: `${shots}/order-contacts.png`, fullPage: true });

  // Placing an order: the frequent factory fills the address, the frequent contact the contact.
  await page.goto('/new/order/place');
  await dismissNotices(page);
  await page.locator('.arco-form-item', { hasText: '常用工厂' }).locator('.arco-select').click();
  await page.locator('.arco-select-option', { hasText: '北仑精密模具厂' }).click();
  await expect(field(page, '装卸地址')).toHaveValue('宁波市北仑区大碶街道庐山西路1号');
  await page.locator('.arco-form-item', { hasText: '常用联系人' }).locator('.arco-select').click();
  await page.locator('.arco-select-option', { hasText: '赵主管 13957419999' }).click();
  await expect(field(page, '联系电话')).toHaveValue('13957419999');
  await page.screenshot({ path: `${shots}/order-place-directory.png`, fullPage: true });

  await page.goto('/new/order/containers');
  // Data rows only: while the list loads, Arco shows its empty row (暂无数据) with the same class.
  const rows = page.locator('tbody tr.arco-table-tr:not(.arco-table-empty-row)');
  const first = rows.first();
  await expect(first).toBeVisible();
  const ctnNo = (await first.locator('td').first().innerText()).trim();
  expect(ctnNo).toMatch(/^[A-Z]{4}\d{7}$/);
  await field(page, '箱号').fill(ctnNo.toLowerCase());
  await page.getByRole('button', { name: '查询' }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(page.getByRole('button', { name: '导出' })).toBeVisible();
  await page.screenshot({ path: `${shots}/order-containers.png`, fullPage: true });
});

test("the fleet's truck list shows each truck's filing state and opens the vehicle filings, where trucks are filed", async ({ page }) => {
  test.setTimeout(120_000);
  const plate = `浙BF${String(Date.now() % 10000).padStart(4, '0')}`;
  const fleetToken = await apiToken(page, DEMO.fleet);
  const made = await page.request.post('/new/api/fleet/trucks', {
    headers: { authorization: `Bearer ${fleetToken}` },
    data: { truckLicense: plate, truckType: 'QYC' },
  });
  expect(made.ok()).toBe(true);

  await signIn(page, DEMO.fleet);
  await page.goto('/new/fleet/truck');
  await dismissNotices(page);
  const row = page.getByRole('row', { name: new RegExp(plate) });
  await expect(row.getByText('未备案')).toBeVisible();
  // The filing is the permits domain's (documents, fee, review): the truck list has no filing steps of its own.
  await expect(row.getByRole('button', { name: '提交备案' })).toHaveCount(0);
  await row.getByRole('button', { name: '车辆备案' }).click();
  await expect(page).toHaveURL(/\/papDetail\/vehicleFiling$/);
  await page.screenshot({ path: `${shots}/fleet-filing-list.png`, fullPage: true });
});
