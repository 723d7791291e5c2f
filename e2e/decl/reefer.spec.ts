/**
 * 冷藏箱出口申报 (issue 14): the /wt screens are the same pages with the channel as data — the list shows only the
 * 温台支线 declarations, a new form starts on that channel and refuses what is missing field by field (the
 * settings' cross-field rules are proved on the server in apps/api/test/reefer-declaration.test.ts). Screenshots at
 * 1440 and 390.
 */
import { mkdirSync } from 'node:fs';
import { DEMO, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';
import { item, rows } from '../entity-helpers';

const shots = process.env.E2E_SHOTS ?? '/tmp/decl-shots';

for (const width of [1440, 390]) {
  test(`the /wt reefer screens at ${width} px: the channel as data, the form's rules`, async ({ page }) => {
    mkdirSync(shots, { recursive: true });
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, DEMO.forwarder);
    await page.goto('/new/temperatureBox/export/declaration/wt');
    await dismissNotices(page);
    await expect(rows(page).first()).toBeVisible();
    const count = await rows(page).count();
    for (let i = 0; i < count; i += 1) await expect(rows(page).nth(i)).toContainText('温台支线');
    await page.screenshot({ path: `${shots}/reefer-wt-list-${width}.png`, fullPage: true });

    await page.goto('/new/temperatureBox/export/declaration/wt/add');
    const form = page.locator('.entity-form');
    await expect(item(form, '申报渠道')).toContainText('温台支线');
    await item(form, '气调').locator('.arco-switch').click();
    await item(form, '预检(PTI)').locator('.arco-switch').click();
    await item(form, '设定温度').locator('input').fill('13');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(item(form, '码头').locator('.arco-form-message')).not.toBeEmpty();
    await page.screenshot({ path: `${shots}/reefer-wt-form-${width}.png`, fullPage: true });
    if (width <= 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
