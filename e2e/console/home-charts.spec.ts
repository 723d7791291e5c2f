import { test, expect, DEMO } from '../fixtures';
import { acknowledgeModals, openConsole } from './helpers';

// The home page's charts count the caller's own business; each status opens the order list on that status,
// whose total is the same number.
test('home charts: orders by status agree with the order list they open', async ({ page }) => {
  await openConsole(page, DEMO.forwarder);
  await acknowledgeModals(page);
  const legend = page.getByTestId('home-orders-by-status');
  await expect(legend.locator('a')).toHaveCount(6);
  await expect(page.getByRole('img', { name: '订单状态分布' })).toBeVisible();
  await expect(page.getByTestId('home-dispatches-total')).toHaveText(/近30天共派车 \d+ 次/);

  const reviewed = legend.locator('a[data-status="01"]');
  const count = Number(await reviewed.locator('b').textContent());
  expect(count).toBeGreaterThan(0);
  await reviewed.click();
  await expect(page).toHaveURL(/\/new\/order\/list\?status=01$/);
  await expect(page.getByText(`共 ${count} 条`)).toBeVisible();
  await expect(page.locator('.arco-table-td', { hasText: '已审核' }).first()).toBeVisible();
});
