/**
 * The handlers of openapi/paths/barcode.yaml: the barcode's (the entity mechanism), the releases a forwarder may
 * apply against, and the gate check: a barcode looked up by its text whoever issued it, then refused with the reason
 * in the caller's language unless it is issued, within its validity and for the caller's yard.
 */
import { sql } from 'kysely';
import { serverLanguage } from '@port/config/server-messages';
import { isValidBarcode, normalizeBarcode } from '@port/sdk/domains/barcode';
import { defineHandlers, requireUser, type Handlers } from '../../http/contract';
import { ApiError } from '../../http/errors';
import { entityHandlers } from '../../lib/entity/handlers';
import { formatPortTime, portDay } from '../../lib/datetime';
import { clientText } from '../../lib/text';
import { expireDue } from './lift';
import { barcodeLiftStore } from './store';

const entity = entityHandlers(barcodeLiftStore, { exportTitle: 'barcode.pages.lifts' });

const custom = defineHandlers({
  listBarcodeReleases: async ({ services, user, query }) => {
    const me = requireUser(user);
    const size = Math.min(Math.max(Number(query.pageSize) || 50, 1), 100);
    let q = services.db.selectFrom('pickup_applications as p').leftJoin('companies as y', 'y.company_id', 'p.release_yard_id')
      .select([sql<string>`p.id::text`.as('id'), 'p.release_no', 'p.apply_no', 'y.company_name as yard_name', sql<string>`coalesce(p.released_size_type, p.size_type)`.as('size_type'),
        'p.released_quantity', 'p.released_containers', sql<string>`to_char(p.valid_until, 'YYYY-MM-DD')`.as('valid_until'),
        sql<string>`(select count(*) from barcode_lifts b where b.application_id = p.id and b.status in ('issued', 'used'))::text`.as('issued')])
      .where('p.company_id', '=', me.companyId ?? '').where('p.status', '=', 'released').where(sql<boolean>`p.valid_until >= ${portDay(services.now())}::date`);
    if (query.releaseNo?.trim()) q = q.where('p.release_no', 'like', `${query.releaseNo.trim().replace(/[%_\\]/g, '\\$&')}%`);
    const rows = await q.orderBy('p.create_time', 'desc').limit(size).execute();
    return {
      data: rows.map((r) => ({
        id: r.id, releaseNo: r.release_no ?? '', applyNo: r.apply_no, yardName: r.yard_name, sizeType: r.size_type, releasedQuantity: r.released_quantity ?? 0,
        releasedContainers: r.released_containers, validUntil: r.valid_until, issuedCount: Number(r.issued),
      })),
    };
  },

  checkBarcode: async (call) => {
    const { services, user, params, req } = call;
    const me = requireUser(user);
    const lang = serverLanguage(req.headers['accept-language'] as string | undefined);
    const text = (key: string, p: Record<string, string | number> = {}) => ({ text: clientText(lang, `barcode.${key}`, p) });
    const code = normalizeBarcode(params.code);
    if (!isValidBarcode(code)) throw new ApiError(400, 'invalidBody', {}, { ...text('barcodeInvalid'), field: 'path.code' });
    const row = await services.db.selectFrom('barcode_lifts as b').leftJoin('companies as y', 'y.company_id', 'b.yard_company_id')
      .select([sql<string>`b.id::text`.as('id'), 'b.status', 'b.yard_company_id', 'y.company_name as yard_name', 'b.lift_time', sql<string>`to_char(b.valid_until, 'YYYY-MM-DD')`.as('valid_until')])
      .where('b.barcode_no', '=', code).executeTakeFirst();
    if (!row) throw new ApiError(404, 'notFound', {}, text('unknown', { code }));
    // Another yard's barcode: refused, naming only where the container is picked up.
    if (row.yard_company_id !== me.companyId) throw new ApiError(403, 'transitionForbidden', {}, text('otherYard', { yard: row.yard_name ?? '' }));
    if (row.status === 'used') throw new ApiError(409, 'invalidBody', {}, text('used', { time: row.lift_time ? formatPortTime(row.lift_time) : '' }));
    if (row.status === 'cancelled') throw new ApiError(409, 'invalidBody', {}, text('cancelled'));
    if (row.status === 'issued' && row.valid_until < portDay(services.now())) await expireDue(services.db, services.now(), { userId: me.userId, companyId: me.companyId }, [row.id]);
    if (row.status === 'expired' || row.valid_until < portDay(services.now())) throw new ApiError(409, 'invalidBody', {}, text('expired', { date: row.valid_until }));
    const get = (entity as Record<string, (c: unknown) => Promise<unknown>>).getBarcodeLift!;
    return get({ ...call, params: { id: row.id } }) as never;
  },
});

export const barcodeHandlers = { ...entity, ...custom } as unknown as Handlers;
