import type { PageRegistry } from '../../routing/pages';

export const systemPages: PageRegistry = {
  'system/notice': () => import('./NoticePublishPage'),
};
