/**
 * 危险品出口申报 (issue 14), each party in a browser of its own: the forwarder opens the form, views the five
 * example images in the zooming viewer, declares a class 3 liquid without its flash point — the form refuses it
 * with the field's words, and the server (called as a client that skipped the check) refuses it with the same words
 * and the field named — fixes it, uploads the three documents and submits; the terminal's bell counts it live, the
 * terminal opens the documents and accepts; the forwarder's bell counts the answer live. Screenshots at 1440 and 390.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO, apiToken, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';
import { item, rows, ctn, bellCount } from '../entity-helpers';

const shots = process.env.E2E_SHOTS ?? '/tmp/decl-shots';
const TERMINAL = '13800000006';
const LIST = '/new/dangerous/export/declaration';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const input = (scope: Locator, label: string) => item(scope, label).locator('input:not([type=file]), textarea').first();
const form = (page: Page) => page.locator('.entity-form');

/** A container number with its ISO 6346 check digit. */

async function choose(scope: Locator, label: string, option: string | RegExp, typed?: string) {
  await item(scope, label).locator('.arco-select').click();
  if (typed) await item(scope, label).locator('input').fill(typed);
  await scope.page().locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
}

async function party(browser: Browser, mobile: string, width = 1440): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, mobile);
  return page;
}

async function act(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).first().click();
  await page.locator('.arco-modal:visible').getByRole('button', { name: '确定' }).click();
}

test('a class 3 declaration without a flash point is refused by form and server, fixed, submitted and accepted by the terminal live', async ({ browser }) => {
  test.setTimeout(240_000);
  mkdirSync(shots, { recursive: true });
  const container = ctn('TGHU', 880000 + (Date.now() % 100000));

  // The terminal watches its bell on its list.
  const terminal = await party(browser, TERMINAL);
  await terminal.goto(LIST);
  await dismissNotices(terminal);
  await expect(rows(terminal).first()).toBeVisible();
  const terminalBell = await bellCount(terminal);

  const forwarder = await party(browser, DEMO.forwarder);
  const token = await apiToken(forwarder, DEMO.forwarder);
  const voyages = (await (await forwarder.request.get('/new/api/vessel/voyages', { headers: { authorization: `Bearer ${token}` }, params: { pageSize: 1 } })).json()) as {
    result: { data: Array<{ id: string; vesselName: string }> };
  };
  const voyage = voyages.result.data[0]!;
  await forwarder.goto(LIST);
  await dismissNotices(forwarder);
  await expect(rows(forwarder).first()).toBeVisible();
  await forwarder.screenshot({ path: `${shots}/dg-list-1440.png`, fullPage: true });
  await forwarder.getByRole('button', { name: '新增' }).click();
  await expect(forwarder).toHaveURL(/\/dangerous\/export\/declaration\/form\/add$/);

  // The five example images, opened in the viewer and zoomed.
  const samples = forwarder.locator('.decl-samples');
  await expect(samples.locator('img')).toHaveCount(5);
  await samples.locator('img').nth(2).click();
  const viewer = forwarder.locator('.arco-image-preview');
  await expect(viewer.locator('.arco-image-preview-img')).toBeVisible();
  await expect(viewer.locator('.arco-image-preview-img')).toHaveAttribute('src', /placards/);
  // The toolbar: full screen, rotate right, rotate left, zoom in, zoom out, original size.
  const zoomIn = viewer.locator('.arco-image-preview-toolbar-action').nth(3);
  await zoomIn.click();
  await zoomIn.click();
  await expect(viewer.locator('.arco-image-preview-img-container')).toHaveAttribute('style', /scale\((?!1, )/);
  await forwarder.screenshot({ path: `${shots}/dg-viewer-1440.png` });
  await forwarder.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  const edit = form(forwarder);
  await choose(edit, '码头', '北仑第二集装箱码头有限公司');
  await choose(edit, '船名航次', voyage.vesselName, voyage.vesselName.split(' (')[0]!);
  await input(edit, '提单号/订舱号').fill('NGBDGE2E01');
  await input(edit, '箱号').fill(container);
  await choose(edit, '箱型', '20GP');
  await input(edit, 'UN编号').fill('1263');
  await input(edit, '正确运输名称').fill('PAINT');
  await choose(edit, '危规类别', '3 易燃液体');
  await choose(edit, '包装类别', 'II 类');
  await input(edit, '应急措施(EmS)').fill('F-E, S-E');
  await input(edit, '件数').fill('80');
  await input(edit, '包装种类').fill('STEEL DRUMS');
  await input(edit, '净重(KG)').fill('16000');
  await input(edit, '毛重(KG)').fill('17600');
  await input(edit, '24小时应急联系人').fill('陈工');
  await input(edit, '24小时应急电话').fill('13857400112');
  for (const [label, name] of [['危险货物申报单', 'DGD.pdf'], ['集装箱装箱证明书', 'CPC.pdf'], ['安全技术说明书(SDS)', 'SDS.pdf']] as const) {
    await item(edit, label).locator('input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
    await expect(item(edit, label)).toContainText(name);
  }

  // No flash point: the form says so on the field …
  await forwarder.getByRole('button', { name: '保存' }).click();
  await expect(item(edit, '闪点(℃)').locator('.arco-form-message')).toHaveText('第3类易燃液体必须填写闪点');
  await forwarder.screenshot({ path: `${shots}/dg-form-1440.png`, fullPage: true });
  // … and a client that skips the check hears the same from the server, the field named.
  const bypass = await forwarder.request.post('/new/api/dangerous/declarations', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-${Date.now()}` },
    data: {
      terminalId: null, voyageId: voyage.id, blNo: 'NGBDGE2E01', containerNo: container, sizeType: '20GP', unNo: '1263', properShippingName: 'PAINT', imdgClass: '3',
      subsidiaryRisks: null, packingGroup: 'II', flashPoint: null, ems: 'F-E, S-E', marinePollutant: false, limitedQuantity: false, packages: 80, packageKind: 'STEEL DRUMS',
      netWeight: 16000, grossWeight: 17600, emergencyContact: '陈工', emergencyPhone: '13857400112', dgDeclarationFile: 'x', packingCertificateFile: 'x', sdsFile: 'x',
    },
  });
  // terminalId is required first: the server checks field by field in the form's order, then across fields.
  expect(((await bypass.json()) as { field: string }).field).toBe('body.terminalId');
  const terminals = (await (await forwarder.request.get('/new/api/dangerous/terminals', { headers: { authorization: `Bearer ${token}` } })).json()) as { result: { data: Array<{ id: string }> } };
  const refused = await forwarder.request.post('/new/api/dangerous/declarations', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-${Date.now()}-2` },
    data: {
      terminalId: terminals.result.data[0]!.id, voyageId: voyage.id, blNo: 'NGBDGE2E01', containerNo: container, sizeType: '20GP', unNo: '1263', properShippingName: 'PAINT',
      imdgClass: '3', subsidiaryRisks: null, packingGroup: 'II', flashPoint: null, ems: 'F-E, S-E', marinePollutant: false, limitedQuantity: false, packages: 80,
      packageKind: 'STEEL DRUMS', netWeight: 16000, grossWeight: 17600, emergencyContact: '陈工', emergencyPhone: '13857400112', dgDeclarationFile: 'x', packingCertificateFile: 'x', sdsFile: 'x',
    },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ msg: '第3类易燃液体必须填写闪点', field: 'body.flashPoint' });

  // Fixed, saved, submitted.
  await input(edit, '闪点(℃)').fill('23');
  await forwarder.getByRole('button', { name: '保存' }).click();
  await expect(forwarder).toHaveURL(/\/dangerous\/export\/declaration\/form\/detail\?id=\d+/);
  const head = forwarder.locator('.console-detail-head:visible');
  await expect(head).toContainText('草稿');
  await act(forwarder, '提交');
  await expect(head).toContainText('已提交');
  const forwarderBell = await bellCount(forwarder);

  // The terminal's bell counts it live; it opens the declaration, its documents, and accepts.
  await expect.poll(() => bellCount(terminal)).toBeGreaterThan(terminalBell);
  await terminal.reload();
  await expect(rows(terminal).first()).toContainText(container);
  await rows(terminal).first().getByRole('button', { name: '查看' }).click();
  const terminalHead = terminal.locator('.console-detail-head:visible');
  await expect(terminalHead).toContainText('已提交');
  const documents = terminal.getByRole('link', { name: /^查看文件/ });
  await expect(documents).toHaveCount(3);
  const download = await terminal.request.get((await documents.first().getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect((await download.body()).subarray(0, 4).toString()).toBe('%PDF');
  await act(terminal, '接受');
  await expect(terminalHead).toContainText('已接受');

  // The forwarder's bell counts the answer live; its detail shows it once reloaded, with nothing left to do.
  await expect.poll(() => bellCount(forwarder)).toBeGreaterThan(forwarderBell);
  await forwarder.reload();
  await expect(head).toContainText('已接受');
  await expect(forwarder.getByRole('button', { name: /^(提交|重新提交|取消|编辑)$/ })).toHaveCount(0);
  await forwarder.screenshot({ path: `${shots}/dg-detail-1440.png`, fullPage: true });
  await forwarder.context().close();
  await terminal.context().close();
});

test('dangerous-goods declarations at 390 px: the list in its frame, the form in one column with the examples', async ({ browser }) => {
  mkdirSync(shots, { recursive: true });
  const page = await party(browser, DEMO.forwarder, 390);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(LIST);
  await dismissNotices(page);
  await expect(rows(page).first()).toBeVisible();
  await page.screenshot({ path: `${shots}/dg-list-390.png`, fullPage: true });
  await page.goto('/new/dangerous/export/declaration/form/add');
  await expect(page.locator('.decl-samples img')).toHaveCount(5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/dg-form-390.png`, fullPage: true });
  await page.locator('.decl-samples img').first().click();
  await expect(page.locator('.arco-image-preview-img')).toBeVisible();
  await page.screenshot({ path: `${shots}/dg-viewer-390.png` });
  await page.context().close();
});
