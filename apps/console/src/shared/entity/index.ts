export { EntityListPage, type EntityListPageProps } from './EntityListPage';
export { EntityDetailPage, HistoryTimeline, type HistoryEntry } from './EntityDetailPage';
export { EntityFormPage } from './EntityFormPage';
export { describedBy, entityPages, lazyDescription, type LazyDescription } from './pages';
export { flowTag, offeredByPermission, openActions, type AnyDescription, type EntityRecord } from './model';
export { FlowStatusTag } from './fields';
