/**
 * The API product pages' endpoint descriptions of the calls this domain serves (the portal's catalogue shows
 * them; openapi/paths/open.yaml is the reference). Sample requests run against the product as they are, with a key.
 */
import type { ApiEndpointDoc } from '../portal/tables';

const json = (value: unknown) => JSON.stringify(value, null, 2);
const KEY = 'X-Api-Key: pk_live_…';
const cursor = [
  { name: 'cursor', type: 'string', required: false, description: '上一页返回的 nextCursor' },
  { name: 'limit', type: 'integer', required: false, description: '每页条数，1–100，默认 20' },
];

export const OPEN_ENDPOINTS: Record<'VESSEL_SCHEDULE' | 'CONTAINER_EVENTS' | 'TRUCK_ORDER_STATUS' | 'EMPTY_CONTAINER', ApiEndpointDoc[]> = {
  VESSEL_SCHEDULE: [
    {
      name: '查询船期', method: 'GET', path: '/open/v1/vessel/schedule', description: '按船舶代码与预计到港日期区间查询船期，按预计到港时间排列，游标分页。',
      params: [
        { name: 'vesselCode', type: 'string', required: false, description: '船舶代码' },
        { name: 'etaFrom', type: 'string', required: false, description: '预计到港起始日期 YYYY-MM-DD，默认 7 天前' },
        { name: 'etaTo', type: 'string', required: false, description: '预计到港截止日期 YYYY-MM-DD' },
        ...cursor,
      ],
      sampleRequest: `GET /new/api/open/v1/vessel/schedule?limit=2\n${KEY}`,
      sampleResponse: json({ code: 200, msg: '操作成功', result: { data: [{ id: '12', vesselCode: 'CSUN', vesselName: '中远海运宇宙', voyage: '045W', ieFlag: 'E', terminalCode: 'BLCT', berth: '10', eta: '2026-06-01T08:00:00+08:00', etd: '2026-06-02T14:00:00+08:00', ata: null, atd: null, closeTime: '2026-05-31T12:00:00+08:00', status: 'planned' }], nextCursor: 'WyIyMDI2…' } }),
    },
  ],
  CONTAINER_EVENTS: [
    {
      name: '箱状态', method: 'GET', path: '/open/v1/container/status', description: '集装箱的最新动态。',
      params: [{ name: 'containerNo', type: 'string', required: true, description: '箱号（ISO 6346）' }],
      sampleRequest: `GET /new/api/open/v1/container/status?containerNo=MSKU0000011\n${KEY}`,
      sampleResponse: json({ code: 200, msg: '操作成功', result: { containerNo: 'MSKU0000011', sizeType: '22G1', lineCode: 'MSK', emptyFull: 'F', lastEvent: { id: '301', containerNo: 'MSKU0000011', event: 'gateIn', time: '2026-06-01T10:20:00+08:00', place: 'BLCT', billNo: null, vesselCode: null, voyage: null, emptyFull: 'F' } } }),
    },
    {
      name: '箱动态历史', method: 'GET', path: '/open/v1/container/events', description: '一个箱号或一票提单下全部箱的动态，按时间先后排列，游标分页。',
      params: [
        { name: 'containerNo', type: 'string', required: false, description: '箱号；与 billNo 二选一' },
        { name: 'billNo', type: 'string', required: false, description: '提单号' },
        ...cursor,
      ],
      sampleRequest: `GET /new/api/open/v1/container/events?containerNo=MSKU0000011\n${KEY}`,
      sampleResponse: json({ code: 200, msg: '操作成功', result: { data: [{ id: '300', containerNo: 'MSKU0000011', event: 'discharge', time: '2026-06-01T08:20:00+08:00', place: 'BLCT', billNo: 'CSUN045W0001', vesselCode: 'CSUN', voyage: '045W', emptyFull: 'F' }], nextCursor: null } }),
    },
    {
      name: '订阅箱事件', method: 'POST', path: '/open/v1/webhooks',
      description: '订阅一个箱号或提单的事件（gateIn 进闸、gateOut 出闸、load 装船、discharge 卸船、release 放行、reserve 预约），以 Webhook 推送（HMAC-SHA256 签名，失败按退避重试）或邮件。签名头 X-Port-Signature: t=时间戳,v1=HMAC(secret, 时间戳 + "." + 请求体)。',
      params: [
        { name: 'containerNo', type: 'string', required: false, description: '箱号；与 billNo 二选一' },
        { name: 'billNo', type: 'string', required: false, description: '提单号' },
        { name: 'events', type: 'array', required: true, description: '事件类型列表' },
        { name: 'url', type: 'string', required: false, description: '接收推送的 http(s) 地址' },
        { name: 'email', type: 'string', required: false, description: '同时以邮件通知' },
      ],
      sampleRequest: `POST /new/api/open/v1/webhooks\n${KEY}\n\n${json({ containerNo: 'MSKU0000011', events: ['gateIn', 'gateOut'], url: 'https://example.com/port-events' })}`,
      sampleResponse: json({ code: 200, msg: '操作成功', result: { webhook: { id: '1', containerNo: 'MSKU0000011', billNo: null, events: ['gateIn', 'gateOut'], url: 'https://example.com/port-events', email: null, active: true, createTime: '2026-06-01T10:00:00+08:00' }, secret: 'whsec_…' } }),
    },
  ],
  TRUCK_ORDER_STATUS: [
    {
      name: '集卡订单状态', method: 'GET', path: '/open/v1/truck/orders', description: '订阅企业自己的集卡订单（委托或承运）状态，按最近变更排列，游标分页。',
      params: [
        { name: 'orderNo', type: 'string', required: false, description: '订单号' },
        { name: 'billNo', type: 'string', required: false, description: '提单号' },
        ...cursor,
      ],
      sampleRequest: `GET /new/api/open/v1/truck/orders?limit=5\n${KEY}`,
      sampleResponse: json({ code: 200, msg: '操作成功', result: { data: [{ orderNo: 'TD202606010001', orderType: 'I', status: '01', billNo: 'CSUN045W0001', ctnCount: 2, doneCount: 1, planTime: '2026-06-01T09:00:00+08:00', finishTime: null, updateTime: '2026-06-01T10:00:00+08:00' }], nextCursor: null } }),
    },
  ],
  EMPTY_CONTAINER: [
    {
      name: '空箱源', method: 'GET', path: '/open/v1/container/empty', description: '各堆场按船公司与箱型的可用空箱数量，游标分页。',
      params: [
        { name: 'lineCode', type: 'string', required: false, description: '船公司代码' },
        { name: 'ctnSizeType', type: 'string', required: false, description: '箱型，如 22G1、45G1' },
        ...cursor,
      ],
      sampleRequest: `GET /new/api/open/v1/container/empty?ctnSizeType=45G1\n${KEY}`,
      sampleResponse: json({ code: 200, msg: '操作成功', result: { data: [{ orgCode: 'ZJYD', orgName: '中技集装箱堆场', lineCode: 'MSK', ctnSizeType: '45G1', ctnCount: 36, updateTime: '2026-06-01T08:00:00+08:00' }], nextCursor: null } }),
    },
  ],
};

/** Products this domain adds to the catalogue. */
export const OPEN_PRODUCTS = [
  {
    code: 'TRUCK_ORDER_STATUS', name: '集卡订单状态API', category: 'truck', summary: '查询本企业集卡订单的受理、派车、完成状态。',
    description: '货代与车队可按订单号或提单号查询本企业委托或承运的集卡订单状态与完成箱量，只返回订阅企业自己的订单。', version: '1.0.0',
    endpoints: OPEN_ENDPOINTS.TRUCK_ORDER_STATUS,
  },
  {
    code: 'EMPTY_CONTAINER', name: '空箱源API', category: 'container', summary: '查询各堆场按船公司、箱型的可用空箱数量。',
    description: '汇总港区各堆场的空箱库存，按船公司与箱型给出可用数量，便于提空箱与调拨安排。', version: '1.0.0',
    endpoints: OPEN_ENDPOINTS.EMPTY_CONTAINER,
  },
];
