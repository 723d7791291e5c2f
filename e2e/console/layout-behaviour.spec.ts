import type { Page } from '@playwright/test';
import { DEMO, expect, test } from '../fixtures';
import { openConsole, signInOnce, withFrameMenu } from './helpers';

/** Stores the header settings (JSON, as the settings drawer keeps them) before the console starts. */
async function headerSettings(page: Page, fixedHeader: boolean, autoHideHeader: boolean) {
  await signInOnce(page, DEMO.forwarder);
  await page.evaluate(
    ([fixed, hide]) => {
      localStorage.setItem('fixed_header', JSON.stringify(fixed));
      localStorage.setItem('auto_hide_header', JSON.stringify(hide));
    },
    [fixedHeader, autoHideHeader],
  );
}

/** Scrolls the content area with the mouse wheel, as a user does. */
async function wheel(page: Page, dy: number) {
  const box = await page.locator('.console-content').boundingBox();
  if (!box) throw new Error('no content area');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, dy);
}

test.describe('the header on scroll', () => {
  test.use({ viewport: { width: 1280, height: 520 } });

  test('with a fixed header and hide-on-scroll, scrolling down hides the header and scrolling up brings it back', async ({ page }) => {
    await headerSettings(page, true, true);
    await openConsole(page, DEMO.forwarder, '/new/user/payLast');
    await expect(page.getByRole('cell', { name: /^PL/ }).first()).toBeVisible();
    const header = page.locator('.console-header');
    await expect(header).toBeInViewport();
    await wheel(page, 400);
    await expect(header).not.toBeInViewport();
    await wheel(page, -120);
    await expect(header).toBeInViewport();
    await expect.poll(() => page.locator('.console-content').evaluate((el) => el.scrollTop)).toBeGreaterThan(80);
  });

  test('with a fixed header but without hide-on-scroll, the header stays while the content scrolls', async ({ page }) => {
    await headerSettings(page, true, false);
    await openConsole(page, DEMO.forwarder, '/new/user/payLast');
    await expect(page.getByRole('cell', { name: /^PL/ }).first()).toBeVisible();
    await wheel(page, 400);
    await expect.poll(() => page.locator('.console-content').evaluate((el) => el.scrollTop)).toBeGreaterThan(80);
    await expect(page.locator('.console-header')).toBeInViewport();
  });

  test('hide-on-scroll does nothing without a fixed header: the header simply scrolls with the page', async ({ page }) => {
    await headerSettings(page, false, true);
    await openConsole(page, DEMO.forwarder, '/new/user/payLast');
    await expect(page.getByRole('cell', { name: /^PL/ }).first()).toBeVisible();
    const header = page.locator('.console-header');
    await page.mouse.move(640, 300);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(80);
    // Moved up with the page by exactly the scrolled distance: not pulled out of view by the hide rule.
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(Math.round((await header.boundingBox())!.y)).toBe(-scrolled);
    await page.mouse.wheel(0, -scrolled);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(header).toBeInViewport({ ratio: 1 });
  });
});

test.describe('the iframe page', () => {
  test("shows 'loading access' while the external page does not answer, for at most 10 s", async ({ page }) => {
    // The external site never answers: only the 10 s cap ends the spinner.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('https://www.edi.example/**', async (route) => {
      await held;
      await route.abort().catch(() => undefined);
    });
    await withFrameMenu(page, 'https://www.edi.example/');
    await page.clock.install();
    await openConsole(page, DEMO.forwarder);
    // The page's clock stands still from here: only runFor moves it, so the 10 s are the page's own.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await page.locator('.console-nav-menu').getByText('外部页面').click();
    const spinner = page.getByText('loading access');
    await expect(spinner).toBeVisible();
    await page.clock.runFor(9_900);
    await expect(spinner).toBeVisible();
    await page.clock.runFor(200);
    await expect(spinner).toBeHidden();
    await expect(page.locator('iframe[title="外部页面"]')).toBeVisible();
    release();
  });
});
