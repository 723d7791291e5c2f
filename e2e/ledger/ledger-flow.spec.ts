/**
 * The prepayment ledger across the parties, each in a browser of its own: the forwarder tops up through the
 * newBank page and the built-in bank (redirect → confirm → signed notice → back); the port's fee desk holds an
 * amount for a port-permit order (the forwarder's bell counts it live), the forwarder finds it on the
 * /pap/papPrePayDetail route (the business type as data) and opens the occupation; the port settles it; the
 * forwarder applies for the invoice; the platform user issues it in its own browser; the forwarder downloads
 * the PDF. Screenshots at 1440 and 390 px.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DEMO, apiToken, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';
import { bellCount } from '../entity-helpers';

const shots = process.env.E2E_SHOTS ?? 'test-results/screens';
const ADMIN = '13800000001';

const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

test('top-up through the bank, an order holds and settles, the invoice is applied for, issued and downloaded', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.forwarder);
  await page.goto('/new/ledger/account');
  await dismissNotices(page);
  await expect(page.getByTestId('ledger-available')).not.toHaveText('—');
  const before = cents(await page.getByTestId('ledger-available').innerText());
  await expect(page.locator('tbody tr.arco-table-tr').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/ledger-account.png`, fullPage: true });

  // Top-up: amount → newBank → the bank's page → pay → back with the outcome.
  await page.getByRole('button', { name: '充值' }).click();
  await page.getByTestId('ledger-amount').fill('0');
  await page.locator('.arco-modal').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入大于0' })).toBeVisible();
  await page.getByTestId('ledger-amount').fill('2,000.50');
  await page.locator('.arco-modal').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/newBank\?orderNo=TU\d+/);
  await expect(page.getByTestId('bank-amount')).toHaveText('¥ 2,000.50');
  await page.screenshot({ path: `${shots}/ledger-newbank.png` });
  await page.getByRole('button', { name: '前往银行支付' }).click();
  await expect(page).toHaveURL(/\/ledger\/bank\/sandbox\/TU\d+\?token=/);
  await expect(page.locator('#amount')).toHaveText('¥ 2,000.50');
  await page.screenshot({ path: `${shots}/ledger-bank.png` });
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/new\/newBank\?orderNo=TU\d+&result=paid/);
  await expect(page.getByTestId('bank-result')).toHaveText('充值成功，款项已入账');
  await page.getByRole('button', { name: '返回账户' }).click();
  await expect(page.getByTestId('ledger-available')).toHaveText(/\d/);
  await expect.poll(async () => cents(await page.getByTestId('ledger-available').innerText())).toBe(before + 200_050);

  // The port's fee desk holds 380.00 for a port-permit order; the forwarder's bell counts it live.
  const bell = await bellCount(page);
  const adminContext = await browser.newContext({ locale: 'zh-CN' });
  const admin = await adminContext.newPage();
  await admin.setViewportSize({ width: 1440, height: 900 });
  const adminToken = await apiToken(admin, ADMIN);
  const desk = (method: 'post', url: string, data: unknown) =>
    admin.request[method](`/new/api${url}`, { headers: { authorization: `Bearer ${adminToken}`, 'idempotency-key': randomUUID() }, data });
  const companyId = (await (await page.request.get('/new/api/ledger/account', { headers: { authorization: `Bearer ${await apiToken(page, DEMO.forwarder)}` } })).json()).result.companyId as string;
  const key = `PAPE2E${Date.now().toString().slice(-8)}`;
  const held = await desk('post', '/ledger/holds', { companyId, businessType: 'PAP', businessKey: key, amountCents: 38_000, description: '港区通行证办理', recordPath: '/pap/papPrePayDetail' });
  expect(held.ok()).toBe(true);
  const holdId = (await held.json()).result.id as string;
  await expect.poll(() => bellCount(page)).toBeGreaterThan(bell);

  // The occupation route of the port permit: the same screen, the business type as data.
  await page.goto('/new/pap/papPrePayDetail');
  await expect(page.locator('.ledger-scope')).toContainText('港区通行');
  const row = page.locator('tbody tr.arco-table-tr', { hasText: key });
  await expect(row).toBeVisible();
  await row.getByText('详情').click();
  await expect(page).toHaveURL(new RegExp(`/prepay/holdDetail\\?id=${holdId}$`));
  await expect(page.getByTestId('hold-status')).toHaveText('占用中');

  // Settled by the desk; the forwarder applies for the invoice of it.
  expect((await desk('post', `/ledger/holds/${holdId}/settle`, {})).ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('hold-status')).toHaveText('已结算');
  await page.getByRole('button', { name: '申请发票' }).click();
  await expect(page).toHaveURL(/\/wmm\/invoiceDetail\?id=\d+$/);
  await expect(page.getByTestId('invoice-status')).toHaveText('待开具');
  const invoiceId = new URL(page.url()).searchParams.get('id')!;

  // The platform user issues it from the invoice list in its own browser.
  await signIn(admin, ADMIN);
  await admin.goto('/new/ledger/invoices');
  await dismissNotices(admin);
  const pendingRows = admin.locator('tbody tr.arco-table-tr', { hasText: '宁港国际货运代理有限公司' }).filter({ hasText: '待开具' });
  const issuedRows = admin.locator('tbody tr.arco-table-tr').filter({ hasText: '已开具' });
  await expect(pendingRows.first()).toBeVisible();
  const [pendingBefore, issuedBefore] = [await pendingRows.count(), await issuedRows.count()];
  // The newest application (first row) is the forwarder's.
  await pendingRows.first().getByText('开具', { exact: true }).click();
  await expect(pendingRows).toHaveCount(pendingBefore - 1);
  await expect(issuedRows).toHaveCount(issuedBefore + 1);
  await admin.screenshot({ path: `${shots}/ledger-invoices-platform.png`, fullPage: true });
  await admin.goto('/new/system/ledgerReconciliation');
  await expect(admin.getByTestId('recon-broken')).toHaveText('0');
  await admin.screenshot({ path: `${shots}/ledger-reconciliation.png`, fullPage: true });
  await adminContext.close();

  // The forwarder sees it issued and downloads the PDF.
  await page.goto(`/new/wmm/invoiceDetail?id=${invoiceId}`);
  await expect(page.getByTestId('invoice-status')).toHaveText('已开具');
  await expect(page.getByTestId('invoice-no')).toHaveText(/^\d{20}$/);
  await page.screenshot({ path: `${shots}/ledger-invoice.png`, fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByText('下载PDF').click();
  const file = await (await download).path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

  // Phones: the account and an occupation route at 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/new/prepay/liftingBusinessDetailJX');
  await expect(page.locator('.ledger-scope')).toContainText('嘉兴');
  await expect(page.getByTestId('ledger-available')).toHaveText(/\d/);
  await page.screenshot({ path: `${shots}/ledger-route-390.png`, fullPage: true });
});
