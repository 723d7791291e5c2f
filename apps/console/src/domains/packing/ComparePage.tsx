/**
 * PackingListCompare (and the domestic /emptyApplyDomestic/entraInfoCompareDomestic): the packing list beside the
 * terminal's pre-entry data, differences highlighted; the forwarder takes the terminal's seal or edits the list.
 */
import { Button, Empty, Spin } from '@arco-design/web-react';
import { editableIn } from '@port/sdk/domain';
import { packingDifferences, packingListEntity } from '@port/sdk/domains/packing';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../app/feedback';
import { usePermission } from '../../permission';
import { usePagePath } from '../../routing/page-path';
import { callOperation } from '../../shared/entity/calls';
import { recordPath } from '../../shared/entity/paths';
import { useText } from '../../shared/entity/text';
import { Differences } from './Differences';
import { usePackingList } from './usePackingList';
import './packing.css';

export default function ComparePage() {
  const t = useText();
  const navigate = useNavigate();
  const { can } = usePermission();
  const { record, failed, reload } = usePackingList();
  const form = usePagePath('packing/listForm');
  const [busy, setBusy] = useState(false);
  if (failed) return <Empty description={t('entityPage.loadFailed')} />;
  if (!record) return <Spin className="packing-spin" />;
  const editable = can('packing:edit') && editableIn(packingListEntity.status, String(record.status));
  const sealDiffers = packingDifferences(record).some((d) => d.field === 'sealNo' && d.state === 'differs');
  const adoptSeal = async () => {
    setBusy(true);
    try {
      const body = Object.fromEntries(['terminalId', 'containerNo', 'sizeType', 'blNo', 'cargoLines'].map((f) => [f, record[f] ?? null]));
      await callOperation('updatePackingList', { path: { id: String(record.id) }, body: { ...body, sealNo: record.terminalSealNo, version: record.version } });
      notify('success', t('packing.list.compare.adopted'));
      reload();
    } catch {
      // Shown by the error catalogue.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="packing-page">
      <h2 className="packing-title">{t('packing.pages.compare')} · {String(record.packingNo)} · {String(record.containerNo)}</h2>
      <Differences record={record} />
      {editable ? (
        <div className="packing-bar">
          {sealDiffers ? <Button loading={busy} onClick={() => void adoptSeal()} data-testid="packing-adopt-seal">{t('packing.list.compare.adopt')}</Button> : null}
          {form ? <Button type="primary" onClick={() => navigate(recordPath(form, String(record.id)))}>{t('packing.list.compare.edit')}</Button> : null}
        </div>
      ) : null}
    </div>
  );
}
