/**
 * What a tyre order does beyond its row, in its transaction. Ordering takes the stock by one conditional UPDATE
 * (stock >= quantity, on sale): of any number of concurrent orders for the last tyres only as many succeed as there
 * are tyres, and a check constraint backs it; then quantity × price is held from the buyer's prepayment (ledger
 * business type TYRE, the order number as key). Shipping records the carrier; delivery settles the amount; a
 * cancellation or rejection gives the stock back (the tyre row first, then the ledger: the order the create locks
 * them in) and releases the amount.
 */
import { sql, type Kysely } from 'kysely';
import { TYRE_BUSINESS_TYPE } from '@port/sdk/domains/tyre';
import type { DB } from '../../db/schema';
import { serverMessage } from '@port/config/server-messages';
import { ApiError, invalid } from '../../http/errors';
import type { EntityCaller, Row } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import { LedgerError, hold, release, settle } from '../ledger/ledger';
import { nextNo } from '../permits/permit';

const refuse = (caller: EntityCaller, key: string, params: Record<string, string | number> = {}, field?: string) =>
  new ApiError(409, 'invalidBody', {}, { text: clientText(caller.lang, `tyre.order.${key}`, params), ...(field ? { field } : {}) });

export const orderPath = (id: string) => `/zhilun/orderDetail?id=${id}`;

/** The create's derived columns: the stock taken, the price, the tyre and truck named, the order number. */
export async function takeStock(caller: EntityCaller, trx: Executor, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const companyId = caller.user.companyId!;
  const quantity = Number(values.quantity);
  const tyreId = String(values.tyre_id);
  if (!/^[1-9][0-9]{0,17}$/.test(tyreId)) throw invalid(clientText(caller.lang, 'tyre.order.offSale'), 'body.tyreId');
  let truckLicense: string | null = null;
  if (values.truck_id) {
    const truckId = String(values.truck_id);
    const truck = /^[1-9][0-9]{0,17}$/.test(truckId)
      ? await trx.selectFrom('fleet_trucks').select('truck_license').where('id', '=', truckId).where('fleet_company_id', '=', companyId).executeTakeFirst()
      : undefined;
    if (!truck) throw invalid(clientText(caller.lang, 'tyre.order.truckUnknown'), 'body.truckId');
    truckLicense = truck.truck_license;
  }
  const now = caller.services.now();
  const { rows: [taken] } = await sql<{ price_cents: number; brand: string; pattern: string; size: string; company_id: string }>`
    update tyres set stock = stock - ${quantity}, version = version + 1, update_time = ${now}
    where id = ${tyreId} and status = 'onSale' and stock >= ${quantity}
    returning price_cents, brand, pattern, size, company_id`.execute(trx);
  if (!taken) {
    const tyre = await trx.selectFrom('tyres').select(['status', 'stock']).where('id', '=', tyreId).executeTakeFirst();
    if (!tyre || tyre.status !== 'onSale') throw refuse(caller, 'offSale', {}, 'body.tyreId');
    throw refuse(caller, 'outOfStock', { stock: tyre.stock }, 'body.quantity');
  }
  return {
    order_no: await nextNo(trx, caller, 'tyre_order_no_seq', 'LT'),
    platform_company_id: taken.company_id,
    tyre_title: `${taken.brand} ${taken.pattern} ${taken.size}`,
    size: taken.size,
    unit_price_cents: taken.price_cents,
    amount_cents: String(BigInt(taken.price_cents) * BigInt(quantity)),
    truck_license: truckLicense,
  };
}

async function money<T>(caller: EntityCaller, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof LedgerError && err.code === 'insufficient') throw refuse(caller, 'insufficient');
    throw err;
  }
}

/** After the order's row is written: its amount held from the buyer's prepayment (the whole order rolls back when short). */
export async function holdOrder(caller: EntityCaller, trx: Executor, id: string, values: Readonly<Record<string, unknown>>): Promise<void> {
  await money(caller, () => hold(trx as Kysely<DB>, {
    companyId: caller.user.companyId!, businessType: TYRE_BUSINESS_TYPE, businessKey: String(values.order_no), amountCents: BigInt(String(values.amount_cents)),
    description: clientText('zh-CN', 'tyre.order.description', { title: String(values.tyre_title), quantity: Number(values.quantity) }),
    recordPath: orderPath(id), userId: caller.user.userId, now: caller.services.now(),
  }));
}

async function giveStockBack(trx: Executor, row: Row, now: Date): Promise<void> {
  await sql`update tyres set stock = stock + ${Number(row.quantity)}, version = version + 1, update_time = ${now} where id = ${String(row.tyre_id)}`.execute(trx);
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

export async function orderTransition(
  caller: EntityCaller, trx: Executor, action: string, row: Row, reason: string | null, fields: Readonly<Record<string, unknown>>,
): Promise<Record<string, unknown>> {
  const db = trx as Kysely<DB>;
  const now = caller.services.now();
  const key = { companyId: String(row.company_id), businessType: TYRE_BUSINESS_TYPE, businessKey: String(row.order_no), userId: caller.user.userId, now };
  switch (action) {
    case 'ship': {
      const carrier = text(fields.carrier);
      const trackingNo = text(fields.trackingNo);
      for (const [field, value] of [['carrier', carrier], ['trackingNo', trackingNo]] as const) {
        if (value.length > 40) throw invalid(serverMessage(caller.lang, 'fieldTooLong', { field: clientText(caller.lang, `tyre.order.fields.${field}`), max: 40 }), `body.fields.${field}`);
      }
      return { carrier, tracking_no: trackingNo, shipped_time: now };
    }
    case 'deliver':
      await settle(db, key);
      return { delivered_time: now };
    case 'cancel':
    case 'reject':
      await giveStockBack(trx, row, now);
      await release(db, key);
      return action === 'reject' ? { reason } : {};
    default:
      return {};
  }
}
