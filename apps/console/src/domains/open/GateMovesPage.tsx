/**
 * 箱动态录入 (gate/moves, terminals): records a container move at the terminal's gate or quay (gate in/out, loaded,
 * discharged, released, reserved). The move joins the container's history and goes out at once to every company
 * subscribed to the container or its B/L. The server checks the company is a terminal and the ISO 6346 check digit.
 */
import { Button, Form, Input, Radio, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import '@arco-design/web-react/es/Select/style/css';
import type { OpBody, Schemas } from '@port/sdk/contract';
import { isValidContainerNumber } from '@port/sdk/rules';
import { useState } from 'react';
import { api, unwrap } from '../../app/api';
import { toastSuccess } from '../../app/feedback';
import { useTr } from '../../app/i18n';
import type { MessageKey, MessageParams } from '@port/sdk';

type Kind = Schemas['ContainerEventKind'];
const KINDS: readonly Kind[] = ['gateIn', 'gateOut', 'load', 'discharge', 'release', 'reserve'];
interface Values {
  containerNo: string;
  event: Kind;
  sizeType?: string;
  emptyFull: 'E' | 'F';
  billNo?: string;
  truckLicense?: string;
}

export default function GateMovesPage() {
  const tr = useTr();
  // The domain's texts (namespace open) live with the SDK domain, outside the central MessageKey union.
  const t = (key: string, params?: MessageParams) => tr(key as MessageKey, params);
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<Schemas['OpenContainerEvent'] | null>(null);

  const submit = async () => {
    const v = await form.validate();
    const body: OpBody<'recordGateMove'> = {
      containerNo: v.containerNo.trim().toUpperCase(),
      event: v.event,
      emptyFull: v.emptyFull,
      ...(v.sizeType?.trim() ? { sizeType: v.sizeType.trim().toUpperCase() } : {}),
      ...(v.billNo?.trim() ? { billNo: v.billNo.trim().toUpperCase() } : {}),
      ...(v.truckLicense?.trim() ? { truckLicense: v.truckLicense.trim() } : {}),
    };
    setBusy(true);
    try {
      const made = await unwrap(api.POST('/open/gateMoves', { body }));
      setLast(made);
      toastSuccess(t('open.gate.recorded', { containerNo: made.containerNo, event: t(`open.events.${made.event}`) }));
      form.resetFields(['containerNo', 'billNo', 'truckLicense']);
    } catch {
      // Shown by the error catalogue.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="console-panel">
      <h2 className="console-page-title">{t('open.pages.gateMoves')}</h2>
      <p style={{ color: 'var(--color-text-3)' }}>{t('open.gate.hint')}</p>
      <Form form={form} layout="vertical" style={{ maxWidth: 720 }} initialValues={{ event: 'gateIn', emptyFull: 'F' }} onSubmit={() => void submit()}>
        <Form.Item
          label={t('open.gate.containerNo')}
          field="containerNo"
          rules={[
            { required: true, message: t('open.errors.targetRequired') },
            {
              validator: (value: string | undefined, callback: (error?: string) => void) =>
                callback(value && !isValidContainerNumber(value.trim().toUpperCase()) ? t('open.errors.containerInvalid') : undefined),
            },
          ]}
        >
          <Input maxLength={11} placeholder="MSKU0000011" />
        </Form.Item>
        <Form.Item label={t('open.gate.event')} field="event" rules={[{ required: true }]}>
          <Select options={KINDS.map((k) => ({ value: k, label: t(`open.events.${k}`) }))} />
        </Form.Item>
        <Form.Item label={t('open.gate.emptyFull')} field="emptyFull">
          <Radio.Group type="button" options={[{ value: 'F', label: t('open.gate.full') }, { value: 'E', label: t('open.gate.empty') }]} />
        </Form.Item>
        <Form.Item label={t('open.gate.sizeType')} field="sizeType">
          <Input maxLength={4} placeholder="22G1" />
        </Form.Item>
        <Form.Item label={t('open.gate.billNo')} field="billNo">
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item label={t('open.gate.truckLicense')} field="truckLicense">
          <Input maxLength={12} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('open.gate.submit')}
        </Button>
      </Form>
      <p role="status" style={{ marginTop: 12 }}>
        {last ? t('open.gate.recorded', { containerNo: last.containerNo, event: t(`open.events.${last.event}`) }) : ''}
      </p>
    </div>
  );
}
