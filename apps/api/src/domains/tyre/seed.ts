/**
 * Demo tyre catalogue (seven common truck tyres on sale, one withdrawn) and two orders of the fleet FLT001: one
 * delivered (held and settled through the ledger), one shipped (held). Every tyre passes the description's rules.
 */
import { checkRecord, type FieldSpec } from '@port/sdk/domain';
import { TYRE_BUSINESS_TYPE, tyreEntity } from '@port/sdk/domains/tyre';
import type { AppServices } from '../../services';
import { hold, settle } from '../ledger/ledger';
import { orderPath } from './order';
import { portDayStamp } from '../../lib/datetime';

type Tyre = [brand: string, pattern: string, size: string, loadIndex: string, speed: string, tube: 'TL' | 'TT', priceCents: number, stock: number, status?: 'offSale'];
const TYRES: Tyre[] = [
  ['朝阳', 'CR926', '11R22.5', '146/143', 'M', 'TL', 98_000, 120],
  ['双钱', 'RR202', '12R22.5', '152/149', 'L', 'TL', 112_000, 80],
  ['玲珑', 'LLD37', '295/80R22.5', '152/149', 'M', 'TL', 126_000, 64],
  ['米其林', 'X MULTI D', '315/80R22.5', '156/150', 'L', 'TL', 268_000, 24],
  ['三角', 'TR690', '12.00R20', '156/153', 'K', 'TT', 135_000, 40],
  ['中策', 'CM980', '11.00R20', '152/149', 'K', 'TT', 118_000, 6],
  ['普利司通', 'R150', '385/65R22.5', '160', 'K', 'TL', 289_000, 12],
  ['风神', 'HN08', '10.00R20', '149/146', 'K', 'TT', 99_000, 0, 'offSale'],
];

function assertRules(values: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(values)) {
    const spec = (tyreEntity.fields as Record<string, FieldSpec | undefined>)[field];
    const found = spec?.validate?.map((v) => v(value)).find(Boolean);
    if (found) throw new Error(`seed tyre ${field}=${String(value)} fails ${found.key}`);
  }
  const failed = checkRecord(tyreEntity.checks, values);
  if (failed) throw new Error(`seed tyre fails ${failed.issue.key} on ${failed.field}`);
}

export async function seedTyres(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('tyres').select('id').limit(1).executeTakeFirst()) return;
  const platform = await db.selectFrom('companies').select('company_id').where('kind', '=', 'operator').orderBy('company_id').executeTakeFirst();
  const fleet = await db.selectFrom('companies').select('company_id').where('company_code', '=', 'FLT001').executeTakeFirst();
  const admin = await db.selectFrom('users').select('user_id').where('mobile', '=', '13800000001').executeTakeFirst();
  const buyer = await db.selectFrom('users').select('user_id').where('mobile', '=', '13800000003').executeTakeFirst();
  if (!platform) return;
  const now = services.now().getTime();
  const day = 86_400_000;
  const ids: string[] = [];
  for (const [i, [brand, pattern, size, loadIndex, speedRating, tubeType, priceCents, stock, status]] of TYRES.entries()) {
    assertRules({ brand, pattern, size, loadIndex, speedRating, tubeType, priceCents, stock });
    const created = new Date(now - (40 - i) * day);
    const row = await db.insertInto('tyres').values({
      status: status ?? 'onSale', company_id: platform.company_id, created_by: admin?.user_id ?? null, brand, pattern, size, load_index: loadIndex,
      speed_rating: speedRating, tube_type: tubeType, price_cents: priceCents, stock, create_time: created, update_time: created,
    }).returning((eb) => eb.cast<string>('id', 'text').as('id')).executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  if (!fleet) return;
  const truck = await db.selectFrom('fleet_trucks').select(['id', 'truck_license']).where('fleet_company_id', '=', fleet.company_id).orderBy('truck_license').executeTakeFirst();
  const orders: Array<[tyre: number, quantity: number, status: 'delivered' | 'shipped', daysAgo: number]> = [[0, 4, 'delivered', 12], [2, 2, 'shipped', 2]];
  for (const [n, [ti, quantity, status, daysAgo]] of orders.entries()) {
    const [brand, pattern, size, , , , price] = TYRES[ti]!;
    const created = new Date(now - daysAgo * day);
    const stamp = portDayStamp(created);
    const orderNo = `LT${stamp}${String(900001 + n).padStart(6, '0')}`;
    const title = `${brand} ${pattern} ${size}`;
    const shipped = new Date(created.getTime() + day);
    const row = await db.insertInto('tyre_orders').values({
      order_no: orderNo, status, company_id: fleet.company_id, platform_company_id: platform.company_id, created_by: buyer?.user_id ?? null,
      tyre_id: ids[ti]!, tyre_title: title, size, quantity, unit_price_cents: price, amount_cents: price * quantity,
      delivery_address: '浙江省宁波市北仑区新碶街道明州路 88 号 顺达车队停车场', contact_name: '李队长', contact_phone: '13800000003',
      truck_id: truck ? String(truck.id) : null, truck_license: truck?.truck_license ?? null, carrier: '顺丰快运', tracking_no: `SF${stamp}${String(n + 1).padStart(6, '0')}`,
      shipped_time: shipped, delivered_time: status === 'delivered' ? new Date(shipped.getTime() + 2 * day) : null, create_time: created, update_time: shipped,
    }).returning((eb) => eb.cast<string>('id', 'text').as('id')).executeTakeFirstOrThrow();
    const key = { companyId: fleet.company_id, businessType: TYRE_BUSINESS_TYPE, businessKey: orderNo, now: created };
    await hold(db, { ...key, amountCents: price * quantity, description: `轮胎采购 ${title} × ${quantity}`, recordPath: orderPath(row.id), userId: buyer?.user_id ?? null });
    if (status === 'delivered') await settle(db, { ...key, userId: buyer?.user_id ?? null, now: new Date(shipped.getTime() + 2 * day) });
  }
}
