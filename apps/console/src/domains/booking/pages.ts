import { bookingEntity } from '@port/sdk/domains/booking';
import type { PageRegistry } from '../../routing/pages';
import { entityPages } from '../../shared/entity/pages';

/**
 * The booking domain's screens (订舱委托: list, detail, the booking form of SPEC's
 * /exportation/bookingOrder/bookingOrderForm): the shared entity pages bound to the description, under the keys
 * of its menu (booking/bookings, booking/bookingDetail, booking/bookingForm).
 */
export const bookingPages: PageRegistry = entityPages(bookingEntity);
