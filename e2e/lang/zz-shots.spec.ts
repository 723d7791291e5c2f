import { apiToken, test } from '../fixtures';

const SCREENS = ['/new/home', '/new/order/list', '/new/exportation/bookings', '/new/user/account', '/new/index', '/new/fleet/dispatch'];
for (const language of ['zh-TW', 'pt-BR'] as const) {
  for (const width of [1440, 390]) {
    test(`shots ${language} ${width}`, async ({ browser, page }) => {
      test.setTimeout(120_000);
      const token = await apiToken(page, '13800000002');
      const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
      await context.addInitScript(([l, t]) => {
        localStorage.setItem('app_language', l);
        localStorage.setItem('Access-Token', t);
        document.cookie = `Web-Token=${t}; path=/; SameSite=Lax`;
      }, [language, token] as const);
      const tab = await context.newPage();
      for (const path of SCREENS) {
        await tab.goto(path);
        await tab.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
        await tab.screenshot({ path: `/tmp/lang-shots/${language}-${width}${path.replace(/\//g, '_')}.png` });
      }
      await context.close();
    });
  }
}
