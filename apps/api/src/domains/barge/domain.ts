/** The barge domain: barges, barge orders and the order pool (forwarder → pool → barge operator; the terminal gathers). */
import { defineDomain } from '../module';
import { BARGE_FORWARDER_KEYS, BARGE_MENUS, BARGE_OPERATION_MENUS, BARGE_OPERATOR_KEYS, BARGE_TERMINAL_KEYS } from './menus';
import * as migration from './migration';
import { bargeHandlers } from './routes';
import { seedBarges } from './seed';
import { describedWork } from '../../lib/entity/work';
import { bargeOrderStore } from './stores';

export const domain = defineDomain({
  name: 'barge',
  work: [...describedWork(bargeOrderStore)],
  handlers: bargeHandlers,
  migrations: { '0025_barge': migration },
  menus: [BARGE_MENUS, BARGE_OPERATION_MENUS],
  grants: { FORWARDER: BARGE_FORWARDER_KEYS, BARGE: BARGE_OPERATOR_KEYS, TERMINAL: BARGE_TERMINAL_KEYS },
  seedDemo: seedBarges,
});
