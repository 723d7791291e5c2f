import { createElement } from 'react';
import type { PageRegistry } from '../../routing/pages';
import { entityPageKeys } from '../../shared/entity/paths';
import { entityPages, lazyDescription } from '../../shared/entity/pages';

/**
 * The booking domain's screens (订舱委托: list, detail, the booking form of SPEC's
 * /exportation/bookingOrder/bookingOrderForm): the shared entity pages bound to the description, under the keys
 * of its menu (booking/bookings, booking/bookingDetail, booking/bookingForm). The detail prints the booking note
 * (td:main:exportTBook, from the B/L domain's documents).
 */
const booking = lazyDescription('booking.booking', () => import('@port/sdk/domains/booking').then((m) => m.bookingEntity), { form: true });
const keys = entityPageKeys(booking);

export const bookingPages: PageRegistry = {
  ...entityPages(booking),
  [keys.detail]: () =>
    Promise.all([import('../../shared/entity/EntityDetailPage'), import('../bl/BookingNote'), booking.load()]).then(([m, x, description]) => ({
      default: () => createElement(m.EntityDetailPage, { description, extras: { actions: (record) => createElement(x.BookingNoteButton, { record }) } }),
    })),
};
