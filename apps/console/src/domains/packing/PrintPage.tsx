/** PackingEdit (print): the container packing sheet as paper, saved as PDF by the shared exporter (@port/ui's exportPdf). */
import { Button, Empty, Spin } from '@arco-design/web-react';
import { packingListEntity } from '@port/sdk/domains/packing';
import { exportErrorText } from '@port/ui/documents/excel-export';
import { exportPdf } from '@port/ui/documents/pdf-export';
import { useRef, useState } from 'react';
import { notify } from '../../app/feedback';
import { showValue } from '../../shared/entity/fields';
import { fieldSpec } from '../../shared/entity/model';
import { useText } from '../../shared/entity/text';
import { CargoTable } from './CargoTable';
import { usePackingList } from './usePackingList';
import './packing.css';

const HEAD = [['packingNo', 'status'], ['containerNo', 'sizeType'], ['sealNo', 'blNo'], ['ownerCompanyName', 'terminalCompanyName']] as const;

export default function PrintPage() {
  const t = useText();
  const { record, failed } = usePackingList();
  const paper = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  if (failed) return <Empty description={t('entityPage.loadFailed')} />;
  if (!record) return <Spin className="packing-spin" />;
  const d = packingListEntity;
  const states = d.status!.states as Readonly<Record<string, { label: string } | undefined>>;
  const cell = (f: string) => (f === 'status' ? t(states[String(record.status)]?.label ?? String(record.status)) : showValue(t, fieldSpec(d, f), record[f]) || '—');
  const name = `${t('packing.list.print.title')}-${String(record.containerNo)}`;
  const pdf = async () => {
    if (!paper.current) return;
    setBusy(true);
    try {
      await exportPdf({ element: paper.current, name, mode: 'paginated' });
    } catch (error) {
      notify('error', exportErrorText(error, t('errors.exportFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="packing-page">
      <div className="packing-bar">
        <Button type="primary" loading={busy} onClick={() => void pdf()} data-testid="packing-pdf">{t('packing.list.print.pdf')}</Button>
      </div>
      <div className="packing-paper" ref={paper} data-testid="packing-paper">
        <h2>{t('packing.list.print.title')}</h2>
        <table className="packing-paper-head">
          <tbody>
            {HEAD.map(([a, b]) => (
              <tr key={a}>
                <th>{t(fieldSpec(d, a).label)}</th><td>{cell(a)}</td><th>{t(fieldSpec(d, b).label)}</th><td>{cell(b)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <CargoTable text={String(record.cargoLines ?? '')} t={t} />
      </div>
    </div>
  );
}
