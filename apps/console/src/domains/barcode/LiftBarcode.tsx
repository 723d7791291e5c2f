/** The barcode of a pick-up barcode record: as the driver shows it on a phone (while issued), and the print page's button. */
import { Button } from '@arco-design/web-react';
import { Barcode } from '@port/ui/documents/components';
import { useNavigate } from 'react-router-dom';
import type { EntityRecord } from '../../shared/entity/model';
import { useText, type Text } from '../../shared/entity/text';
import '../documents/barcode.css';
import './barcode.css';

export function PrintButton({ record }: { record: EntityRecord }) {
  const t = useText();
  const navigate = useNavigate();
  if (record.status !== 'issued') return null;
  return <Button onClick={() => navigate(`/barcodeLifting/view/${encodeURIComponent(String(record.barcodeNo))}`)}>{t('barcode.actions.print')}</Button>;
}

export function barcodeSections(record: EntityRecord, t: Text) {
  if (record.status !== 'issued') return [];
  return [{
    key: 'code',
    title: t('barcode.sections.code'),
    content: (
      <div className="barcode-phone" data-testid="barcode-phone">
        <Barcode value={String(record.barcodeNo)} />
        <p>{t('barcode.phone')}</p>
      </div>
    ),
  }];
}
