/** The handlers of openapi/paths/wentai.yaml: all of them from the entity mechanism. */
import { entityHandlers } from '../../lib/entity/handlers';
import { branchReleaseStore } from './stores';

export const wentaiHandlers = entityHandlers(branchReleaseStore, { exportTitle: 'wentai.pages.branchReleases' });
