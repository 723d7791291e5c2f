import type { Handlers } from '../http/contract';
import { DOMAINS } from './registry';
import { fleetHandlers } from './fleet/routes';
import { gpsHandlers } from './gps/routes';
import { truckingHandlers } from './trucking/routes';
import { authHandlers } from './auth/routes';
import { accountsHandlers } from './accounts';
import { addressHandlers } from './address/routes';
import { contentHandlers } from './message/content/routes';
import { dictHandlers } from './dict/routes';
import { fileHandlers } from './files/routes';
import { papHandlers } from './pap/routes';
import { portalHandlers } from './portal/routes';
import { messageHandlers } from './message';
import { screenHandlers } from './screen';
import { documentHandlers } from './documents';
import { healthHandlers } from './health/routes';

/** Every domain's handlers, keyed by operationId: the older domains' maps here, the registry's after them. */
export const allHandlers: Handlers = {
  ...truckingHandlers,
  ...fleetHandlers,
  ...gpsHandlers,
  ...authHandlers,
  ...accountsHandlers,
  ...addressHandlers,
  ...contentHandlers,
  ...dictHandlers,
  ...fileHandlers,
  ...papHandlers,
  ...portalHandlers,
  ...messageHandlers,
  ...screenHandlers,
  ...documentHandlers,
  ...healthHandlers,
  ...DOMAINS.reduce<Handlers>((all, d) => ({ ...all, ...d.handlers }), {}),
};
