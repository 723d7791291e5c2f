/**
 * API订阅审核 (system/apiSubscriptions): the applications enterprises made on the portal's
 * /newApi/apiSubscription, under review first; approve, or reject with a reason the applicant then sees.
 * The server enforces portal:apiSubscription:list / :review; the buttons show only with the permission.
 */
import { Input, Modal, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { toast } from '../../../app/feedback';
import { useTr } from '../../../app/i18n';
import { ListPage, RowActions, useListActions, type SearchField } from '../../../shared/list-page';
import { reviewSubscription, subscriptionsForReview, type ApiSubscription } from './api';
import { portTime } from '@port/sdk';

type Filters = { companyName?: string; productCode?: string; status?: '0' | '1' | '2' };
type Decision = '1' | '2';

const STATUS_COLOR: Record<ApiSubscription['status'], string> = { '0': 'orange', '1': 'green', '2': 'red' };

export default function SubscriptionReviewPage() {
  const t = useTr();
  const { list, act } = useListActions();
  const [pending, setPending] = useState<{ row: ApiSubscription; status: Decision } | null>(null);
  const [remark, setRemark] = useState('');

  const open = (row: ApiSubscription, status: Decision) => {
    setRemark('');
    setPending({ row, status });
  };

  const fields: SearchField<Filters>[] = [
    { field: 'companyName', label: t('portal.subscriptionReview.company'), type: 'input' },
    { field: 'productCode', label: t('portal.subscriptionReview.product'), type: 'input', modifiers: ['trimAll', 'upper'] },
    {
      field: 'status',
      label: t('portal.subscriptionReview.status'),
      type: 'select',
      options: (['0', '1', '2'] as const).map((v) => ({ value: v, label: t(`portal.newApi.statusLabels.${v}`) })),
    },
  ];

  const decide = async () => {
    if (!pending) return;
    const reason = remark.trim();
    if (pending.status === '2' && !reason) return toast('error', 'portal.subscriptionReview.remarkRequired');
    await act(reviewSubscription(pending.row.id, { status: pending.status, ...(reason ? { reviewRemark: reason } : {}) }), () => setPending(null));
  };

  const columns = [
    { key: 'productName', title: t('portal.subscriptionReview.product'), dataIndex: 'productName', width: 150 },
    { key: 'companyName', title: t('portal.subscriptionReview.company'), dataIndex: 'companyName', width: 200 },
    { key: 'purpose', title: t('portal.subscriptionReview.purpose'), dataIndex: 'purpose', ellipsis: true },
    { key: 'contactName', title: t('portal.subscriptionReview.contactName'), dataIndex: 'contactName', width: 100 },
    { key: 'contactMobile', title: t('portal.subscriptionReview.contactMobile'), dataIndex: 'contactMobile', width: 130 },
    {
      key: 'status', title: t('portal.subscriptionReview.status'), dataIndex: 'status', width: 90,
      render: (status: ApiSubscription['status']) => <Tag color={STATUS_COLOR[status]}>{t(`portal.newApi.statusLabels.${status}`)}</Tag>,
    },
    { key: 'createTime', title: t('portal.subscriptionReview.appliedAt'), dataIndex: 'createTime', width: 170, render: portTime },
    { key: 'reviewRemark', title: t('portal.subscriptionReview.reviewRemark'), dataIndex: 'reviewRemark', ellipsis: true },
    {
      key: 'actions', title: t('console.list.actions'), dataIndex: 'id', width: 130, fixed: 'right' as const,
      render: (_: unknown, r: ApiSubscription) => (
        <RowActions
          actions={[
            { key: 'approve', label: t('portal.subscriptionReview.approve'), permission: 'portal:apiSubscription:review', hidden: r.status !== '0', onClick: () => open(r, '1') },
            { key: 'reject', label: t('portal.subscriptionReview.reject'), permission: 'portal:apiSubscription:review', danger: true, hidden: r.status !== '0', onClick: () => open(r, '2') },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <ListPage<Filters, ApiSubscription>
        ref={list}
        title={t('portal.subscriptionReview.title')}
        fields={fields}
        columns={columns}
        rowKey="id"
        scrollX={1300}
        fetch={(q) => subscriptionsForReview(q)}
      />
      <Modal
        visible={pending !== null}
        title={pending ? t(pending.status === '1' ? 'portal.subscriptionReview.approveTitle' : 'portal.subscriptionReview.rejectTitle') : ''}
        onCancel={() => setPending(null)}
        onOk={() => void decide()}
        unmountOnExit
      >
        {pending?.status === '1' ? (
          <p>{t('portal.subscriptionReview.approveConfirm', { company: pending.row.companyName, product: pending.row.productName })}</p>
        ) : (
          <Input.TextArea
            value={remark}
            onChange={setRemark}
            placeholder={t('portal.subscriptionReview.rejectReason')}
            aria-label={t('portal.subscriptionReview.rejectReason')}
            maxLength={500}
          />
        )}
      </Modal>
    </>
  );
}
