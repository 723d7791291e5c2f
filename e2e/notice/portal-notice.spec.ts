/**
 * Issue 16 on the portal, each party in a browser of its own:
 * - the administrator publishes a popup notice for forwarders on the portal's home (/index); the forwarder, signed in
 *   on the PORTAL, sees it pop up on /new/index (after acknowledging any strong reminder addressed to them) and
 *   confirms it; the administrator's 阅读统计 counts the read;
 * - the administrator writes a news item with an uploaded cover image (previewed in the form) and publishes it; a
 *   signed-out visitor sees the cover on /new/news and /new/index.
 * Both are withdrawn at the end, so other specs keep their seeded portal. Screenshots at 1440 and 390 px.
 */
import { deflateSync } from 'node:zlib';
import { DEMO, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';
import { choose, item, input, rows } from '../entity-helpers';
import { act, head, takeDown, takeDownLeftovers } from './helpers';

const shots = process.env.E2E_SHOTS ?? 'test-results/screens';

/** A 320×180 PNG in the port's blue, with a lighter band: a real picture the upload rules accept. */
function coverPng(): Buffer {
  const [w, h] = [320, 180];
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const o = y * (w * 3 + 1) + 1 + x * 3;
      const band = y > 70 && y < 110;
      raw.set(band ? [240, 180, 60] : [36, 72, 131], o);
    }
  }
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

// The safety net for a run cut short: what the spec published and could not take down itself.
test.afterEach(async ({ request }) => takeDownLeftovers(request));

test('a popup for forwarders pops up on the portal and is counted; an uploaded news cover shows to visitors', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const popupTitle = `E2E 门户弹窗 ${stamp} 航线调整`;
  const newsTitle = `E2E 封面新闻 ${stamp} 新泊位投产`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.admin);

  // 通知管理: a popup notice for the forwarder company type, on the portal's home page.
  await page.goto('/new/system/notices');
  await dismissNotices(page);
  await page.getByRole('button', { name: '新增' }).click();
  const form = page.locator('.entity-form');
  await choose(form, '类型', '弹窗通知');
  await input(form, '标题').fill(popupTitle);
  await input(form, '弹窗页面').fill('/index');
  await choose(form, '发送范围', '某类企业');
  await choose(form, '企业类型', '货代');
  await input(form, '内容').fill(`<p><strong>${stamp}</strong> 下周起航线靠泊窗口调整。</p>`);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/system\/noticeDetail\?id=\d+/);
  const noticeUrl = page.url();
  await act(page, '发布');
  await expect(head(page)).toContainText('已发布');

  const forwarderContext = await browser.newContext({ locale: 'zh-CN' });
  const visitorContext = await browser.newContext({ locale: 'zh-CN' });
  let newsUrl = '';
  try {
    // The forwarder, signed in, opens the PORTAL's home: strong reminders first (acknowledged), then the popup.
    const forwarder = await forwarderContext.newPage();
    await forwarder.setViewportSize({ width: 1440, height: 900 });
    await signIn(forwarder, DEMO.forwarder);
    await forwarder.goto('/new/index');
    const dialog = forwarder.getByRole('dialog');
    await expect(dialog).toBeVisible();
    while ((await dialog.getAttribute('data-notice-kind')) === 'strong') {
      const title = await dialog.locator('h2').textContent();
      await dialog.getByRole('button', { name: '我已知晓' }).click();
      await expect(dialog.locator('h2')).not.toHaveText(title ?? '');
    }
    await expect(dialog.locator('h2')).toHaveText(popupTitle);
    await expect(dialog.locator('strong')).toHaveText(stamp);
    await forwarder.screenshot({ path: `${shots}/portal-popup-1440.png` });
    await forwarder.setViewportSize({ width: 390, height: 844 });
    await forwarder.screenshot({ path: `${shots}/portal-popup-390.png` });
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();
    // Confirmed once (openCount 1): the next page does not show it again.
    const popups = forwarder.waitForResponse((r) => r.url().includes('/message/popup/list'));
    await forwarder.reload();
    expect(JSON.stringify(await (await popups).json())).not.toContain(stamp);
    await expect(forwarder.getByRole('dialog')).toHaveCount(0);

    // 阅读统计 counts the portal's confirmation.
    await page.getByRole('button', { name: '阅读统计' }).click();
    await expect(page.locator('.notice-reads-summary')).toContainText('已读 1 人');
    await expect(rows(page).filter({ hasText: DEMO.forwarder })).toContainText('已读');

    // 内容管理: a news item with an uploaded cover, previewed in the form, pinned and published.
    await page.goto('/new/system/articles');
    await page.getByRole('button', { name: '新增' }).click();
    const article = page.locator('.entity-form');
    await choose(article, '栏目', '新闻资讯');
    await input(article, '标题').fill(newsTitle);
    await choose(article, '可见范围', '所有人');
    await item(article, '置顶').locator('.arco-switch').click();
    await item(article, '封面图片').locator('input[type=file]').setInputFiles({ name: 'berth.png', mimeType: 'image/png', buffer: coverPng() });
    const preview = article.locator('img.entity-file-preview');
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await input(article, '正文').fill(`<p><strong>${stamp}</strong> 新泊位今日投产。</p>`);
    await page.screenshot({ path: `${shots}/article-cover-form-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/article-cover-form-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(/\/system\/articleDetail\?id=\d+/);
    newsUrl = page.url();
    await expect(page.locator('img.entity-file-preview:visible')).toBeVisible();
    await act(page, '发布');
    await expect(head(page)).toContainText('已发布');

    // A signed-out visitor sees the cover on /new/news and on /new/index (pinned: the featured item).
    const visitor = await visitorContext.newPage();
    await visitor.setViewportSize({ width: 1440, height: 900 });
    await visitor.goto('/new/news?type=news');
    const listed = visitor.locator('li, article').filter({ hasText: newsTitle }).locator('img').first();
    await listed.scrollIntoViewIfNeeded();
    await expect(listed).toHaveAttribute('src', /\/new\/api\/base\/file\/download\?/);
    await expect.poll(() => listed.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    await visitor.screenshot({ path: `${shots}/portal-news-cover-1440.png`, fullPage: true });
    await visitor.goto('/new/index');
    await visitor.locator('#home-news').scrollIntoViewIfNeeded();
    const featured = visitor.locator('.news-block').locator('article, li, a').filter({ hasText: newsTitle }).locator('img').first();
    await featured.scrollIntoViewIfNeeded();
    await expect.poll(() => featured.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    await visitor.locator('.news-block').screenshot({ path: `${shots}/portal-index-cover-1440.png` });
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.locator('#home-news').scrollIntoViewIfNeeded();
    await expect.poll(() => featured.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    await visitor.locator('.news-block').screenshot({ path: `${shots}/portal-index-cover-390.png` });
  } finally {
    // Withdrawn and taken off the portal, so other specs meet the seeded content only.
    await page.setViewportSize({ width: 1440, height: 900 });
    await takeDown(page, noticeUrl, '撤回');
    if (newsUrl) await takeDown(page, newsUrl, '下线');
    await forwarderContext.close();
    await visitorContext.close();
  }
});

test('a popup for all users shows to a signed-out visitor on the portal, counted in the browser; a forwarders-only one does not', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const everyone = `E2E 公共弹窗 ${stamp} 台风预警`;
  const forwarders = `E2E 货代弹窗 ${stamp} 仅货代可见`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.admin);

  const posted: string[] = [];
  async function publishPopup(title: string, audience: '全部用户' | '某类企业') {
    await page.goto('/new/system/notices');
    await dismissNotices(page);
    await page.getByRole('button', { name: '新增' }).click();
    const form = page.locator('.entity-form');
    await choose(form, '类型', '弹窗通知');
    await input(form, '标题').fill(title);
    await input(form, '弹窗页面').fill('/news');
    await choose(form, '发送范围', audience);
    if (audience === '某类企业') await choose(form, '企业类型', '货代');
    await input(form, '内容').fill(`<p><strong>${stamp}</strong> ${title}</p>`);
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(/\/system\/noticeDetail\?id=\d+/);
    posted.push(page.url());
    await act(page, '发布');
    await expect(head(page)).toContainText('已发布');
  }

  const visitorContext = await browser.newContext({ locale: 'zh-CN' });
  try {
    await publishPopup(forwarders, '某类企业');
    await publishPopup(everyone, '全部用户');

    // The visitor, never signed in, opens the news pages: the popup for all users, and only it.
    const visitor = await visitorContext.newPage();
    await visitor.setViewportSize({ width: 1440, height: 900 });
    const listed = visitor.waitForResponse((r) => r.url().includes('/message/popup/public'));
    await visitor.goto('/new/news?type=news');
    const body = JSON.stringify(await (await listed).json());
    expect(body).toContain(everyone);
    expect(body).not.toContain(forwarders);
    const dialog = visitor.getByRole('dialog');
    await expect(dialog.locator('h2')).toHaveText(everyone);
    await expect(dialog).toHaveAttribute('data-notice-kind', 'public');
    await expect(dialog.locator('strong')).toHaveText(stamp);
    await visitor.screenshot({ path: `${shots}/portal-public-popup-1440.png` });
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.screenshot({ path: `${shots}/portal-public-popup-390.png` });
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();
    const counted = await visitor.evaluate(() => JSON.parse(localStorage.getItem('portal.popupCounts') ?? '{}') as Record<string, number>);
    expect(Object.values(counted)).toContain(1);

    // Confirmed once (openCount 1), counted in this browser: the next visit to the page does not show it again,
    // though the server still lists it.
    const again = visitor.waitForResponse((r) => r.url().includes('/message/popup/public'));
    await visitor.reload();
    expect(JSON.stringify(await (await again).json())).toContain(everyone);
    await expect(visitor.getByRole('dialog')).toHaveCount(0);
  } finally {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const url of posted) await takeDown(page, url, '撤回');
    await visitorContext.close();
  }
});
