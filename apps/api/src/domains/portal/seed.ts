/**
 * The portal's data: the API product catalogue and the platform standards (always, once), and with the
 * demo data the container moves behind the public ship and container queries, laid over the seeded
 * vessel calls (vessel_voyages) so every query answers about the same vessels the business centre shows.
 */
import { containerNumberOf } from '@port/sdk/rules';
import type { AppServices } from '../../services';
import type { Insertable } from 'kysely';
import type { ApiEndpointDoc, PortalContainerMovesTable } from './tables';
import { OPEN_ENDPOINTS, OPEN_PRODUCTS } from '../open/docs';

const json = (value: unknown) => JSON.stringify(value, null, 2);

const endpoint = (doc: ApiEndpointDoc): ApiEndpointDoc => doc;

export const API_PRODUCTS: Array<{ code: string; name: string; category: string; summary: string; description: string; version: string; endpoints: ApiEndpointDoc[] }> = [
  {
    code: 'VESSEL_SCHEDULE',
    name: '船期查询API',
    category: 'vessel',
    summary: '按船名航次或时间段查询船舶计划到港、靠泊与离港时间。',
    description: '提供港区各码头的船期计划与实际靠离泊时间，数据每 5 分钟更新一次，适用于货代、船代的订舱与集港安排。',
    version: '1.2.0',
    endpoints: OPEN_ENDPOINTS.VESSEL_SCHEDULE,
  },
  {
    code: 'CONTAINER_EVENTS',
    name: '箱动态API',
    category: 'container',
    summary: '查询集装箱卸船、提箱、进场、装船等动态。',
    description: '按箱号或提单号查询集装箱在港区的全部动态与最新状态，并可订阅进闸、出闸、装船、卸船、放行、预约事件（Webhook 签名推送或邮件），箱号须符合 ISO 6346 校验规则。',
    version: '2.0.1',
    endpoints: OPEN_ENDPOINTS.CONTAINER_EVENTS,
  },
  {
    code: 'DISCHARGE_LIST',
    name: '卸船清单API',
    category: 'container',
    summary: '获取进口航次的卸船箱清单及场位。',
    description: '面向货代与车队提供进口航次卸船清单，包括提单号、箱型、空重与堆场场位，便于安排提箱。',
    version: '1.0.3',
    endpoints: [
      endpoint({
        name: '卸船清单',
        method: 'GET',
        path: '/open/v1/vessel/dischargeList',
        description: '按船名航次分页获取卸船清单。',
        params: [
          { name: 'vesselCode', type: 'string', required: true, description: '船舶代码' },
          { name: 'voyage', type: 'string', required: true, description: '进口航次' },
          { name: 'pageNo', type: 'integer', required: false, description: '页码，默认 1' },
          { name: 'pageSize', type: 'integer', required: false, description: '每页条数，默认 10，最大 50' },
        ],
        sampleRequest: 'GET /open/v1/vessel/dischargeList?vesselCode=CSUN&voyage=045W&pageNo=1&pageSize=10',
        sampleResponse: json({ code: 200, msg: '操作成功', result: { total: 12, data: [{ containerNo: 'MSKU0000011', sizeType: '22G1', billNo: 'CSUN045W0001', yardLocation: 'A01-02-03-1' }] } }),
      }),
    ],
  },
  {
    code: 'TRUCK_POSITION',
    name: '集卡定位API',
    category: 'truck',
    summary: '获取授权集卡的实时位置与轨迹。',
    description: '车队与货代可查询已授权集卡的实时定位与历史轨迹，定位数据来自车载 GPS 终端，约 30 秒上报一次。',
    version: '1.1.0',
    endpoints: [
      endpoint({
        name: '实时位置',
        method: 'GET',
        path: '/open/v1/truck/position',
        description: '查询一辆集卡的最新位置。',
        params: [{ name: 'truckLicense', type: 'string', required: true, description: '车牌号' }],
        sampleRequest: 'GET /open/v1/truck/position?truckLicense=浙B12345',
        sampleResponse: json({ code: 200, msg: '操作成功', result: { truckLicense: '浙B12345', lng: 121.85, lat: 29.93, speed: 42, gpsTime: '2025-06-01T10:00:00+08:00' } }),
      }),
      endpoint({
        name: '历史轨迹',
        method: 'GET',
        path: '/open/v1/truck/track',
        description: '查询一辆集卡在一段时间内的轨迹点。',
        params: [
          { name: 'truckLicense', type: 'string', required: true, description: '车牌号' },
          { name: 'from', type: 'string', required: true, description: '开始时间，YYYY-MM-DD HH:mm:ss' },
          { name: 'to', type: 'string', required: true, description: '结束时间，YYYY-MM-DD HH:mm:ss' },
        ],
        sampleRequest: 'GET /open/v1/truck/track?truckLicense=浙B12345&from=2025-06-01 08:00:00&to=2025-06-01 12:00:00',
        sampleResponse: json({ code: 200, msg: '操作成功', result: [{ lng: 121.85, lat: 29.93, speed: 42, gpsTime: '2025-06-01T10:00:00+08:00' }] }),
      }),
    ],
  },
  {
    code: 'CUSTOMS_RELEASE',
    name: '海关放行API',
    category: 'customs',
    summary: '查询进出口提单的海关放行状态。',
    description: '按提单号查询海关放行、查验与码头放行状态，帮助货代及时安排提箱和集港。',
    version: '1.0.0',
    endpoints: [
      endpoint({
        name: '放行状态',
        method: 'GET',
        path: '/open/v1/customs/release',
        description: '查询一个提单的放行状态。',
        params: [{ name: 'billNo', type: 'string', required: true, description: '提单号' }],
        sampleRequest: 'GET /open/v1/customs/release?billNo=CSUN045W0001',
        sampleResponse: json({ code: 200, msg: '操作成功', result: { billNo: 'CSUN045W0001', customsReleased: true, inspection: false, terminalReleased: true } }),
      }),
    ],
  },
  ...OPEN_PRODUCTS,
];

const STANDARDS: Array<[code: string, name: string, category: string, unit: string | null, price: number | null, effective: string, remark: string | null]> = [
  ['FEE-001', '集装箱港务费（20英尺）', 'fee', '元/箱', 32, '2025-01-01', '外贸进出口'],
  ['FEE-002', '集装箱港务费（40英尺）', 'fee', '元/箱', 48, '2025-01-01', '外贸进出口'],
  ['FEE-003', '堆存费（重箱，超出免费期）', 'fee', '元/箱·天', 12, '2025-01-01', '免费堆存期 4 天'],
  ['FEE-004', '冷藏箱插电监控费', 'fee', '元/箱·天', 180, '2025-03-01', '含温度监控'],
  ['FEE-005', '集卡预约服务费', 'fee', '元/次', 5, '2025-01-01', null],
  ['FEE-006', '危险品箱作业附加费', 'fee', '元/箱', 260, '2025-01-01', '按危险品类别另计'],
  ['OPS-001', '集卡进港预约时间窗', 'operation', null, null, '2025-01-01', '须提前 2 小时预约，时间窗 1 小时'],
  ['OPS-002', '出口重箱集港时间', 'operation', null, null, '2025-01-01', '截港前 72 小时开港'],
  ['OPS-003', '危险品箱进港申报要求', 'operation', null, null, '2025-02-01', '须提前 24 小时完成申报'],
  ['OPS-004', '冷藏箱进港温度要求', 'operation', null, null, '2025-01-01', '进港时温度偏差不超过 ±2℃'],
  ['DAT-001', '集装箱箱号编码规则', 'data', null, null, '2024-06-01', 'ISO 6346：4 位字母 + 7 位数字，含校验位'],
  ['DAT-002', 'EDI 报文标准（COARRI/CODECO）', 'data', null, null, '2024-06-01', 'UN/EDIFACT D.95B'],
];

const LINE_PREFIX: Record<string, string> = { MSK: 'MSKU', COS: 'CSNU', MSC: 'MSCU', CMA: 'CMAU', ONE: 'ONEU', EMC: 'EMCU', HLC: 'HLCU', OOL: 'OOLU' };
const LINES = Object.keys(LINE_PREFIX);
const SIZE_TYPES = ['22G1', '42G1', '45G1', '45R1'];
const PORTS = ['SGSIN', 'USLAX', 'DEHAM', 'NLRTM', 'KRPUS', 'JPTYO', 'AEJEA'];
const PER_CALL = 12;

/** A valid container number (ISO 6346 check digit) for an owner prefix and a serial. */
export function containerNumber(prefix: string, serial: number): string {
  return containerNumberOf(prefix, serial);
}

export async function seedPortal(services: AppServices, demo: boolean): Promise<void> {
  const { db } = services;
  if (!(await db.selectFrom('api_products').select('code').limit(1).executeTakeFirst())) {
    await db
      .insertInto('api_products')
      .values(API_PRODUCTS.map((p, sort) => ({ ...p, endpoints: JSON.stringify(p.endpoints), sort })))
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    await db
      .insertInto('portal_standards')
      .values(STANDARDS.map(([code, name, category, unit, price, effective_date, remark], sort) => ({ code, name, category, unit, price, effective_date, remark, sort })))
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }
  if (demo) await seedContainerMoves(services);
}

async function seedContainerMoves(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('portal_container_moves').select('id').limit(1).executeTakeFirst()) return;
  const now = services.now().getTime();
  const minute = 60_000;
  const calls = await db
    .selectFrom('vessel_voyages')
    .select(['vessel_code', 'voyage', 'ie_flag', 'terminal_code', 'ata', 'close_time'])
    // Import calls first: their containers can then come back in for export calls.
    .orderBy('ie_flag', 'desc')
    .orderBy('vessel_code')
    .execute();
  const moves: Array<Insertable<PortalContainerMovesTable>> = [];
  let serial = 10;
  // Containers picked up from import calls, which may later come back in for an export call.
  const returnable: Array<{ containerNo: string; sizeType: string; line: string; pickedUp: number }> = [];
  for (const [c, call] of calls.entries()) {
    const terminal = call.terminal_code ?? 'BLCT';
    if (call.ie_flag === 'I') {
      if (!call.ata) continue;
      for (let k = 0; k < PER_CALL; k += 1) {
        const line = LINES[(c + k) % LINES.length] ?? 'MSK';
        const containerNo = containerNumber(LINE_PREFIX[line] ?? 'MSKU', (serial += 7));
        const sizeType = SIZE_TYPES[(c + k) % SIZE_TYPES.length] ?? '22G1';
        const discharged = new Date(call.ata.getTime() + (k + 1) * 20 * minute);
        const pickedUp = new Date(discharged.getTime() + (20 + k * 3) * 60 * minute);
        const base = { container_no: containerNo, size_type: sizeType, line_code: line, empty_full: k % 5 === 4 ? 'E' : 'F' };
        moves.push({
          ...base,
          event: 'discharge',
          event_time: discharged,
          place: terminal,
          vessel_code: call.vessel_code,
          voyage: call.voyage,
          bill_no: `${call.vessel_code}${call.voyage}${String(k + 1).padStart(4, '0')}`,
          seal_no: k % 5 === 4 ? null : `SL${String(serial).padStart(7, '0')}`,
          port_code: PORTS[(c + k) % PORTS.length] ?? null,
          yard_location: pickedUp.getTime() > now ? `${'ABC'[k % 3]}${String((k % 9) + 1).padStart(2, '0')}-${String((k % 20) + 1).padStart(2, '0')}-0${(k % 6) + 1}-${(k % 4) + 1}` : null,
        });
        if (pickedUp.getTime() <= now) {
          moves.push({ ...base, event: 'gateOut', event_time: pickedUp, place: terminal, truck_license: `浙B${String(10000 + ((serial * 37) % 89999)).padStart(5, '0')}` });
          if (base.empty_full === 'F') returnable.push({ containerNo, sizeType, line, pickedUp: pickedUp.getTime() });
        }
      }
    } else {
      if (!call.close_time) continue;
      for (let k = 0; k < PER_CALL; k += 1) {
        const gateIn = new Date(call.close_time.getTime() - (60 - k * 4) * 60 * minute);
        if (gateIn.getTime() > now) continue;
        // The first containers of a call are ones picked up earlier from an import call, so their history spans both.
        const back = k < 3 ? returnable.findIndex((r) => r.pickedUp + 12 * 60 * minute < gateIn.getTime()) : -1;
        const returned = back >= 0 ? returnable.splice(back, 1)[0] : undefined;
        const line = returned?.line ?? LINES[(c + k + 3) % LINES.length] ?? 'MSK';
        const containerNo = returned?.containerNo ?? containerNumber(LINE_PREFIX[line] ?? 'MSKU', (serial += 7));
        const sizeType = returned?.sizeType ?? SIZE_TYPES[(c + k + 1) % SIZE_TYPES.length] ?? '22G1';
        const base = { container_no: containerNo, size_type: sizeType, line_code: line, empty_full: 'F' };
        moves.push({ ...base, event: 'gateIn', event_time: gateIn, place: terminal, truck_license: `浙B${String(10000 + ((serial * 53) % 89999)).padStart(5, '0')}` });
        const loaded = call.ata ? new Date(call.ata.getTime() + (k + 2) * 15 * minute) : null;
        moves.push({
          ...base,
          event: 'load',
          event_time: loaded && loaded.getTime() <= now ? loaded : null,
          place: terminal,
          vessel_code: call.vessel_code,
          voyage: call.voyage,
          bill_no: `BK${call.vessel_code}${String(k + 1).padStart(5, '0')}`,
          seal_no: `SL${String(serial + k).padStart(7, '0')}`,
          port_code: PORTS[(c + k + 2) % PORTS.length] ?? null,
        });
      }
    }
  }
  if (moves.length) await db.insertInto('portal_container_moves').values(moves).execute();
}
