import { createHash } from 'node:crypto';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { OAUTH_CLIENT } from '@port/config/constants';

export const DEMO = {
  admin: '13800000001',
  forwarder: '13800000002',
  fleet: '13800000003',
  common: '13800000004',
  password: 'Demo@123456',
} as const;

/** Every demo account of README, one per role. */
export const DEMO_ACCOUNTS = {
  admin: '13800000001',
  forwarder: '13800000002',
  fleet: '13800000003',
  common: '13800000004',
  agent: '13800000005',
  terminal: '13800000006',
  barge: '13800000007',
  yard: '13800000008',
} as const;

/** A password as every client sends it (sign-in, registration, resets, changes): the lowercase hex SHA-256 of what was typed. */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Signs in through the API (not the UI) and answers the token. */
export async function apiToken(from: Pick<Page, 'request'>, mobile: string, password: string = DEMO.password): Promise<string> {
  const res = await from.request.get('/new/api/auth/oauth/token', {
    headers: { authorization: 'Basic ' + Buffer.from(`${OAUTH_CLIENT.id}:${OAUTH_CLIENT.secret}`).toString('base64') },
    params: { grant_type: 'session_id', user_type: 'portal', mobile, password: sha256(password) },
  });
  const body = (await res.json()) as { result?: { access_token: string }; msg: string };
  if (!body.result) throw new Error(`sign-in failed for ${mobile}: ${body.msg}`);
  return body.result.access_token;
}

/** Puts a session into the browser the way the portal's login does (localStorage + Web-Token cookie). */
export async function signIn(page: Page, mobile: string): Promise<string> {
  const token = await apiToken(page, mobile);
  await page.addInitScript((t) => {
    window.localStorage.setItem('Access-Token', t);
    document.cookie = `Web-Token=${t}; path=/; SameSite=Lax`;
  }, token);
  return token;
}

/**
 * Waits until the portal island holding `field` has hydrated (Astro drops the island's `ssr` attribute then):
 * islands hydrate on idle or when visible, and a click on the server-rendered form before that does nothing.
 */
export async function islandReady(page: Page, field: Locator): Promise<void> {
  await expect(page.locator('astro-island[ssr]').filter({ has: field })).toHaveCount(0);
}

/**
 * Every spec also checks that the page broke no Content-Security-Policy rule (issue 12 item 11: scripts run by
 * origin or by the hash of the builds' inline scripts, never 'unsafe-inline'): Chromium reports each refusal on
 * the console ("Refused to execute inline script because it violates the following Content Security Policy …").
 */
export const test = base.extend<{ contentSecurityPolicyKept: void }>({
  contentSecurityPolicyKept: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      // A spec that feeds hostile HTML on purpose may declare that the policy blocks its inline handler
      // (annotation 'csp-blocks-hostile-handler'); every other refusal still fails it.
      const hostile = test.info().annotations.some((a) => a.type === 'csp-blocks-hostile-handler');
      const unexpected = hostile ? violations.filter((v) => !/inline event handler/i.test(v)) : violations;
      expect(unexpected, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Opens a portal page as a signed-in user and acknowledges what the notices island shows there (strong reminders
 * and popups addressed to the user, issue 16), so a spec about something else meets the page itself.
 */
export async function gotoPortalPage(page: Page, url: string): Promise<void> {
  const popups = page.waitForResponse((r) => r.url().includes('/message/popup/list'));
  const unread = page.waitForResponse((r) => r.url().includes('/messageTemplate/queryUnReadNotice'));
  await page.goto(url);
  await Promise.all([popups, unread]);
  await page.waitForLoadState('networkidle');
  const dialog = page.locator('.notice-dialog');
  while ((await dialog.count()) > 0) {
    const title = (await dialog.locator('h2').textContent()) ?? '';
    await dialog.locator('.notice-actions button').click();
    await expect(page.locator('.notice-dialog h2', { hasText: title })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
  }
}
