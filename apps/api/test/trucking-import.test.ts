import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { startApp } from './helpers';
import { Caller, MOBILES, ctn } from './trucking-helpers';
import { underDeclaredBomb } from './fixtures/office';

const HEADER = ['订单分组', '订单类型', '承运车队', '提单号', '提箱堆场', '箱号', '尺寸', '箱型'];
const FLEET = '北仑顺达集卡车队有限公司';

async function workbook(rows: Array<Array<string | number>>, header = HEADER): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('orders');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function multipart(file: Buffer, fields: Record<string, string> = {}) {
  const boundary = '----trucking-import-test';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="orders.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`));
  parts.push(file, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('Excel import of orders: every row checked, a per-row report, all or nothing', () => {
  let app: FastifyInstance;
  let forwarder: Caller;
  const count = async () => Number((await app.services.db.selectFrom('truck_orders').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const upload = async (file: Buffer, fields: Record<string, string> = {}) => {
    const { payload, headers } = multipart(file, fields);
    const res = await app.inject({ method: 'POST', url: '/new/api/trucking/orders/import', payload, headers: { ...headers, authorization: `Bearer ${forwarder.token}` } });
    return { status: res.statusCode, body: res.json() as { msg: string; result: { imported: number; errors: Array<{ row: number; field: string; message: string }> } | null } };
  };

  beforeAll(async () => {
    app = await startApp();
    forwarder = await Caller.as(app, MOBILES.forwarder);
  });
  afterAll(() => app.close());

  it('refuses a zip bomb whose directory under-declares its sizes, in the user\'s language, and keeps serving others', async () => {
    const before = await count();
    const bomb = await underDeclaredBomb('xlsx', 200);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const [refused, other] = await Promise.all([
      upload(bomb),
      app.inject({ method: 'GET', url: '/new/api/user/auth/getInfo', headers: { authorization: `Bearer ${forwarder.token}` } }),
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('文件解压后过大（超过60MB）或压缩比异常，无法读取');
    expect(other.statusCode).toBe(200);
    const { payload, headers } = multipart(bomb);
    const english = await app.inject({
      method: 'POST', url: '/new/api/trucking/orders/import', payload,
      headers: { ...headers, authorization: `Bearer ${forwarder.token}`, 'accept-language': 'en-US' },
    });
    expect(english.json().msg).toBe('The file is too large when unpacked (over 60 MB) or abnormally compressed and cannot be read');
    expect(await count()).toBe(before);
  });

  it('imports nothing when one row is bad, and names every error by its row', async () => {
    const before = await count();
    const file = await workbook([
      ['A', 'E', FLEET, 'IMP001', 'ZITYARD', ctn('MSCU', 910001), '40', 'HC'],
      ['A', 'E', FLEET, 'IMP001', 'ZITYARD', 'MSCU91000', '40', 'HC'],
      ['B', '进口', FLEET, 'IMP002', 'NOWHERE', ctn('TGHU', 910002), '99', 'HC'],
      ['', 'E', '不存在的车队', 'IMP003', 'GMCYARD', ctn('TGHU', 910003), '20', 'GP'],
    ]);
    const { status, body } = await upload(file);
    expect(status).toBe(200);
    expect(body.msg).toBe('导入失败，共4处错误，未导入任何数据');
    expect(body.result!.imported).toBe(0);
    expect(body.result!.errors).toEqual([
      { row: 3, field: '箱号', message: '第2个箱号格式不正确，请填写正确的箱号' },
      { row: 4, field: '提箱堆场', message: '提箱堆场“NOWHERE”不是有效的选项' },
      { row: 4, field: '尺寸', message: '尺寸“99”不是有效的选项' },
      { row: 5, field: '承运车队', message: '承运车队不存在' },
    ]);
    expect(await count()).toBe(before);
  });

  it('imports every order of a clean file, grouping rows into orders', async () => {
    const before = await count();
    const file = await workbook([
      ['A', 'E', FLEET, 'IMP101', 'ZITYARD', ctn('MSCU', 920001), '40', 'HC'],
      ['A', 'E', FLEET, 'IMP101', 'ZITYARD', ctn('MSCU', 920002), '20', 'GP'],
      ['B', '进口', FLEET, 'IMP102', 'CXNYARD', ctn('OOLU', 920003), '45', 'HC'],
    ]);
    const { body } = await upload(file, { entrust: 'true' });
    expect(body.msg).toBe('导入成功，共2条订单');
    expect(body.result).toEqual({ imported: 2, errors: [] });
    expect(await count()).toBe(before + 2);
    const list = await forwarder.call<{ data: Array<{ billNo: string; status: string; ctnCount: number; orderType: string }> }>('GET', '/trucking/orders', undefined, { billNo: 'IMP101' });
    expect(list.body.result.data[0]).toMatchObject({ status: '00', ctnCount: 2, orderType: 'E' });
  });

  it('refuses a file that is not an .xlsx, or lacks a required column', async () => {
    const junk = await upload(Buffer.from('not a spreadsheet at all'));
    expect(junk.status).toBe(400);
    expect(junk.body.msg).toMatch(/^无法读取该Excel文件/);
    const missing = await upload(await workbook([['A', 'E']], ['订单分组', '订单类型']));
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('缺少列：承运车队、提箱堆场、箱号、尺寸、箱型');
  });

  it('serves the template with the header row', async () => {
    const res = await app.inject({ method: 'GET', url: '/new/api/trucking/orders/importTemplate', headers: { authorization: `Bearer ${forwarder.token}` } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    expect(wb.worksheets[0]!.getRow(1).getCell(1).value).toBe('订单分组');
  });
});
