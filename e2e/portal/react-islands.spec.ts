import { expect, test } from '../fixtures';

/**
 * The portal's islands run on React itself (react, react-dom, @astrojs/react), not on Preact's compat
 * layer: the JavaScript /new/index ships holds React 19's runtime and nothing of Preact.
 */
test('the portal home ships React, one copy of it, and no Preact', async ({ page }) => {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), await response.text().catch(() => ''));
  });
  await page.goto('/new/index');
  // Every island of the page hydrated: those loaded on demand (header, toolbar) once reached.
  await page.locator('.news-featured-link').first().scrollIntoViewIfNeeded();
  for (const island of await page.locator('astro-island[client="demand"]').all()) await island.dispatchEvent('pointerover');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);

  const code = [...scripts.values()];
  expect(code.length).toBeGreaterThan(0);
  // React 19's element type and react-dom's production error links; Preact's compat layer uses
  // 'react.element', Preact names its contexts '__cC…' and compat maps 'ondoubleclick' (React: 'onDoubleClick').
  expect(code.filter((text) => text.includes('react.transitional.element'))).toHaveLength(1);
  expect(code.some((text) => text.includes('https://react.dev/errors/'))).toBe(true);
  const preact = [...scripts].filter(([url, text]) => /preact/i.test(url) || (/preact/i.test(text) || /"__cC"|ondoubleclick/.test(text))).map(([url]) => url);
  expect(preact).toEqual([]);
});
