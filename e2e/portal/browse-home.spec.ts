import { test as withoutPolicyCheck } from '@playwright/test';
import { expect, test } from '../fixtures';

// Without the fixtures' violation check: this test makes a violation on purpose.
withoutPolicyCheck('an inline script injected into the portal home does not run (CSP without \'unsafe-inline\')', async ({ page }) => {
  await page.goto('/new/index');
  const outcome = await page.evaluate(async () => {
    const refused = new Promise<string>((resolve) => document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), { once: true }));
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    const directive = await refused;
    return { directive, ran: (window as { __injected?: boolean }).__injected === true };
  });
  expect(outcome).toEqual({ directive: 'script-src-elem', ran: false });
});


test.describe('a visitor browses the portal home', () => {
  test('the carousel shows 4 pictures, moves on every 4 s, and stops when paused', async ({ page }) => {
    // The page's clock stands still from the start and moves only when the test moves it: the 4 s are the
    // carousel's own, not waited for (and a slow machine cannot move it on early).
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1_000);
    await page.goto('/new/index');
    const carousel = page.getByRole('region', { name: '首页轮播' });
    await expect(carousel.getByRole('button', { name: /第 \d 张，共 4 张/ })).toHaveCount(4);
    const current = carousel.locator('[aria-current="true"]');
    await expect(current).toHaveAccessibleName('第 1 张，共 4 张');
    // The island hydrates when the browser is idle, on the page's clock too: move it in small steps until it has.
    const island = page.locator('astro-island[ssr]').filter({ has: carousel });
    await expect.poll(async () => (await page.clock.runFor(50), island.count())).toBe(0);
    // Nothing moves before 4 s have passed, then the second picture shows.
    await page.clock.runFor(3_500);
    await expect(current).toHaveAccessibleName('第 1 张，共 4 张');
    await page.clock.runFor(700);
    await expect(current).toHaveAccessibleName('第 2 张，共 4 张');

    await carousel.getByRole('button', { name: '暂停轮播' }).click();
    await page.mouse.move(0, 0);
    const paused = await current.getAttribute('aria-label');
    await page.clock.runFor(9_000);
    await expect(current).toHaveAccessibleName(paused ?? '');
    await carousel.getByRole('button', { name: '第 4 张，共 4 张' }).click();
    await expect(current).toHaveAccessibleName('第 4 张，共 4 张');
  });

  test('announcements show up to 4 cards with date, title, plain-text excerpt and 查看详情', async ({ page }) => {
    await page.goto('/new/index');
    const block = page.getByRole('region', { name: /通知公告/ });
    await block.scrollIntoViewIfNeeded();
    const cards = block.getByRole('listitem');
    await expect(cards).toHaveCount(4);
    const first = cards.first();
    await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(first.getByRole('heading')).not.toBeEmpty();
    // The excerpt is text: no markup from the HTML body leaks into it.
    await expect(first.locator('p')).not.toContainText('<');
    await first.getByRole('link', { name: /查看详情/ }).click();
    await expect(page).toHaveURL(/\/new\/news\/newsDetail\?id=.+&type=notice$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  });

  test('news feature the first item with its picture and "hot news", and use the default picture when there is none', async ({ page }) => {
    await page.goto('/new/index');
    const block = page.getByRole('region', { name: /新闻资讯/ });
    // The block loads when it comes into view.
    await block.scrollIntoViewIfNeeded();
    const featured = block.locator('article');
    await expect(featured.getByText('hot news', { exact: true })).toBeVisible();
    await expect(featured.locator('img')).toHaveAttribute('src', '/new/images/news/news-1.svg');
    const thumbnails = block.getByRole('listitem').locator('img');
    await expect(thumbnails).toHaveCount(3);
    // The seeded 4th news item has no picture.
    await expect(thumbnails.nth(2)).toHaveAttribute('src', '/new/images/news/default.svg');
    // A lazy picture: it loads once it is near the viewport, and must then decode.
    await thumbnails.nth(2).scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnails.nth(2).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('查看更多 of each block opens the list', async ({ page }) => {
    await page.goto('/new/index');
    await page.getByRole('region', { name: /通知公告/ }).getByRole('link', { name: '查看更多' }).click();
    await expect(page).toHaveURL(/\/new\/news\?type=Announcement$/);
    await page.goto('/new/index');
    await page.getByRole('region', { name: /新闻资讯/ }).getByRole('link', { name: '查看更多' }).click();
    await expect(page).toHaveURL(/\/new\/news\?type=news$/);
    await expect(page.getByRole('link', { name: '新闻资讯' })).toHaveAttribute('aria-current', 'page');
  });

  test('the 7 friendship links open in a new window without access to this one', async ({ page }) => {
    await page.goto('/new/index');
    const links = page.getByRole('region', { name: /友情链接/ }).getByRole('link');
    await expect(links).toHaveCount(7);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('href', /^https?:\/\//);
    }
  });
});
