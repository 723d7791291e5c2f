/** The barcode-lift domain (SPEC §2.8 /barcodeLifting): a barcode per released container, its fee from the ledger, the gate check. */
import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../../services';
import { defineDomain } from '../module';
import { expireDue } from './lift';
import { BARCODE_GRANTS, BARCODE_MENUS, BARCODE_OPERATION_MENUS } from './menus';
import * as migration from './migration';
import { barcodeHandlers } from './routes';
import { seedBarcodes } from './seed';

/** Every ten minutes the barcodes past their release's validity expire and their fees return. */
function startExpiry(services: AppServices, log: FastifyBaseLogger) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = expireDue(services.db, services.now(), { userId: null, companyId: null })
      .catch((err: unknown) => log.warn({ err }, 'barcode expiry failed'))
      .finally(() => { running = null; });
  };
  const timer = setInterval(tick, 10 * 60_000);
  timer.unref();
  return { stop: async () => { clearInterval(timer); await running; } };
}

export const domain = defineDomain({
  name: 'barcode',
  handlers: barcodeHandlers,
  migrations: { '0135_barcode_lift': migration },
  menus: [BARCODE_MENUS, BARCODE_OPERATION_MENUS],
  grants: BARCODE_GRANTS,
  seedDemo: seedBarcodes,
  start: startExpiry,
});
