/** Trucking orders and dispatches: the handlers of openapi/paths/trucking.yaml and export.yaml. */
import type {} from './tables';
import { serverLanguage, type ServerLanguage } from '@port/config/server-messages';
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
import { orderDetail, orderHistory } from './order-detail';
import { EXPORT_CELL as C, exportBatches, type ExportRow } from './order-export';
import { ORDER_LIST, orderListSource, toListItem } from './order-list';
import { transitionOrder } from './order-transitions';
import { createOrder, deleteOrder, updateOrder } from './orders';
import { vocabulary } from './validation';
import { CONTACT_LIST, contactById, contactListSource, removeContact, saveContact, toContact } from './directory';
import { factoryHandlers } from './factories';
import { CONTAINER_LIST, containerListSource, toContainerItem } from './containers';
import { formatPortTime, portStamp } from '../../lib/datetime';
import { truckingOrderEntity } from '@port/sdk/domains/trucking';

/** The file name of an export: the page's title and the time. */
const exportName = (lang: ServerLanguage, titleKey: string, now: Date) => `${clientText(lang, titleKey)}-${portStamp(now)}.xlsx`;

/** A code's label in the export's language, or the code itself (SPEC §4: other codes shown raw). */
function labeller(lang: ServerLanguage) {
  const cache = new Map<string, string>();
  return (group: string, code: string | null) => {
    if (code === null) return '';
    const key = `labels.${group}.${code}`;
    let text = cache.get(key);
    if (text === undefined) {
      const found = clientText(lang, key);
      text = found === key ? code : found;
      cache.set(key, text);
    }
    return text;
  };
}

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
    const detail = await createOrder(services, requireUser(user), req, lang, body, req.log);
    return new Answer(detail, clientText(lang, body.entrust ? 'trucking.place.entrusted' : 'trucking.place.saved'));
  },

  getTruckOrder: async ({ services, user, params }) => orderDetail(services, requireUser(user), parseId(params.id)),

  updateTruckOrder: async ({ services, user, req, params, body }) =>
    updateOrder(services, requireUser(user), req, langOf(req), parseId(params.id), body),

  deleteTruckOrder: async ({ services, user, req, params, query }) => {
    await deleteOrder(services, requireUser(user), req, langOf(req), parseId(params.id), query.version);
    return null;
  },

  transitionTruckOrder: async ({ services, user, req, params, body }) =>
    transitionOrder(services, requireUser(user), req, langOf(req), parseId(params.id), body, req.log),

  getTruckOrderHistory: async ({ services, user, params }) => orderHistory(services, requireUser(user), parseId(params.id)),

  exportTruckOrders: async ({ services, user, req, reply, query }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const source = orderListSource(services.db, await dataScopeOf(services, me), query);
    const total = await listTotal(services.db, ORDER_LIST, source.base, source.filterKey);
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
    const { rows, fleetName, time } = exportBatches(services.db, source, { sortOrder: query.sortOrder, sortField: query.sortField });
    await streamExcel({
      services, user: me, reply, exportId: query.exportId,
      fileName: `${clientText(lang, 'trucking.pages.orders')}-${portStamp(services.now())}.xlsx`,
      sheetName: 'orders',
      total: { total: Math.min(total.total, 1_000_000), exact: total.exact },
      rows,
      // The description's export columns (truckingOrderEntity.export), each read from the packed cells.
      columns: (truckingOrderEntity.export ?? truckingOrderEntity.columns).map((field) => {
        const cells: Partial<Record<string, { width: number; value: (r: ExportRow) => string | number | null | undefined }>> = {
          orderNo: { width: 22, value: (r: ExportRow) => r[C.orderNo] },
          orderType: { width: 8, value: (r: ExportRow) => label('truckOrderType', r[C.orderType]!) },
          status: { width: 8, value: (r: ExportRow) => label('truckOrderStatus', r[C.status]!) },
          billNo: { width: 16, value: (r: ExportRow) => r[C.billNo] },
          vessel: { width: 20, value: (r: ExportRow) => r[C.vessel] },
          voyage: { width: 8, value: (r: ExportRow) => r[C.voyage] },
          takeAddress: { width: 14, value: (r: ExportRow) => r[C.takeAddress] },
          fleetName: { width: 24, value: fleetName },
          ctnCount: { width: 8, value: (r: ExportRow) => Number(r[C.ctnCount]) },
          createTime: { width: 20, value: time },
        };
        const cell = cells[field];
        if (!cell) throw new Error(`trucking order export column ${field} has no cell`);
        return { header: clientText(lang, truckingOrderEntity.fields[field]!.label), ...cell };
      }),
    });
    return RAW;
  },

  importTruckOrders: async ({ services, user, req }) => {
    const lang = langOf(req);
    const upload = await readUpload(req, () => new ApiError(400, 'importFileRequired'));
    const { result, text } = await importOrders(services, requireUser(user), req, lang, upload.buffer, upload.fields.entrust === 'true', req.log);
    return new Answer(result, text);
  },

  getTruckOrderImportTemplate: async ({ req, reply }) => {
    const lang = langOf(req);
    const buf = await importTemplate(lang);
    void reply.header('content-type', XLSX_TYPE).header('content-disposition', attachmentHeader(`${clientText(lang, 'trucking.import.title')}.xlsx`)).send(buf);
    return RAW;
  },

  ...factoryHandlers,

  listTruckContacts: async ({ services, user, query }) => {
    const me = requireUser(user);
    const page = await listPage(services.db, CONTACT_LIST, contactListSource(services.db, await dataScopeOf(services, me), query), listRequest(query));
    return { ...page, data: page.data.map(toContact) };
  },
  createTruckContact: async ({ services, user, req, body }) => saveContact(services, requireUser(user), req, langOf(req), body),
  getTruckContact: async ({ services, user, params }) => contactById(services, requireUser(user), parseId(params.id)),
  updateTruckContact: async ({ services, user, req, params, body }) => saveContact(services, requireUser(user), req, langOf(req), body, parseId(params.id)),
  deleteTruckContact: async ({ services, user, req, params, query }) => {
    await removeContact(services, requireUser(user), req, parseId(params.id), query.version);
    return null;
  },
  exportTruckContacts: async ({ services, user, req, reply, query }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const source = contactListSource(services.db, await dataScopeOf(services, me), query);
    const f = (k: string) => clientText(lang, `trucking.directory.${k}`);
    await streamExcel({
      services, user: me, reply, exportId: query.exportId, sheetName: 'contacts',
      fileName: exportName(lang, 'trucking.pages.contacts', services.now()),
      total: await listTotal(services.db, CONTACT_LIST, source.base, source.filterKey),
      rows: iterateList(CONTACT_LIST, source, { sortOrder: query.sortOrder, sortField: query.sortField }),
      columns: [
        { header: f('name'), width: 12, value: (r) => r.name },
        { header: f('mobile'), width: 14, value: (r) => r.mobile },
        { header: f('tel'), width: 16, value: (r) => r.tel },
        { header: f('email'), width: 24, value: (r) => r.email },
        { header: f('remark'), width: 24, value: (r) => r.remark },
        { header: f('company'), width: 28, value: (r) => r.company_name },
        { header: clientText(lang, 'trucking.fields.createTime'), width: 20, value: (r) => formatPortTime(r.create_time) },
      ],
    });
    return RAW;
  },

  listTruckContainers: async ({ services, user, query }) => {
    const me = requireUser(user);
    const page = await listPage(services.db, CONTAINER_LIST, containerListSource(services.db, await dataScopeOf(services, me), query), listRequest(query));
    return { ...page, data: page.data.map(toContainerItem) };
  },
  exportTruckContainers: async ({ services, user, req, reply, query }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const source = containerListSource(services.db, await dataScopeOf(services, me), query);
    const f = (k: string) => clientText(lang, `trucking.fields.${k}`);
    const label = labeller(lang);
    const total = await listTotal(services.db, CONTAINER_LIST, source.base, source.filterKey);
    await streamExcel({
      services, user: me, reply, exportId: query.exportId, sheetName: 'containers',
      fileName: exportName(lang, 'trucking.pages.containers', services.now()),
      total: { total: Math.min(total.total, 1_000_000), exact: total.exact },
      rows: iterateList(CONTAINER_LIST, source, { sortOrder: query.sortOrder, sortField: query.sortField }),
      columns: [
        { header: f('ctnNo'), width: 14, value: (r) => r.ctn_no },
        { header: f('ctnSize'), width: 8, value: (r) => r.ctn_size },
        { header: f('ctnType'), width: 8, value: (r) => r.ctn_type },
        { header: f('sendStatus'), width: 10, value: (r) => label('dispatchStatus', r.send_status) },
        { header: f('truckLicense'), width: 12, value: (r) => r.truck_license },
        { header: f('driverName'), width: 10, value: (r) => r.driver_name },
        { header: f('orderNo'), width: 22, value: (r) => r.order_no },
        { header: f('orderType'), width: 8, value: (r) => label('truckOrderType', r.order_type) },
        { header: f('status'), width: 8, value: (r) => label('truckOrderStatus', r.order_status) },
        { header: f('billNo'), width: 16, value: (r) => r.bill_no },
        { header: f('createTime'), width: 20, value: (r) => formatPortTime(r.create_time) },
      ],
    });
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
    transitionDispatch(services, requireUser(user), req, langOf(req), parseId(params.id), body, req.log),

  getExportProgress: async ({ services, user, params }) => exportProgress(services, requireUser(user), params.id),
});
