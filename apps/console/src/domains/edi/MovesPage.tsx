/**
 * EDI平台 (/edi). With EDI_URL configured the server answers the platform's single sign-on link and the page opens
 * it (a fresh five-minute token on every click); without it, the company's own gate moves with filters and paging,
 * downloadable as one EDIFACT CODECO interchange or as CSV (both of the current filter).
 */
import { Button, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css';
import { formatDateTime, portTime } from '@port/sdk';
import { useEffect, useState } from 'react';
import { useText } from '../../shared/entity/text';
import { ListPage, type SearchField } from '../../shared/list-page';
import { downloadMoves, ediEntry, ediMoves, type EdiFilters, type EdiMove } from './api';

type Filters = EdiFilters & { time?: Date[] };

function toQuery(values: Partial<Filters>): Partial<Filters> {
  const { time, ...rest } = values;
  const [start, end] = time ?? [];
  return { ...rest, ...(start ? { timeStart: formatDateTime(start) } : {}), ...(end ? { timeEnd: formatDateTime(end) } : {}) };
}

function PlatformEntry() {
  const t = useText();
  const open = async () => {
    // Opened before the token is fetched, so no popup blocker stops it; the link is then set.
    const win = window.open('', '_blank');
    const { url } = await ediEntry();
    if (win && url) {
      win.opener = null;
      win.location.href = url;
    }
  };
  return (
    <div style={{ padding: 24 }}>
      <Button type="primary" onClick={() => void open()}>{t('edi.actions.openPlatform')}</Button>
    </div>
  );
}

function Moves() {
  const t = useText();
  const [filters, setFilters] = useState<EdiFilters>({});
  const [busy, setBusy] = useState<'codeco' | 'csv' | null>(null);
  const download = (kind: 'codeco' | 'csv') => {
    setBusy(kind);
    void downloadMoves(kind, filters).finally(() => setBusy(null));
  };
  const fields: SearchField<Filters>[] = [
    { field: 'containerNo', label: t('edi.fields.containerNo'), type: 'input', modifiers: ['trimAll', 'upper'] },
    { field: 'billNo', label: t('edi.fields.billNo'), type: 'input', modifiers: ['trimAll'] },
    { field: 'direction', label: t('edi.fields.direction'), type: 'select', options: (['gateIn', 'gateOut'] as const).map((v) => ({ value: v, label: t(`edi.direction.${v}`) })) },
    { field: 'time', label: t('edi.fields.timeRange'), type: 'dateRange' },
  ];
  const columns = [
    { key: 'containerNo', title: t('edi.fields.containerNo'), dataIndex: 'containerNo', width: 130 },
    { key: 'direction', title: t('edi.fields.direction'), dataIndex: 'direction', width: 90, render: (v: EdiMove['direction']) => <Tag color={v === 'gateIn' ? 'green' : 'arcoblue'}>{t(`edi.direction.${v}`)}</Tag> },
    { key: 'time', title: t('edi.fields.time'), dataIndex: 'time', width: 170, render: portTime },
    { key: 'sizeType', title: t('edi.fields.sizeType'), dataIndex: 'sizeType', width: 100 },
    { key: 'emptyFull', title: t('edi.fields.emptyFull'), dataIndex: 'emptyFull', width: 90, render: (v: EdiMove['emptyFull']) => t(`edi.emptyFull.${v}`) },
    { key: 'place', title: t('edi.fields.place'), dataIndex: 'place', width: 100 },
    { key: 'lineCode', title: t('edi.fields.lineCode'), dataIndex: 'lineCode', width: 90 },
    { key: 'billNo', title: t('edi.fields.billNo'), dataIndex: 'billNo', width: 150 },
    { key: 'truckLicense', title: t('edi.fields.truckLicense'), dataIndex: 'truckLicense', width: 110 },
  ];
  return (
    <ListPage<Filters, EdiMove>
      title={t('edi.pages.moves')}
      fields={fields}
      columns={columns}
      rowKey="id"
      toQuery={toQuery}
      listId="edi-moves"
      scrollX={1100}
      emptyText={t('edi.empty')}
      toolbar={
        <>
          <Button type="primary" loading={busy === 'codeco'} onClick={() => download('codeco')}>{t('edi.actions.codeco')}</Button>
          <Button loading={busy === 'csv'} onClick={() => download('csv')}>{t('edi.actions.csv')}</Button>
        </>
      }
      fetch={(q) => {
        const { time: _time, ...query } = q;
        const { pageNo: _p, pageSize: _s, cursor: _c, ...only } = query as typeof query & { cursor?: string };
        setFilters(only);
        return ediMoves(query);
      }}
    />
  );
}

export default function MovesPage() {
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    ediEntry().then((e) => live && setUrl(e.url), () => live && setUrl(null));
    return () => {
      live = false;
    };
  }, []);
  if (url === undefined) return <Spin />;
  return url ? <PlatformEntry /> : <Moves />;
}
