/** The vessel domain (vessels and voyages): its entity descriptions and texts. */
export { vesselEntity, VESSEL_TYPES } from './vessel';
export { voyageEntity, type VoyageStatus } from './voyage';
export { vesselTexts } from './texts';
