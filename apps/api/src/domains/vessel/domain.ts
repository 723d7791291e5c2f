/** The vessel domain (vessels and voyages): schedule under 公共查询, read by every business role. */
import type { Handlers } from '../../http/contract';
import { defineDomain } from '../module';
import { VESSEL_HIDDEN_MENUS, VESSEL_OPERATION_MENUS, VESSEL_QUERY_MENUS, VESSEL_READER_KEYS } from './menus';
import * as migration from './migration';
import { vesselHandlers } from './routes';
import { seedVessels } from './seed';

export const domain = defineDomain({
  name: 'vessel',
  handlers: vesselHandlers as Handlers,
  migrations: { '0012_vessel_schedule': migration },
  menus: [...VESSEL_QUERY_MENUS.map((m) => ({ ...m, under: 'query' })), VESSEL_HIDDEN_MENUS, VESSEL_OPERATION_MENUS],
  // The shipping-line agent keeps its vessels' schedule (edit, close); the terminal berths and departs the calls at its quays.
  grants: {
    FORWARDER: VESSEL_READER_KEYS, driver: VESSEL_READER_KEYS, common: VESSEL_READER_KEYS, BARGE: VESSEL_READER_KEYS,
    CARRIER: [...VESSEL_READER_KEYS, 'vessel:code:edit', 'vessel:voyage:close'],
    TERMINAL: [...VESSEL_READER_KEYS, 'vessel:voyage:berth'],
  },
  seedDemo: seedVessels,
});
