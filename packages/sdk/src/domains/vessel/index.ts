/** The vessel domain (vessels and voyages): its entity descriptions and texts. */
export { vesselEntity, VESSEL_TYPES } from './vessel';
export { voyageEntity, type VoyageStatus } from './voyage';
export { vesselTexts } from './texts';

import { vesselEntity } from './vessel';
import { voyageEntity } from './voyage';
import { vesselTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'vessel', entities: [vesselEntity, voyageEntity], texts: vesselTexts });
