/** The declarations domain (dangerous-goods export declarations; SPEC §2.8 declarations): descriptions and texts. */
export {
  dgDeclarationEntity, dgChecks, IMDG_CLASSES, PACKING_GROUPS, DG_SIZE_TYPES, isUnNumber, validateUnNumber, validateEms, validateContainerNo,
  type DgDeclarationStatus, type ImdgClass,
} from './dgDeclaration';
export { declTexts } from './texts';

import { dgDeclarationEntity } from './dgDeclaration';
import { declTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'decl', entities: [dgDeclarationEntity], texts: declTexts });
