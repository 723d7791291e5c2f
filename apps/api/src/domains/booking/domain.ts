/** The booking domain (booking entrustments, forwarder → shipping-line agent). */
import { defineDomain } from '../module';
import { BOOKING_AGENT_KEYS, BOOKING_FORWARDER_KEYS, BOOKING_MENUS, BOOKING_OPERATION_MENUS } from './menus';
import * as migration from './migration';
import * as noPrefix from './migration-no-prefix';
import { bookingHandlers } from './routes';
import { seedBookings } from './seed';
import { describedWork } from '../../lib/entity/work';
import { bookingStore } from './stores';

export const domain = defineDomain({
  name: 'booking',
  work: [...describedWork(bookingStore)],
  handlers: bookingHandlers,
  migrations: { '0013_booking': migration, '0015_booking_no_prefix': noPrefix },
  menus: [{ ...BOOKING_MENUS, after: 'order' }, BOOKING_OPERATION_MENUS],
  grants: { FORWARDER: BOOKING_FORWARDER_KEYS, CARRIER: BOOKING_AGENT_KEYS },
  seedDemo: seedBookings,
});
