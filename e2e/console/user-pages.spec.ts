import type { Page } from '@playwright/test';
import { apiToken, DEMO, expect, test } from '../fixtures';
import { freshMobile, latestSmsCode } from '../portal/sms';
import { openConsole } from './helpers';

test.describe('支付记录 and 码头支付记录', () => {
  test('/user/payLast lists the company\'s platform payments, newest first, and searches them', async ({ page }) => {
    await openConsole(page, DEMO.forwarder, '/new/user/payLast');
    await expect(page.getByRole('heading', { name: '支付记录' })).toBeVisible();
    const table = page.locator('.console-list-page .arco-table');
    await expect(table.getByRole('cell', { name: /^PL\d+/ }).first()).toBeVisible();
    await expect(page.getByText('共 14 条')).toBeVisible();
    await expect(table).toContainText('宁港国际货运代理有限公司');
    await expect(table).toContainText('预付款充值');
    await expect(table.getByRole('columnheader', { name: '结算码头' })).toHaveCount(0);

    await page.locator('.console-list-page .arco-form').getByRole('combobox').first().click();
    await page.getByRole('option', { name: '支付失败' }).click();
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('共 2 条')).toBeVisible();
    await expect(table.locator('[data-status]')).toHaveText(['支付失败', '支付失败']);
  });

  test('/user/payLastMt lists the terminal payments with their terminal; a search without results says so', async ({ page }) => {
    await openConsole(page, DEMO.fleet, '/new/user/payLastMt');
    await expect(page.getByRole('heading', { name: '码头支付记录' })).toBeVisible();
    const table = page.locator('.console-list-page .arco-table');
    await expect(table.getByRole('columnheader', { name: '结算码头' })).toBeVisible();
    await expect(table.getByRole('cell', { name: /^MT\d+/ }).first()).toBeVisible();
    await expect(table).toContainText('北仑第二集装箱码头');
    await expect(table).toContainText('北仑顺达集卡车队有限公司');
    await page.getByPlaceholder('支付流水号或订单号').fill('NOSUCHPAYMENT');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('暂无支付记录')).toBeVisible();
  });

  test('a failed load says so and offers a retry that loads the list', async ({ page }) => {
    let fail = true;
    await page.route('**/new/api/user/payment/records**', (route) =>
      fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"msg":"服务器发生错误","message":"服务器发生错误","result":null}' }) : route.fallback(),
    );
    await openConsole(page, DEMO.forwarder, '/new/user/payLast');
    await expect(page.getByText('数据加载失败')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.locator('.console-list-page').getByRole('cell', { name: /^PL\d+/ }).first()).toBeVisible();
  });
});

test.describe('手机号注册 /user/PhoneRegiter', () => {
  const fill = async (page: Page, label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);

  test('opens without login, checks the form, sends the SMS code and registers an account that can sign in', async ({ page }) => {
    await page.goto('/new/user/PhoneRegiter');
    await expect(page.getByRole('heading', { name: '手机号注册' })).toBeVisible();
    await page.getByRole('button', { name: '注册' }).click();
    await expect(page.getByText('手机号码不能为空')).toBeVisible();
    await expect(page.getByText('短信验证码不能为空')).toBeVisible();
    await expect(page.getByText('请阅读并同意用户协议和隐私声明')).toBeVisible();

    await fill(page, '手机号码', DEMO.forwarder);
    await page.getByLabel('短信验证码', { exact: true }).focus();
    await expect(page.getByText('该手机号码已注册')).toBeVisible();

    const mobile = freshMobile();
    await fill(page, '手机号码', mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('验证码发送成功')).toBeVisible();
    await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    await fill(page, '短信验证码', await latestSmsCode(page, mobile, 'register'));
    await fill(page, '密码', 'weak');
    await fill(page, '确认密码', 'other');
    await page.getByText('我已阅读并同意').click();
    await page.getByRole('button', { name: '注册' }).click();
    await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
    await fill(page, '密码', 'Phone@2025x');
    await fill(page, '确认密码', 'Phone@2025x');
    await fill(page, '企业名称', '宁波手机注册测试有限公司');
    await page.getByRole('button', { name: '注册' }).click();
    await expect(page.getByText('注册成功')).toBeVisible();
    await expect(page.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/new/homeLogin');
    expect(await apiToken(page, mobile, 'Phone@2025x')).toBeTruthy();
  });
});

test.describe('二维码内容 /qrCodeContent', () => {
  test('a document\'s signed QR token shows the verified document without login; an altered one is refused', async ({ page, browser }) => {
    const token = await apiToken(page, DEMO.forwarder);
    const auth = { authorization: `Bearer ${token}` };
    const list = (await (await page.request.get('/new/api/documents/list', { headers: auth, params: { kind: 'EIR' } })).json()) as {
      result: { data: Array<{ kind: 'EIR'; id: string; number: string }> };
    };
    const doc = list.result.data[0]!;
    const link = (await (await page.request.post('/new/api/documents/link', { headers: auth, data: { kind: doc.kind, id: doc.id } })).json()) as {
      result: { token: string };
    };

    const visitor = await browser.newPage();
    await visitor.goto(`/new/qrCodeContent?t=${encodeURIComponent(link.result.token)}`);
    await expect(visitor.getByRole('heading', { name: '二维码内容' })).toBeVisible();
    await expect(visitor.getByText('单据真实有效')).toBeVisible();
    await expect(visitor.getByText(doc.number)).toBeVisible();
    await expect(visitor.getByText('设备交接单', { exact: true })).toBeVisible();
    await expect(visitor.getByText('宁港国际货运代理有限公司')).toBeVisible();
    await expect(visitor.getByRole('link', { name: '查看完整单据' })).toHaveAttribute('href', /\/new\/downloadPdf2\/index\?t=/);

    await visitor.goto(`/new/qrCodeContent?t=${encodeURIComponent(`${link.result.token.slice(0, -2)}xx`)}`);
    await expect(visitor.getByRole('alert').filter({ hasText: '二维码无效或已过期' })).toBeVisible();
    await visitor.close();
  });

  test('a plain QR text is shown, with a link when it is a web address; no content says so', async ({ page }) => {
    await page.goto(`/new/qrCodeContent?content=${encodeURIComponent('https://www.edi.example/app')}`);
    await expect(page.getByText('https://www.edi.example/app')).toBeVisible();
    await expect(page.getByRole('link', { name: '打开链接' })).toHaveAttribute('href', 'https://www.edi.example/app');
    await page.goto('/new/qrCodeContent');
    await expect(page.getByText('未识别到二维码内容')).toBeVisible();
  });
});
