import { STORAGE_KEYS } from '@port/config/constants';
import { test, expect, signIn, DEMO } from '../fixtures';

// The console's map with no tile URL configured (the e2e server has none): the bundled coast in its own pane, the
// port's places, the fleet's trucks, and the controls a user expects — zoom buttons, the keyboard, a truck that
// opens its GPS detail.
test('the dispatch map works offline with zoom buttons and the keyboard', async ({ page }) => {
  await signIn(page, DEMO.fleet);
  await page.goto('/new/fleet/dispatch');
  const map = page.locator('.port-map');
  await expect(map).toHaveAttribute('data-tiles', 'off');
  await expect(map.locator('.leaflet-port-land-pane path').first()).toBeAttached();
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

  // A truck is a button: focused and pressed with Enter, it opens that truck's GPS detail, on the same map.
  const truck = map.locator('.port-map-truck').first();
  const plate = await truck.getAttribute('title');
  const id = (JSON.parse((await map.getAttribute('data-markers')) ?? '[]') as Array<{ id: string }>).map((m) => m.id);
  await truck.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/truckGpsDetail\?id=/);
  const opened = new URL(page.url()).searchParams.get('id');
  expect(id).toContain(opened);
  const detail = page.locator('.port-map');
  await expect(detail.locator('.leaflet-port-land-pane path').first()).toBeAttached();
  await expect(detail.locator('.port-map-truck')).toHaveCount(1);
  await expect(detail.locator('.port-map-truck')).toHaveAttribute('title', new RegExp(`^${plate}`));
});

// Dark mode (the settings drawer's, kept in local storage): the offline sea and land are drawn dark, as the rest
// of the console is, and the places' labels take the dark theme's colours.
test('the offline map follows the dark theme', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), STORAGE_KEYS.dark);
  await signIn(page, DEMO.fleet);
  await page.goto('/new/fleet/dispatch');
  const map = page.locator('.port-map');
  const land = map.locator('.leaflet-port-land-pane path').first();
  await expect(land).toBeAttached();
  const luminance = (rgb: string) => {
    const [r = 0, g = 0, b = 0] = rgb.match(/\d+/g)!.map(Number);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  expect(luminance(await land.evaluate((el) => getComputedStyle(el).fill))).toBeLessThan(80);
  expect(luminance(await map.locator('.port-map-canvas').evaluate((el) => getComputedStyle(el).backgroundColor))).toBeLessThan(80);
  expect(luminance(await map.locator('.port-map-place').first().evaluate((el) => getComputedStyle(el).backgroundColor))).toBeLessThan(80);
});
