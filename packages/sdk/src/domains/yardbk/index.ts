/** The yard-booking domain (SPEC §2.8 yardBkManage, jxYardLiftEmpty): its entity description and texts. */
export {
  yardBookingEntity, yardBookingChecks, validateYardContainers, validateLineCode, normalizeYardContainers, YARD_OPERATIONS, YARD_PORTS, YARD_SIZE_TYPES,
  RELEASE_ISO_SIZE, LINE_PATTERN, MAX_QUANTITY, type YardBookingStatus, type YardOperation, type YardPort,
} from './booking';
export { yardbkTexts } from './texts';

import { yardBookingEntity } from './booking';
import { yardbkTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'yardbk', entities: [yardBookingEntity], texts: yardbkTexts });
