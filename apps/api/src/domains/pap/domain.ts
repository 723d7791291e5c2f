/** The shop privileges (PAP): privileges, vehicles and prepay accounts (tables made by 0002_content). */
import { defineDomain } from '../module';
import { papHandlers } from './routes';
import { seedPap } from './seed';

export const domain = defineDomain({
  name: 'pap',
  handlers: papHandlers,
  seed: { late: async (services, demo) => { if (demo) await seedPap(services); } },
});
