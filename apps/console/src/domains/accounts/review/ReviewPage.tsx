/**
 * 入驻审核 (system/review): applications by state (the queue '0' and '2' by default, oldest first); one
 * application in full with its pictures and its history; approve, reject with a reason, or freeze.
 */
import { Button, Drawer, Input, Space, Spin, Timeline, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Drawer/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Timeline/style/css';
import { AUTH, AUTH_STATUS, AUTH_STATUS_COLOR, SHOP_STATUS, displayText, portTime, shopStatusLabel } from '@port/sdk';
import type { MessageKey } from '@port/sdk/i18n';
import { useEffect, useRef, useState } from 'react';
import { toast, toastSuccess } from '../../../app/feedback';
import { useTr } from '../../../app/i18n';
import { usePermission } from '../../../permission';
import { StatusTag } from '../../../shared/StatusTag';
import { ListPage, RowActions, type ListPageHandle, type SearchField } from '../../../shared/list-page';
import { getCompanyInfo, listReviews, reviewShop, shopHistory, type Company, type ShopHistoryItem, type ShopReviewItem } from '../api';
import { CompanyDetail } from '../parts/CompanyDetail';
import '../accounts.css';

type Filters = { companyName?: string; shopStatus?: '0' | '1' | '-1' | '-2' | '2' };
type Action = 'approve' | 'reject' | 'freeze';

const CAN: Record<Action, ReadonlyArray<string>> = { approve: ['0', '2', '-2'], reject: ['0', '2'], freeze: ['0', '1', '2'] };
const SHOP_COLORS = { '0': 'arcoblue', '1': 'green', '-1': 'red', '-2': 'gray', '2': 'orange' } as const;

export default function ReviewPage() {
  const t = useTr();
  const list = useRef<ListPageHandle>(null);
  const [open, setOpen] = useState<ShopReviewItem | null>(null);
  const statusOptions = (['0', '2', '1', '-1', '-2'] as const).map((v) => ({ value: v, label: shopStatusLabel(v, t) }));
  const fields: SearchField<Filters>[] = [
    { field: 'companyName', label: t('accounts.checkIn.fields.companyCname'), type: 'input' },
    { field: 'shopStatus', label: t('accounts.checkIn.shopStatus'), type: 'select', options: statusOptions, placeholder: t('accounts.reviewPage.queue') },
  ];
  const columns: TableColumnProps<ShopReviewItem>[] = [
    { key: 'companyCname', title: t('accounts.checkIn.fields.companyCname'), dataIndex: 'companyCname', width: 220 },
    { key: 'companyCreditCode', title: t('accounts.checkIn.fields.companyCreditCode'), dataIndex: 'companyCreditCode', width: 190, render: (v: unknown) => displayText(v) },
    { key: 'companyType', title: t('accounts.checkIn.fields.companyTypeCode'), dataIndex: 'companyType', width: 120, render: (v: unknown) => displayText(v) },
    { key: 'applicant', title: t('accounts.reviewPage.applicant'), dataIndex: 'applicantMobile', width: 150, render: (_: unknown, r) => displayText(r.applicantName || r.applicantMobile) },
    { key: 'shopStatus', title: t('accounts.checkIn.shopStatus'), dataIndex: 'shopStatus', width: 110, render: (v: unknown) => <StatusTag map={SHOP_STATUS} value={v} colors={SHOP_COLORS} /> },
    { key: 'authStatus', title: t('accounts.checkIn.authStatus'), dataIndex: 'authStatus', width: 100, render: (v: unknown) => <StatusTag map={AUTH_STATUS} value={v ?? AUTH.none} colors={AUTH_STATUS_COLOR} /> },
    { key: 'submitTime', title: t('accounts.reviewPage.submitTime'), dataIndex: 'submitTime', width: 170, render: portTime },
    { key: 'changeContent', title: t('accounts.reviewPage.changeContent'), dataIndex: 'changeContent', width: 200, ellipsis: true, render: (v: unknown) => displayText(v) },
    {
      key: 'actions', title: t('console.list.actions'), dataIndex: 'shopId', width: 90, fixed: 'right',
      render: (_: unknown, r) => <RowActions actions={[{ key: 'view', label: t('accounts.reviewPage.view'), onClick: () => setOpen(r) }]} />,
    },
  ];
  return (
    <>
      <ListPage<Filters, ShopReviewItem>
        ref={list}
        title={t('accounts.reviewPage.title')}
        listId="accounts-review"
        fields={fields}
        columns={columns}
        rowKey="shopId"
        scrollX={1300}
        fetch={(q) => listReviews(q)}
      />
      <ReviewDrawer
        item={open}
        onClose={() => setOpen(null)}
        onDone={() => {
          setOpen(null);
          list.current?.reload();
        }}
      />
    </>
  );
}

function ReviewDrawer({ item, onClose, onDone }: { item: ShopReviewItem | null; onClose(): void; onDone(): void }) {
  const t = useTr();
  const { can } = usePermission();
  const [company, setCompany] = useState<Company | null>(null);
  const [history, setHistory] = useState<ShopHistoryItem[]>([]);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<Action | null>(null);

  useEffect(() => {
    setCompany(null);
    setHistory([]);
    setReason('');
    if (!item) return;
    let live = true;
    void Promise.all([getCompanyInfo(item.shopId), shopHistory(item.shopId)])
      .then(([c, h]) => {
        if (!live) return;
        setCompany(c);
        setHistory(h);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [item]);

  const act = async (action: Action) => {
    if (!item) return;
    if (action !== 'approve' && !reason.trim()) return toast('error', 'accounts.review.reasonRequired');
    setBusy(action);
    try {
      await reviewShop({ shopId: item.shopId, action, ...(reason.trim() ? { reason: reason.trim() } : {}) });
      toastSuccess();
      onDone();
    } catch {
      // Shown by the error catalogue.
    } finally {
      setBusy(null);
    }
  };
  const status = company?.shopStatus ?? item?.shopStatus ?? '';
  const actionLabel = (a: string) => t(`accounts.reviewPage.actions.${a}` as MessageKey);

  return (
    <Drawer
      width={980}
      visible={!!item}
      title={item?.companyCname}
      onCancel={onClose}
      footer={
        can('accounts:seller:edit') ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Input.TextArea value={reason} onChange={setReason} placeholder={t('accounts.reviewPage.reasonPlaceholder')} maxLength={500} autoSize={{ minRows: 2 }} aria-label={t('accounts.reviewPage.reason')} />
            <Space>
              <Button type="primary" status="success" disabled={!CAN.approve.includes(status)} loading={busy === 'approve'} onClick={() => void act('approve')}>
                {t('accounts.reviewPage.approve')}
              </Button>
              <Button status="danger" disabled={!CAN.reject.includes(status)} loading={busy === 'reject'} onClick={() => void act('reject')}>
                {t('accounts.reviewPage.reject')}
              </Button>
              <Button status="warning" disabled={!CAN.freeze.includes(status)} loading={busy === 'freeze'} onClick={() => void act('freeze')}>
                {t('accounts.reviewPage.freeze')}
              </Button>
            </Space>
          </Space>
        ) : null
      }
    >
      {company ? (
        <div className="accounts-page">
          <CompanyDetail company={company} showBusinesses />
          <h3>{t('accounts.reviewPage.history')}</h3>
          <Timeline>
            {history.map((h, i) => (
              <Timeline.Item key={i} label={h.at}>
                {t('accounts.reviewPage.historyLine', { actor: h.actorName ?? t('accounts.reviewPage.system'), action: actionLabel(h.action) })}
                {h.fromStatus !== h.toStatus && h.toStatus ? ` (${t('accounts.reviewPage.statusChange', { from: h.fromStatus ? shopStatusLabel(h.fromStatus, t) : '-', to: shopStatusLabel(h.toStatus, t) })})` : ''}
                {h.reason ? `：${h.reason}` : ''}
              </Timeline.Item>
            ))}
          </Timeline>
        </div>
      ) : (
        <Spin className="console-loading" />
      )}
    </Drawer>
  );
}
