import { expect, test } from '../fixtures';

test.describe('public information queries', () => {
  test('discharged containers of a vessel, found by its Chinese name', async ({ page }) => {
    await page.goto('/new/search?type=unloadingShip');
    await expect(page.getByRole('heading', { name: '卸船查询' })).toBeVisible();
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请至少填写一个查询条件' })).toBeVisible();

    await page.getByLabel('船名').fill('中远海运宇宙');
    await page.getByRole('button', { name: '查询' }).click();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(11);
    await expect(page.getByText('共 12 条')).toBeVisible();
    await expect(rows.nth(1)).toContainText('中远海运宇宙');
    await expect(rows.nth(1)).toContainText('045W');
  });

  test('container numbers are normalised as typed and checked as SPEC §5 says', async ({ page }) => {
    await page.goto('/new/search?type=loadingShip');
    const input = page.getByLabel('箱号');
    await input.fill('msku 1234565, abc');
    await expect(input).toHaveValue('MSKU1234565,ABC');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('第2个箱号格式不正确，请填写正确的箱号')).toBeVisible();
    // The message goes after 3 s.
    await expect(page.getByText('第2个箱号格式不正确，请填写正确的箱号')).toBeHidden({ timeout: 5_000 });
  });

  test('a container history lists its moves in order', async ({ page }) => {
    await page.goto('/new/search?type=unloadingShip');
    await page.getByLabel('船名').fill('CSUN');
    await page.getByRole('button', { name: '查询' }).click();
    const firstCell = page.getByRole('table').getByRole('row').nth(1).getByRole('cell').first();
    await expect(firstCell).toHaveText(/^[A-Z]{4}\d{7}$/);
    const firstNo = (await firstCell.textContent()) ?? '';

    await page.getByRole('link', { name: '单箱历史' }).click();
    await expect(page).toHaveURL(/type=singleBoxHistory/);
    await page.getByLabel('箱号').fill(firstNo);
    await page.getByRole('button', { name: '查询' }).click();
    const events = page.getByRole('table').getByRole('row');
    await expect(events.nth(1)).toContainText('卸船');
    await expect(page.getByText(firstNo, { exact: false }).first()).toBeVisible();
  });

  test('the vessel schedule lists calls on open and pages through them', async ({ page }) => {
    await page.goto('/new/search?type=dockDate');
    await expect(page.getByText(/^共 \d+ 条$/)).toBeVisible();
    const total = Number((await page.getByText(/^共 \d+ 条$/).textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(10);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
    await page.getByRole('button', { name: '第 2 页' }).click();
    // Ten a page (the header row besides): the second page holds the next ten, or what is left.
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(Math.min(10, total - 10) + 1);
  });

  test('truck GPS needs 2 characters of the plate; entry notices, filings and standards answer', async ({ page }) => {
    await page.goto('/new/search?type=truckGps');
    await page.getByLabel('车牌号').fill('浙');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('请输入至少2位车牌号')).toBeVisible();

    await page.getByRole('link', { name: '进箱通知' }).click();
    await expect(page.getByRole('columnheader', { name: '截港时间' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(/未开港|集港中|已截港/);

    await page.getByRole('link', { name: '平台标准信息' }).click();
    await page.getByLabel('类别').selectOption('fee');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('收费标准');
  });

  test('a visitor finds a vessel by its call sign and sees its particulars and call (船舶查询)', async ({ page }) => {
    await page.goto('/new/search?type=vesselInfo');
    await expect(page.getByRole('heading', { name: '船舶查询' })).toBeVisible();
    // Every vessel is listed before anything is typed.
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
    await page.getByLabel('船舶', { exact: true }).fill('vrsa6');
    await page.getByRole('button', { name: '查询' }).click();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('中远海运宇宙 / COSCO SHIPPING UNIVERSE');
    await expect(rows.nth(1)).toContainText('9795610');
    await expect(rows.nth(1)).toContainText('21,237');
    await expect(rows.nth(1)).toContainText(/计划|在泊|已离泊/);
  });
});
