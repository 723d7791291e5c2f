import { createElement } from 'react';
import type { PageRegistry } from '../../routing/pages';
import { entityPageKeys } from '../../shared/entity/paths';
import { entityPages, lazyDescription } from '../../shared/entity/pages';

/**
 * 条码提箱 (/barcodeLifting): the barcodes on the shared entity pages — the detail shows the barcode as the driver
 * shows it on a phone and opens the print page (/barcodeLifting/view/{barcode}) — and the yard's gate check.
 */
const lift = lazyDescription('barcode.lift', () => import('@port/sdk/domains/barcode').then((m) => m.barcodeLiftEntity), { form: true });
const keys = entityPageKeys(lift);

export const barcodePages: PageRegistry = {
  ...entityPages(lift),
  [keys.detail]: () =>
    Promise.all([import('../../shared/entity/EntityDetailPage'), import('./LiftBarcode'), lift.load()]).then(([m, b, description]) => ({
      default: function BarcodeLiftDetail() {
        return createElement(m.EntityDetailPage, {
          description,
          extras: { actions: (record) => createElement(b.PrintButton, { record }), sections: (record, _reload, t) => b.barcodeSections(record, t) },
        });
      },
    })),
  'barcode/gate': () => import('./GatePage'),
};
