/**
 * The B/L's two documents, shown before they are saved: the packing list (装箱单, td:main:exportZXD) and the
 * verify list (核对单, td:main:exportVerifyList), each read through its own operation (the server checks the
 * permission), saved as PDF (the shown paper, @port/ui's exportPdf) or Excel (exportSmallTable).
 */
import { Button, Modal, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css';
import { parseBillContainers, type BillContainer } from '@port/sdk/domains/bl';
import { exportErrorText, exportSmallTable, type ExcelColumn } from '@port/ui/documents/excel-export';
import { exportPdf } from '@port/ui/documents/pdf-export';
import { useRef, useState } from 'react';
import { notify } from '../../app/feedback';
import { callOperation } from '../../shared/entity/calls';
import type { EntityRecord } from '../../shared/entity/model';
import { useText, type Text } from '../../shared/entity/text';
import './bl.css';

export type BillDocumentKind = 'packingList' | 'verifyList';

const OPERATION = { packingList: 'getBillPackingList', verifyList: 'getBillVerifyList' } as const;
const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function containerColumns(t: Text): ExcelColumn<BillContainer>[] {
  return [
    { title: t('bl.bill.export.containerNo'), value: (c) => c.containerNo },
    { title: t('bl.bill.export.sealNo'), value: (c) => c.sealNo },
    { title: t('bl.bill.export.sizeType'), value: (c) => c.sizeType },
    { title: t('bl.bill.fields.packages'), value: (c) => c.packages },
    { title: t('bl.bill.fields.grossWeight'), value: (c) => c.grossWeight },
    { title: t('bl.bill.fields.volume'), value: (c) => c.volume },
  ];
}

/** The label/value lines of the verify list (what the forwarder checks against its own papers). */
function verifyLines(t: Text, r: EntityRecord): Array<[string, string]> {
  const f = (name: string) => t(`bl.bill.fields.${name}`);
  return [
    [f('blNo'), s(r.blNo)], [f('bookingNo'), s(r.bookingNo)], [f('shipper'), s(r.shipper)], [f('consignee'), s(r.consignee)],
    [f('notifyParty'), s(r.notifyParty)], [f('voyageName'), s(r.voyageName)], [f('polCode'), s(r.polCode)], [f('podCode'), s(r.podCode)],
    [f('cargoDescription'), s(r.cargoDescription)], [f('marks'), s(r.marks)],
    [f('freightTerms'), r.freightTerms ? t(`booking.booking.freightTerms.${s(r.freightTerms)}`) : ''],
    [f('blType'), r.blType ? t(`booking.booking.blTypes.${s(r.blType)}`) : ''],
    [f('containerCount'), s(r.containerCount)], [f('packages'), s(r.packages)], [f('grossWeight'), s(r.grossWeight)], [f('volume'), s(r.volume)],
  ];
}

function Paper({ kind, record, t }: { kind: BillDocumentKind; record: EntityRecord; t: Text }) {
  const lines = parseBillContainers(s(record.containers)) ?? [];
  const columns = containerColumns(t);
  const head: Array<[string, string]> = kind === 'packingList'
    ? [[t('bl.bill.fields.blNo'), s(record.blNo)], [t('bl.bill.fields.voyageName'), s(record.voyageName)], [t('bl.bill.fields.polCode'), s(record.polCode)],
        [t('bl.bill.fields.podCode'), s(record.podCode)], [t('bl.bill.fields.shipper'), s(record.shipper)], [t('bl.bill.fields.cargoDescription'), s(record.cargoDescription)]]
    : verifyLines(t, record);
  return (
    <>
      <h2 className="bl-paper-title">{t(kind === 'packingList' ? 'bl.bill.export.packingTitle' : 'bl.bill.export.verifyTitle')}</h2>
      <table className="bl-paper-head">
        <tbody>
          {head.map(([label, value]) => (
            <tr key={label}>
              <th>{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="bl-paper-table">
        <thead>
          <tr>{columns.map((c) => <th key={c.title}>{c.title}</th>)}</tr>
        </thead>
        <tbody>
          {lines.map((c) => (
            <tr key={c.containerNo}>{columns.map((col) => <td key={col.title}>{s(col.value(c))}</td>)}</tr>
          ))}
          <tr className="bl-paper-total">
            <td colSpan={3}>{t('bl.bill.export.total')}</td>
            <td>{lines.reduce((n, c) => n + c.packages, 0)}</td>
            <td>{Math.round(lines.reduce((n, c) => n + c.grossWeight, 0) * 1000) / 1000}</td>
            <td>{Math.round(lines.reduce((n, c) => n + c.volume, 0) * 1000) / 1000}</td>
          </tr>
        </tbody>
      </table>
    </>
  );
}

/** The export buttons of a B/L's detail page and the document dialog they open. */
export function BillDocumentButtons({ record, canPacking, canVerify }: { record: EntityRecord; canPacking: boolean; canVerify: boolean }) {
  const t = useText();
  const [shown, setShown] = useState<{ kind: BillDocumentKind; record: EntityRecord } | null>(null);
  const [busy, setBusy] = useState<'pdf' | 'excel' | null>(null);
  const paper = useRef<HTMLDivElement>(null);

  const open = (kind: BillDocumentKind) => {
    callOperation<EntityRecord>(OPERATION[kind], { path: { id: String(record.id) } })
      .then((r) => setShown({ kind, record: r }))
      .catch(() => undefined);
  };
  const name = shown ? `${t(shown.kind === 'packingList' ? 'bl.bill.export.packingTitle' : 'bl.bill.export.verifyTitle')}-${s(shown.record.blNo)}` : '';

  const pdf = async () => {
    if (!paper.current) return;
    setBusy('pdf');
    try {
      await exportPdf({ element: paper.current, name, mode: 'paginated' });
    } catch (error) {
      notify('error', exportErrorText(error, t('errors.exportFailed')));
    } finally {
      setBusy(null);
    }
  };
  const excel = async () => {
    if (!shown) return;
    setBusy('excel');
    try {
      const lines = parseBillContainers(s(shown.record.containers)) ?? [];
      if (shown.kind === 'packingList') {
        await exportSmallTable({ columns: containerColumns(t), rows: lines, name, sheetName: 'packing' });
      } else {
        const rows: Array<[string, string]> = [
          ...verifyLines(t, shown.record),
          ...lines.map((c, i): [string, string] => [`${t('bl.bill.export.containerNo')} ${i + 1}`, `${c.containerNo} / ${c.sealNo} / ${c.sizeType} / ${c.packages} / ${c.grossWeight} / ${c.volume}`]),
        ];
        await exportSmallTable({ columns: [{ title: '', value: (r: [string, string]) => r[0] }, { title: '', value: (r: [string, string]) => r[1] }], rows, name, sheetName: 'verify' });
      }
    } catch (error) {
      notify('error', exportErrorText(error, t('errors.exportFailed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {canPacking ? <Button onClick={() => open('packingList')}>{t('bl.bill.export.packingList')}</Button> : null}
      {canVerify ? <Button onClick={() => open('verifyList')}>{t('bl.bill.export.verifyList')}</Button> : null}
      <Modal
        title={name}
        visible={shown !== null}
        onCancel={() => setShown(null)}
        style={{ width: 'min(860px, 96vw)' }}
        unmountOnExit
        footer={
          <Space>
            <Button loading={busy === 'excel'} onClick={() => void excel()}>{t('bl.bill.export.excel')}</Button>
            <Button type="primary" loading={busy === 'pdf'} onClick={() => void pdf()}>{t('bl.bill.export.pdf')}</Button>
          </Space>
        }
      >
        {shown ? (
          <div className="bl-paper" ref={paper}>
            <Paper kind={shown.kind} record={shown.record} t={t} />
          </div>
        ) : null}
      </Modal>
    </>
  );
}
