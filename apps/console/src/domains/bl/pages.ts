import { createElement } from 'react';
import type { PageRegistry } from '../../routing/pages';
import { entityPageKeys } from '../../shared/entity/paths';
import { entityPages, lazyDescription } from '../../shared/entity/pages';

/**
 * The B/L domain's screens: 提单确认 (list, detail with the packing/verify list exports and the corrections,
 * the draft form; SPEC's bookBillConfirm detail|audit|update open the detail and the form), 船期配置 (list,
 * detail, form; td/view and fc/view the list) and the batch close (sjjy/edit). The extras load with the detail.
 */
const sdk = () => import('@port/sdk/domains/bl');
const billDescription = lazyDescription('bl.bill', () => sdk().then((m) => m.billEntity), { form: true });
const shipConfig = lazyDescription('bl.shipConfig', () => sdk().then((m) => m.shipConfigEntity), { form: true });
const bill = entityPageKeys(billDescription);

export const blPages: PageRegistry = {
  ...entityPages(billDescription),
  [bill.detail]: () =>
    Promise.all([import('../../shared/entity/EntityDetailPage'), import('./billExtras'), billDescription.load()]).then(([m, x, description]) => ({
      default: () => createElement(m.EntityDetailPage, { description, extras: x.billExtras }),
    })),
  ...entityPages(shipConfig),
  'bl/shipConfigClose': () => import('./ShipConfigClosePage'),
};

/** The other domains' texts these pages show (routing/pages.ts loads them with the page). */
export const pageTexts = ['booking'];
