/** The booking domain (booking entrustments, forwarder → shipping-line agent): its entity description and texts. */
export { bookingEntity, parseContainerDemand, validateContainerDemand, validateHsCode, type BookingStatus, type ContainerLine } from './booking';
export { bookingTexts } from './texts';

import { bookingEntity } from './booking';
import { bookingTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'booking', entities: [bookingEntity], texts: bookingTexts });
