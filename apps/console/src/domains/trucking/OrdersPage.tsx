/**
 * The order list (trucking/orders), the same screen for the forwarder (/order/list) and the fleet
 * (/fleet/orders): the server scopes the rows, permissions decide the buttons.
 */
import { Button, Space } from '@arco-design/web-react';
import { formatDateTime } from '@port/sdk';
import { useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTr } from '../../app/i18n';
import { Permission } from '../../permission';
import { useDict } from '../../shared/dict';
import { ExportButton, ListPage, RowActions, type ListPageHandle } from '../../shared/list-page';
import { listOrders, startOrderExport, type OrderQuery } from './api';
import { useOrderActions, PERMS } from './actions';
import { orderColumns, orderFields, type OrderFilters } from './columns';
import { ImportDialog } from './ImportDialog';
import { NAMED, orderDetailsPath } from '../../shared/named-routes';

/** The form's date range becomes createTimeStart / createTimeEnd. */
function toQuery(values: Partial<OrderFilters>): Partial<OrderFilters> {
  const { createTime, ...rest } = values;
  const [start, end] = createTime ?? [];
  return { ...rest, ...(start ? { createTimeStart: formatDateTime(start) } : {}), ...(end ? { createTimeEnd: formatDateTime(end) } : {}) };
}

export default function OrdersPage() {
  const t = useTr();
  const navigate = useNavigate();
  const list = useRef<ListPageHandle>(null);
  const yards = useDict('td_take_address');
  const [importing, setImporting] = useState(false);
  const [query, setQuery] = useState<OrderQuery>({});
  // The home page's charts open the list on one status (?status=01); a new status remounts the list with it.
  const [params] = useSearchParams();
  const status = params.get('status') ?? undefined;
  const { rowActions } = useOrderActions(() => list.current?.reload());
  const columns = useMemo(
    () => orderColumns(t, yards, (row) => navigate(orderDetailsPath(row.id, row.orderType)), (row) => <RowActions actions={rowActions(row)} />),
    [t, yards, navigate, rowActions],
  );

  return (
    <>
      <ListPage<OrderFilters, Awaited<ReturnType<typeof listOrders>>['data'][number]>
        key={status ?? 'all'}
        listId="trucking-orders"
        {...(status ? { initialQuery: { status } as Partial<OrderFilters> } : {})}
        fields={orderFields(t, yards)}
        columns={columns}
        rowKey="id"
        scrollX={1700}
        toQuery={toQuery}
        fetch={(q) => {
          const { createTime: _range, ...rest } = q;
          const { pageNo, pageSize, cursor, ...filters } = rest;
          setQuery(filters);
          return listOrders({ ...filters, pageNo, pageSize, ...(cursor ? { cursor } : {}) });
        }}
        ref={list}
        toolbar={
          <Space>
            <Permission check={PERMS.forwarder}>
              <Button type="primary" onClick={() => navigate(NAMED.place)}>
                {t('trucking.pages.place')}
              </Button>
              <Button onClick={() => setImporting(true)}>{t('trucking.actions.import')}</Button>
            </Permission>
            <ExportButton fileName={`${t('trucking.pages.orders')}.xlsx`} start={(id) => startOrderExport(query, id)} />
          </Space>
        }
      />
      <ImportDialog visible={importing} onClose={() => setImporting(false)} onImported={() => list.current?.reload()} />
    </>
  );
}
