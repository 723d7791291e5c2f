/** Trucking orders and dispatches: the handlers of openapi/paths/trucking.yaml and export.yaml. */
import { serverLanguage } from '@port/config/server-messages';
import { RAW, defineHandlers, requireUser } from '../../http/contract';
import { Answer } from '../../http/envelope';
import { ApiError, notFound } from '../../http/errors';
import { dataScopeOf } from '../../lib/data-scope';
import { attachmentHeader, exportProgress, streamExcel, XLSX_TYPE } from '../../lib/excel-export';
import { parseId } from '../../lib/ids';
import { iterateList, listPage, listRequest, listTotal } from '../../lib/list-query';
import { readUpload } from '../../lib/upload';
import { clientText } from '../../lib/text';
import { onlineSince } from '../gps/online';
import { DISPATCH_LIST, dispatchById, dispatchListSource, toDispatch } from './dispatch-read';
import { createDispatches, dispatchResources, transitionDispatch } from './dispatch';
import { importOrders, importTemplate } from './import';
import { ORDER_LIST, createOrder, deleteOrder, orderDetail, orderListSource, projectExport, toListItem, transitionOrder, updateOrder } from './orders';
import { vocabulary } from './validation';
import { formatDateTime } from '../../lib/datetime';

const langOf = (req: { headers: Record<string, string | string[] | undefined> }) => serverLanguage(req.headers['accept-language'] as string | undefined);

export const truckingHandlers = defineHandlers({
  listTruckOrders: async ({ services, user, query }) => {
    const me = requireUser(user);
    const source = orderListSource(services.db, await dataScopeOf(services, me), query);
    const page = await listPage(services.db, ORDER_LIST, source, listRequest(query));
    return { ...page, data: page.data.map(toListItem) };
  },

  createTruckOrder: async ({ services, user, req, body }) => {
    const lang = langOf(req);
    const detail = await createOrder(services, requireUser(user), req, lang, body);
    return new Answer(detail, clientText(lang, body.entrust ? 'trucking.place.entrusted' : 'trucking.place.saved'));
  },

  getTruckOrder: async ({ services, user, params }) => orderDetail(services, requireUser(user), parseId(params.id)),

  updateTruckOrder: async ({ services, user, req, params, body }) =>
    updateOrder(services, requireUser(user), req, langOf(req), parseId(params.id), body),

  deleteTruckOrder: async ({ services, user, req, params, query }) => {
    await deleteOrder(services, requireUser(user), req, parseId(params.id), query.version);
    return null;
  },

  transitionTruckOrder: async ({ services, user, req, params, body }) =>
    transitionOrder(services, requireUser(user), req, langOf(req), parseId(params.id), body),

  exportTruckOrders: async ({ services, user, req, reply, query }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const source = orderListSource(services.db, await dataScopeOf(services, me), query);
    const total = await listTotal(services.db, ORDER_LIST, source.base, source.filterKey);
    const f = (k: string) => clientText(lang, `trucking.fields.${k}`);
    // Labels are looked up once per code, not once per row.
    const labels = new Map<string, string>();
    const label = (group: string, code: string) => {
      const key = `labels.${group}.${code}`;
      let text = labels.get(key);
      if (text === undefined) {
        const found = clientText(lang, key);
        text = found === key ? code : found;
        labels.set(key, text);
      }
      return text;
    };
    const rows = iterateList(ORDER_LIST, { ...source, project: projectExport }, { sortOrder: query.sortOrder, sortField: query.sortField });
    await streamExcel({
      services, user: me, reply, exportId: query.exportId,
      fileName: `${clientText(lang, 'trucking.pages.orders')}-${formatDateTime(services.now()).replace(/[-: ]/g, '')}.xlsx`,
      sheetName: 'orders',
      total: { total: Math.min(total.total, 1_000_000), exact: total.exact },
      rows,
      columns: [
        { header: f('orderNo'), width: 22, value: (r) => r.order_no },
        { header: f('orderType'), width: 8, value: (r) => label('truckOrderType', r.order_type) },
        { header: f('status'), width: 8, value: (r) => label('truckOrderStatus', r.status) },
        { header: f('billNo'), width: 16, value: (r) => r.bill_no },
        { header: f('vessel'), width: 20, value: (r) => r.vessel },
        { header: f('voyage'), width: 8, value: (r) => r.voyage },
        { header: f('takeAddress'), width: 14, value: (r) => r.take_address },
        { header: f('fleet'), width: 24, value: (r) => r.fleet_name },
        { header: f('ctnCount'), width: 8, value: (r) => r.ctn_count },
        { header: f('createTime'), width: 20, value: (r) => r.create_time },
      ],
    });
    return RAW;
  },

  importTruckOrders: async ({ services, user, req }) => {
    const lang = langOf(req);
    const upload = await readUpload(req, () => new ApiError(400, 'importFileRequired'));
    const { result, text } = await importOrders(services, requireUser(user), req, lang, upload.buffer, upload.fields.entrust === 'true');
    return new Answer(result, text);
  },

  getTruckOrderImportTemplate: async ({ req, reply }) => {
    const lang = langOf(req);
    const buf = await importTemplate(lang);
    void reply.header('content-type', XLSX_TYPE).header('content-disposition', attachmentHeader(`${clientText(lang, 'trucking.import.title')}.xlsx`)).send(buf);
    return RAW;
  },

  listTruckingFleets: async ({ services }) => {
    const v = await vocabulary(services);
    return [...v.fleets].map(([companyId, companyName]) => ({ companyId, companyName }));
  },

  listDispatches: async ({ services, user, query }) => {
    const me = requireUser(user);
    const source = dispatchListSource(services.db, await dataScopeOf(services, me), query);
    const page = await listPage(services.db, DISPATCH_LIST, source, listRequest(query));
    return { ...page, data: page.data.map(toDispatch) };
  },

  createDispatches: async ({ services, user, req, body }) => {
    const lang = langOf(req);
    const out = await createDispatches(services, requireUser(user), req, body);
    return new Answer(out, clientText(lang, 'trucking.dispatch.dispatched'));
  },

  getDispatchResources: async ({ services, user }) => dispatchResources(services, requireUser(user), onlineSince(services.now())),

  getDispatch: async ({ services, user, params }) => {
    const me = requireUser(user);
    const d = await dispatchById(services.db, await dataScopeOf(services, me), parseId(params.id));
    if (!d) throw notFound();
    return d;
  },

  transitionDispatch: async ({ services, user, req, params, body }) =>
    transitionDispatch(services, requireUser(user), req, langOf(req), parseId(params.id), body),

  getExportProgress: async ({ services, user, params }) => exportProgress(services, requireUser(user), params.id),
});
