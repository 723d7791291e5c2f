import { wmmMachineEntity } from '@port/sdk/domains/wmm';
import type { PageRegistry } from '../../routing/pages';
import { entityPageKeys } from '../../shared/entity/paths';
import { entityPages } from '../../shared/entity/pages';

/**
 * 轮式机械 (wmm): the machine registrations on the shared entity pages (the list flags inspections expiring within
 * 30 days and filters by that flag); wmm/detail opens the detail page, which offers the paid re-issue fee's invoice
 * (the ledger's invoicing, wmm/invoiceCreate prefilled); wmm/licenseRemake lists the registered machines and the
 * re-issues under review, where the plate re-issue is applied for and reviewed.
 */
const keys = entityPageKeys(wmmMachineEntity);

export const wmmPages: PageRegistry = {
  ...entityPages(wmmMachineEntity),
  [keys.detail]: () => import('./MachineDetailPage'),
  'wmm/licenseRemake': () => import('./LicenseRemakePage'),
};
