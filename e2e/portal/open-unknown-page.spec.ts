import { expect, test } from '../fixtures';

test('the portal 404 page says the page does not exist and leads home', async ({ page }) => {
  await page.goto('/new/404');
  await expect(page.getByRole('heading', { name: '抱歉，您访问的页面不存在' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/new\/index$/);
});

test('the redirect helpers stay on the site and carry their parameters', async ({ page }) => {
  await page.goto('/new/routerTo?path=%2Fnews&type=news');
  await expect(page).toHaveURL(/\/new\/news\?type=news$/);
  await page.goto('/new/routerTo?path=%2F%2Fevil.example');
  await expect(page).toHaveURL(/\/new\/index$/);
  const origin = new URL(page.url()).origin;
  await page.goto(`/new/external/link?from=${encodeURIComponent(`${origin}/new/news?type=notice`)}&type=news`);
  await expect(page).toHaveURL(`${origin}/new/news?type=news`);
  await page.goto('/new/external/link?from=javascript:alert(1)');
  await expect(page.getByText('链接无效')).toBeVisible();
  // A path stays on this site (it once became https://new/news); a host off the allow-list is refused.
  await page.goto('/new/external/link?from=%2Fnew%2Fnews&type=news');
  await expect(page).toHaveURL(`${origin}/new/news?type=news`);
  const refused = await page.goto('/new/external/link?from=https%3A%2F%2Fevil.example%2F');
  expect(refused?.status()).toBe(400);
  await expect(page.getByText('链接无效')).toBeVisible();
});
