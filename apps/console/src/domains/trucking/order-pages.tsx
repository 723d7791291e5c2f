/**
 * What the trucking order adds to the shared entity pages (shared/entity/extensions.ts), loaded with them:
 * - an order opens on one of the four detail routes of SPEC §2.8 by its type (importOrderDetails, exportOrderDetails, shortOrderDetails);
 * - the server lists what the caller may do now as `actions` (transitions plus edit, delete and dispatch), and a
 *   review's freight goes beside the action (TruckOrderTransition.amount);
 * - the list: 下单 and 导入, dispatch and location per row, the home charts' ?status=, joined columns;
 * - the detail: its heading by route, containers and dispatches, delete, dispatch, location;
 * - the form: the container list (pasted or typed), the frequent factory and contact pickers, 保存并委托, and a
 *   start from another screen's prefill (route state `truckingPrefill`, @port/sdk/domains/shipment).
 */
import { Button, Modal, type FormInstance } from '@arco-design/web-react';
import { displayText } from '@port/sdk';
import type { TruckingPrefill } from '@port/sdk/domains/shipment';
import { TRUCK_ORDER_DISPATCHER, TRUCK_ORDER_FLOW, TRUCK_ORDER_FORWARDER, truckOrderMay } from '@port/sdk/domains/trucking';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toastSuccess } from '../../app/feedback';
import { useTr } from '../../app/i18n';
import { Permission } from '../../permission';
import { offeredByPermission, type EntityRecord } from '../../shared/entity';
import type { EntityExtensions, FormExtras, ListExtras } from '../../shared/entity/extensions';
import { NAMED, orderDetailsPath, sendsPath } from '../../shared/named-routes';
import { deleteOrder, listFleets, type OrderDetail } from './api';
import { DirectoryPickers } from './DirectoryPickers';
import { ImportDialog } from './ImportDialog';
import { OrderContainersEditor, useOrderContainers } from './OrderContainersEditor';
import { OrderContainersTable, OrderDispatchesTable } from './OrderSections';

const BASIC = 'trucking.sections.basic';
const DETAIL_TITLES = {
  importOrderDetails: 'trucking.pages.importOrderDetails',
  exportOrderDetails: 'trucking.pages.exportOrderDetails',
  shortOrderDetails: 'trucking.pages.shortOrderDetails',
  truckPerDetails: 'trucking.pages.truckPerDetails',
} as const;

const str = (r: EntityRecord, field: string): string => String(r[field] ?? '');
const asOrder = (r: EntityRecord): OrderDetail => r as unknown as OrderDetail;

function useOrderList({ reload }: { reload: () => void }): ListExtras {
  const t = useTr();
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  // The home page's charts open the list on one status (?status=01); a new status reopens the list with it.
  const [params] = useSearchParams();
  const status = params.get('status') ?? undefined;
  return {
    addLabel: t('trucking.pages.place'),
    queryKey: status ?? 'all',
    ...(status ? { initialQuery: { status: [status] } } : {}),
    toolbar: (
      <Permission check={TRUCK_ORDER_FORWARDER.permission}>
        <Button onClick={() => setImporting(true)}>{t('trucking.actions.import')}</Button>
      </Permission>
    ),
    after: <ImportDialog visible={importing} onClose={() => setImporting(false)} onImported={reload} />,
    rowActions: (r) => [
      {
        key: 'dispatch', label: t('trucking.actions.dispatch'), permission: TRUCK_ORDER_DISPATCHER.permission,
        hidden: !truckOrderMay.dispatch(str(r, 'status')), onClick: () => navigate(sendsPath(r.id, str(r, 'orderType'))),
      },
      { key: 'location', label: t('trucking.actions.location'), hidden: !truckOrderMay.locate(str(r, 'status')), onClick: () => navigate(`${NAMED.GpsDetail}?id=${r.id}`) },
    ],
  };
}

function OrderDetailActions({ order, reload }: { order: OrderDetail; reload: () => void }) {
  const t = useTr();
  const navigate = useNavigate();
  const remove = () =>
    Modal.confirm({
      title: t('console.user.logoutTitle'),
      content: t('trucking.confirm.delete'),
      onOk: () =>
        deleteOrder(order.id, order.version)
          .then(() => {
            toastSuccess();
            navigate(-1);
          })
          .catch(() => reload()),
    });
  return (
    <>
      {order.actions.includes('delete') ? (
        <Button type="secondary" status="danger" onClick={remove}>
          {t('trucking.actions.delete')}
        </Button>
      ) : null}
      {order.actions.includes('dispatch') ? (
        <Button type="primary" onClick={() => navigate(sendsPath(order.id, order.orderType))}>
          {t('trucking.actions.dispatch')}
        </Button>
      ) : null}
      {order.dispatches.length > 0 ? <Button onClick={() => navigate(`${NAMED.GpsDetail}?id=${order.id}`)}>{t('trucking.actions.location')}</Button> : null}
    </>
  );
}

function useOrderForm({ record, form }: { record: EntityRecord | null; form: FormInstance<Record<string, unknown>> }): FormExtras {
  const t = useTr();
  const [params] = useSearchParams();
  const editing = !!params.get('id');
  const prefill = (useLocation().state as { truckingPrefill?: TruckingPrefill } | null)?.truckingPrefill;
  const containers = useOrderContainers();
  const { reset } = containers;
  const [soleFleet, setSoleFleet] = useState<string | null>(null);

  // A forwarder with one fleet has it chosen.
  useEffect(() => {
    if (editing) return;
    listFleets()
      .then((list) => setSoleFleet(list.length === 1 ? list[0]!.companyId : null))
      .catch(() => undefined);
  }, [editing]);
  useEffect(() => {
    if (record) reset(asOrder(record).containers);
  }, [record, reset]);
  useEffect(() => {
    if (!editing && prefill) reset(prefill.containers);
  }, [editing, prefill, reset]);

  const initialValues = useMemo(
    () => ({
      orderType: 'E',
      ...(soleFleet ? { fleetCompanyId: soleFleet } : {}),
      ...(prefill ? { orderType: prefill.orderType, billNo: prefill.billNo, vessel: prefill.vessel, voyage: prefill.voyage, deliveryAddress: prefill.deliveryAddress } : {}),
    }),
    [soleFleet, prefill],
  );

  return {
    title: editing ? t('trucking.pages.edit') : t('trucking.pages.place'),
    initialValues,
    sections: { [BASIC]: <DirectoryPickers form={form} /> },
    after: <OrderContainersEditor containers={containers} />,
    prepare: (body, saved) => {
      const list = containers.checked();
      return list ? { ...body, containers: list, ...(saved ? {} : { entrust: false }) } : null;
    },
    save: { label: t('trucking.actions.save'), message: t('trucking.place.saved') },
    submits: [{ key: 'entrust', label: t('trucking.actions.saveEntrust'), body: { entrust: true }, message: t('trucking.place.entrusted') }],
  };
}

export const extensions: EntityExtensions = {
  recordPath: (r) => orderDetailsPath(r.id, str(r, 'orderType')),
  // A list row carries no `actions`: its buttons are those the caller's permissions offer; the server decides.
  allowedActions: (r, can) =>
    Array.isArray(r.actions) ? (r.actions as string[]) : offeredByPermission(TRUCK_ORDER_FLOW, str(r, 'status'), can).map((tr) => tr.action),
  transitionBody: ({ fields, ...rest }) => ({ ...rest, ...fields }),
  list: {
    // Two or three buttons a row in any state (view, a transition or edit, dispatch or location).
    actionsWidth: 260,
    removable: (r) => truckOrderMay.delete(str(r, 'status')),
    cells: {
      vessel: {
        title: (t) => `${t('trucking.fields.vessel')}/${t('trucking.fields.voyage')}`,
        render: (r) => [displayText(r.vessel), displayText(r.voyage)].filter(Boolean).join(' / '),
      },
      forwarderName: { title: (t) => `${t('trucking.fields.forwarder')} / ${t('trucking.fields.fleet')}`, render: (r) => `${str(r, 'forwarderName')} / ${displayText(r.fleetName)}` },
      ctnCount: { title: (t) => `${t('trucking.fields.doneCount')}/${t('trucking.fields.ctnCount')}`, render: (r) => `${str(r, 'doneCount')}/${str(r, 'ctnCount')}` },
    },
    useList: useOrderList,
  },
  detail: {
    title: (r, t, pathname) => {
      const screen = (Object.keys(DETAIL_TITLES) as Array<keyof typeof DETAIL_TITLES>).find((k) => pathname.endsWith(k)) ?? 'shortOrderDetails';
      return `${t(DETAIL_TITLES[screen])} ${str(r, 'orderNo')}`;
    },
    actions: (r, reload) => <OrderDetailActions order={asOrder(r)} reload={reload} />,
    sections: (r, _reload, t) => [
      { key: 'containers', title: `${t('trucking.sections.containers')} (${str(r, 'doneCount')}/${str(r, 'ctnCount')})`, content: <OrderContainersTable order={asOrder(r)} /> },
      { key: 'dispatches', title: t('trucking.sections.dispatches'), content: <OrderDispatchesTable order={asOrder(r)} /> },
    ],
  },
  form: { useForm: useOrderForm },
};
