/**
 * Where the fields of the tariff item, the custom rate and the container visit (@port/sdk/domains/yardfee) live,
 * and what is special: only yards and terminals keep tariffs and rates, each its own; a rate names its customer by
 * company code and one of the writer's own tariff items; a visit's owner is its customer, its counterpart the
 * yard or terminal, and its fee is added by the routes (computed, never stored until paid).
 */
import { sql } from 'kysely';
import { yardFeeItemEntity, yardFeeRateEntity, yardVisitEntity } from '@port/sdk/domains/yardfee';
import { ApiError, invalid } from '../../http/errors';
import { companyName } from '../../lib/entity/lookups';
import { defineStore, type EntityCaller, type Row } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';

/** The caller's company when it is a yard or a terminal, else 403 (a customer never writes tariffs or rates). */
export async function operatorOf(caller: Pick<EntityCaller, 'services' | 'user' | 'lang'>, db: Executor = caller.services.db): Promise<string> {
  const id = caller.user.companyId;
  const c = id ? await db.selectFrom('companies').select('kind').where('company_id', '=', id).executeTakeFirst() : undefined;
  if (!id || !c || (c.kind !== 'yard' && c.kind !== 'terminal')) throw new ApiError(403, 'forbidden', {}, { text: clientText(caller.lang, 'yardfee.errors.operatorOnly') });
  return id;
}

/**
 * Writers: an operator (checked first, before the write's transaction), and on update or removal the operator
 * that owns the locked row — no query then: the transaction holds PGlite's one connection.
 */
async function assertOperatorOwns(caller: EntityCaller, before: Row | null): Promise<void> {
  if (!before) {
    await operatorOf(caller);
    return;
  }
  if (String(before.company_id) !== caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
}

export const yardFeeItemStore = defineStore({
  description: yardFeeItemEntity,
  table: 'yardfee_items',
  idColumn: 'id',
  from: (db: Executor) => db.selectFrom('yardfee_items as i'),
  id: 'i.id',
  columns: {
    id: sql`i.id::text`,
    itemCode: 'i.item_code',
    name: 'i.name',
    ctnSize: 'i.ctn_size',
    ctnType: 'i.ctn_type',
    emptyFull: 'i.empty_full',
    freeDays: 'i.free_days',
    priceCents: 'i.price_cents',
    operatorName: companyName('i.company_id'),
    updateTime: 'i.update_time',
    version: 'i.version',
  },
  visibility: 'parties',
  parties: { owner: 'i.company_id', createdBy: 'i.created_by' },
  writes: { itemCode: 'item_code', name: 'name', ctnSize: 'ctn_size', ctnType: 'ctn_type', emptyFull: 'empty_full', freeDays: 'free_days', priceCents: 'price_cents' },
  hooks: {
    assertWriter: assertOperatorOwns,
    // Per-time items have no free days.
    derive: async (_caller, _trx, values) => (values.item_code === 'STORAGE' || values.item_code === 'REEFER' ? {} : { free_days: 0 }),
  },
});

export const yardFeeRateStore = defineStore({
  description: yardFeeRateEntity,
  table: 'yardfee_rates',
  idColumn: 'id',
  from: (db: Executor) =>
    db.selectFrom('yardfee_rates as r')
      .innerJoin('yardfee_items as i', 'i.id', 'r.item_id'),
  id: 'r.id',
  columns: {
    id: sql`r.id::text`,
    itemId: sql`r.item_id::text`,
    itemName: 'i.name',
    itemCode: 'i.item_code',
    tariffCents: 'i.price_cents',
    customerCode: 'r.customer_code',
    customerName: companyName('r.customer_company_id'),
    priceCents: 'r.price_cents',
    freeDays: 'r.free_days',
    validFrom: 'r.valid_from',
    validTo: 'r.valid_to',
    remark: 'r.remark',
    operatorName: companyName('r.company_id'),
    updateTime: 'r.update_time',
    version: 'r.version',
  },
  visibility: 'parties',
  parties: { owner: 'r.company_id', counterpart: 'r.customer_company_id', createdBy: 'r.created_by' },
  writes: { itemId: 'item_id', customerCode: 'customer_code', priceCents: 'price_cents', freeDays: 'free_days', validFrom: 'valid_from', validTo: 'valid_to', remark: 'remark' },
  hooks: {
    normalize: { customerCode: (v) => v.trim().toUpperCase() },
    assertWriter: assertOperatorOwns,
    derive: async (caller, trx, values) => {
      const me = caller.user.companyId!;
      const itemId = String(values.item_id ?? '');
      const item = /^[1-9]\d{0,17}$/.test(itemId)
        ? await trx.selectFrom('yardfee_items').select(['id', 'company_id']).where('id', '=', itemId).executeTakeFirst() : undefined;
      if (!item || item.company_id !== me) throw invalid(clientText(caller.lang, 'yardfee.errors.itemNotYours'), 'body.itemId');
      const code = String(values.customer_code);
      const customer = await trx.selectFrom('companies').select('company_id').where('company_code', '=', code).where('kind', '!=', 'operator').executeTakeFirst();
      if (!customer) throw invalid(clientText(caller.lang, 'yardfee.errors.customerUnknown', { code }), 'body.customerCode');
      if (customer.company_id === me) throw invalid(clientText(caller.lang, 'yardfee.errors.customerSelf'), 'body.customerCode');
      return { item_id: item.id, customer_company_id: customer.company_id };
    },
  },
});

export const yardVisitStore = defineStore({
  description: yardVisitEntity,
  table: 'yardfee_visits',
  idColumn: 'id',
  from: (db: Executor) =>
    db.selectFrom('yardfee_visits as v'),
  id: 'v.id',
  columns: {
    id: sql`v.id::text`,
    containerNo: 'v.container_no',
    sizeType: 'v.size_type',
    emptyFull: 'v.empty_full',
    place: 'v.place',
    billNo: 'v.bill_no',
    startEvent: 'v.start_event',
    inTime: 'v.in_time',
    endEvent: 'v.end_event',
    outTime: 'v.out_time',
    days: 'v.days',
    feeCents: 'v.total_cents',
    status: 'v.status',
    chargeNo: 'v.charge_no',
    customerName: companyName('v.customer_company_id'),
    operatorName: companyName('v.operator_company_id'),
    paidTime: 'v.paid_time',
    version: 'v.version',
  },
  visibility: 'parties',
  parties: { owner: 'v.customer_company_id', counterpart: 'v.operator_company_id' },
});
