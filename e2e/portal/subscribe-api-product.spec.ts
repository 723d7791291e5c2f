import { DEMO, expect, signIn, test, gotoPortalPage } from '../fixtures';

test.describe('API products', () => {
  test('the catalogue filters by category and opens a product\u2019s documentation', async ({ page }) => {
    await page.goto('/new/newApi');
    await expect(page.getByRole('heading', { level: 2, name: '船期查询API' })).toBeVisible();
    await page.getByRole('link', { name: '集卡车辆' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['集卡定位API', '集卡订单状态API']);
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

  test('the search box works before the page\u2019s script has started', async ({ page }) => {
    // A visitor on a slow phone may type and press 搜索 before the island hydrates: the form submits natively.
    await page.route(/\/_astro\/.*\.js$/, (route) => route.abort());
    await page.goto('/new/newApi');
    await page.getByRole('searchbox', { name: '搜索API产品' }).fill('dischargeList');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/newApiSearch\?keyword=dischargeList/);
  });

  test('a visitor is asked to sign in before subscribing', async ({ page }) => {
    await page.goto('/new/newApi/apiSubscription?code=CUSTOMS_RELEASE');
    await expect(page.getByText('请先登录后再申请订阅')).toBeVisible();
    await expect(page.getByRole('link', { name: '去登录' })).toHaveAttribute('href', /\/new\/homeLogin\?redirect=/);
  });

  test('an authenticated enterprise applies, and the application shows as under review', async ({ page }) => {
    await signIn(page, DEMO.forwarder);
    await gotoPortalPage(page, '/new/newApi/apiSubscription?code=CUSTOMS_RELEASE');
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

  test('the platform rejects an application with a reason, and the applicant sees it', async ({ browser }) => {
    const applicant = await browser.newPage();
    await signIn(applicant, DEMO.forwarder);
    await gotoPortalPage(applicant, '/new/newApi/apiSubscription?code=CONTAINER_EVENTS');
    await applicant.getByLabel('申请用途').fill('堆场系统跟踪箱动态');
    await applicant.getByRole('button', { name: '提交申请' }).click();
    await expect(applicant.getByText('订阅申请已提交，请等待平台审核')).toBeVisible();

    const admin = await browser.newPage();
    await signIn(admin, DEMO.admin);
    await admin.goto('/new/system/api-subscription');
    await expect(admin.getByRole('heading', { name: 'API订阅审核' })).toBeVisible();
    const row = admin.getByRole('row').filter({ hasText: '堆场系统跟踪箱动态' });
    await expect(row).toContainText('宁港国际货运代理有限公司');
    await expect(row).toContainText('审核中');
    await row.getByRole('button', { name: '驳回' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(admin.getByText('请填写驳回原因')).toBeVisible();
    await dialog.getByLabel('驳回原因').fill('请补充接口调用频率');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(row).toContainText('已驳回');
    await expect(row).toContainText('请补充接口调用频率');
    await expect(row.getByRole('button', { name: '驳回' })).toHaveCount(0);
    await admin.screenshot({ path: test.info().outputPath('api-subscription-review.png') });

    await applicant.reload();
    const mine = applicant.getByRole('region', { name: '我的订阅申请' });
    const first = mine.getByRole('row').nth(1);
    await expect(first).toContainText('已驳回');
    await expect(first).toContainText('请补充接口调用频率');
    // A rejected application leaves the way open to apply again.
    await expect(applicant.getByRole('button', { name: '提交申请' })).toBeVisible();
  });

  test('a user without the permission cannot reach the review', async ({ page }) => {
    const token = await signIn(page, DEMO.forwarder);
    const res = await page.request.get('/new/api/portal/apiSubscriptions/manage', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(403);
  });
});
