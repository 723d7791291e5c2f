/**
 * 打印订舱单 (td:main:exportTBook): a booking's note on paper, read through getBookingNote (the server checks the
 * permission), shown and saved as PDF.
 */
import { Button, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css';
import { exportErrorText } from '@port/ui/documents/excel-export';
import { exportPdf } from '@port/ui/documents/pdf-export';
import { useRef, useState } from 'react';
import { notify } from '../../app/feedback';
import { usePermission } from '../../permission';
import { callOperation } from '../../shared/entity/calls';
import type { EntityRecord } from '../../shared/entity/model';
import { useText } from '../../shared/entity/text';
import './bl.css';

const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const FIELDS = ['bookingNo', 'ownerCompanyName', 'agentName', 'shipper', 'consignee', 'notifyParty', 'polCode', 'podCode', 'voyageName', 'sailingFrom', 'sailingTo',
  'containers', 'cargoDescription', 'hsCode', 'packages', 'packageKind', 'grossWeight', 'volume', 'freightTerms', 'blType', 'remark'] as const;

export function BookingNoteButton({ record }: { record: EntityRecord }) {
  const t = useText();
  const { can } = usePermission();
  const [note, setNote] = useState<EntityRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const paper = useRef<HTMLDivElement>(null);
  if (!can('td:main:exportTBook')) return null;

  const value = (field: (typeof FIELDS)[number], r: EntityRecord) => {
    if (field === 'freightTerms') return r.freightTerms ? t(`booking.booking.freightTerms.${s(r.freightTerms)}`) : '';
    if (field === 'blType') return r.blType ? t(`booking.booking.blTypes.${s(r.blType)}`) : '';
    return s(r[field]);
  };
  const name = note ? `${t('bl.bookingNote.title')}-${s(note.bookingNo) || s(note.id)}` : '';
  const pdf = async () => {
    if (!paper.current) return;
    setBusy(true);
    try {
      await exportPdf({ element: paper.current, name, mode: 'adaptive' });
    } catch (error) {
      notify('error', exportErrorText(error, t('errors.exportFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button onClick={() => void callOperation<EntityRecord>('getBookingNote', { path: { id: String(record.id) } }).then(setNote).catch(() => undefined)}>
        {t('bl.bookingNote.print')}
      </Button>
      <Modal
        title={name}
        visible={note !== null}
        onCancel={() => setNote(null)}
        style={{ width: 'min(760px, 96vw)' }}
        unmountOnExit
        footer={<Button type="primary" loading={busy} onClick={() => void pdf()}>{t('bl.bill.export.pdf')}</Button>}
      >
        {note ? (
          <div className="bl-paper" ref={paper}>
            <h2 className="bl-paper-title">{t('bl.bookingNote.title')}</h2>
            <table className="bl-paper-head">
              <tbody>
                {FIELDS.map((field) => (
                  <tr key={field}>
                    <th>{t(`booking.booking.fields.${field}`)}</th>
                    <td>{value(field, note)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
