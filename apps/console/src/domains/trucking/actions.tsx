/**
 * The order's actions, shared by the list and the detail screens. Which a caller sees comes from the order's
 * flow (TRUCK_ORDER_FLOW: the transitions open from the status; edit, delete, dispatch and location by the
 * flow's states) and the caller's permissions; the server decides in the end, by the same flow. How each runs:
 * the flow's confirmation, the reason a return requires, the freight a review may set.
 */
import { Input, InputNumber, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/InputNumber/style/css';
import type { TransitionSpec } from '@port/sdk/domain';
import { TRUCK_ORDER_DISPATCHER, TRUCK_ORDER_FLOW, TRUCK_ORDER_FORWARDER, TRUCK_ORDER_REVIEWER, truckOrderMay } from '@port/sdk/domains/trucking';
import { useNavigate } from 'react-router-dom';
import { toastSuccess } from '../../app/feedback';
import { useTr, type Tr } from '../../app/i18n';
import { usePermission } from '../../permission';
import type { RowAction } from '../../shared/list-page';
import { offeredByPermission } from '../../shared/entity';
import { deleteOrder, transitionOrder, type OrderAction, type OrderListItem } from './api';
import { NAMED, orderDetailsPath, sendsPath } from '../../shared/named-routes';

export const PERMS = {
  forwarder: TRUCK_ORDER_FORWARDER.permission, reviewer: TRUCK_ORDER_REVIEWER.permission, dispatcher: TRUCK_ORDER_DISPATCHER.permission,
} as const;

type Order = Pick<OrderListItem, 'id' | 'status' | 'version' | 'orderType'>;
type Transition = TransitionSpec<string>;


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

  /** Runs a transition of the flow, asking first what it requires or may set, or deletes a draft. */
  const run = async (order: Order, what: Transition | 'delete') => {
    try {
      if (what === 'delete') {
        if (!(await confirm(t, t('trucking.confirm.delete')))) return;
        await deleteOrder(order.id, order.version);
      } else {
        const action = what.action as OrderAction;
        if (what.requires?.reason) {
          const reason = await prompt(t, t(what.label as never), 'reason');
          if (reason === undefined) return;
          await transitionOrder(order.id, { action, version: order.version, reason: reason === null ? null : String(reason) });
        } else if (what.requires?.optional?.includes('amount')) {
          const amount = await prompt(t, t((what.confirm ?? what.label) as never), 'amount');
          if (amount === undefined) return;
          await transitionOrder(order.id, { action, version: order.version, amount: typeof amount === 'number' ? amount : null });
        } else {
          if (what.confirm && !(await confirm(t, t(what.confirm as never)))) return;
          await transitionOrder(order.id, { action, version: order.version });
        }
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
    { key: 'edit', label: t('trucking.actions.edit'), permission: PERMS.forwarder, hidden: !truckOrderMay.edit(order.status), onClick: () => navigate(`${NAMED.place}?id=${order.id}`) },
    ...offeredByPermission(TRUCK_ORDER_FLOW, order.status, can).map((tr) => ({ key: tr.action, label: t(tr.label as never), onClick: () => void run(order, tr) })),
    { key: 'dispatch', label: t('trucking.actions.dispatch'), permission: PERMS.dispatcher, hidden: !truckOrderMay.dispatch(order.status), onClick: () => navigate(sendsPath(order.id, order.orderType)) },
    { key: 'location', label: t('trucking.actions.location'), hidden: !truckOrderMay.locate(order.status), onClick: () => navigate(`${NAMED.GpsDetail}?id=${order.id}`) },
    { key: 'delete', label: t('trucking.actions.delete'), permission: PERMS.forwarder, danger: true, hidden: !truckOrderMay.delete(order.status), onClick: () => void run(order, 'delete') },
  ];

  return { run, rowActions, can };
}
