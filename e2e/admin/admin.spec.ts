/**
 * Administration by the platform's administrator (issue 16), each party in a browser of its own:
 * - 内容管理: a news item written in the rich-text form (the preview beside the source) and published appears on
 *   /new/index and /new/news for a signed-out visitor, without any rebuild of the portal;
 * - 字典管理: a changed container-type label shows in the forwarder's already open 箱子列表 select, live;
 * - 操作日志: the audit log lists the changes this test just made, with who and from where.
 * Screenshots at 1440 and 390 px of the three screens.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';
import { escape, rows } from '../entity-helpers';
import { takeDownLeftovers } from '../notice/helpers';

const shots = process.env.E2E_SHOTS ?? 'test-results/screens';

const item = (scope: Page | Locator, label: string) =>
  scope.locator('.arco-form-item').filter({ has: ('page' in scope ? scope.page() : scope).locator('.arco-form-label-item', { hasText: new RegExp(`^[\\s*]*${escape(label)}[\\s*]*$`) }) });
const input = (scope: Page | Locator, label: string) => item(scope, label).locator('input, textarea').first();
const search = (page: Page) => page.locator('.console-list-page:visible');

async function choose(scope: Locator, label: string, option: string) {
  await item(scope, label).locator('.arco-select').click();
  await scope.page().locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
}

// The safety net for a run cut short: what the spec published and could not take down itself.
test.afterEach(async ({ request }) => takeDownLeftovers(request));

test('the administrator publishes news to the portal, changes a dictionary live, and reads the audit log', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const title = `E2E 新闻 ${stamp} 港区集装箱吞吐量创新高`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.admin);

  // 内容管理: write the news item; the preview shows the sanitised body beside its source.
  await page.goto('/new/system/articles');
  await dismissNotices(page);
  await expect(rows(page).first()).toBeVisible();
  await page.screenshot({ path: `${shots}/admin-articles.png`, fullPage: true });
  await page.getByRole('button', { name: '新增' }).click();
  await expect(page).toHaveURL(/\/system\/articleForm$/);
  const form = page.locator('.entity-form');
  await choose(form, '栏目', '新闻资讯');
  await input(form, '标题').fill(title);
  await choose(form, '可见范围', '所有人');
  await input(form, '正文').fill(`<p><strong>${stamp}</strong> 本月港区集装箱吞吐量同比增长。</p>`);
  await expect(form.locator('.entity-html-preview strong')).toHaveText(stamp);
  await page.screenshot({ path: `${shots}/admin-article-form.png`, fullPage: true });
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/system\/articleDetail\?id=\d+/);
  await expect(page.locator('.console-detail-head:visible')).toContainText('草稿');
  await page.getByRole('button', { name: '发布' }).click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.console-detail-head:visible')).toContainText('已发布');

  // A signed-out visitor sees it on the portal's home and news list.
  const visitorContext = await browser.newContext({ locale: 'zh-CN' });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/new/index');
  await visitor.locator('#home-news').scrollIntoViewIfNeeded();
  await expect(visitor.locator('.news-block')).toContainText(title);
  await visitor.goto('/new/news?type=news');
  await expect(visitor.getByText(title)).toBeVisible();

  // Withdrawn, it leaves the portal again (and the portal's own specs keep their seeded news first).
  await page.getByRole('button', { name: '下线' }).click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.console-detail-head:visible')).toContainText('已下线');
  await visitor.goto('/new/index');
  await visitor.locator('#home-news').scrollIntoViewIfNeeded();
  await expect(visitor.locator('.news-block article')).toBeVisible();
  await expect(visitor.locator('.news-block')).not.toContainText(title);
  await visitorContext.close();

  // 字典管理: the forwarder keeps 箱子列表 open; the administrator renames a container type; the select shows it.
  const label = `通用箱${stamp}`;
  const forwarderContext = await browser.newContext({ locale: 'zh-CN' });
  const forwarder = await forwarderContext.newPage();
  await forwarder.setViewportSize({ width: 1440, height: 900 });
  await signIn(forwarder, DEMO.forwarder);
  await forwarder.goto('/new/order/containers');
  await dismissNotices(forwarder);
  await forwarder.getByRole('button', { name: '展开' }).click();
  const typeSelect = item(search(forwarder), '箱型').locator('.arco-select');
  await expect(typeSelect).toBeVisible();

  await page.goto('/new/system/dict');
  await choose(search(page), '字典类型', 'td_ctn_type');
  await page.getByRole('button', { name: '查询' }).click();
  const gp = rows(page).filter({ has: page.locator('td', { hasText: /^GP$/ }) });
  await expect(gp).toHaveCount(1);
  await page.screenshot({ path: `${shots}/admin-dict.png`, fullPage: true });
  await gp.getByRole('button', { name: '修改' }).click();
  const dialog = page.locator('.arco-modal:visible');
  await input(dialog, '字典标签').fill(label);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(gp).toContainText(label);

  await typeSelect.click();
  await expect(forwarder.locator('.arco-select-popup:visible .arco-select-option', { hasText: `GP ${label}` })).toBeVisible();
  await forwarderContext.close();

  // 操作日志: the changes just made, who made them and from where.
  await page.goto('/new/user/audit');
  await input(search(page), '对象').fill('dict_data');
  await page.getByRole('button', { name: '查询' }).click();
  // Actions show in the user's language (update → 修改, publish → 发布, create → 新增).
  await expect(rows(page).first()).toContainText('修改');
  await expect(rows(page).first()).toContainText(DEMO.admin);
  await input(search(page), '对象').fill('admin.article');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(rows(page).filter({ hasText: '发布' }).first()).toBeVisible();
  await expect(rows(page).filter({ hasText: '新增' }).first()).toBeVisible();
  await page.screenshot({ path: `${shots}/admin-audit.png`, fullPage: true });
  await rows(page).filter({ hasText: '发布' }).first().getByRole('button', { name: '查看' }).click();
  await expect(page.locator('.console-detail-head:visible, .arco-descriptions').first()).toBeVisible();
  await expect(page.getByText('"published"').first()).toBeVisible();

  // Phones.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, name] of [['/new/system/articles', 'articles'], ['/new/system/dict', 'dict'], ['/new/user/audit', 'audit']] as const) {
    await page.goto(path);
    await expect(rows(page).first()).toBeVisible();
    await page.screenshot({ path: `${shots}/admin-${name}-390.png`, fullPage: true });
  }
});

test('车辆查询 answers the public truck query inside the business centre, at 1440 and 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.forwarder);
  await page.goto('/new/query/truck');
  await dismissNotices(page);
  // Without a criterion the list says what to enter (the public query needs one).
  await expect(page.getByText('请输入车牌号（至少2位）或车队名称后查询')).toBeVisible();
  await input(search(page), '车牌号').fill('bd100');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(rows(page).first()).toContainText('浙BD100');
  await expect(rows(page).first()).toContainText('北仑顺达集卡车队有限公司');
  await page.screenshot({ path: `${shots}/query-trucks.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows(page).first()).toBeVisible();
  await page.screenshot({ path: `${shots}/query-trucks-390.png`, fullPage: true });
});
