/**
 * 事件推送记录 (query/eventDeliveries): every delivery of the company's container event subscriptions (webhook and
 * e-mail), its attempts, last answer and next retry; 重新推送 queues the same event (same event id) again now.
 * The server shows only the caller's company's deliveries.
 */
import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css';
import type { OpQuery, Schemas } from '@port/sdk/contract';
import { api, unwrap } from '../../app/api';
import { useTr } from '../../app/i18n';
import type { MessageKey, MessageParams } from '@port/sdk';
import { ListPage, RowActions, useListActions, type SearchField } from '../../shared/list-page';
import { portTime } from '@port/sdk';

type Delivery = Schemas['EventDelivery'];
type Filters = { containerNo?: string; status?: Delivery['status'] };
const STATUS_COLOR: Record<Delivery['status'], string> = { pending: 'orange', delivered: 'green', failed: 'red' };

const deliveries = (query: OpQuery<'listEventDeliveries'>) => unwrap(api.GET('/open/deliveries', { params: { query } }));
const replay = (id: string) => unwrap(api.POST('/open/deliveries/{id}/replay', { params: { path: { id } } }));

export default function EventDeliveriesPage() {
  const tr = useTr();
  // The domain's texts (namespace open) live with the SDK domain, outside the central MessageKey union.
  const t = (key: string, params?: MessageParams) => tr(key as MessageKey, params);
  const { list, act } = useListActions();
  const fields: SearchField<Filters>[] = [
    { field: 'containerNo', label: t('open.deliveries.containerNo'), type: 'input', modifiers: ['trimAll', 'upper'] },
    {
      field: 'status',
      label: t('open.deliveries.status'),
      type: 'select',
      options: (['pending', 'delivered', 'failed'] as const).map((v) => ({ value: v, label: t(`open.deliveries.statuses.${v}`) })),
    },
  ];
  const columns = [
    { key: 'containerNo', title: t('open.deliveries.containerNo'), dataIndex: 'containerNo', width: 130 },
    { key: 'event', title: t('open.deliveries.event'), dataIndex: 'event', width: 90, render: (v: Delivery['event']) => t(`open.events.${v}`) },
    { key: 'channel', title: t('open.deliveries.channel'), dataIndex: 'channel', width: 90, render: (v: Delivery['channel']) => t(`open.deliveries.channels.${v}`) },
    { key: 'target', title: t('open.deliveries.target'), dataIndex: 'target', ellipsis: true },
    {
      key: 'status', title: t('open.deliveries.status'), dataIndex: 'status', width: 100,
      render: (v: Delivery['status']) => <Tag color={STATUS_COLOR[v]}>{t(`open.deliveries.statuses.${v}`)}</Tag>,
    },
    { key: 'attempts', title: t('open.deliveries.attempts'), dataIndex: 'attempts', width: 90 },
    { key: 'lastStatus', title: t('open.deliveries.lastStatus'), dataIndex: 'lastStatus', width: 100, render: (v: number | null, r: Delivery) => v ?? r.lastError ?? '' },
    { key: 'nextAttemptAt', title: t('open.deliveries.nextAttemptAt'), dataIndex: 'nextAttemptAt', width: 170, render: portTime },
    { key: 'createTime', title: t('open.deliveries.createTime'), dataIndex: 'createTime', width: 170, render: portTime },
    { key: 'deliveredAt', title: t('open.deliveries.deliveredAt'), dataIndex: 'deliveredAt', width: 170, render: portTime },
    {
      key: 'actions', title: tr('console.list.actions'), dataIndex: 'id', width: 110, fixed: 'right' as const,
      render: (_: unknown, r: Delivery) => (
        <RowActions actions={[{ key: 'replay', label: t('open.deliveries.replay'), onClick: () => void act(replay(r.id)) }]} />
      ),
    },
  ];
  return (
    <ListPage<Filters, Delivery>
      ref={list}
      title={t('open.pages.eventDeliveries')}
      fields={fields}
      columns={columns}
      rowKey="id"
      scrollX={1400}
      fetch={(q) => deliveries(q)}
    />
  );
}
