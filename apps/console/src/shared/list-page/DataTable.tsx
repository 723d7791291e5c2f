/**
 * Arco's Table with the console's one column rule: each header keeps its words whole in every language
 * (see headerWidth.ts). Pages that draw a table outside ListPage use this instead of Arco's Table.
 */
import { Table, type TableProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css';
import { useMemo } from 'react';
import { fitColumns } from './headerWidth';

function FittedTable<T>(props: TableProps<T>) {
  const { columns } = props;
  const fitted = useMemo(() => (columns ? fitColumns(columns) : columns), [columns]);
  return <Table<T> {...props} columns={fitted} />;
}

/** Table's sub-components (the summary row) stay reachable as DataTable.Summary. */
export const DataTable = Object.assign(FittedTable, { Summary: Table.Summary });
