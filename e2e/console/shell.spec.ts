import { DEMO, expect, test } from '../fixtures';
import { acknowledgeModals, openConsole, withFrameMenu } from './helpers';

test.describe('the business centre shell', () => {
  test('/new/home greets the forwarder by hour and shows company, role and shortcuts', async ({ page }) => {
    await openConsole(page, DEMO.forwarder);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^(早上好|上午好|中午好|下午好|晚上好)，货代张经理$/,
    );
    await expect(page.getByText('宁港国际货运代理有限公司')).toBeVisible();
    await expect(page.locator('.console-home-facts')).toContainText('货代');
    await expect(page.locator('.console-home-shortcuts')).toContainText('订单列表');
    await expect(page.locator('.console-avatar')).toContainText(DEMO.forwarder);
  });

  test('the menu comes from the server per role and never shows what the user may not open', async ({ page }) => {
    // Record every menu title ever rendered, from the first paint on.
    await page.addInitScript(() => {
      const seen = new Set<string>();
      (window as unknown as { __menuSeen: Set<string> }).__menuSeen = seen;
      new MutationObserver(() => {
        document
          .querySelectorAll('.console-nav-menu .arco-menu-item, .console-nav-menu .arco-menu-inline-header')
          .forEach((el) => {
            seen.add((el.textContent ?? '').trim());
          });
      }).observe(document, { childList: true, subtree: true });
    });
    await openConsole(page, DEMO.forwarder);
    const menu = page.locator('.console-nav-menu');
    await expect(menu).toContainText('订单管理');
    await expect(menu).toContainText('公共查询');
    await expect(menu).not.toContainText('车队管理');
    await expect(menu).not.toContainText('系统管理');
    const seen = await page.evaluate(() => [...(window as unknown as { __menuSeen: Set<string> }).__menuSeen]);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((t) => /车队管理|系统管理|司机管理|通知发布/.test(t))).toEqual([]);
  });

  test('a fleet user and an administrator get their own menus', async ({ browser }) => {
    const fleet = await browser.newPage();
    await openConsole(fleet, DEMO.fleet);
    await expect(fleet.locator('.console-nav-menu')).toContainText('车队管理');
    await expect(fleet.locator('.console-nav-menu')).not.toContainText('订单管理');
    await fleet.close();
    const admin = await browser.newPage();
    await openConsole(admin, DEMO.admin);
    await expect(admin.locator('.console-nav-menu')).toContainText('系统管理');
    await expect(admin.locator('.console-nav-menu')).toContainText('车队管理');
    await admin.close();
  });

  test('a reload on a deep back-office URL lands on that page, not on 404', async ({ page }) => {
    await openConsole(page, DEMO.forwarder, '/new/order/list');
    await expect(page).toHaveURL(/\/new\/order\/list$/);
    await page.reload();
    await acknowledgeModals(page);
    await expect(page).toHaveURL(/\/new\/order\/list$/);
    await expect(page.locator('.console-tab-title', { hasText: '订单列表' })).toBeVisible();
    await expect(page.locator('.console-nav-menu .arco-menu-item.arco-menu-selected')).toContainText('订单列表');
  });

  test('an iframe page shows the external URL with loading access first', async ({ page }) => {
    await page.route('https://www.edi.example/**', async (route) => {
      await new Promise((r) => setTimeout(r, 1_500));
      await route.fulfill({ contentType: 'text/html', body: '<h1>EDI</h1>' });
    });
    await withFrameMenu(page, 'https://www.edi.example/');
    await openConsole(page, DEMO.forwarder);
    await page.locator('.console-nav-menu').getByText('外部页面').click();
    await expect(page.getByText('loading access')).toBeVisible();
    await expect(page.frameLocator('iframe[title="外部页面"]').getByRole('heading', { name: 'EDI' })).toBeVisible();
    await expect(page.getByText('loading access')).toBeHidden();
  });

  test('unknown paths go to /404', async ({ page }) => {
    await openConsole(page, DEMO.forwarder, '/new/no/such/page');
    await expect(page).toHaveURL(/\/new\/404$/);
    await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
  });

  test('menu search 站内搜索菜单 finds entries as Parent > Child and opens them', async ({ page }) => {
    await openConsole(page, DEMO.forwarder);
    const search = page.getByPlaceholder('站内搜索菜单');
    await search.fill('列表');
    await expect(page.getByRole('menuitem', { name: '订单管理 > 订单列表' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '订单管理 > 箱子列表' })).toBeVisible();
    await search.fill('首页');
    await expect(page.locator('.console-menu-search-results')).toBeHidden();
    await search.fill('订单列表');
    await page.getByRole('menuitem', { name: '订单管理 > 订单列表' }).click();
    await expect(page).toHaveURL(/\/new\/order\/list$/);
  });

  test('without a token a back-office page goes to the login page with the way back', async ({ page }) => {
    await page.goto('/new/order/list?status=01');
    await expect(page).toHaveURL(/\/new\/index\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/new/order/list?status=01');
  });

  test('public console pages open without login', async ({ page }) => {
    await page.goto('/new/downloadPdf2/index');
    await expect(page).toHaveURL(/\/new\/downloadPdf2\/index$/);
    await page.goto('/new/qrCodeContent');
    await expect(page).toHaveURL(/\/new\/qrCodeContent$/);
  });

  test('the avatar menu hides company details for userType 5 only and logs out after confirmation', async ({
    page,
  }) => {
    const token = await openConsole(page, DEMO.forwarder);
    await page.locator('.console-avatar').click();
    // The avatar's own menu (the sidebar lists 个人中心 too).
    const avatarMenu = page.locator('.arco-dropdown-menu');
    for (const item of ['系统设置', '个人中心', '修改密码', '公司详情', '退出登录']) {
      await expect(avatarMenu.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await avatarMenu.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page.getByText('是否确认退出登录？')).toBeVisible();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/new\/index/);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('Access-Token'),
      weak: localStorage.getItem('WEAK_PASSWORD'),
      tabs: sessionStorage.getItem('OPEN_TABS'),
    }));
    expect(stored).toEqual({ token: null, weak: 'N', tabs: null });
    const after = await page.request.get('/new/api/user/auth/getInfo', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status()).toBe(401);
  });
});
