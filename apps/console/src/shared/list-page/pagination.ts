import type { PaginationProps } from '@arco-design/web-react';
import { currentLanguage, type Tr } from '../../app/i18n';
import { PAGE_SIZES } from './query';

/** The paging of SPEC §9 for any Arco Table: sizes 10–50, '共 N 条', quick jumper. */
export function listPagination(
  t: Tr,
  state: { total: number; pageNo: number; pageSize: number; totalExact?: boolean },
  onChange: (pageNo: number, pageSize: number) => void,
): PaginationProps {
  return {
    total: state.total,
    current: state.pageNo,
    pageSize: state.pageSize,
    sizeOptions: PAGE_SIZES,
    sizeCanChange: true,
    showJumper: true,
    // An estimated total (large lists, totalExact false) says so: 共约 N 条.
    showTotal: (total: number) =>
      state.totalExact === false
        ? t('listPage.totalApprox', { total: total.toLocaleString(currentLanguage()) })
        : t('common.total', { total: total.toLocaleString(currentLanguage()) }),
    onChange,
  };
}
