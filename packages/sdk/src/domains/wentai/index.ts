/** The branch-line box release domain (/wentai): its entity description and texts. */
export { branchReleaseEntity, validateReleaseContainers, BRANCH_PORTS, BRANCH_RELEASE_LOADS, BRANCH_RELEASE_SIZE_TYPES, type BranchPort, type BranchReleaseStatus } from './branchRelease';
export { wentaiTexts } from './texts';

import { branchReleaseEntity } from './branchRelease';
import { wentaiTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'wentai', entities: [branchReleaseEntity], texts: wentaiTexts });
