/**
 * /barcodeLifting/view/{barcodes}: each container barcode as a scannable Code 128 image with its number,
 * laid out three to a row for printing; a number whose ISO 6346 check digit is wrong is still printed,
 * with a warning on screen only.
 */
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import { isValidContainerNumber } from '@port/sdk';
import { parseBarcodes } from '@port/ui/documents/barcode';
import { Barcode } from '@port/ui/documents/components';
import { useParams } from 'react-router-dom';
import { useTr } from '../../app/i18n';
import './documents.css';
import './barcode.css';

export default function BarcodePage() {
  const t = useTr();
  const { barcodes = '' } = useParams();
  const list = parseBarcodes(barcodes);
  if (list.length === 0) return <div className="doc-state">{t('documents.barcode.empty')}</div>;
  return (
    <div className="barcode-page">
      <div className="doc-actions no-print">
        <h1 className="barcode-title">{t('documents.barcode.title')}</h1>
        <Button type="primary" onClick={() => window.print()}>
          {t('documents.print')}
        </Button>
      </div>
      <div className="barcode-grid">
        {list.map((code) => (
          <Barcode
            key={code}
            value={code}
            invalidText={
              /^[A-Z]{4}\d{7}$/.test(code) && !isValidContainerNumber(code) ? t('documents.barcode.invalid') : null
            }
          />
        ))}
      </div>
    </div>
  );
}
