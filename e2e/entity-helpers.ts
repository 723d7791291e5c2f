/**
 * Helpers the domain specs share: form items found by their label, a list's rows, the bell's count and
 * made container numbers (ISO 6346; e2e does not import the SDK's rule).
 */
import type { Locator, Page } from '@playwright/test';

export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const item = (scope: Locator, label: string) =>
  scope.locator('.arco-form-item').filter({ has: scope.page().locator('.arco-form-label-item', { hasText: new RegExp(`^[\\s*]*${escape(label)}[\\s*]*$`) }) });
export const input = (scope: Locator, label: string) => item(scope, label).locator('input, textarea').first();
/** Picks an option of the select under a form label. */
export async function choose(scope: Locator, label: string, option: string) {
  await item(scope, label).locator('.arco-select').click();
  await scope.page().locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
}
export const rows = (page: Page) => page.locator('tbody tr.arco-table-tr:not(.arco-table-empty-row)');

export function ctn(owner: string, serial: number): string {
  const values: Record<string, number> = {};
  let v = 10;
  for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (v % 11 === 0) v += 1;
    values[c] = v++;
  }
  const first10 = `${owner}${String(serial).padStart(6, '0')}`;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) sum += (i < 4 ? values[first10[i]!]! : Number(first10[i])) * 2 ** i;
  return `${first10}${(sum % 11) % 10}`;
}

/**
 * The bell's count. Specs run two at a time against one server, so a party's count can grow by another spec's notice
 * too: a live notice is asserted as the count growing, never as an exact number.
 */
export async function bellCount(page: Page): Promise<number> {
  const number = page.getByTestId('bell').locator('.arco-badge-number');
  return (await number.count()) ? Number((await number.innerText()).replace(/\D/g, '')) : 0;
}
