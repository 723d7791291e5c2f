/**
 * 箱子列表 (trucking/containers, /order/containers): every container of the orders in the caller's scope with
 * its order, dispatch status and truck; a container number opens its order. Export by trucking:ctn:export.
 */
import { Button, type TableColumnProps } from '@arco-design/web-react';
import { DISPATCH_STATUS, DISPATCH_STATUS_OTHER, TRUCK_ORDER_TYPE, displayText, labelOf, portTime } from '@port/sdk';
import { DISPATCH, DISPATCH_FLOW, TRUCK_ORDER_FLOW } from '@port/sdk/domains/trucking';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTr } from '../../app/i18n';
import { useDict } from '../../shared/dict';
import { ExportButton, ListPage, type SearchField } from '../../shared/list-page';
import { NAMED, orderDetailsPath } from '../../shared/named-routes';
import { FlowStatusTag } from '../../shared/entity';
import { listContainers, startContainerExport, type ContainerItem, type ContainerQuery } from './api';

type Filters = Pick<ContainerQuery, 'ctnNo' | 'orderNo' | 'billNo' | 'sendStatus' | 'orderType' | 'ctnSize' | 'ctnType'>;

/** A delivered container (the dispatch flow's 'complete'): its truck's track stays viewable, as an active one's. */
const CONTAINER_DELIVERED = DISPATCH_FLOW.transitions.find((tr) => tr.action === 'complete')!.to;

export default function ContainersPage() {
  const t = useTr();
  const navigate = useNavigate();
  const sizes = useDict('td_ctn_size');
  const types = useDict('td_ctn_type');
  const yards = useDict('td_take_address');
  const [query, setQuery] = useState<Filters>({});
  const codes = (map: Record<string, string>) => Object.keys(map).map((value) => ({ value, label: t(map[value] as never) }));
  // 02 and 08 both read 未派单: one option finds both (the server treats them alike).
  const sendOptions = [DISPATCH.notSent, DISPATCH.sent, DISPATCH.delivered].map((value) => ({ value, label: labelOf(DISPATCH_STATUS, value, { t }) }));

  const fields: SearchField<Filters>[] = [
    { field: 'ctnNo', label: t('trucking.fields.ctnNo'), type: 'input', modifiers: ['trimAll', 'upper'] },
    { field: 'orderNo', label: t('trucking.fields.orderNo'), type: 'input', modifiers: ['trimAll', 'upper'] },
    { field: 'billNo', label: t('trucking.fields.billNo'), type: 'input', modifiers: ['trimAll', 'upper'] },
    { field: 'sendStatus', label: t('trucking.fields.sendStatus'), type: 'select', options: sendOptions },
    { field: 'orderType', label: t('trucking.fields.orderType'), type: 'select', options: codes(TRUCK_ORDER_TYPE) },
    { field: 'ctnSize', label: t('trucking.fields.ctnSize'), type: 'select', options: sizes.options },
    { field: 'ctnType', label: t('trucking.fields.ctnType'), type: 'select', options: types.options },
  ];
  const columns = useMemo<TableColumnProps<ContainerItem>[]>(
    () => [
      {
        key: 'ctnNo', title: t('trucking.fields.ctnNo'), dataIndex: 'ctnNo', width: 140, fixed: 'left',
        render: (_: unknown, r) => (
          <Button type="text" size="mini" onClick={() => navigate(orderDetailsPath(r.orderId, r.orderType))}>
            {r.ctnNo}
          </Button>
        ),
      },
      { key: 'size', title: `${t('trucking.fields.ctnSize')}/${t('trucking.fields.ctnType')}`, dataIndex: 'ctnSize', width: 100, render: (_: unknown, r) => `${r.ctnSize}${r.ctnType}` },
      { key: 'sealNo', title: t('trucking.fields.sealNo'), dataIndex: 'sealNo', width: 120, render: (v: unknown) => displayText(v) },
      { key: 'sendStatus', title: t('trucking.fields.sendStatus'), dataIndex: 'sendStatus', width: 100, render: (v: string) => <FlowStatusTag flow={DISPATCH_FLOW} value={v} fallback={DISPATCH_STATUS_OTHER} /> },
      {
        key: 'truck', title: `${t('trucking.fields.truckLicense')} / ${t('trucking.fields.driverName')}`, dataIndex: 'truckLicense', width: 170,
        render: (_: unknown, r) => [displayText(r.truckLicense), displayText(r.driverName)].filter(Boolean).join(' / '),
      },
      { key: 'orderNo', title: t('trucking.fields.orderNo'), dataIndex: 'orderNo', width: 200 },
      { key: 'orderType', title: t('trucking.fields.orderType'), dataIndex: 'orderType', width: 90, render: (v: string) => labelOf(TRUCK_ORDER_TYPE, v, { t }) },
      { key: 'orderStatus', title: t('trucking.fields.status'), dataIndex: 'orderStatus', width: 100, render: (v: string) => <FlowStatusTag flow={TRUCK_ORDER_FLOW} value={v} /> },
      { key: 'billNo', title: t('trucking.fields.billNo'), dataIndex: 'billNo', width: 140, render: (v: unknown) => displayText(v) },
      { key: 'takeAddress', title: t('trucking.fields.takeAddress'), dataIndex: 'takeAddress', width: 130, render: (v: string) => yards.label(v) },
      { key: 'fleetName', title: t('trucking.fields.fleet'), dataIndex: 'fleetName', width: 220, render: (v: unknown) => displayText(v) },
      { key: 'createTime', title: t('trucking.fields.createTime'), dataIndex: 'createTime', width: 170, render: portTime },
      {
        key: 'actions', title: t('console.list.actions'), dataIndex: 'id', width: 90, fixed: 'right',
        render: (_: unknown, r) =>
          r.sendStatus === DISPATCH_FLOW.initial || r.sendStatus === CONTAINER_DELIVERED ? (
            <Button type="text" size="mini" onClick={() => navigate(`${NAMED.GpsDetail}?id=${r.orderId}`)}>
              {t('trucking.actions.location')}
            </Button>
          ) : null,
      },
    ],
    [t, navigate, yards],
  );

  return (
    <ListPage<Filters, ContainerItem>
      listId="trucking-containers"
      fields={fields}
      columns={columns}
      rowKey="id"
      scrollX={1800}
      fetch={({ pageNo, pageSize, cursor, ...filters }) => {
        setQuery(filters);
        return listContainers({ ...filters, pageNo, pageSize, ...(cursor ? { cursor } : {}) });
      }}
      toolbar={<ExportButton permission="trucking:ctn:export" fileName={`${t('trucking.pages.containers')}.xlsx`} start={(id) => startContainerExport(query, id)} />}
    />
  );
}
