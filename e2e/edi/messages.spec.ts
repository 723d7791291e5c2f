/**
 * The message hub's log (issue 25): the terminal declares its EDI identity, drags a CODECO gate-in (after SMDG's
 * CODECO D.95B example, our demo parties) into 上传报文 and sees it applied; a copy with a wrong UNT count shows its
 * CONTRL problem naming UNT and its element; the log finds both by container number. Screenshots at 1440 and 390 px.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { apiToken, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';

const shots = process.env.E2E_SHOTS ?? '/tmp/edi-shots';
const TERMINAL = '13800000006';

async function party(browser: Browser, mobile: string, width = 1440): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width, height: width > 500 ? 900 : 844 } });
  const page = await context.newPage();
  await signIn(page, mobile);
  return page;
}

/** An ISO 6346 number with its check digit. */
function containerNo(owner: string, serial: number): string {
  const body = `${owner}${String(serial).padStart(6, '0')}`;
  const value = (c: string) => {
    if (/\d/.test(c)) return Number(c);
    const n = 10 + c.charCodeAt(0) - 65;
    return n + Math.floor((n - 1) / 10);
  };
  return `${body}${([...body].reduce((s, c, i) => s + value(c) * 2 ** i, 0) % 11) % 10}`;
}

const codeco = (ref: string, container: string, unt = 11) => [
  "UNA:+.? '",
  `UNB+UNOW:4+TMLE2E:ZZZ+PORTOP:ZZZ+261128:0930+${ref}'`,
  "UNH+1+CODECO:D:95B:UN:ITG14'",
  `BGM+34+GI${ref}+9'`,
  "NAD+MS+TMLE2E:160:ZZZ'",
  `EQD+CN+${container}+22G1:102:5++2+5'`,
  "RFF+BM:MAEU045W0001'",
  "DTM+7:202611280915:203'",
  "LOC+165+CNNGB:139:6'",
  "NAD+CF+MSK:160:ZZZ'",
  "TDT+1++3+31++++浙B12345:146'",
  "CNT+16:1'",
  `UNT+${unt}+1'`,
  `UNZ+1+${ref}'`,
].join('\n');

test('the terminal uploads a CODECO, sees it applied, and a broken copy shows its CONTRL problem', async ({ browser }) => {
  test.setTimeout(120_000);
  mkdirSync(shots, { recursive: true });
  const terminal = await party(browser, TERMINAL);
  const token = await apiToken(terminal, TERMINAL);
  const declared = await terminal.request.post('/new/api/edi/parties', { headers: { authorization: `Bearer ${token}` }, data: { ediId: 'TMLE2E', qualifier: 'ZZZ' } });
  expect([200, 409]).toContain(declared.status());

  const serial = 100000 + (Date.now() % 800000);
  const container = containerNo('TGHU', serial);
  const ref = `E${serial}`;
  await terminal.goto('/new/edi/messages');
  await dismissNotices(terminal);
  await expect(terminal.getByText('报文日志').first()).toBeVisible();

  await terminal.getByRole('button', { name: '上传报文' }).click();
  const dialog = terminal.locator('.arco-modal');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'codeco.edi', mimeType: 'text/plain', buffer: Buffer.from(codeco(ref, container)) });
  await expect(dialog.locator('.arco-alert')).toContainText('已生效');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'broken.edi', mimeType: 'text/plain', buffer: Buffer.from(codeco(`${ref}B`, container, 12)) });
  await expect(dialog.locator('.arco-alert')).toContainText('语法错误');
  await expect(dialog.locator('.arco-table')).toContainText('UNT 第 11 段');
  await terminal.screenshot({ path: `${shots}/edi-messages-upload-1440.png`, fullPage: true });
  await dialog.locator('.arco-modal-close-icon').click();

  const rows = terminal.locator('tbody tr.arco-table-tr');
  await terminal.locator('.arco-form-item', { has: terminal.locator('.arco-form-label-item', { hasText: '箱号' }) }).locator('input').fill(container);
  await terminal.getByRole('button', { name: '查询' }).click();
  await expect(rows.filter({ hasText: '语法错误' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '已生效' })).toHaveCount(1);
  await rows.filter({ hasText: '已生效' }).getByRole('button', { name: '详情' }).click();
  await expect(terminal.locator('.arco-drawer')).toContainText(`${container} gateIn`);
  await terminal.screenshot({ path: `${shots}/edi-messages-1440.png`, fullPage: true });

  const phone = await party(browser, TERMINAL, 390);
  await phone.goto('/new/edi/messages');
  await dismissNotices(phone);
  await expect(phone.locator('tbody tr.arco-table-tr').first()).toBeVisible();
  await phone.screenshot({ path: `${shots}/edi-messages-390.png`, fullPage: true });
});
