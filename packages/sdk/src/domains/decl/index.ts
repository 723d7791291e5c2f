/** The declarations domain (dangerous-goods export declarations, pre-arrival and arrival declarations; SPEC §2.8): descriptions and texts. */
export {
  dgDeclarationEntity, dgChecks, IMDG_CLASSES, PACKING_GROUPS, DG_SIZE_TYPES, isUnNumber, validateUnNumber, validateEms, validateContainerNo,
  type DgDeclarationStatus, type ImdgClass,
} from './dgDeclaration';
export { preArrivalEntity, validateCustomsDeclNo, validateSealNo, WEIGHT_TOLERANCE, type PreArrivalStatus } from './preArrival';
export { reeferDeclarationEntity, reeferChecks, REEFER_CHANNELS, type ReeferStatus } from './reefer';
export { declTexts } from './texts';

import { dgDeclarationEntity } from './dgDeclaration';
import { preArrivalEntity } from './preArrival';
import { reeferDeclarationEntity } from './reefer';
import { declTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'decl', entities: [dgDeclarationEntity, preArrivalEntity, reeferDeclarationEntity], texts: declTexts });
