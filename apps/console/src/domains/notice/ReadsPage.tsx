/**
 * 阅读统计 (notice/reads, ?id=): of the users a notice post was delivered to, how many read or acknowledged it and
 * who, filtered by state and mobile, paged, exportable.
 */
import { Alert, Button, Card, Input, Progress, Radio, Space, type TableColumnProps } from '@arco-design/web-react';
import { formatDateTime } from '@port/sdk';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePagePath } from '../../routing/page-path';
import { recordPath } from '../../shared/entity/paths';
import { useText } from '../../shared/entity/text';
import { downloadReads, fetchReads, type ReadStats } from './api';
import { DataTable } from '../../shared/list-page';

type Reader = ReadStats['data'][number];
type ReadFilter = '' | '0' | '1';

export default function ReadsPage() {
  const t = useText();
  const r = (k: string, p?: Record<string, string | number>) => t(`notice.reads.${k}`, p);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detailPath = usePagePath('notice/postDetail');
  const listPath = usePagePath('notice/posts');
  const [read, setRead] = useState<ReadFilter>('');
  const [mobileText, setMobileText] = useState('');
  const [mobile, setMobile] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [stats, setStats] = useState<ReadStats | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [exporting, setExporting] = useState(false);

  const load = useCallback(() => {
    if (!id) return;
    setLoading(true);
    setFailed(false);
    fetchReads(id, { ...page, ...(read ? { read } : {}), ...(mobile ? { mobile } : {}) })
      .then(setStats)
      .catch(() => setFailed(true))
      .finally(() => setLoading(false));
  }, [id, page, read, mobile]);
  useEffect(load, [load]);

  if (!id) {
    return (
      <Card>
        <Alert type="warning" content={r('missing')} action={listPath ? <Button size="small" onClick={() => navigate(listPath)}>{r('toList')}</Button> : null} />
      </Card>
    );
  }

  const columns: TableColumnProps<Reader>[] = [
    { title: r('userName'), dataIndex: 'userName', width: 120, render: (v: string | null) => v ?? '' },
    { title: r('mobile'), dataIndex: 'mobile', width: 130 },
    { title: r('companyName'), dataIndex: 'companyName', render: (v: string | null) => v ?? '' },
    { title: r('state'), dataIndex: 'readAt', width: 90, render: (v: string | null) => (v ? <span className="notice-read">{r('read')}</span> : <span className="notice-unread">{r('unread')}</span>) },
    { title: r('readAt'), dataIndex: 'readAt', width: 170, render: (v: string | null) => (v ? formatDateTime(v) : '') },
  ];
  const percent = stats && stats.audienceCount > 0 ? Math.round((stats.readCount / stats.audienceCount) * 100) : 0;

  return (
    <Card className="notice-reads">
      <Space direction="vertical" size="medium" style={{ width: '100%' }}>
        <Space wrap size="large" align="center">
          {stats ? (
            <>
              <Progress type="circle" size="small" percent={percent} />
              <strong className="notice-reads-summary">{r('summary', { audience: stats.audienceCount, read: stats.readCount })}</strong>
            </>
          ) : null}
          {detailPath ? <Button onClick={() => navigate(recordPath(detailPath, id))}>{r('back')}</Button> : null}
        </Space>
        <Space wrap>
          <Radio.Group type="button" value={read} onChange={(v: ReadFilter) => { setRead(v); setPage((p) => ({ ...p, pageNo: 1 })); }}>
            <Radio value="">{r('all')}</Radio>
            <Radio value="1">{r('read')}</Radio>
            <Radio value="0">{r('unread')}</Radio>
          </Radio.Group>
          <Input style={{ width: 180 }} allowClear maxLength={11} placeholder={r('mobile')} value={mobileText} onChange={setMobileText}
            onPressEnter={() => { setMobile(mobileText.trim()); setPage((p) => ({ ...p, pageNo: 1 })); }} />
          <Button type="primary" onClick={() => { setMobile(mobileText.trim()); setPage((p) => ({ ...p, pageNo: 1 })); }}>{r('search')}</Button>
          <Button onClick={() => { setMobileText(''); setMobile(''); setRead(''); setPage((p) => ({ ...p, pageNo: 1 })); }}>{r('reset')}</Button>
          <Button loading={exporting} onClick={() => {
            setExporting(true);
            downloadReads(id, { ...(read ? { read } : {}), ...(mobile ? { mobile } : {}) }).catch(() => undefined).finally(() => setExporting(false));
          }}>{r('export')}</Button>
        </Space>
        {failed ? <Alert type="error" content={r('failed')} action={<Button size="small" onClick={load}>{r('retry')}</Button>} /> : null}
        <DataTable<Reader>
          rowKey="userId"
          loading={loading}
          columns={columns}
          data={stats?.data ?? []}
          scroll={{ x: 640 }}
          noDataElement={<div className="notice-reads-empty">{stats && stats.audienceCount === 0 ? r('empty') : r('none')}</div>}
          pagination={{
            current: page.pageNo, pageSize: page.pageSize, total: stats?.total ?? 0, showTotal: true, sizeCanChange: true,
            onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
          }}
        />
      </Space>
    </Card>
  );
}
