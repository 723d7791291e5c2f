/**
 * What signMessageDetail adds to the entity detail page: the download of a written contract, and the verification
 * of a contract number with its digest (prefilled with this contract's, so a reader sees the check answer).
 */
import { Alert, Button, Input, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Space/style/css';
import './sign.css';
import { useState } from 'react';
import type { Schemas } from '@port/sdk/contract';
import type { EntityRecord } from '../../shared/entity/model';
import { downloadContractPdf, verifyContract } from './api';

type Text = (key: string, params?: Record<string, string | number>) => string;

export function DownloadButton({ record, t }: { record: EntityRecord; t: Text }) {
  const [busy, setBusy] = useState(false);
  if (!record.contractNo) return null;
  const run = () => {
    setBusy(true);
    downloadContractPdf(String(record.id), `${String(record.contractNo)}.pdf`).catch(() => undefined).finally(() => setBusy(false));
  };
  return <Button type="primary" loading={busy} onClick={run}>{t('sign.actions.download')}</Button>;
}

export function VerifyBox({ record, t }: { record: EntityRecord; t: Text }) {
  const [contractNo, setContractNo] = useState(String(record.contractNo ?? ''));
  const [hash, setHash] = useState(String(record.contentHash ?? ''));
  const [answer, setAnswer] = useState<Schemas['SignContractVerification'] | null>(null);
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    verifyContract(contractNo.trim(), hash.trim()).then(setAnswer).catch(() => setAnswer(null)).finally(() => setBusy(false));
  };
  return (
    <div className="sign-verify" data-testid="sign-verify">
      <p className="sign-verify-hint">{t('sign.verify.hint')}</p>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input aria-label={t('sign.verify.contractNo')} placeholder={t('sign.verify.contractNo')} value={contractNo} onChange={setContractNo} maxLength={30} />
        <Input aria-label={t('sign.verify.hash')} placeholder={t('sign.verify.hash')} value={hash} onChange={setHash} maxLength={80} />
        <Button loading={busy} disabled={!contractNo.trim() || !hash.trim()} onClick={run}>{t('sign.actions.verify')}</Button>
        {answer ? (
          <Alert
            type={answer.genuine ? 'success' : 'error'}
            content={answer.genuine ? t('sign.verify.genuine', { contractNo: answer.contractNo ?? '', status: t(`sign.status.${answer.status ?? 'signed'}`) }) : t('sign.verify.notGenuine')}
          />
        ) : null}
      </Space>
    </div>
  );
}
