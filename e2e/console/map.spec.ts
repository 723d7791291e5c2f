import { test, expect, signIn, DEMO } from '../fixtures';

// The console's map with no tile URL configured (the e2e server has none): the bundled coast, the port's places,
// the fleet's trucks, and the controls a user expects — zoom buttons and the keyboard.
test('the dispatch map works offline with zoom buttons and the keyboard', async ({ page }) => {
  await signIn(page, DEMO.fleet);
  await page.goto('/new/fleet/dispatch');
  const map = page.locator('.port-map');
  await expect(map).toHaveAttribute('data-tiles', 'off');
  await expect(map.locator('.leaflet-overlay-pane path').first()).toBeAttached();
  await expect(map.locator('.port-map-place', { hasText: '北仑第二集装箱码头' })).toBeVisible();
  await expect(map.locator('.port-map-truck').first()).toBeVisible();

  const scale = map.locator('.leaflet-control-scale-line');
  const before = await scale.textContent();
  await map.getByRole('button', { name: '放大' }).click();
  await expect(scale).not.toHaveText(before ?? '');
  const zoomed = await scale.textContent();
  await map.getByRole('region').focus();
  await page.keyboard.press('Minus');
  await expect(scale).not.toHaveText(zoomed ?? '');
});
