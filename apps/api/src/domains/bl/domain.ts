/**
 * The B/L domain: B/L confirmation (the shipping-line agent issues, the forwarder confirms or asks corrections,
 * the agent audits) and the ship configuration per voyage (kept by the voyage's agent).
 */
import { defineDomain } from '../module';
import { BL_AGENT_KEYS, BL_FORWARDER_KEYS, BL_MENUS, BL_OPERATION_MENUS, SHIP_CONFIG_MENUS } from './menus';
import * as migration from './migration';
import { blHandlers } from './routes';
import { seedBl } from './seed';
import { describedWork } from '../../lib/entity/work';
import { billStore } from './stores';

export const domain = defineDomain({
  name: 'bl',
  work: [...describedWork(billStore)],
  handlers: blHandlers,
  migrations: { '0020_bl': migration },
  menus: [{ ...BL_MENUS, after: 'exportation' }, { ...SHIP_CONFIG_MENUS, after: 'blConfirm' }, BL_OPERATION_MENUS],
  grants: { FORWARDER: BL_FORWARDER_KEYS, CARRIER: BL_AGENT_KEYS },
  seedDemo: seedBl,
});
