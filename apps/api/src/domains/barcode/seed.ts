/**
 * Demo barcodes of the forwarder FWD001 on its released pick-up applications (the pickup seed): for each release that
 * names its containers, the first container lifted at the yard (fee settled), the second issued (fee held) and the third
 * cancelled (fee released) — all through the ledger functions. Every container and plate passes the description's rules.
 */
import { sql } from 'kysely';
import { BARCODE_FEE_CENTS, barcodeLiftEntity } from '@port/sdk/domains/barcode';
import type { FieldSpec } from '@port/sdk/domain';
import type { AppServices } from '../../services';
import { hold, release, settle } from '../ledger/ledger';
import { BARCODE, newBarcode, recordPath } from './lift';

const PLATES = ['浙B3K721', '浙B5M208', '浙BD12345'];
const STATES = ['used', 'issued', 'cancelled'] as const;

function assertRules(values: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(values)) {
    const spec = (barcodeLiftEntity.fields as Record<string, FieldSpec | undefined>)[field];
    const failed = spec?.validate?.map((v) => v(value)).find(Boolean);
    if (failed) throw new Error(`seed barcode ${field}=${String(value)} fails ${failed.key}`);
  }
}

export async function seedBarcodes(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('barcode_lifts').select('id').limit(1).executeTakeFirst()) return;
  const forwarder = await db.selectFrom('companies').select('company_id').where('company_code', '=', 'FWD001').executeTakeFirst();
  const user = await db.selectFrom('users').select('user_id').where('mobile', '=', '13800000002').executeTakeFirst();
  const yardUser = await db.selectFrom('users').select('user_id').where('mobile', '=', '13800000008').executeTakeFirst();
  if (!forwarder) return;
  const apps = await db.selectFrom('pickup_applications')
    .select([sql<string>`id::text`.as('id'), 'release_yard_id', 'released_containers', sql<string>`to_char(valid_until, 'YYYY-MM-DD')`.as('valid_until'), 'update_time'])
    .where('company_id', '=', forwarder.company_id).where('status', '=', 'released').where('released_containers', 'is not', null).orderBy('id').limit(3).execute();
  const now = services.now();
  let n = 0;
  for (const a of apps) {
    const containers = (a.released_containers ?? '').split(',').filter(Boolean);
    for (const [k, ctnNo] of containers.slice(0, STATES.length).entries()) {
      const status = STATES[k]!;
      const truckPlate = PLATES[n % PLATES.length]!;
      assertRules({ ctnNo, truckPlate });
      const barcodeNo = newBarcode();
      const issued = new Date(Math.min(now.getTime() - 3_600_000, a.update_time.getTime() + (k + 1) * 3_600_000));
      const closed = new Date(issued.getTime() + 1_800_000);
      const { id } = await db.insertInto('barcode_lifts').values({
        barcode_no: barcodeNo, status, company_id: forwarder.company_id, yard_company_id: a.release_yard_id!, created_by: user?.user_id ?? null,
        application_id: a.id, ctn_no: ctnNo, truck_plate: truckPlate, valid_until: a.valid_until, fee_cents: BARCODE_FEE_CENTS,
        lift_time: status === 'used' ? closed : null, lifted_by: status === 'used' ? yardUser?.user_id ?? null : null, create_time: issued, update_time: status === 'issued' ? issued : closed,
      }).returning(sql<string>`id::text`.as('id')).executeTakeFirstOrThrow();
      const money = { companyId: forwarder.company_id, businessType: BARCODE, businessKey: barcodeNo };
      await hold(db, { ...money, amountCents: BARCODE_FEE_CENTS, description: '条码提箱费用', recordPath: recordPath(id), userId: user?.user_id ?? null, now: issued });
      if (status === 'used') await settle(db, { ...money, userId: yardUser?.user_id ?? null, now: closed });
      if (status === 'cancelled') await release(db, { ...money, userId: user?.user_id ?? null, now: closed });
      n += 1;
    }
  }
}
