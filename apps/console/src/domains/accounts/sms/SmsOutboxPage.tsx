/** 短信发件箱 (system/sms): what the built-in SMS adapter has sent, newest first, for administrators. */
import { Button, Input, Select, Space, Tag, type TableColumnProps } from '@arco-design/web-react';
import type { MessageKey } from '@port/sdk/i18n';
import { useCallback, useEffect, useState } from 'react';
import { useTr } from '../../../app/i18n';
import { smsOutbox, type SmsOutboxItem } from '../api';
import '../accounts.css';
import { portTime } from '@port/sdk';
import { DataTable } from '../../../shared/list-page';

const SCENES = ['register', 'login', 'reset', 'changeMobile', 'twoStep', 'resetPassword'] as const;
type Scene = (typeof SCENES)[number];
const STATUS_COLORS: Record<SmsOutboxItem['status'], string> = { unused: 'arcoblue', used: 'green', expired: 'gray', void: 'red' };

export default function SmsOutboxPage() {
  const t = useTr();
  const [mobile, setMobile] = useState('');
  const [scene, setScene] = useState<Scene | undefined>(undefined);
  const [rows, setRows] = useState<SmsOutboxItem[]>([]);
  const [loading, setLoading] = useState(false);
  const load = useCallback(() => {
    setLoading(true);
    smsOutbox({ limit: 50, ...(mobile.trim() ? { mobile: mobile.trim() } : {}), ...(scene ? { scene } : {}) })
      .then(setRows)
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [mobile, scene]);
  useEffect(load, [load]);
  const sceneLabel = (s: string) => t(`accounts.sms.scene.${s}` as MessageKey);
  const columns: TableColumnProps<SmsOutboxItem>[] = [
    { key: 'createdAt', title: t('accounts.smsOutbox.createdAt'), dataIndex: 'createdAt', width: 170, render: portTime },
    { key: 'mobile', title: t('accounts.smsOutbox.mobile'), dataIndex: 'mobile', width: 130 },
    { key: 'scene', title: t('accounts.smsOutbox.scene'), dataIndex: 'scene', width: 110, render: (v: string) => sceneLabel(v) },
    { key: 'code', title: t('accounts.smsOutbox.code'), dataIndex: 'code', width: 90 },
    { key: 'status', title: t('accounts.smsOutbox.status'), dataIndex: 'status', width: 90, render: (v: SmsOutboxItem['status']) => <Tag color={STATUS_COLORS[v]}>{t(`accounts.smsOutbox.statusLabels.${v}`)}</Tag> },
    { key: 'expiresAt', title: t('accounts.smsOutbox.expiresAt'), dataIndex: 'expiresAt', width: 170, render: portTime },
    { key: 'content', title: t('accounts.smsOutbox.content'), dataIndex: 'content' },
  ];
  return (
    <div className="console-panel accounts-page">
      <div className="accounts-page-head">
        <h2>{t('accounts.smsOutbox.title')}</h2>
        <Space wrap>
          <Input allowClear value={mobile} onChange={setMobile} placeholder={t('accounts.smsOutbox.mobile')} style={{ width: 180 }} aria-label={t('accounts.smsOutbox.mobile')} />
          <Select allowClear value={scene} onChange={(v: Scene | undefined) => setScene(v)} placeholder={t('accounts.smsOutbox.scene')} style={{ width: 160 }}
            options={SCENES.map((s) => ({ value: s, label: sceneLabel(s) }))} />
          <Button onClick={load}>{t('accounts.smsOutbox.refresh')}</Button>
        </Space>
      </div>
      <DataTable<SmsOutboxItem> rowKey="id" loading={loading} columns={columns} data={rows} pagination={false} border={false} scroll={{ x: 1100 }} />
    </div>
  );
}
