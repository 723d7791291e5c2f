/** The permits domain (port access permits and vehicle filing, SPEC §2.8 papDetail): descriptions and texts. */
export {
  vehicleFilingEntity, filingChecks, PERMIT_FEE_CENTS, PERMIT_MONTHS, TRUCK_PLATE_PATTERN, TRAILER_PLATE_PATTERN, VIN_PATTERN, normalizePlatePart,
  validateTruckPlate, validateTrailerPlate, validateVin, type VehicleFilingStatus,
} from './filing';
export { PROVINCES, PROVINCE_OPTIONS, PROVINCE_NAMES, type ProvinceAbbr } from './provinces';
export { permitsTexts } from './texts';

import { vehicleFilingEntity } from './filing';
import { permitsTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'permits', entities: [vehicleFilingEntity], texts: permitsTexts });
