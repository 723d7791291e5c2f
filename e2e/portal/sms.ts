import type { Page } from '@playwright/test';
import { apiToken, DEMO } from '../fixtures';

/** A mobile number no seeded user has, different on every call. */
export function freshMobile(): string {
  return `139${String(Date.now() % 100_000_000).padStart(8, '0')}`;
}

/** The latest SMS code sent to a mobile, read from the built-in outbox as an administrator. */
export async function latestSmsCode(page: Page, mobile: string, scene: string): Promise<string> {
  const admin = await apiToken(page, DEMO.admin);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const res = await page.request.get('/new/api/base/sms/outbox', { params: { mobile, scene }, headers: { authorization: `Bearer ${admin}` } });
    const body = (await res.json()) as { result?: Array<{ code: string | null }> };
    const code = body.result?.[0]?.code;
    if (code) return code;
    await page.waitForTimeout(250);
  }
  throw new Error(`no SMS code of scene ${scene} for ${mobile}`);
}
