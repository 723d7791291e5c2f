import { createElement } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageRegistry } from '../../routing/pages';
import { entityPageKeys } from '../../shared/entity/paths';
import { entityPages, lazyDescription } from '../../shared/entity/pages';

/**
 * 支线港放箱 (/wentai): the shared entity pages bound to the branch release description. The seed's per-port
 * routes (branchVoyageApplyByCNDTU, viewBranchVoyageAuditCndmy, …) open the same list, its port filter set
 * from the port the path names — one screen, the port as data. The non-local laden entry (addInWeightApplyWt)
 * is the mechanism's other variant: the shared pages bound to its description.
 */
const portOf = (path: string): string | undefined => /(CNDTU|CNDMY)/i.exec(path)?.[1]?.toUpperCase();

const sdk = () => import('@port/sdk/domains/wentai');
const branchRelease = lazyDescription('wentai.branchRelease', () => sdk().then((m) => m.branchReleaseEntity), { form: true });
const ladenEntry = lazyDescription('wentai.ladenEntry', () => sdk().then((m) => m.ladenEntryEntity), { form: true });
const keys = entityPageKeys(branchRelease);

export const wentaiPages: PageRegistry = {
  ...entityPages(branchRelease),
  ...entityPages(ladenEntry),
  [keys.list]: () =>
    Promise.all([import('../../shared/entity/EntityListPage'), branchRelease.load()]).then(([m, description]) => ({
      default: function BranchReleases() {
        const port = portOf(useLocation().pathname);
        return createElement(m.EntityListPage, { description, ...(port ? { initialQuery: { portCode: port } } : {}) });
      },
    })),
};
