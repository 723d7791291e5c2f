/** The wmm domain (wheeled machinery, SPEC §2.8 wmm): the machine registration, its plate re-issue, texts. */
export {
  wmmMachineEntity, machineChecks, vinCheckDigit, validateFrameNo, validateEngineNo, normalizeFrameNo, WMM_REMAKE_FEE_CENTS, WMM_BUSINESS_TYPE,
  WMM_EXPIRING_DAYS, WMM_MACHINE_TYPES, WMM_REMAKE_REASONS, WMM_PLATE_PATTERN, WMM_VIN_PATTERN, WMM_FRAME_PATTERN, type WmmMachineStatus,
} from './machine';
export { wmmTexts } from './texts';

import { wmmMachineEntity } from './machine';
import { wmmTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'wmm', entities: [wmmMachineEntity], texts: wmmTexts });
