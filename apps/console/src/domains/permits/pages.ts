import { createElement } from 'react';
import type { PageRegistry } from '../../routing/pages';
import { entityPageKeys } from '../../shared/entity/paths';
import { entityPages, lazyDescription } from '../../shared/entity/pages';

/**
 * 港区通行证 (papDetail): the vehicle filings on the shared entity pages; vehicleDetails, papCarReviewAmap and
 * vehicleChildDetails open the one detail page, with the truck's positions of the last day on the map below the
 * filing (what the reviewer looks at before approving); the province abbreviation table.
 */
const filing = lazyDescription('permits.filing', () => import('@port/sdk/domains/permits').then((m) => m.vehicleFilingEntity), { form: true });
const keys = entityPageKeys(filing);

export const permitsPages: PageRegistry = {
  ...entityPages(filing),
  [keys.detail]: () =>
    Promise.all([import('../../shared/entity/EntityDetailPage'), import('./TruckPositions'), import('../../shared/entity/text'), filing.load()]).then(([m, p, text, description]) => ({
      default: function VehicleFilingDetail() {
        const t = text.useText();
        return createElement(m.EntityDetailPage, {
          description,
          extras: {
            sections: (record) =>
              record.truckId
                ? [{ key: 'positions', title: t('permits.sections.positions'), content: createElement(p.TruckPositions, { truckId: String(record.truckId), plate: String(record.truckLicense ?? ''), t }) }]
                : [],
          },
        });
      },
    })),
  'permits/provinceAbbrTable': () => import('./ProvinceAbbrTablePage'),
};

/** The map's words and place names (gps), shown by this domain's map pages before the map draws its labels. */
export const pageTexts = ['gps'];
