/** The vessel-change application domain: the forwarder applies, the terminal both voyages call at audits. */
import { defineDomain } from '../module';
import { SHIPCHANGE_MENUS, SHIPCHANGE_OPERATION_MENUS } from './menus';
import * as migration from './migration';
import { shipchangeHandlers } from './routes';
import { seedShipChanges } from './seed';
import { describedWork } from '../../lib/entity/work';
import { shipChangeStore } from './stores';

export const domain = defineDomain({
  name: 'shipchange',
  work: [...describedWork(shipChangeStore)],
  handlers: shipchangeHandlers,
  migrations: { '0021_ship_change': migration },
  menus: [{ ...SHIPCHANGE_MENUS, after: 'wentai' }, SHIPCHANGE_OPERATION_MENUS],
  grants: { FORWARDER: ['shipchange', 'shipchange:apply:edit'], TERMINAL: ['shipchange', 'shipchange:audit'] },
  seedDemo: seedShipChanges,
});
