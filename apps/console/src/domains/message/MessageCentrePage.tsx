/**
 * /message/new, my messages: every notice, message and to-do of the user, paged, filtered by type,
 * read state, title and publish time, with mark-all-read. Opening an item shows its detail and marks it read.
 */
import { Button, Tag, type TableColumnProps } from '@arco-design/web-react';
import { formatDateTime } from '@port/sdk';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTr } from '../../app/i18n';
import { fetchNoticePage, markAllRead, type ContentType, type Notice, type NoticePageQuery } from '../../notices/api';
import { useNotices } from '../../notices/store';
import { ListPage, useListActions, type SearchField } from '../../shared/list-page';

type Filters = {
  contentType?: ContentType;
  readStatus?: '0' | '1';
  title?: string;
  pushTime?: string[];
  pushTimeStart?: string;
  pushTimeEnd?: string;
};

const CONTENT_TYPES: readonly ContentType[] = ['NOTICE', 'MESSAGE', 'TODO'];

const asContentType = (value: string | null): ContentType | undefined => CONTENT_TYPES.find((c) => c === value);

/** The date range of the form becomes pushTimeStart / pushTimeEnd. */
function toQuery(values: Partial<Filters>): Partial<Filters> {
  const { pushTime, ...rest } = values;
  const [start, end] = pushTime ?? [];
  return {
    ...rest,
    ...(start ? { pushTimeStart: formatDateTime(start) } : {}),
    ...(end ? { pushTimeEnd: formatDateTime(end) } : {}),
  };
}

export default function MessageCentrePage() {
  const t = useTr();
  const [params] = useSearchParams();
  const { list, act } = useListActions();
  const openNotice = useNotices((s) => s.open);
  const refreshBell = useNotices((s) => s.refresh);

  const typeLabel = (type: ContentType | undefined) =>
    type === 'NOTICE'
      ? t('console.notice.notice')
      : type === 'TODO'
        ? t('console.notice.todo')
        : t('console.notice.message');

  const initialQuery = useMemo<Partial<Filters>>(() => {
    const contentType = asContentType(params.get('contentType'));
    const readStatus = params.get('readStatus');
    return {
      ...(contentType ? { contentType } : {}),
      ...(readStatus === '0' || readStatus === '1' ? { readStatus } : {}),
    };
  }, [params]);

  const fields: SearchField<Filters>[] = [
    {
      field: 'contentType',
      label: t('console.notice.contentType'),
      type: 'select',
      options: CONTENT_TYPES.map((c) => ({ value: c, label: typeLabel(c) })),
    },
    {
      field: 'readStatus',
      label: t('console.notice.readState'),
      type: 'select',
      options: [
        { value: '0', label: t('console.notice.unread') },
        { value: '1', label: t('console.notice.readDone') },
      ],
    },
    { field: 'title', label: t('console.notice.title'), type: 'input' },
    { field: 'pushTime', label: t('console.notice.pushTimeRange'), type: 'dateRange' },
  ];

  const open = (notice: Notice) => {
    openNotice(notice);
    // The item is read now; show it so once the server has said so.
    window.setTimeout(() => list.current?.reload(), 300);
  };

  const columns: TableColumnProps<Notice>[] = [
    {
      title: t('console.notice.title'),
      dataIndex: 'title',
      width: 240,
      render: (_: unknown, row) => (
        <Button type="text" size="mini" onClick={() => open(row)} className={row.read ? 'console-cell-link' : 'console-cell-link console-unread'}>
          {row.title}
        </Button>
      ),
    },
    {
      title: t('console.notice.contentType'),
      dataIndex: 'contentType',
      width: 120,
      render: (_: unknown, row) => typeLabel(row.contentType),
    },
    {
      title: t('common.publishTime'),
      dataIndex: 'pushTime',
      width: 180,
      render: (_: unknown, row) => formatDateTime(row.pushTime),
    },
    {
      title: t('console.notice.readState'),
      dataIndex: 'read',
      width: 100,
      render: (_: unknown, row) =>
        row.read ? (
          <Tag size="small">{t('console.notice.readDone')}</Tag>
        ) : (
          <Tag size="small" color="orangered">
            {t('console.notice.unread')}
          </Tag>
        ),
    },
    {
      title: t('console.notice.actions'),
      dataIndex: 'id',
      width: 100,
      render: (_: unknown, row) => (
        <Button type="text" size="mini" onClick={() => open(row)}>
          {t('console.notice.view')}
        </Button>
      ),
    },
  ];

  // The bell's count follows once all are read.
  const readAll = () => act(markAllRead(), () => void refreshBell());

  return (
    <ListPage<Filters, Notice>
      ref={list}
      title={t('console.notice.centreTitle')}
      fields={fields}
      columns={columns}
      rowKey="id"
      initialQuery={initialQuery}
      toQuery={toQuery}
      fetch={(query) => fetchNoticePage(query as NoticePageQuery)}
      toolbar={
        <Button type="primary" onClick={() => void readAll()}>
          {t('console.notice.markAllRead')}
        </Button>
      }
    />
  );
}
