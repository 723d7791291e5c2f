/**
 * The release domain (/wentai): the forwarder applies, a terminal audits. Two variants of one mechanism: the
 * branch-line box release (the branch port's terminal audits) and the non-local laden entry (the local terminal).
 */
import { defineDomain } from '../module';
import { WENTAI_MENUS, WENTAI_OPERATION_MENUS } from './menus';
import * as migration from './migration';
import * as ladenEntryMigration from './migration-laden-entry';
import { wentaiHandlers } from './routes';
import { seedBranchReleases } from './seed';

export const domain = defineDomain({
  name: 'wentai',
  handlers: wentaiHandlers,
  migrations: { '0014_branch_release': migration, '0125_laden_entry': ladenEntryMigration },
  menus: [WENTAI_MENUS, WENTAI_OPERATION_MENUS],
  grants: { FORWARDER: ['wentai', 'wentai:apply:edit'], TERMINAL: ['wentai', 'wentai:audit'] },
  seedDemo: seedBranchReleases,
});
