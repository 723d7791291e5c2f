/**
 * 车辆查询 (query/trucks, /query/truck): the portal's public truck query (SPEC §2.2 集卡备案信息 and 集卡GPS信息)
 * inside the business centre, under the same access rules (public operations, rate-limited per address): a
 * plate (2 characters or more, a part matches) or a fleet name finds the trucks' filing, fleet, type and state,
 * and, for a plate, whether each truck reports GPS now. No coordinates are public.
 */
import type { TableColumnProps } from '@arco-design/web-react';
import { FLEET_FILING_STATUS, displayText, portTime } from '@port/sdk';
import { useDict } from '../../../shared/dict';
import { useText } from '../../../shared/entity/text';
import { ListPage, type SearchField } from '../../../shared/list-page';
import { StatusTag } from '../../../shared/StatusTag';
import { queryTruckFiling, queryTruckGps, type TruckFilingRow, type TruckGpsRow } from './api';

interface Filters extends Record<string, unknown> {
  truckLicense?: string;
  fleetName?: string;
}
type Row = TruckFilingRow & { online: boolean | null; gpsTime: string | null };

const FILING_COLORS = { '0': 'gray', '1': 'blue', '2': 'green', '3': 'red' } as const;

export default function TrucksPage() {
  const t = useText();
  const types = useDict('fleet_truck_type');
  const fields: SearchField<Filters>[] = [
    { field: 'truckLicense', label: t('portal.query.truckLicense'), type: 'input', modifiers: ['trimAll', 'upper'], placeholder: t('portal.query.plateHint') },
    { field: 'fleetName', label: t('portal.query.fleetName'), type: 'input', modifiers: ['trim'] },
  ];
  const columns: TableColumnProps<Row>[] = [
    { key: 'truckLicense', title: t('portal.query.truckLicense'), dataIndex: 'truckLicense', width: 130 },
    { key: 'trailerLicense', title: t('portal.query.trailerLicense'), dataIndex: 'trailerLicense', width: 130, render: (v: unknown) => displayText(v) },
    { key: 'fleetName', title: t('portal.query.fleetName'), dataIndex: 'fleetName', width: 240, render: (v: unknown) => displayText(v) },
    { key: 'truckType', title: t('portal.query.truckType'), dataIndex: 'truckType', width: 120, render: (v: string) => types.label(v) },
    { key: 'filingStatus', title: t('portal.query.filingStatus'), dataIndex: 'filingStatus', width: 110, render: (v: string) => <StatusTag map={FLEET_FILING_STATUS} value={v} colors={FILING_COLORS} /> },
    { key: 'status', title: t('portal.query.status'), dataIndex: 'status', width: 90, render: (v: string) => t(`portal.query.statuses.${v === '1' ? '1' : '0'}`) },
    {
      key: 'online', title: t('portal.query.gps'), dataIndex: 'online', width: 200,
      render: (_: unknown, r) => (r.online === null ? '—' : `${t(r.online ? 'portal.query.online' : 'portal.query.offline')}${r.gpsTime ? ` · ${portTime(r.gpsTime)}` : ''}`),
    },
  ];

  return (
    <ListPage<Filters, Row>
      listId="query-trucks"
      fields={fields}
      columns={columns}
      rowKey="truckLicense"
      scrollX={1100}
      emptyText={t('portal.query.criteria')}
      fetch={async ({ pageNo, pageSize, truckLicense, fleetName }) => {
        const plate = truckLicense?.trim() ?? '';
        const fleet = fleetName?.trim() ?? '';
        // The public query needs a criterion: without one the list stays empty and says what to enter.
        if (plate.length < 2 && !fleet) return { data: [], total: 0 };
        const [filing, gps] = await Promise.all([
          queryTruckFiling({ pageNo, pageSize, ...(plate ? { truckLicense: plate } : {}), ...(fleet ? { fleetName: fleet } : {}) }),
          plate.length >= 2 ? queryTruckGps({ pageNo: 1, pageSize: 50, truckLicense: plate }).catch(() => null) : Promise.resolve(null),
        ]);
        const byPlate = new Map((gps?.data ?? []).map((g: TruckGpsRow) => [g.truckLicense, g] as const));
        return {
          total: filing.total,
          data: filing.data.map((r: TruckFilingRow) => {
            const g = byPlate.get(r.truckLicense);
            return { ...r, online: g ? g.online : null, gpsTime: g?.gpsTime ?? null };
          }),
        };
      }}
    />
  );
}
