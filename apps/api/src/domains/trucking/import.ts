/**
 * Excel import of orders, all or nothing: every row is validated like the form; any error and nothing is
 * imported, the answer naming each error by its Excel row; otherwise every order is created in one
 * transaction. One row per container; rows sharing a 订单分组 value form one order, whose order fields are
 * taken from the group's first row (a row without a group is an order of its own).
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Schemas } from '@port/sdk/contract';
import { LANGUAGES } from '@port/config/constants';
import { serverMessage, type ServerLanguage } from '@port/config/server-messages';
import { ApiError } from '../../http/errors';
import { smallWorkbook } from '../../lib/excel-export';
import { IMPORT_LIMITS, readSheet, type SheetRow } from '../../lib/excel-import';
import { officeOwner } from '../../lib/office-jobs';
import { touchList } from '../../lib/list-query';
import { clientText } from '../../lib/text';
import type { AppServices, SessionUser } from '../../services';
import { ORDER_LIST } from './order-list';
import { entrustNew, sendOrderNotices, type OrderNotice } from './order-transitions';
import { assertForwarder, insertOrder } from './orders';
import { dataScopeOf } from '../../lib/data-scope';
import { ORDER_TYPES, normalizeOrder, orderIssues, vocabulary, type OrderInput, type OrderType } from './validation';

/** Import columns in template order: field → i18n key of its header. */
export const IMPORT_COLUMNS = [
  ['group', 'trucking.fields.group'],
  ['orderType', 'trucking.fields.orderType'],
  ['fleet', 'trucking.fields.fleet'],
  ['billNo', 'trucking.fields.billNo'],
  ['vessel', 'trucking.fields.vessel'],
  ['voyage', 'trucking.fields.voyage'],
  ['takeAddress', 'trucking.fields.takeAddress'],
  ['deliveryAddress', 'trucking.fields.deliveryAddress'],
  ['contactName', 'trucking.fields.contactName'],
  ['contactPhone', 'trucking.fields.contactPhone'],
  ['planTime', 'trucking.fields.planTime'],
  ['remark', 'trucking.fields.remark'],
  ['ctnNo', 'trucking.fields.ctnNo'],
  ['ctnSize', 'trucking.fields.ctnSize'],
  ['ctnType', 'trucking.fields.ctnType'],
  ['sealNo', 'trucking.fields.sealNo'],
  ['weightKg', 'trucking.fields.weightKg'],
] as const;
const REQUIRED = ['orderType', 'fleet', 'takeAddress', 'ctnNo', 'ctnSize', 'ctnType'] as const;

/** Header texts in every complete language → field. */
function headerMap(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const lang of LANGUAGES) for (const [field, key] of IMPORT_COLUMNS) out[clientText(lang, key)] = field;
  return out;
}

/** The template's sample row, in IMPORT_COLUMNS order; it passes every rule an import applies (test/seed-rules.test.ts). */
export const IMPORT_EXAMPLE = ['A', 'I', '北仑顺达集卡车队有限公司', 'NGB2026001', 'MSC ANNA', '026E', 'ZITYARD', '宁波市北仑区新碶街道', '张三', '13800000009', '2026-01-01 08:00:00', '', 'MSCU1234566', '40', 'HC', 'SEAL001', '12000'] as const;

export async function importTemplate(lang: ServerLanguage): Promise<Buffer> {
  const header = IMPORT_COLUMNS.map(([, key]) => clientText(lang, key));
  return smallWorkbook('orders', header, [[...IMPORT_EXAMPLE]]);
}

export async function importOrders(
  services: AppServices, user: SessionUser, req: Pick<FastifyRequest, 'id'> | null, lang: ServerLanguage, file: Buffer, entrust: boolean,
  log?: FastifyBaseLogger,
): Promise<{ result: Schemas['ImportResult']; text: string }> {
  if (file.length > IMPORT_LIMITS.maxBytes) throw new ApiError(400, 'importFileRequired');
  const rows = await readSheet(file, headerMap(), REQUIRED, officeOwner(user));
  const v = await vocabulary(services);
  const fleetByName = new Map([...v.fleets].map(([id, name]) => [name, id]));
  const typeByText = new Map<string, OrderType>();
  for (const t of ORDER_TYPES) {
    typeByText.set(t, t);
    for (const l of LANGUAGES) typeByText.set(clientText(l, `labels.truckOrderType.${t}`), t);
  }

  const groups = new Map<string, SheetRow[]>();
  for (const r of rows) {
    const key = r.values.group ? `g:${r.values.group}` : `r:${r.row}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const errors: Schemas['ImportError'][] = [];
  const orders: OrderInput[] = [];
  const headerOf = (field: string) => clientText(lang, IMPORT_COLUMNS.find(([f]) => f === field)?.[1] ?? field);
  for (const group of groups.values()) {
    const head = group[0]!.values;
    const weight = (text: string | undefined) => (text ? Number(text) : null);
    const raw: OrderInput = {
      orderType: (typeByText.get(head.orderType ?? '') ?? head.orderType ?? '') as OrderType,
      fleetCompanyId: fleetByName.get(head.fleet ?? '') ?? (head.fleet ? `?${head.fleet}` : ''),
      billNo: head.billNo || null,
      vessel: head.vessel || null,
      voyage: head.voyage || null,
      takeAddress: head.takeAddress ?? '',
      deliveryAddress: head.deliveryAddress || null,
      contactName: head.contactName || null,
      contactPhone: head.contactPhone || null,
      planTime: head.planTime || null,
      remark: head.remark || null,
      containers: group.map((r) => ({
        ctnNo: r.values.ctnNo ?? '',
        ctnSize: r.values.ctnSize ?? '',
        ctnType: r.values.ctnType ?? '',
        sealNo: r.values.sealNo || null,
        weightKg: weight(r.values.weightKg),
      })),
    };
    const input = normalizeOrder(raw);
    group.forEach((r, i) => {
      const w = input.containers[i]!.weightKg;
      if (w !== null && w !== undefined && (!Number.isInteger(w) || w < 0)) {
        errors.push({ row: r.row, field: headerOf('weightKg'), message: serverMessage(lang, 'invalidField', { field: headerOf('weightKg'), detail: String(r.values.weightKg) }) });
        input.containers[i]!.weightKg = null;
      }
    });
    for (const issue of orderIssues(lang, v, input, { everyContainer: true })) {
      const m = /^containers\.(\d+)\.(\w+)$/.exec(issue.field);
      const row = m ? group[Number(m[1])]!.row : group[0]!.row;
      const field = m ? m[2]! : issue.field === 'fleetCompanyId' ? 'fleet' : issue.field;
      errors.push({ row, field: headerOf(field), message: issue.message });
    }
    orders.push(input);
  }
  if (errors.length) {
    errors.sort((a, b) => a.row - b.row);
    return { result: { imported: 0, errors }, text: serverMessage(lang, 'importFailed', { count: errors.length }) };
  }
  await assertForwarder(services, user);
  const scope = await dataScopeOf(services, user);
  const notices = await services.db.transaction().execute(async (trx) => {
    const out: Array<OrderNotice | null> = [];
    for (const input of orders) {
      const id = await insertOrder(trx, services, user, req, input);
      if (entrust) out.push(await entrustNew(trx, services, user, req, lang, id, scope));
    }
    return out;
  });
  touchList(ORDER_LIST.name);
  if (log) await sendOrderNotices(services, log, notices);
  return { result: { imported: orders.length, errors: [] }, text: serverMessage(lang, 'importSucceeded', { count: orders.length }) };
}
