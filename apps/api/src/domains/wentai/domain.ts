/** The branch-line box release domain (/wentai): forwarder applies, the branch port's terminal audits. */
import { defineDomain } from '../module';
import { WENTAI_MENUS, WENTAI_OPERATION_MENUS } from './menus';
import * as migration from './migration';
import { wentaiHandlers } from './routes';
import { seedBranchReleases } from './seed';

export const domain = defineDomain({
  name: 'wentai',
  handlers: wentaiHandlers,
  migrations: { '0014_branch_release': migration },
  menus: [WENTAI_MENUS, WENTAI_OPERATION_MENUS],
  grants: { FORWARDER: ['wentai', 'wentai:apply:edit'], TERMINAL: ['wentai', 'wentai:audit'] },
  seedDemo: seedBranchReleases,
});
