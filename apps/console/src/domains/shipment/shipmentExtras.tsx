/**
 * What the shipment's detail page adds to the description: 创建派车单 opens the trucking order form (trucking/place)
 * with the B/L, vessel/voyage, containers and address filled from the shipment (route state, TruckingPrefill), and
 * the trucking orders placed for the shipment's B/L, each opening its own details.
 */
import { Button, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css';
import { TRUCK_ORDER_STATUS } from '@port/sdk';
import { parseShipmentContainers, shipmentTruckingOrders, shipmentTruckingPrefill, type ShipmentContainerLine } from '@port/sdk/domains/shipment';
import type { Schemas } from '@port/sdk/contract';
import { Link, useNavigate } from 'react-router-dom';
import type { DetailExtras } from '../../shared/entity/extensions';
import type { EntityRecord } from '../../shared/entity/model';
import { useText } from '../../shared/entity/text';
import { orderDetailsPath } from '../../shared/named-routes';
import { usePermission } from '../../permission';
import { usePagePath } from '../../routing/page-path';
import { DataTable } from '../../shared/list-page';

type Shipment = Schemas['Shipment'];

function CreateTrucking({ record }: { record: EntityRecord }) {
  const t = useText();
  const navigate = useNavigate();
  const { can } = usePermission();
  const place = usePagePath('trucking/place');
  const s = record as unknown as Shipment;
  if (!place || !can('td:main:edit') || s.status === 'cancelled' || s.status === 'completed') return null;
  return (
    <Button type="primary" onClick={() => navigate(place, { state: { truckingPrefill: shipmentTruckingPrefill(s) } })}>
      {t('shipment.shipment.createTrucking')}
    </Button>
  );
}

/** The container lines as a table: number, size/type, seal, gross weight. */
function Containers({ record }: { record: EntityRecord }) {
  const t = useText();
  const data = parseShipmentContainers(String(record.containers ?? ''));
  return (
    <DataTable<ShipmentContainerLine>
      className="shipment-containers"
      rowKey="ctnNo"
      data={data}
      pagination={false}
      border={false}
      size="small"
      scroll={{ x: 480 }}
      columns={[
        { title: t('shipment.shipment.containerColumns.ctnNo'), dataIndex: 'ctnNo', width: 140 },
        { title: t('shipment.shipment.containerColumns.sizeType'), dataIndex: 'sizeType', width: 90 },
        { title: t('shipment.shipment.containerColumns.sealNo'), dataIndex: 'sealNo', width: 120 },
        { title: t('shipment.shipment.containerColumns.weightKg'), dataIndex: 'weightKg', width: 110, render: (v: number) => v.toLocaleString('en-US') },
      ]}
    />
  );
}

function TruckingOrders({ record }: { record: EntityRecord }) {
  const t = useText();
  const orders = shipmentTruckingOrders(String(record.truckingOrders ?? ''));
  const type = record.direction === 'import' ? 'I' : 'E';
  if (orders.length === 0) return <span className="shipment-trucking-none">{t('shipment.shipment.noTrucking')}</span>;
  return (
    <ul className="shipment-trucking" style={{ margin: 0, paddingLeft: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {orders.map((o) => (
        <li key={o.id}>
          <Link to={orderDetailsPath(o.id, type)}>{o.orderNo}</Link>{' '}
          <Tag size="small">{t((TRUCK_ORDER_STATUS as Record<string, string>)[o.status] ?? o.status)}</Tag>
        </li>
      ))}
    </ul>
  );
}

export const shipmentExtras: DetailExtras = {
  actions: (record) => <CreateTrucking record={record} />,
  sections: (record, _reload, t) => [
    { key: 'containers', title: t('shipment.shipment.sections.containers'), content: <Containers record={record} /> },
    { key: 'trucking', title: t('shipment.shipment.sections.trucking'), content: <TruckingOrders record={record} /> },
  ],
};
