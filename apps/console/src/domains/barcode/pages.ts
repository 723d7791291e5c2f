import { barcodeLiftEntity } from '@port/sdk/domains/barcode';
import { createElement } from 'react';
import type { PageRegistry } from '../../routing/pages';
import { entityPageKeys } from '../../shared/entity/paths';
import { entityPages } from '../../shared/entity/pages';

/**
 * 条码提箱 (/barcodeLifting): the barcodes on the shared entity pages — the detail shows the barcode as the driver
 * shows it on a phone and opens the print page (/barcodeLifting/view/{barcode}) — and the yard's gate check.
 */
const keys = entityPageKeys(barcodeLiftEntity);

export const barcodePages: PageRegistry = {
  ...entityPages(barcodeLiftEntity),
  [keys.detail]: () =>
    Promise.all([import('../../shared/entity/EntityDetailPage'), import('./LiftBarcode')]).then(([m, b]) => ({
      default: function BarcodeLiftDetail() {
        return createElement(m.EntityDetailPage, {
          description: barcodeLiftEntity,
          extras: { actions: (record) => createElement(b.PrintButton, { record }), sections: (record, _reload, t) => b.barcodeSections(record, t) },
        });
      },
    })),
  'barcode/gate': () => import('./GatePage'),
};
