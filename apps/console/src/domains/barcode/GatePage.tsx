/**
 * 闸口验码: the yard (or terminal) scans or types the barcode the driver shows; a valid one shows the container, the
 * truck and the release with 确认提箱 (the lift: the gate-out, the fee settled, the forwarder told live); a used,
 * cancelled, expired or another yard's barcode is refused with the server's reason in the user's language.
 */
import { Alert, Button, Descriptions, Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Descriptions/style/css';
import type { Schemas } from '@port/sdk/contract';
import { isValidBarcode, normalizeBarcode } from '@port/sdk/domains/barcode';
import { useRef, useState } from 'react';
import { ApiFailure } from '../../app/api';
import { callOperation } from '../../shared/entity/calls';
import { useText } from '../../shared/entity/text';
import './barcode.css';

type Lift = Schemas['BarcodeLift'];

export default function GatePage() {
  const t = useText();
  const [code, setCode] = useState('');
  const [lift, setLift] = useState<Lift | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<Lift | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<{ focus: () => void } | null>(null);

  const failed = (error: unknown) => setRefusal(error instanceof ApiFailure ? error.message : t('entityPage.loadFailed'));
  const check = () => {
    setLift(null);
    setDone(null);
    setRefusal(null);
    if (!isValidBarcode(code)) return setRefusal(t('barcode.barcodeInvalid'));
    setBusy(true);
    callOperation<Lift>('checkBarcode', { path: { code: normalizeBarcode(code) } }).then(setLift, failed).finally(() => setBusy(false));
  };
  const confirm = (l: Lift) =>
    Modal.confirm({
      title: t('barcode.actions.lift'),
      content: t('barcode.confirm.lift'),
      onOk: () =>
        callOperation<Lift>('transitionBarcodeLift', { path: { id: l.id }, body: { action: 'lift', version: l.version } }).then(
          (r) => { setLift(null); setDone(r); setCode(''); },
          (e: unknown) => { setLift(null); failed(e); },
        ),
    });
  const next = () => {
    setDone(null);
    setRefusal(null);
    setLift(null);
    setCode('');
    input.current?.focus();
  };

  return (
    <div className="barcode-gate" data-testid="barcode-gate">
      <p className="barcode-gate-hint">{t('barcode.gate.hint')}</p>
      <div className="barcode-gate-form">
        <Input
          ref={input as never}
          autoFocus
          allowClear
          size="large"
          value={code}
          onChange={setCode}
          onPressEnter={check}
          placeholder={t('barcode.placeholders.barcode')}
          aria-label={t('barcode.fields.barcodeNo')}
          maxLength={40}
        />
        <Button type="primary" size="large" loading={busy} onClick={check}>{t('barcode.gate.check')}</Button>
      </div>
      <div className="barcode-gate-result">
        {refusal ? <Alert type="error" content={<span data-testid="gate-refusal">{refusal}</span>} /> : null}
        {done ? (
          <Alert type="success" content={<span data-testid="gate-lifted">{t('barcode.gate.lifted', { ctnNo: done.ctnNo, truckPlate: done.truckPlate })}</span>} />
        ) : null}
        {lift ? (
          <div data-testid="gate-record">
            <Alert type="info" content={t('barcode.gate.valid')} />
            <Descriptions
              className="barcode-gate-result"
              column={1}
              border
              data={[
                { label: t('barcode.fields.ctnNo'), value: <strong>{lift.ctnNo}</strong> },
                { label: t('barcode.fields.sizeType'), value: lift.sizeType ?? '' },
                { label: t('barcode.fields.truckPlate'), value: <strong>{lift.truckPlate}</strong> },
                { label: t('barcode.fields.releaseNo'), value: lift.releaseNo ?? '' },
                { label: t('barcode.fields.applyNo'), value: lift.applyNo ?? '' },
                { label: t('barcode.fields.ownerCompanyName'), value: lift.ownerCompanyName ?? '' },
                { label: t('barcode.fields.validUntil'), value: lift.validUntil ?? '' },
                { label: t('barcode.fields.barcodeNo'), value: lift.barcodeNo },
              ]}
            />
          </div>
        ) : null}
        <div className="barcode-gate-actions">
          {lift?.allowedActions.includes('lift') ? <Button type="primary" status="success" size="large" onClick={() => confirm(lift)}>{t('barcode.actions.lift')}</Button> : null}
          {done || refusal ? <Button size="large" onClick={next}>{t('barcode.gate.next')}</Button> : null}
        </div>
      </div>
    </div>
  );
}
