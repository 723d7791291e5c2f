/**
 * Demo pap data: the fleet company holds the transportation privilege with registered vehicles and an opened
 * prepayment account; the forwarder's company has none (count 0, so the portal home shows the extra image).
 */
import type { AppServices } from '../../services';

const FLEET_VEHICLES: Array<[truck: string, trailer: string]> = [
  ['浙B3K821', '浙B0371挂'],
  ['浙B5M602', '浙B0412挂'],
  ['浙B7N135', ''],
  ['浙B6D205', '浙B0598挂'],
  ['浙B9Q248', '浙B0633挂'],
  ['浙B2R719', ''],
];

export async function seedPap(services: AppServices): Promise<void> {
  const { db } = services;
  const fleet = await db.selectFrom('companies').select('shop_id').where('company_code', '=', 'FLT001').executeTakeFirst();
  if (!fleet) return;
  if (await db.selectFrom('pap_privileges').select('shop_id').where('shop_id', '=', fleet.shop_id).executeTakeFirst()) return;
  const year = services.now().getUTCFullYear();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('pap_privileges').values({ shop_id: fleet.shop_id, enabled: true, valid_from: `${year}-01-01`, valid_to: `${year}-12-31` }).execute();
    await trx
      .insertInto('pap_vehicles')
      .values(FLEET_VEHICLES.map(([truck_license, trailer_license]) => ({ shop_id: fleet.shop_id, truck_license, trailer_license })))
      .execute();
    await trx.insertInto('pap_prepay_accounts').values({ shop_id: fleet.shop_id, status: '1', balance: '12800.00' }).execute();
  });
}
