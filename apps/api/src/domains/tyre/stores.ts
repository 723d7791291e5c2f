/**
 * Where each field of the tyre catalogue and the tyre orders (@port/sdk/domains/tyre) lives, and what is special:
 * only platform staff write the catalogue (every company holding the list permission reads it); an order takes the
 * stock and holds its amount in its own transaction (./order.ts), its transitions move money and stock.
 */
import { sql } from 'kysely';
import { normalizeTyreSize, tyreEntity, tyreOrderEntity } from '@port/sdk/domains/tyre';
import { ApiError } from '../../http/errors';
import { companyName } from '../../lib/entity/lookups';
import { defineStore } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { holdOrder, orderTransition, takeStock } from './order';

export const tyreStore = defineStore({
  description: tyreEntity,
  table: 'tyres',
  idColumn: 'id',
  from: (db: Executor) => db.selectFrom('tyres as t'),
  id: 't.id',
  columns: {
    id: sql`t.id::text`,
    title: sql`t.brand || ' ' || t.pattern || ' ' || t.size`,
    status: 't.status',
    brand: 't.brand',
    pattern: 't.pattern',
    size: 't.size',
    loadIndex: 't.load_index',
    speedRating: 't.speed_rating',
    tubeType: 't.tube_type',
    priceCents: 't.price_cents',
    stock: 't.stock',
    photoFile: 't.photo_file',
    createTime: 't.create_time',
    updateTime: 't.update_time',
    version: 't.version',
  },
  visibility: 'shared',
  parties: { owner: 't.company_id', createdBy: 't.created_by' },
  writes: {
    brand: 'brand', pattern: 'pattern', size: 'size', loadIndex: 'load_index', speedRating: 'speed_rating', tubeType: 'tube_type', priceCents: 'price_cents', stock: 'stock', photoFile: 'photo_file',
  },
  hooks: {
    normalize: { size: normalizeTyreSize, loadIndex: (v) => v.replace(/\s+/g, ''), brand: (v) => v.replace(/\s+/g, ' ') },
    // The catalogue is the platform's: other companies read it and order from it.
    assertWriter: (caller) => {
      if (!caller.user.platform || !caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
    },
  },
});

export const tyreOrderStore = defineStore({
  description: tyreOrderEntity,
  table: 'tyre_orders',
  idColumn: 'id',
  from: (db: Executor) => db.selectFrom('tyre_orders as o'),
  id: 'o.id',
  columns: {
    id: sql`o.id::text`,
    orderNo: 'o.order_no',
    status: 'o.status',
    buyerCompanyName: companyName('o.company_id'),
    tyreId: sql`o.tyre_id::text`,
    tyreTitle: 'o.tyre_title',
    size: 'o.size',
    quantity: 'o.quantity',
    unitPriceCents: 'o.unit_price_cents',
    amountCents: 'o.amount_cents',
    deliveryAddress: 'o.delivery_address',
    contactName: 'o.contact_name',
    contactPhone: 'o.contact_phone',
    truckId: sql`o.truck_id::text`,
    truckLicense: 'o.truck_license',
    carrier: 'o.carrier',
    trackingNo: 'o.tracking_no',
    reason: 'o.reason',
    shippedTime: 'o.shipped_time',
    deliveredTime: 'o.delivered_time',
    createTime: 'o.create_time',
    updateTime: 'o.update_time',
    version: 'o.version',
  },
  visibility: 'parties',
  parties: { owner: 'o.company_id', counterpart: 'o.platform_company_id', createdBy: 'o.created_by' },
  writes: { tyreId: 'tyre_id', quantity: 'quantity', deliveryAddress: 'delivery_address', contactName: 'contact_name', contactPhone: 'contact_phone', truckId: 'truck_id' },
  hooks: {
    assertWriter: (caller, before) => {
      if (!caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
      // An order is never edited: it moves only by its transitions.
      if (before) throw new ApiError(403, 'transitionForbidden');
    },
    derive: (caller, trx, values) => takeStock(caller, trx, values),
    afterWrite: async (caller, trx, id, values, before) => {
      if (!before) await holdOrder(caller, trx, id, values);
    },
    beforeTransition: (caller, trx, action, row, body) => orderTransition(caller, trx, action, row, body.reason, body.fields),
  },
});
