/** What the notice and article specs do on the administrator's detail pages, and how they leave the portal clean. */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, DEMO, expect } from '../fixtures';

export const head = (page: Page) => page.locator('.console-detail-head:visible');

export async function act(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.locator('.arco-modal:visible').getByRole('button', { name: '确定' }).click();
}

/**
 * Takes a published post off (撤回 a notice, 下线 an article) so no later spec meets it. It waits for the detail's
 * status before deciding: a check of the button alone, made before the head had its actions, once left a popup for all
 * users on /news and covered the next portal specs.
 */
export async function takeDown(page: Page, url: string, action: '撤回' | '下线') {
  await page.goto(url);
  const status = head(page).locator('.arco-tag').first();
  await expect(status).toHaveText(/\S/);
  if ((await status.textContent())?.trim() !== '已发布') return;
  await act(page, action);
  await expect(status).not.toHaveText('已发布');
}

/**
 * After each spec that publishes to the portal, even one cut short by its timeout (its own clean-up then never runs):
 * every E2E notice and news item still published is taken off through the API, so no later spec meets it.
 */
export async function takeDownLeftovers(request: APIRequestContext) {
  const authorization = `Bearer ${await apiToken({ request }, DEMO.admin)}`;
  const kinds = [
    { list: '/new/api/admin/notices', action: 'withdraw' },
    { list: '/new/api/admin/articles', action: 'unpublish' },
  ];
  for (const { list, action } of kinds) {
    const res = await request.get(list, { headers: { authorization }, params: { title: 'E2E', status: 'published', pageSize: 50 } });
    expect(res.status()).toBe(200);
    const { result } = (await res.json()) as { result: { data: Array<{ id: string; version: number }> } };
    for (const post of result.data) {
      const done = await request.post(`${list}/${post.id}/transitions`, {
        headers: { authorization, 'Idempotency-Key': randomUUID() },
        data: { action, version: post.version },
      });
      expect(done.status(), `${action} ${list}/${post.id}`).toBe(200);
    }
  }
}
