/**
 * newBank (SPEC §2.8, bank redirect page): the top-up order about to be paid, with the button that goes to the
 * bank's page; the bank sends the payer back here (?result=), and the page shows the outcome the bank's signed
 * notice left on the order.
 */
import { Button, Result, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Result/style/css';
import { yuanOfCents } from '@port/sdk/domains/ledger';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useText as useTr } from '../../shared/entity/text';
import { ledgerTopup } from './api';
import './ledger.css';

type Topup = Awaited<ReturnType<typeof ledgerTopup>>;

export default function NewBankPage() {
  const t = useTr();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const [order, setOrder] = useState<Topup | null>(null);
  useEffect(() => {
    if (orderNo) ledgerTopup(orderNo).then(setOrder).catch(() => undefined);
  }, [orderNo]);
  if (!order) return <div className="console-panel"><Spin /></div>;
  const back = <Button key="back" onClick={() => navigate('/ledger/account')}>{t('ledger.actions.back')}</Button>;
  return (
    <div className="console-panel ledger-bank">
      <h2 className="console-page-title">{t('ledger.pages.newBank')}</h2>
      {order.status === 'pending' ? (
        <Result
          status="info"
          title={<span className="value" data-testid="bank-amount">¥ {yuanOfCents(order.amountCents)}</span>}
          subTitle={`${t('ledger.topup.orderNo')}: ${order.orderNo}`}
          extra={[
            back,
            <Button key="go" type="primary" onClick={() => window.location.assign(order.bankUrl)}>{t('ledger.topup.go')}</Button>,
          ]}
        />
      ) : (
        <Result
          status={order.status === 'paid' ? 'success' : 'warning'}
          title={<span data-testid="bank-result">{t(order.status === 'paid' ? 'ledger.topup.paid' : 'ledger.topup.cancelled')}</span>}
          subTitle={`${t('ledger.topup.orderNo')}: ${order.orderNo} · ¥ ${yuanOfCents(order.amountCents)}`}
          extra={[back]}
        />
      )}
    </div>
  );
}
