/**
 * The yard-booking domain (SPEC §2.8 yardBkManage, jxYardLiftEmpty): forwarders and fleets book operations at a
 * yard, the yard answers; it also computes 空箱源 (stock.ts) and the gate's release check (gate.ts).
 */
import type { Handlers } from '../../http/contract';
import { entityHandlers } from '../../lib/entity/handlers';
import { defineDomain } from '../module';
import { YARDBK_GRANTS, YARDBK_MENUS, YARDBK_OPERATION_MENUS } from './menus';
import * as migration from './migration';
import { seedYardBookings } from './seed';
import { yardBookingStore } from './store';
import { describedWork } from '../../lib/entity/work';

export const domain = defineDomain({
  name: 'yardbk',
  work: [...describedWork(yardBookingStore)],
  handlers: { ...entityHandlers(yardBookingStore, { exportTitle: 'yardbk.pages.bookings' }) } as unknown as Handlers,
  migrations: { '0120_yardbk': migration },
  menus: [YARDBK_MENUS, YARDBK_OPERATION_MENUS],
  grants: YARDBK_GRANTS,
  seedDemo: seedYardBookings,
});
