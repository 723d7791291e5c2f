import type { ReactNode } from 'react';
/** The order list's columns and search fields. */
import { Button, type TableColumnProps } from '@arco-design/web-react';
import { TRUCK_ORDER_STATUS, TRUCK_ORDER_TYPE, displayText, labelOf, portTime } from '@port/sdk';
import { TRUCK_ORDER_FLOW } from '@port/sdk/domains/trucking';
import type { Tr } from '../../app/i18n';
import type { Dict } from '../../shared/dict';
import { FlowStatusTag } from '../../shared/entity';
import type { SearchField } from '../../shared/list-page';
import type { OrderListItem, OrderQuery } from './api';

export type OrderFilters = OrderQuery & { createTime?: string[] };

export function orderFields(t: Tr, yards: Dict): SearchField<OrderFilters>[] {
  const codes = (map: Record<string, string>) => Object.keys(map).map((value) => ({ value, label: t(map[value] as never) }));
  return [
    { field: 'orderNo', label: t('trucking.fields.orderNo'), type: 'input', modifiers: ['trimAll', 'upper'] },
    { field: 'ctnNo', label: t('trucking.fields.ctnNo'), type: 'input', modifiers: ['trimAll', 'upper'] },
    { field: 'status', label: t('trucking.fields.status'), type: 'select', options: codes(TRUCK_ORDER_STATUS) },
    { field: 'orderType', label: t('trucking.fields.orderType'), type: 'select', options: codes(TRUCK_ORDER_TYPE) },
    { field: 'billNo', label: t('trucking.fields.billNo'), type: 'input', modifiers: ['trimAll', 'upper'] },
    { field: 'takeAddress', label: t('trucking.fields.takeAddress'), type: 'select', options: yards.options },
    { field: 'createTime', label: t('trucking.fields.createTimeRange'), type: 'dateRange' },
  ];
}

export function orderColumns(t: Tr, yards: Dict, open: (row: OrderListItem) => void, actions: (row: OrderListItem) => ReactNode): TableColumnProps<OrderListItem>[] {
  return [
    {
      key: 'orderNo', title: t('trucking.fields.orderNo'), dataIndex: 'orderNo', width: 200, fixed: 'left',
      render: (_: unknown, row) => (
        <Button type="text" size="mini" onClick={() => open(row)}>
          {row.orderNo}
        </Button>
      ),
    },
    { key: 'orderType', title: t('trucking.fields.orderType'), dataIndex: 'orderType', width: 120, render: (_: unknown, row) => labelOf(TRUCK_ORDER_TYPE, row.orderType, { t }) },
    { key: 'status', title: t('trucking.fields.status'), dataIndex: 'status', width: 100, render: (_: unknown, row) => <FlowStatusTag flow={TRUCK_ORDER_FLOW} value={row.status} /> },
    { key: 'billNo', title: t('trucking.fields.billNo'), dataIndex: 'billNo', width: 140, render: (v: unknown) => displayText(v) },
    { key: 'vessel', title: `${t('trucking.fields.vessel')}/${t('trucking.fields.voyage')}`, dataIndex: 'vessel', width: 180, render: (_: unknown, row) => [displayText(row.vessel), displayText(row.voyage)].filter(Boolean).join(' / ') },
    { key: 'takeAddress', title: t('trucking.fields.takeAddress'), dataIndex: 'takeAddress', width: 130, render: (_: unknown, row) => yards.label(row.takeAddress) },
    { key: 'party', title: `${t('trucking.fields.forwarder')} / ${t('trucking.fields.fleet')}`, dataIndex: 'fleetName', width: 260, render: (_: unknown, row) => `${row.forwarderName} / ${displayText(row.fleetName)}` },
    { key: 'ctn', title: `${t('trucking.fields.doneCount')}/${t('trucking.fields.ctnCount')}`, dataIndex: 'ctnCount', width: 110, render: (_: unknown, row) => `${row.doneCount}/${row.ctnCount}` },
    { key: 'createTime', title: t('trucking.fields.createTime'), dataIndex: 'createTime', width: 170, render: portTime },
    { key: 'actions', title: t('console.list.actions'), dataIndex: 'id', width: 260, fixed: 'right', render: (_: unknown, row) => actions(row) },
  ];
}
