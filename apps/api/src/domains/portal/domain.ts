/** The public portal: information queries, the API product catalogue and subscriptions, container moves. */
import { defineDomain } from '../module';
import * as portal from './migrations/0007_portal';
import { PORTAL_GRANTS, PORTAL_MENUS } from './menus';
import { portalHandlers } from './routes';
import { seedPortal } from './seed';

export const domain = defineDomain({
  name: 'portal',
  handlers: portalHandlers,
  migrations: { '0007_portal': portal },
  menus: PORTAL_MENUS,
  grants: PORTAL_GRANTS,
  // Every start: the API products; demo: the container moves the newer domains' demo data reads.
  seed: { main: seedPortal },
});
