/** The packing-list domain (装箱单, SPEC §2.8 /packingQuery): its entity description, cargo-line rules and texts. */
export { packingListEntity, PACKING_SIZE_TYPES, TERMINAL_SOURCES, type PackingListStatus } from './packingList';
export {
  validateCargoLines, validateTerminalPackages, validateTerminalGross, validateTerminalVolume, parseCargoLines, normalizeCargoLines, cargoTotals, packingDifferences, PACKING_COMPARED, PACKAGE_KINDS, HS_CODE_PATTERN,
  type CargoLine, type PackingDifference,
} from './lines';
export { packingTexts } from './texts';

import { packingListEntity } from './packingList';
import { packingTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'packing', entities: [packingListEntity], texts: packingTexts });
