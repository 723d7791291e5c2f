export { ListPage, type ListPageHandle, type ListPageProps } from './ListPage';
export { SearchForm, type SearchField, type SelectOption } from './SearchForm';
export { useListPage, type ListPageOptions, type ListPageState } from './useListPage';
export { listPagination } from './pagination';
export { cleanQuery, clampPage, FIRST_PAGE, PAGE_SIZES, type PageParams, type PageResult } from './query';
export { RowActions, type RowAction } from './RowActions';
export { ExportButton, type ExportButtonProps } from './ExportButton';
export { ColumnSettings, useHiddenColumns } from './ColumnSettings';
export { cursorFor } from './query';
