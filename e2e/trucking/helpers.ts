import type { Page } from '@playwright/test';

/** Acknowledges the demo data's strong notices (blocking modals with 已读) once they have all arrived. */
export async function dismissNotices(page: Page): Promise<void> {
  const read = page.getByRole('button', { name: '已读' });
  await page.waitForLoadState('networkidle');
  for (let quiet = 0; quiet < 3; ) {
    if ((await read.count()) > 0) {
      await read.first().click();
      quiet = 0;
    } else {
      quiet += 1;
    }
    await page.waitForTimeout(400);
  }
}
