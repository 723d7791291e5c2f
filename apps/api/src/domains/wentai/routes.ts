/** The handlers of openapi/paths/wentai.yaml: all of them from the entity mechanism, one set per variant. */
import { entityHandlers } from '../../lib/entity/handlers';
import { branchReleaseStore, ladenEntryStore } from './stores';

export const wentaiHandlers = {
  ...entityHandlers(branchReleaseStore, { exportTitle: 'wentai.pages.branchReleases' }),
  ...entityHandlers(ladenEntryStore, { exportTitle: 'wentai.pages.ladenEntrys' }),
};
