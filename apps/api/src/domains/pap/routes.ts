import type {} from './tables';
import { serverLanguage } from '@port/config/server-messages';
import { defineHandlers, requireUser } from '../../http/contract';
import { ApiError, invalid, notFound } from '../../http/errors';
import { actorOf, recordAudit } from '../../lib/audit';
import { formatDateTime } from '../../lib/datetime';
import { likeContains } from '../../lib/like';
import { clientText } from '../../lib/text';
import { isPlate, normalizePlate, seesAllShops, shopOf } from './shop';

const toRecord = (r: { id: string; truck_license: string; trailer_license: string; shop_id: string; shop_name: string; update_time: Date }) => ({
  id: r.id,
  truckLicense: r.truck_license,
  trailerLicense: r.trailer_license,
  shopId: r.shop_id,
  shopName: r.shop_name,
  updateTime: formatDateTime(r.update_time),
});

/** The transportation privilege (pap) and port-permit prepayment of the caller's shop. */
export const papHandlers = defineHandlers({
  checkPrePayStatus: async ({ services, user }) => {
    const shop = await shopOf(services.db, requireUser(user));
    if (!shop) throw notFound();
    const account = await services.db
      .selectFrom('pap_prepay_accounts')
      .select(['status', (eb) => eb.cast<string>('balance', 'text').as('balance')])
      .where('shop_id', '=', shop.shopId)
      .executeTakeFirst();
    if (!account) return { shopId: shop.shopId, opened: false, status: '0' as const, balance: null };
    const status = account.status === '2' ? ('2' as const) : ('1' as const);
    return { shopId: shop.shopId, opened: status === '1', status, balance: Number(account.balance).toFixed(2) };
  },

  getTransportationPrivilege: async ({ services, user }) => {
    const shop = await shopOf(services.db, requireUser(user));
    if (!shop) throw notFound();
    const [privilege, count] = await Promise.all([
      services.db.selectFrom('pap_privileges').selectAll().where('shop_id', '=', shop.shopId).executeTakeFirst(),
      services.db.selectFrom('pap_vehicles').select((eb) => eb.fn.countAll<string>().as('n')).where('shop_id', '=', shop.shopId).executeTakeFirstOrThrow(),
    ]);
    return {
      shopId: shop.shopId,
      shopName: shop.shopName,
      enabled: privilege?.enabled ?? false,
      vehicleCount: Number(count.n),
      validFrom: privilege?.valid_from ?? null,
      validTo: privilege?.valid_to ?? null,
    };
  },

  listTransportationDetails: async ({ services, user, query }) => {
    const me = requireUser(user);
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? 10;
    let base = services.db.selectFrom('pap_vehicles as v').innerJoin('companies as c', 'c.shop_id', 'v.shop_id');
    if (seesAllShops(me)) {
      if (query.shopName?.trim()) base = base.where('c.company_name', 'ilike', likeContains(query.shopName.trim()));
    } else {
      const shop = await shopOf(services.db, me);
      if (!shop) return { data: [], total: 0, totalExact: true, pageNo, pageSize };
      base = base.where('v.shop_id', '=', shop.shopId);
    }
    if (query.truckLicense?.trim()) base = base.where('v.truck_license', 'ilike', likeContains(normalizePlate(query.truckLicense)));
    const [rows, count] = await Promise.all([
      base
        .select(['v.id', 'v.truck_license', 'v.trailer_license', 'v.shop_id', 'c.company_name as shop_name', 'v.update_time'])
        .orderBy('c.company_name')
        .orderBy('v.truck_license')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { data: rows.map(toRecord), total: Number(count.n), totalExact: true, pageNo, pageSize };
  },

  updateTransportationDetails: async ({ services, user, query, req }) => {
    const me = requireUser(user);
    const lang = serverLanguage(req.headers['accept-language']);
    const truck = normalizePlate(query.truckLicense);
    const trailer = normalizePlate(query.trailerLicense);
    if (!isPlate(truck)) throw invalid(clientText(lang, 'pap.plateInvalid'), 'truckLicense');
    if (trailer && !isPlate(trailer)) throw invalid(clientText(lang, 'pap.plateInvalid'), 'trailerLicense');
    const shop = seesAllShops(me) ? null : await shopOf(services.db, me);
    if (!seesAllShops(me) && !shop) throw notFound();

    await services.db.transaction().execute(async (trx) => {
      let q = trx.selectFrom('pap_vehicles').selectAll().where('id', '=', query.id);
      if (shop) q = q.where('shop_id', '=', shop.shopId);
      const before = await q.forUpdate().executeTakeFirst();
      if (!before) throw notFound();
      // Idempotent: the same plates again change nothing and record nothing.
      if (before.truck_license === truck && before.trailer_license === trailer) return;
      const clash = await trx
        .selectFrom('pap_vehicles')
        .select('id')
        .where('shop_id', '=', before.shop_id)
        .where('truck_license', '=', truck)
        .where('id', '!=', before.id)
        .executeTakeFirst();
      if (clash) throw new ApiError(409, 'invalidBody', {}, { text: clientText(lang, 'pap.plateTaken'), field: 'truckLicense' });
      const after = await trx
        .updateTable('pap_vehicles')
        .set({ truck_license: truck, trailer_license: trailer, update_time: services.now() })
        .where('id', '=', before.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const view = (r: typeof before) => ({ shopId: r.shop_id, truckLicense: r.truck_license, trailerLicense: r.trailer_license });
      await recordAudit(trx, actorOf(me, req), { action: 'update', entity: 'pap_vehicle', entityId: before.id, before: view(before), after: view(after) });
    });
    return null;
  },

  countPapByShop: async ({ services, user }) => {
    const shop = await shopOf(services.db, requireUser(user));
    if (!shop) return 0;
    const row = await services.db
      .selectFrom('pap_vehicles')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('shop_id', '=', shop.shopId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
});
