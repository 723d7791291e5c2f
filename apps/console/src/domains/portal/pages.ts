import type { PageRegistry } from '../../routing/pages';

/** 公共查询's own screens: 车辆查询 (the portal's public truck query) and 空箱源. */
export const queryPages: PageRegistry = {
  'query/trucks': () => import('./TrucksPage'),
  'query/emptyCtn': () => import('./EmptyCtnPage'),
};
