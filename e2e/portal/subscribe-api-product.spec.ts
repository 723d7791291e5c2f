import { DEMO, expect, signIn, test } from '../fixtures';

test.describe('API products', () => {
  test('the catalogue filters by category and opens a product\u2019s documentation', async ({ page }) => {
    await page.goto('/new/newApi');
    await expect(page.getByRole('heading', { level: 2, name: '船期查询API' })).toBeVisible();
    await page.getByRole('link', { name: '集卡车辆' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['集卡定位API']);
    await page.getByRole('link', { name: /查看文档\s*：集卡定位API/ }).click();
    await expect(page).toHaveURL(/newApiDes\?code=TRUCK_POSITION/);
    await expect(page.getByRole('heading', { level: 1, name: '集卡定位API' })).toBeVisible();
    await expect(page.getByText('/open/v1/truck/position', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: '请求示例' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: '返回示例' }).first()).toBeVisible();
  });

  test('searching finds products by an endpoint', async ({ page }) => {
    await page.goto('/new/newApi');
    await page.getByRole('searchbox', { name: '搜索API产品' }).fill('dischargeList');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/newApiSearch\?keyword=dischargeList/);
    await expect(page.getByText('共找到 1 个API产品')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '卸船清单API' })).toBeVisible();
  });

  test('a visitor is asked to sign in before subscribing', async ({ page }) => {
    await page.goto('/new/newApi/apiSubscription?code=CUSTOMS_RELEASE');
    await expect(page.getByText('请先登录后再申请订阅')).toBeVisible();
    await expect(page.getByRole('link', { name: '去登录' })).toHaveAttribute('href', /\/new\/homeLogin\?redirect=/);
  });

  test('an authenticated enterprise applies, and the application shows as under review', async ({ page }) => {
    await signIn(page, DEMO.forwarder);
    await page.goto('/new/newApi/apiSubscription?code=CUSTOMS_RELEASE');
    await expect(page.getByRole('link', { name: '海关放行API' })).toBeVisible();
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText('请填写申请用途')).toBeVisible();
    await page.getByLabel('申请用途').fill('报关系统自动获取放行状态');
    await expect(page.getByLabel('联系电话')).toHaveValue(DEMO.forwarder);
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText('订阅申请已提交，请等待平台审核')).toBeVisible();
    const mine = page.getByRole('region', { name: '我的订阅申请' });
    await expect(mine.getByRole('row').nth(1)).toContainText('海关放行API');
    await expect(mine.getByRole('row').nth(1)).toContainText('审核中');
    await expect(page.getByRole('button', { name: '提交申请' })).toHaveCount(0);
  });
});
