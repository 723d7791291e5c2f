/**
 * What a visit's detail adds: its fee line by line as the server computed it (custom rates marked; a container
 * still in the yard estimated up to now; a paid visit as paid) and, for its customer, the payment from the
 * prepayment account. The page reloads on a notice, so a rate the operator changes shows here at once.
 */
import { Button, Modal, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css';
import type { Schemas } from '@port/sdk/contract';
import { yuanOfCents } from '@port/sdk/domains/ledger';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toastSuccess } from '../../app/feedback';
import { usePagePath } from '../../routing/page-path';
import type { DetailExtras } from '../../shared/entity/extensions';
import { callOperation } from '../../shared/entity/calls';
import type { EntityRecord } from '../../shared/entity/model';
import { useText } from '../../shared/entity/text';
import './yardfee.css';
import { DataTable } from '../../shared/list-page';

type Visit = Schemas['YardVisit'];
type Line = Schemas['YardFeeLine'];

function PayButtons({ record, reload }: { record: EntityRecord; reload: () => void }) {
  const t = useText();
  const navigate = useNavigate();
  const account = usePagePath('ledger/account');
  const [busy, setBusy] = useState(false);
  const v = record as unknown as Visit;
  if (!v.payable) return null;
  const pay = () =>
    Modal.confirm({
      title: t('yardfee.pay.action'),
      content: t('yardfee.pay.confirm', { amount: yuanOfCents(v.feeCents) }),
      onOk: async () => {
        setBusy(true);
        try {
          const paid = await callOperation<Visit>('payYardVisit', { path: { id: v.id } });
          toastSuccess(t('yardfee.pay.done', { chargeNo: paid.chargeNo ?? '' }));
          reload();
        } finally {
          setBusy(false);
        }
      },
    });
  return (
    <>
      <Button type="primary" loading={busy} onClick={pay}>{t('yardfee.pay.action')}</Button>
      {account ? <Button onClick={() => navigate(account)}>{t('yardfee.pay.goTopUp')}</Button> : null}
    </>
  );
}

function FeeLines({ record }: { record: EntityRecord }) {
  const t = useText();
  const v = record as unknown as Visit;
  const note = v.status === 'in' ? t('yardfee.fee.asOf') : v.status === 'paid' ? t('yardfee.fee.kept') : null;
  return (
    <div className="yardfee-lines">
      <DataTable<Line>
        rowKey="itemId"
        data={v.feeLines}
        pagination={false}
        size="small"
        scroll={{ x: 640 }}
        noDataElement={<span>{t('yardfee.fee.empty')}</span>}
        columns={[
          { title: t('yardfee.fee.item'), dataIndex: 'name', render: (name: string, l: Line) => <span>{name} <span className="yardfee-code">{t(`yardfee.itemCodes.${l.itemCode}`)}</span></span> },
          { title: t('yardfee.fee.freeDays'), dataIndex: 'freeDays', width: 90, align: 'right' },
          { title: t('yardfee.fee.quantity'), dataIndex: 'quantity', width: 90, align: 'right' },
          {
            title: t('yardfee.fee.unit'), dataIndex: 'unitCents', width: 150, align: 'right',
            render: (c: number, l: Line) => <span>{yuanOfCents(c)} {l.custom ? <Tag size="small" color="arcoblue">{t('yardfee.fee.custom')}</Tag> : null}</span>,
          },
          { title: t('yardfee.fee.amount'), dataIndex: 'amountCents', width: 120, align: 'right', render: (c: number) => yuanOfCents(c) },
        ]}
        summary={() => (
          <DataTable.Summary.Row>
            <DataTable.Summary.Cell colSpan={4}>{t('yardfee.fee.total')} · {t('yardfee.fee.days', { days: v.days })}</DataTable.Summary.Cell>
            <DataTable.Summary.Cell className="yardfee-sum"><strong className="yardfee-total" data-testid="yardfee-total">{yuanOfCents(v.feeCents)}</strong></DataTable.Summary.Cell>
          </DataTable.Summary.Row>
        )}
      />
      {note ? <p className="yardfee-note">{note}</p> : null}
    </div>
  );
}

export const visitExtras: DetailExtras = {
  actions: (record, reload) => <PayButtons record={record} reload={reload} />,
  sections: (record, _reload, t) => [{ key: 'lines', title: t('yardfee.sections.lines'), content: <FeeLines record={record} /> }],
};
