/** The release domain (/wentai): the branch-line box release and its variant the non-local laden entry, their descriptions and texts. */
export { branchReleaseEntity, validateReleaseContainers, RELEASE_FLOW, BRANCH_PORTS, BRANCH_RELEASE_LOADS, BRANCH_RELEASE_SIZE_TYPES, type BranchPort, type BranchReleaseStatus } from './branchRelease';
export { ladenEntryEntity, ladenEntryChecks, validateSeals, validateWeights, SEAL_PATTERN, LADEN_WEIGHT_RANGE } from './ladenEntry';
export { wentaiTexts } from './texts';

import { branchReleaseEntity } from './branchRelease';
import { ladenEntryEntity } from './ladenEntry';
import { wentaiTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'wentai', entities: [branchReleaseEntity, ladenEntryEntity], texts: wentaiTexts });
