/**
 * Issue 17 at 390 px in Portuguese (the longest words of the four languages): a table's contents stay in their
 * cells. A vessel's long name wraps inside its column, a pre-arrival's state tag is whole in its column, header
 * words are never broken, and the list's toolbar keeps its column settings on screen.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, test } from '../fixtures';
import { openConsole } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('app_language', 'pt-BR'));
});

/** The parts of each of `inner` that stick out of the table cell holding it (px, 0.5 px of rounding allowed). */
async function overflowOutOfCells(inner: Locator): Promise<string[]> {
  return inner.evaluateAll((els) =>
    els.flatMap((el) => {
      const cell = el.closest('.arco-table-td, .arco-table-th');
      if (!cell) return [];
      const c = cell.getBoundingClientRect();
      const r = el.getBoundingClientRect();
      return r.left < c.left - 0.5 || r.right > c.right + 0.5 ? [`${el.textContent}: ${Math.round(r.left)}–${Math.round(r.right)} in ${Math.round(c.left)}–${Math.round(c.right)}`] : [];
    }),
  );
}

/** Header titles that wrap inside a word: a title laid out on more lines than it has words. */
async function brokenHeaders(page: Page): Promise<string[]> {
  return page.locator('.arco-table-th-item-title').evaluateAll((els) =>
    els.flatMap((el) => {
      const text = el.textContent ?? '';
      const words = text.split(/\s+/).filter(Boolean).length;
      const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
      const lines = Math.round(el.getBoundingClientRect().height / lineHeight);
      return lines > words ? [`${text} (${lines} lines)`] : [];
    }),
  );
}

test('a long vessel name wraps inside its column', async ({ page }) => {
  await openConsole(page, DEMO.admin, '/new/query/vessel');
  const names = page.locator('.arco-table-td .console-cell-link');
  await expect(names.filter({ hasText: 'CMA CGM PALAIS ROYAL' }).first()).toBeVisible();
  expect(await overflowOutOfCells(names)).toEqual([]);
});

test('the pre-arrival state tags are whole in their column', async ({ page }) => {
  await openConsole(page, DEMO.admin, '/new/preArrival/preArrivalList');
  const tags = page.locator('.arco-table-td .arco-tag');
  await expect(tags.filter({ hasText: 'Recusada pela aduana' }).first()).toBeAttached();
  expect(await overflowOutOfCells(tags)).toEqual([]);
  // The record numbers that open them stay on one line.
  const numbers = page.locator('.arco-table-td .console-cell-link');
  const heights = await numbers.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
  expect(Math.max(...heights)).toBeLessThan(30);
});

test('header words are whole and the column settings stay on screen', async ({ page }) => {
  await openConsole(page, DEMO.admin, '/new/order/containers');
  await expect(page.locator('.arco-table-th', { hasText: 'Tamanho/Tipo' })).toBeVisible();
  expect(await brokenHeaders(page)).toEqual([]);
  await page.goto('/new/order/list');
  const columns = page.getByRole('button', { name: 'Colunas' });
  await expect(columns).toBeVisible();
  expect((await columns.boundingBox())!.x + (await columns.boundingBox())!.width).toBeLessThanOrEqual(390);
});
