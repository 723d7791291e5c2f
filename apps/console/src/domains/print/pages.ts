import type { PageRegistry } from '../../routing/pages';

/** The bare pages of SPEC §2.3 the console owns; their print content comes with the documents issue. */
export const printPages: PageRegistry = {
  notFound: () => import('./NotFoundPage'),
};
