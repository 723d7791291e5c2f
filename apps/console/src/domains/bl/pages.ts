import { billEntity, shipConfigEntity } from '@port/sdk/domains/bl';
import { createElement } from 'react';
import type { PageRegistry } from '../../routing/pages';
import { entityPageKeys } from '../../shared/entity/paths';
import { entityPages } from '../../shared/entity/pages';

/**
 * The B/L domain's screens: 提单确认 (list, detail with the packing/verify list exports and the corrections,
 * the draft form; SPEC's bookBillConfirm detail|audit|update open the detail and the form), 船期配置 (list,
 * detail, form; td/view and fc/view the list) and the batch close (sjjy/edit). The extras load with the detail.
 */
const bill = entityPageKeys(billEntity);

export const blPages: PageRegistry = {
  ...entityPages(billEntity),
  [bill.detail]: () =>
    Promise.all([import('../../shared/entity/EntityDetailPage'), import('./billExtras')]).then(([m, x]) => ({
      default: () => createElement(m.EntityDetailPage, { description: billEntity, extras: x.billExtras }),
    })),
  ...entityPages(shipConfigEntity),
  'bl/shipConfigClose': () => import('./ShipConfigClosePage'),
};
