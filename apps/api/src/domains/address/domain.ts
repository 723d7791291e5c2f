/** China's administrative divisions (table made by 0001_foundation), loaded on every start. */
import { defineDomain } from '../module';
import { addressHandlers } from './routes';
import { seedAddresses } from './seed';

export const domain = defineDomain({
  name: 'address',
  handlers: addressHandlers,
  seed: { core: (services) => seedAddresses(services.db) },
});
