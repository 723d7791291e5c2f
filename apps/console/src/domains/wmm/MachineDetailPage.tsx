/**
 * 轮式机械详情 (wmm/detail?id=): the shared detail page; to the owner of a machine whose plate re-issue was paid it
 * offers the invoice of that fee, opening the ledger's invoice application (wmm/invoiceCreate) with the fee ticked.
 */
import { Button } from '@arco-design/web-react';
import { WMM_BUSINESS_TYPE, wmmMachineEntity } from '@port/sdk/domains/wmm';
import { useNavigate } from 'react-router-dom';
import { EntityDetailPage } from '../../shared/entity/EntityDetailPage';
import { useText } from '../../shared/entity/text';

export default function MachineDetailPage() {
  const t = useText();
  const navigate = useNavigate();
  return (
    <EntityDetailPage
      description={wmmMachineEntity}
      extras={{
        actions: (record) => {
          const mine = Array.isArray(record.allowedActions) && record.allowedActions.includes('remake');
          const paid = record.status === 'approved' && Number(record.remakeCount) > 0 && !!record.feeKey && !record.rejectReason;
          return mine && paid ? (
            <Button onClick={() => navigate(`/wmm/invoiceCreate?businessType=${WMM_BUSINESS_TYPE}&key=${encodeURIComponent(String(record.feeKey))}`)}>
              {t('wmm.actions.invoice')}
            </Button>
          ) : null;
        },
      }}
    />
  );
}
