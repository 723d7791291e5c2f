import { vehicleFilingEntity } from '@port/sdk/domains/permits';
import { createElement } from 'react';
import type { PageRegistry } from '../../routing/pages';
import { entityPageKeys } from '../../shared/entity/paths';
import { entityPages } from '../../shared/entity/pages';

/**
 * 港区通行证 (papDetail): the vehicle filings on the shared entity pages; vehicleDetails, papCarReviewAmap and
 * vehicleChildDetails open the one detail page, with the truck's positions of the last day on the map below the
 * filing (what the reviewer looks at before approving); the province abbreviation table.
 */
const keys = entityPageKeys(vehicleFilingEntity);

export const permitsPages: PageRegistry = {
  ...entityPages(vehicleFilingEntity),
  [keys.detail]: () =>
    Promise.all([import('../../shared/entity/EntityDetailPage'), import('./TruckPositions'), import('../../shared/entity/text')]).then(([m, p, text]) => ({
      default: function VehicleFilingDetail() {
        const t = text.useText();
        return createElement(m.EntityDetailPage, {
          description: vehicleFilingEntity,
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
