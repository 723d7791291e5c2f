/** The terminal enters its pre-entry data of the container (the same rules as the server's); the forwarder sees the comparison live. */
import { Button, Form, Input, InputNumber, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css';
import { validateSealNo } from '@port/sdk/domains/decl';
import { validateTerminalGross, validateTerminalPackages, validateTerminalVolume } from '@port/sdk/domains/packing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/feedback';
import { callOperation } from '../../shared/entity/calls';
import type { EntityRecord } from '../../shared/entity/model';
import { useText } from '../../shared/entity/text';
import { sdkRule } from '../../shared/form/rules';

interface Values { sealNo: string; packages?: number | null; grossWeight?: number | null; volume?: number | null }

export function TerminalDataButton({ record, reload }: { record: EntityRecord; reload: () => void }) {
  const t = useText();
  const { t: tr } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Values>();
  const f = (name: string) => t(`packing.list.fields.${name}`);
  const show = () => {
    form.setFieldsValue({
      sealNo: String(record.terminalSealNo ?? record.sealNo ?? ''),
      packages: (record.terminalPackages as number | null) ?? null, grossWeight: (record.terminalGrossWeight as number | null) ?? null, volume: (record.terminalVolume as number | null) ?? null,
    });
    setOpen(true);
  };
  const save = async () => {
    const v = await form.validate();
    setBusy(true);
    try {
      await callOperation('setPackingTerminalData', {
        path: { id: String(record.id) },
        body: { sealNo: v.sealNo.trim().toUpperCase(), packages: v.packages ?? null, grossWeight: v.grossWeight ?? null, volume: v.volume ?? null, version: record.version },
      });
      notify('success', t('packing.list.terminalData.saved'));
      setOpen(false);
      reload();
    } catch {
      // The error catalogue has shown the server's words; the dialog keeps what was typed.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button onClick={show} data-testid="packing-terminal-data">{t('packing.list.terminalData.enter')}</Button>
      <Modal title={t('packing.list.terminalData.title')} visible={open} onCancel={() => setOpen(false)} onOk={() => void save()} confirmLoading={busy} style={{ width: 'min(480px, 96vw)' }} unmountOnExit={false}>
        <Form form={form} layout="vertical">
          <Form.Item field="sealNo" label={f('terminalSealNo')} rules={[{ required: true, message: tr('listPage.required', { field: f('terminalSealNo') }) }, sdkRule(tr, validateSealNo)]}>
            <Input maxLength={15} />
          </Form.Item>
          <Form.Item field="packages" label={f('terminalPackages')} rules={[sdkRule(tr, validateTerminalPackages)]}><InputNumber min={1} precision={0} /></Form.Item>
          <Form.Item field="grossWeight" label={f('terminalGrossWeight')} rules={[sdkRule(tr, validateTerminalGross)]}><InputNumber min={0} precision={3} /></Form.Item>
          <Form.Item field="volume" label={f('terminalVolume')} rules={[sdkRule(tr, validateTerminalVolume)]}><InputNumber min={0} precision={3} /></Form.Item>
        </Form>
      </Modal>
    </>
  );
}
