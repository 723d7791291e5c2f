export { EntityListPage, type EntityListPageProps } from './EntityListPage';
export { EntityDetailPage } from './EntityDetailPage';
export { EntityFormPage } from './EntityFormPage';
export { entityPages } from './pages';
export type { AnyDescription, EntityRecord } from './model';
