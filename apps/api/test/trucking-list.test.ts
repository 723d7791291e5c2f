import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { analyzeTrucking, bulkInsertOrders } from '../src/domains/trucking/bulk';
import { formatPortTime } from '../src/lib/datetime';
import { startApp } from './helpers';
import { Caller, FLEET_ID, MOBILES, ctn, orderBody } from './trucking-helpers';

interface Page {
  data: Array<{ id: string; orderNo: string }>;
  total: number;
  totalExact: boolean;
  pageNo: number;
  cursor: string | null;
}

const BULK = 12_000;

describe('the list machinery on 12,000 orders: keyset and anchored paging, honest totals, streamed export', () => {
  let app: FastifyInstance;
  let forwarder: Caller;
  let fleet: Caller;
  let ordered: string[] = [];

  beforeAll(async () => {
    app = await startApp();
    forwarder = await Caller.as(app, MOBILES.forwarder);
    fleet = await Caller.as(app, MOBILES.fleet);
    const db = app.services.db;
    const fwd = await db.selectFrom('companies').select('company_id').where('company_code', '=', 'FWD001').executeTakeFirstOrThrow();
    const user = await db.selectFrom('users').select('user_id').where('mobile', '=', MOBILES.forwarder).executeTakeFirstOrThrow();
    const trucks = await db.selectFrom('fleet_trucks').select(sql<string>`id::text`.as('id')).execute();
    const drivers = await db.selectFrom('fleet_drivers').select(sql<string>`id::text`.as('id')).execute();
    await bulkInsertOrders(db, {
      count: BULK, forwarderCompanyId: fwd.company_id, fleetCompanyId: await FLEET_ID(app), createdBy: user.user_id,
      truckIds: trucks.map((t) => t.id), driverIds: drivers.map((d) => d.id), chunk: 5_000, newest: new Date(Date.now() - 86_400_000),
    });
    await analyzeTrucking(db);
    const all = await sql<{ id: string }>`select id::text as id from truck_orders where forwarder_company_id = ${fwd.company_id} order by create_time desc, id desc`.execute(db);
    ordered = all.rows.map((r) => r.id);
  }, 300_000);
  afterAll(() => app.close());

  const page = (who: Caller, q: Record<string, string>) => who.call<Page>('GET', '/trucking/orders', undefined, q);
  const expected = (pageNo: number, size = 10) => ordered.slice((pageNo - 1) * size, pageNo * size);

  it('answers the first page with an estimated total above 10,000 rows, then the counted one', async () => {
    const first = await page(forwarder, {});
    expect(first.body.result.data.map((d) => d.id)).toEqual(expected(1));
    expect(first.body.result.totalExact).toBe(false);
    expect(first.body.result.total).toBeGreaterThan(10_000);
    let total = 0;
    for (let i = 0; i < 50 && total !== ordered.length; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      total = (await page(forwarder, {})).body.result.total;
    }
    expect(total).toBe(ordered.length);
  });

  it('counts a filtered list exactly when it is small', async () => {
    const small = await page(forwarder, { orderNo: ordered.length ? (await forwarder.call<{ orderNo: string }>('GET', `/trucking/orders/${ordered[5]}`)).body.result.orderNo : '' });
    expect(small.body.result).toMatchObject({ total: 1, totalExact: true });
  });

  it('reads neighbouring pages by cursor exactly as by position, forwards and back', async () => {
    let res = (await page(forwarder, { pageNo: '1' })).body.result;
    for (let p = 2; p <= 4; p += 1) {
      res = (await page(forwarder, { pageNo: String(p), cursor: res.cursor! })).body.result;
      expect(res.data.map((d) => d.id)).toEqual(expected(p));
    }
    const back = (await page(forwarder, { pageNo: '3', cursor: res.cursor! })).body.result;
    expect(back.data.map((d) => d.id)).toEqual(expected(3));
  });

  it('jumps deep (page 1,000 of 1,200) through the anchors to the same rows as an offset would', async () => {
    for (const p of [1000, 777, 1199]) {
      const deep = (await page(forwarder, { pageNo: String(p) })).body.result;
      expect(deep.data.map((d) => d.id)).toEqual(expected(p));
    }
    const deep = (await page(forwarder, { pageNo: '1000', pageSize: '50' })).body.result;
    expect(deep.data.map((d) => d.id)).toEqual(expected(1000, 50).length ? expected(1000, 50) : []);
    const next = (await page(forwarder, { pageNo: '1001', pageSize: '50', cursor: deep.cursor ?? '' })).body.result;
    expect(next.data.map((d) => d.id)).toEqual(expected(1001, 50));
    const beyond = (await page(forwarder, { pageNo: '9999' })).body.result;
    expect(beyond.data).toEqual([]);
  });

  it('keeps the fleet to its own non-draft orders at depth as well', async () => {
    const res = (await page(fleet, { pageNo: '500' })).body.result;
    const ids = res.data.map((d) => d.id);
    const rows = await app.services.db.selectFrom('truck_orders').select(['status', 'fleet_company_id']).where('id', 'in', ids).execute();
    expect(rows.length).toBe(10);
    expect(rows.every((r) => r.status !== '05')).toBe(true);
  });

  it('streams the current filter to Excel with progress, escaping formula-like text', async () => {
    const evil = (await forwarder.call<{ id: string; billNo: string }>('POST', '/trucking/orders', await orderBody(app, [ctn('MSCU', 990001)], { billNo: '=HYPERLINK("http://x")' }))).body.result;
    const res = await app.inject({
      method: 'GET', url: '/new/api/trucking/orders/export',
      query: { status: '06', exportId: 'test-export-0001' },
      headers: { authorization: `Bearer ${forwarder.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/filename\*=UTF-8''/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = wb.worksheets[0]!;
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from truck_orders o join companies c on c.company_id = o.forwarder_company_id where c.company_code = 'FWD001' and o.status = '06'`.execute(app.services.db);
    expect(sheet.rowCount - 1).toBe(rows[0]!.n);
    expect(sheet.getRow(1).getCell(1).value).toBe('订单号');
    expect(sheet.getRow(2).getCell(3).value).toBe('已完成');
    // The first data row is the list's first row, cell for cell as the list shows it (times as people read them).
    const top = (await forwarder.call<{ data: Array<Record<string, unknown>> }>('GET', '/trucking/orders', undefined, { status: '06' })).body.result.data[0]!;
    const cells = sheet.getRow(2).values as unknown[];
    expect(cells.slice(1)).toEqual([top.orderNo, expect.any(String), '已完成', top.billNo, top.vessel, top.voyage, top.takeAddress, top.fleetName, top.ctnCount, formatPortTime(String(top.createTime))]);
    expect(top.fleetName).toBeTruthy();
    const progress = await forwarder.call<{ done: number; status: string }>('GET', '/export/progress/test-export-0001');
    expect(progress.body.result).toMatchObject({ status: 'done', done: rows[0]!.n });
    expect((await fleet.call('GET', '/export/progress/test-export-0001')).status).toBe(404);

    const one = await app.inject({ method: 'GET', url: '/new/api/trucking/orders/export', query: { billNo: evil.billNo }, headers: { authorization: `Bearer ${forwarder.token}` } });
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(one.rawPayload as unknown as ExcelJS.Buffer);
    const cell = wb2.worksheets[0]!.getRow(2).getCell(4);
    expect(cell.value).toBe(`'${evil.billNo}`);
    expect(cell.formula).toBeUndefined();
  });

  it('exports every row in list order across keyset batches of 10,000, either sort, a unit separator in a value dropped', async () => {
    const db = app.services.db;
    const fwd = await db.selectFrom('companies').select('company_id').where('company_code', '=', 'FWD001').executeTakeFirstOrThrow();
    const inOrder = async (by: 'create_time desc, id desc' | 'order_no asc, id asc') =>
      (await sql<{ id: string; order_no: string }>`select id::text as id, order_no from truck_orders where forwarder_company_id = ${fwd.company_id} order by ${sql.raw(by)}`.execute(db)).rows;
    const newest = await inOrder('create_time desc, id desc');
    expect(newest.length).toBeGreaterThan(10_000);
    // In the second batch: a value carrying the separator the packed rows use.
    const changed = await sql<{ voyage: string }>`update truck_orders set vessel = ${'EVER\x1fGIVEN'} where id = ${newest[10_500]!.id} returning voyage`.execute(db);
    const sheetOf = async (query: Record<string, string>) => {
      const res = await app.inject({ method: 'GET', url: '/new/api/trucking/orders/export', query, headers: { authorization: `Bearer ${forwarder.token}` } });
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
      return wb.worksheets[0]!;
    };
    const column = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getColumn(n).values as unknown[]).slice(2);
    const byTime = await sheetOf({});
    expect(column(byTime, 1)).toEqual(newest.map((r) => r.order_no));
    expect(byTime.getRow(10_502).getCell(5).value).toBe('EVERGIVEN');
    expect(byTime.getRow(10_502).getCell(6).value).toBe(changed.rows[0]!.voyage);
    const byNo = await sheetOf({ sortField: 'orderNo', sortOrder: 'asc' });
    expect(column(byNo, 1)).toEqual((await inOrder('order_no asc, id asc')).map((r) => r.order_no));
    expect((await sheetOf({ orderNo: 'NO-SUCH-ORDER' })).rowCount).toBe(1);
  });
});
