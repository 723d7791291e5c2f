/**
 * The booking domain's menu: 订舱委托 (the list) under 订舱管理, the form at SPEC's route
 * /exportation/bookingOrder/bookingOrderForm, the detail beside it. The console page keys (component) are
 * registered by apps/console/src/domains/booking. booking:edit (forwarder: draft, submit, cancel),
 * booking:accept (agent: accept, reject) and td:main:exportTBook (print the booking note) are the buttons.
 */
import type { MenuSeed } from '../module';

const button = (perms: string): MenuSeed => ({ key: perms, type: 'button', title: perms.split(':').pop()!, perms });

export const BOOKING_MENUS: MenuSeed = {
  key: 'exportation', type: 'nested', path: '/exportation', title: '订舱管理', icon: 'ship',
  children: [
    { key: 'exportation.bookings', type: 'page', path: '/exportation/bookings', title: '订舱委托', component: 'booking/bookings', keepAlive: true,
      children: [button('booking:list')] },
    { key: 'exportation.bookingDetail', type: 'named', path: '/exportation/bookingOrder/bookingDetail', title: '订舱详情', component: 'booking/bookingDetail', hidden: true },
    { key: 'exportation.bookingForm', type: 'named', path: '/exportation/bookingOrder/bookingOrderForm', title: '订舱委托单', component: 'booking/bookingForm', hidden: true },
  ],
};

/** What the forwarder and the agent roles select (a key takes its subtree). */
export const BOOKING_FORWARDER_KEYS = ['exportation', 'booking:edit'];
export const BOOKING_AGENT_KEYS = ['exportation', 'booking:accept'];

/** The hidden group holding the acting permissions (a role selecting a menu takes its whole subtree). */
export const BOOKING_OPERATION_MENUS: MenuSeed = {
  key: 'bookingOperations', type: 'nested', path: '/booking-operations', title: '订舱作业', icon: 'ship', hidden: true,
  children: [button('booking:edit'), button('booking:accept')],
};
