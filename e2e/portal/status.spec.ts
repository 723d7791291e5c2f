import { expect, test } from '../fixtures';

test.describe('status page', () => {
  test('a signed-out visitor sees every component, its 90 day strip and the incidents', async ({ page }) => {
    await page.goto('/new/status');
    await expect(page.getByRole('heading', { name: '服务状态', level: 1 })).toBeVisible();
    await expect(page.getByTestId('status-overall')).toContainText('所有服务运行正常');
    const components = page.locator('.status-component');
    await expect(components).toHaveCount(8);
    for (const name of ['接口服务', '数据库', 'Redis 消息总线', '实时推送（WebSocket）', '短信通道', '银行充值（沙箱）', '海关申报台', '事件推送（Webhook 队列）']) {
      const row = components.filter({ hasText: name });
      await expect(row).toContainText('正常');
      // 90 bars; today holds the samples the running server recorded, so it is green.
      await expect(row.locator('.status-day')).toHaveCount(90);
      await expect(row.locator('.status-day').last()).toHaveClass(/is-up/);
    }
    await expect(page.getByRole('heading', { name: '近 90 天事件' })).toBeVisible();
    await expect(page.getByText('近 90 天无事件')).toBeVisible();
    await expect(page.getByRole('link', { name: '服务状态' })).toHaveAttribute('href', '/new/status');
  });
});
