import type { PageRegistry } from '../../routing/pages';
import { entityPageKeys } from '../../shared/entity/paths';
import { entityPages, lazyDescription } from '../../shared/entity/pages';

/**
 * 轮式机械 (wmm): the machine registrations on the shared entity pages (the list flags inspections expiring within
 * 30 days and filters by that flag); wmm/detail opens the detail page, which offers the paid re-issue fee's invoice
 * (the ledger's invoicing, wmm/invoiceCreate prefilled); wmm/licenseRemake lists the registered machines and the
 * re-issues under review, where the plate re-issue is applied for and reviewed.
 */
const machine = lazyDescription('wmm.machine', () => import('@port/sdk/domains/wmm').then((m) => m.wmmMachineEntity), { form: true });
const keys = entityPageKeys(machine);

export const wmmPages: PageRegistry = {
  ...entityPages(machine),
  [keys.detail]: () => import('./MachineDetailPage'),
  'wmm/licenseRemake': () => import('./LicenseRemakePage'),
};
