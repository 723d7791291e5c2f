/**
 * The trucking flow of the issue, as the users do it: a forwarder places an order by pasting container
 * numbers (a bad one is named by its position), saves and entrusts it; the fleet reviews it and dispatches
 * its containers; the dispatched truck moves on the map (the embedded GPS simulator); the fleet marks the
 * containers delivered and the order completes.
 */
import { DEMO, apiToken, expect, signIn, test } from '../fixtures';
import { dismissNotices } from './helpers';

const GOOD = ['MSCU7700018', 'TGHU7700030'];
const BAD = 'MSCU77000';

test.describe.configure({ mode: 'serial' });

test('a forwarder places an order with pasted containers and entrusts it; the fleet reviews, dispatches and completes it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.forwarder);
  await page.goto('/new/order/place');
  // Strong notices of the demo data pop up first; acknowledge them.
  await dismissNotices(page);

  await page.locator('.arco-form-item', { hasText: '提箱堆场' }).locator('.arco-select').click();
  await page.locator('.arco-select-option', { hasText: '中技堆场' }).click();
  const paste = page.getByRole('textbox', { name: '批量箱号' });
  await paste.fill(`${GOOD[0]},${BAD},${GOOD[1]}`);
  await page.getByRole('button', { name: '生成箱列表' }).click();
  await expect(page.getByText('第2个箱号格式不正确，请填写正确的箱号')).toBeVisible();
  await paste.fill(GOOD.join(','));
  await page.getByRole('button', { name: '生成箱列表' }).click();
  await expect(page.locator('.arco-table-tr').filter({ has: page.locator(`input[value="${GOOD[1]}"]`) })).toHaveCount(1);
  await page.getByRole('button', { name: '保存并委托' }).click();
  await page.waitForURL(/\/orderDetails\/exportOrderDetails\?id=\d+/);
  await expect(page.getByText('已委托').first()).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('id')!;

  // The fleet reviews the order and dispatches both containers.
  const fleetContext = await browser.newContext();
  const fleet = await fleetContext.newPage();
  await signIn(fleet, DEMO.fleet);
  await fleet.goto(`/new/orderDetails/exportOrderDetails?id=${orderId}&type=E`);
  await dismissNotices(fleet);
  await fleet.getByRole('button', { name: '审核', exact: true }).click();
  await fleet.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(fleet.getByText('已审核').first()).toBeVisible();
  await fleet.getByRole('button', { name: '派单', exact: true }).click();
  await fleet.waitForURL(/SendsDetailed\?id=/);
  const rows = fleet.locator('.console-detail-section').first().locator('.arco-table-tr');
  for (const ctn of GOOD) {
    const row = rows.filter({ hasText: ctn });
    await row.locator('.arco-select').first().click();
    // A seeded truck with its driver bound (trucks other specs file under 港区通行证 have none, and the driver
    // is then chosen by hand).
    await fleet.locator('.arco-select-popup:visible .arco-select-option').filter({ hasText: /^浙BD/ }).filter({ hasNotText: '离线' }).first().click();
    await expect(row.locator('.arco-select').nth(1)).not.toHaveText('');
  }
  await fleet.getByRole('button', { name: '派单', exact: true }).click();
  await expect(fleet.getByText('派单成功')).toBeVisible();
  await expect(fleet.getByText('已派单').first()).toBeVisible();

  // The driver's truck moves on the map.
  const token = await apiToken(fleet, DEMO.fleet);
  const order = (await (await fleet.request.get(`/new/api/trucking/orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    result: { dispatches: Array<{ id: string; truckId: string; sendStatus: string }> };
  };
  const truckId = order.result.dispatches[0]!.truckId;
  await fleet.goto(`/new/truckDetail/truckGpsDetail?id=${truckId}`);
  const map = fleet.locator('.port-map');
  await expect(map).toHaveAttribute('data-markers', /"lng"/);
  const first = await map.getAttribute('data-markers');
  await expect.poll(async () => map.getAttribute('data-markers'), { timeout: 20_000, intervals: [500] }).not.toBe(first);
  // The order's location shows its dispatched trucks (this one among them), drawn on the bundled coast.
  await fleet.goto(`/new/gpsDetail/GpsDetail?id=${orderId}`);
  const orderMap = fleet.locator('.port-map');
  await expect(orderMap).toHaveAttribute('data-markers', new RegExp(`"id":"${truckId}"`));
  const drawn = JSON.parse((await orderMap.getAttribute('data-markers')) ?? '[]') as unknown[];
  await expect(orderMap.locator('.port-map-truck')).toHaveCount(drawn.length);
  await expect(orderMap.locator('.leaflet-port-land-pane path').first()).toBeAttached();

  // Delivered: the fleet completes each dispatch; the order completes with the last one.
  await fleet.goto(`/new/truckDetail/SendsDetailed?id=${orderId}`);
  for (let i = 0; i < GOOD.length; i += 1) {
    await fleet.getByRole('button', { name: '送达完成' }).first().click();
    await fleet.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
    await expect(fleet.getByText('已完成')).toHaveCount(i + 1);
  }
  await page.reload();
  await expect(page.locator('.console-detail-head').getByText('已完成')).toBeVisible();
  await fleetContext.close();
});
