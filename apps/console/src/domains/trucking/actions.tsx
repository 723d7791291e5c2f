/**
 * The order's actions, shared by the list and the detail screens: which the caller may see (the server
 * decides in the end: it enforces the same table, openapi/paths/trucking.yaml), and how each runs —
 * a confirmation, the return reason, the review's freight.
 */
import { Input, InputNumber, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/InputNumber/style/css';
import { useNavigate } from 'react-router-dom';
import { toastSuccess } from '../../app/feedback';
import { useTr, type Tr } from '../../app/i18n';
import { usePermission } from '../../permission';
import type { RowAction } from '../../shared/list-page';
import { deleteOrder, transitionOrder, type OrderListItem } from './api';
import { NAMED, orderDetailsPath, sendsPath } from '../../shared/named-routes';

export const PERMS = { forwarder: 'td:main:edit', reviewer: 'fleet:order:review', dispatcher: 'fleet:send:edit' } as const;

type Order = Pick<OrderListItem, 'id' | 'status' | 'version' | 'orderType'>;

function prompt(t: Tr, title: string, kind: 'reason' | 'amount'): Promise<string | number | null | undefined> {
  let value: string | number | undefined;
  return new Promise((resolve) => {
    Modal.confirm({
      title,
      content:
        kind === 'reason' ? (
          <Input.TextArea autoFocus maxLength={200} onChange={(v) => (value = v)} placeholder={t('trucking.returnPrompt')} />
        ) : (
          <InputNumber autoFocus min={0} precision={2} style={{ width: '100%' }} onChange={(v) => (value = v)} placeholder={t('trucking.amountPrompt')} />
        ),
      onOk: () => resolve(value ?? null),
      onCancel: () => resolve(undefined),
    });
  });
}

function confirm(t: Tr, content: string): Promise<boolean> {
  return new Promise((resolve) => Modal.confirm({ title: t('console.user.logoutTitle'), content, onOk: () => resolve(true), onCancel: () => resolve(false) }));
}

export function useOrderActions(afterChange: () => void) {
  const t = useTr();
  const { can } = usePermission();
  const navigate = useNavigate();

  const run = async (order: Order, action: 'entrust' | 'review' | 'return' | 'pay' | 'delete') => {
    try {
      if (action === 'delete') {
        if (!(await confirm(t, t('trucking.confirm.delete')))) return;
        await deleteOrder(order.id, order.version);
      } else if (action === 'return') {
        const reason = await prompt(t, t('trucking.actions.return'), 'reason');
        if (reason === undefined) return;
        await transitionOrder(order.id, { action, version: order.version, reason: reason === null ? null : String(reason) });
      } else if (action === 'review') {
        const amount = await prompt(t, t('trucking.confirm.review'), 'amount');
        if (amount === undefined) return;
        await transitionOrder(order.id, { action, version: order.version, amount: typeof amount === 'number' ? amount : null });
      } else {
        if (!(await confirm(t, t(`trucking.confirm.${action}`)))) return;
        await transitionOrder(order.id, { action, version: order.version });
      }
      toastSuccess();
      afterChange();
    } catch {
      // The error catalogue has shown the server's words (e.g. 数据已被他人修改，请刷新后重试).
    }
  };

  /** The row actions the caller may take on an order in its status. */
  const rowActions = (order: Order): RowAction[] => [
    { key: 'view', label: t('trucking.actions.view'), onClick: () => navigate(orderDetailsPath(order.id, order.orderType)) },
    { key: 'edit', label: t('trucking.actions.edit'), permission: PERMS.forwarder, hidden: !['05', '03'].includes(order.status), onClick: () => navigate(`${NAMED.place}?id=${order.id}`) },
    { key: 'entrust', label: t('trucking.actions.entrust'), permission: PERMS.forwarder, hidden: !['05', '03'].includes(order.status), onClick: () => void run(order, 'entrust') },
    { key: 'review', label: t('trucking.actions.review'), permission: PERMS.reviewer, hidden: order.status !== '00', onClick: () => void run(order, 'review') },
    { key: 'return', label: t('trucking.actions.return'), permission: PERMS.reviewer, hidden: !['00', '01'].includes(order.status), onClick: () => void run(order, 'return') },
    { key: 'pay', label: t('trucking.actions.pay'), permission: PERMS.forwarder, hidden: order.status !== '01', onClick: () => void run(order, 'pay') },
    { key: 'dispatch', label: t('trucking.actions.dispatch'), permission: PERMS.dispatcher, hidden: !['01', '02'].includes(order.status), onClick: () => navigate(sendsPath(order.id, order.orderType)) },
    { key: 'location', label: t('trucking.actions.location'), hidden: !['01', '02', '06'].includes(order.status), onClick: () => navigate(`${NAMED.GpsDetail}?id=${order.id}`) },
    { key: 'delete', label: t('trucking.actions.delete'), permission: PERMS.forwarder, danger: true, hidden: order.status !== '05', onClick: () => void run(order, 'delete') },
  ];

  return { run, rowActions, can };
}
