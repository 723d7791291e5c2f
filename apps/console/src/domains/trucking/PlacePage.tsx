/**
 * Placing (trucking/place) or editing (?id=) an order: the order's fields and its containers, entered one
 * by one or by pasting a comma-separated list whose bad entries are named by position
 * ('第{n}个箱号格式不正确，请填写正确的箱号', 3 s). The server checks the same rules with the same words.
 * A new order may start from route state `truckingPrefill` (an export or import order's 创建派车单: its type, B/L,
 * vessel/voyage, address and containers, @port/sdk/domains/shipment TruckingPrefill); the user checks and saves.
 */
import { Button, DatePicker, Form, Grid, Input, InputNumber, Message, Select, Space, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Form/style/css';
import { TIMING } from '@port/config/constants';
import { TRUCK_ORDER_TYPE, formatDateTime, normalizeCode, splitContainerNumbers, validateContainerNumbers, validatePhone } from '@port/sdk';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { TruckingPrefill } from '@port/sdk/domains/shipment';
import { useTr } from '../../app/i18n';
import '../../shared/detail/detail.css';
import { useDict } from '../../shared/dict';
import { DebouncedInput } from '../../shared/form/DebouncedInput';
import { requiredRule, sdkRule } from '../../shared/form/rules';
import { usePermission } from '../../permission';
import { createOrder, getOrder, listContacts, listFactories, listFleets, updateOrder, type Contact, type Factory, type OrderDetail, type OrderWrite } from './api';
import { orderDetailsPath } from '../../shared/named-routes';

type ContainerRow = OrderWrite['containers'][number] & { key: string };
type FormValues = Omit<OrderWrite, 'containers' | 'planTime'> & { planTime?: string };

let rowSeq = 0;
const newRow = (ctnNo: string, ctnSize: string, ctnType: string): ContainerRow => ({ key: `r${(rowSeq += 1)}`, ctnNo, ctnSize, ctnType, sealNo: null, weightKg: null });

export default function PlacePage() {
  const t = useTr();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const editId = params.get('id');
  const prefill = (useLocation().state as { truckingPrefill?: TruckingPrefill } | null)?.truckingPrefill;
  const [form] = Form.useForm<FormValues>();
  const sizes = useDict('td_ctn_size');
  const types = useDict('td_ctn_type');
  const yards = useDict('td_take_address');
  const [fleets, setFleets] = useState<Array<{ label: string; value: string }>>([]);
  const [rows, setRows] = useState<ContainerRow[]>([]);
  const [paste, setPaste] = useState('');
  const [editing, setEditing] = useState<OrderDetail | null>(null);
  const [saving, setSaving] = useState(false);
  const { can } = usePermission();
  const [factories, setFactories] = useState<Factory[]>([]);
  const [contacts, setContacts] = useState<Contact[]>([]);
  const defaultSize = sizes.items[1]?.dictValue ?? sizes.items[0]?.dictValue ?? '';
  const defaultType = types.items[1]?.dictValue ?? types.items[0]?.dictValue ?? '';

  useEffect(() => {
    listFleets()
      .then((list) => {
        setFleets(list.map((f) => ({ label: f.companyName, value: f.companyId })));
        if (!editId && list.length === 1) form.setFieldValue('fleetCompanyId', list[0]!.companyId);
      })
      .catch(() => undefined);
  }, [editId, form]);

  // The forwarder's frequent factories and contacts (常用工厂, 常用联系人) fill the address and the contact.
  const canFactories = can('td:factory:list');
  const canContacts = can('td:contact:list');
  useEffect(() => {
    if (canFactories) listFactories({ pageNo: 1, pageSize: 50 }).then((p) => setFactories(p.data)).catch(() => undefined);
    if (canContacts) listContacts({ pageNo: 1, pageSize: 50 }).then((p) => setContacts(p.data)).catch(() => undefined);
  }, [canFactories, canContacts]);
  const pickFactory = (id: string | undefined) => {
    const f = factories.find((x) => x.id === id);
    if (!f) return;
    form.setFieldValue('deliveryAddress', f.address);
    if (!form.getFieldValue('contactName') && f.contactName) form.setFieldsValue({ contactName: f.contactName, contactPhone: f.contactPhone ?? null });
  };
  const pickContact = (id: string | undefined) => {
    const c = contacts.find((x) => x.id === id);
    if (c) form.setFieldsValue({ contactName: c.name, contactPhone: c.mobile });
  };

  useEffect(() => {
    if (!editId) return;
    getOrder(editId)
      .then((o) => {
        setEditing(o);
        form.setFieldsValue({
          orderType: o.orderType, fleetCompanyId: o.fleetCompanyId ?? '', billNo: o.billNo, vessel: o.vessel, voyage: o.voyage, takeAddress: o.takeAddress,
          deliveryAddress: o.deliveryAddress, contactName: o.contactName, contactPhone: o.contactPhone, remark: o.remark, ...(o.planTime ? { planTime: o.planTime } : {}),
        });
        setRows(o.containers.map((c) => ({ ...newRow(c.ctnNo, c.ctnSize, c.ctnType), sealNo: c.sealNo ?? null, weightKg: c.weightKg ?? null })));
      })
      .catch(() => undefined);
  }, [editId, form]);

  useEffect(() => {
    if (editId || !prefill) return;
    form.setFieldsValue({ orderType: prefill.orderType, billNo: prefill.billNo, vessel: prefill.vessel, voyage: prefill.voyage, deliveryAddress: prefill.deliveryAddress });
    setRows(prefill.containers.map((c) => ({ ...newRow(c.ctnNo, c.ctnSize, c.ctnType), sealNo: c.sealNo, weightKg: c.weightKg })));
  }, [editId, prefill, form]);

  /** The container list problem, shown for 3 s as the spec says, or null. */
  const containerIssue = (list: string): string | null => {
    const issue = validateContainerNumbers(list);
    return issue ? t(issue.key, issue.params) : null;
  };
  const warn = (text: string) => Message.error({ content: text, duration: TIMING.containerMessage });

  const applyPaste = () => {
    const text = normalizeCode(paste.replace(/[，\n\r;；]+/g, ','));
    if (!text) return;
    const issue = containerIssue(text);
    if (issue) return warn(issue);
    const existing = new Set(rows.map((r) => r.ctnNo));
    const added = splitContainerNumbers(text).filter((c) => c && !existing.has(c)).map((c) => newRow(c, defaultSize, defaultType));
    setRows((r) => [...r, ...added]);
    setPaste('');
  };

  const setRow = (key: string, patch: Partial<ContainerRow>) => setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const submit = async (entrust: boolean) => {
    let values: FormValues;
    try {
      values = await form.validate();
    } catch {
      return;
    }
    if (rows.length === 0) return warn(t('trucking.place.noContainers'));
    const issue = containerIssue(rows.map((r) => r.ctnNo).join(','));
    if (issue) return warn(issue);
    const body: OrderWrite = {
      ...values,
      planTime: values.planTime ? formatDateTime(values.planTime) : null,
      containers: rows.map(({ key: _key, ...c }) => c),
    };
    setSaving(true);
    try {
      const saved = editing ? await updateOrder(editing.id, { ...body, version: editing.version }) : await createOrder({ ...body, entrust });
      Message.success(t(entrust ? 'trucking.place.entrusted' : 'trucking.place.saved'));
      navigate(orderDetailsPath(saved.id, saved.orderType), { replace: true });
    } catch {
      // The server's words are shown by the error catalogue.
    } finally {
      setSaving(false);
    }
  };

  const typeOptions = useMemo(() => Object.entries(TRUCK_ORDER_TYPE).map(([value, key]) => ({ value, label: t(key) })), [t]);

  return (
    <div className="console-panel">
      <h2 className="console-page-title">{editing ? t('trucking.pages.edit') : t('trucking.pages.place')}</h2>
      <h3 className="console-detail-section-title">{t('trucking.sections.basic')}</h3>
      <Form form={form} className="console-form-nowrap" layout="horizontal" labelCol={{ flex: 'var(--console-label-width, 100px)' }} wrapperCol={{ flex: 1 }} initialValues={{ orderType: 'E' }}>
        <Grid.Row gutter={16}>
          <Grid.Col span={8}>
            <Form.Item field="orderType" label={t('trucking.fields.orderType')} rules={[requiredRule(t, t('trucking.fields.orderType'))]}>
              <Select options={typeOptions} />
            </Form.Item>
          </Grid.Col>
          <Grid.Col span={8}>
            <Form.Item field="fleetCompanyId" label={t('trucking.fields.fleet')} rules={[requiredRule(t, t('trucking.fields.fleet'))]}>
              <Select options={fleets} />
            </Form.Item>
          </Grid.Col>
          <Grid.Col span={8}>
            <Form.Item field="takeAddress" label={t('trucking.fields.takeAddress')} rules={[requiredRule(t, t('trucking.fields.takeAddress'))]}>
              <Select options={yards.options} />
            </Form.Item>
          </Grid.Col>
          <Grid.Col span={8}>
            <Form.Item field="billNo" label={t('trucking.fields.billNo')}>
              <DebouncedInput modifiers={['trimAll', 'upper']} maxLength={40} />
            </Form.Item>
          </Grid.Col>
          <Grid.Col span={8}>
            <Form.Item field="vessel" label={t('trucking.fields.vessel')}>
              <DebouncedInput maxLength={60} />
            </Form.Item>
          </Grid.Col>
          <Grid.Col span={8}>
            <Form.Item field="voyage" label={t('trucking.fields.voyage')}>
              <DebouncedInput modifiers={['trimAll', 'upper']} maxLength={30} />
            </Form.Item>
          </Grid.Col>
          {contacts.length || factories.length ? (
            <>
              <Grid.Col span={8}>
                <Form.Item label={t('trucking.directory.pickFactory')}>
                  <Select
                    aria-label={t('trucking.directory.pickFactory')}
                    allowClear
                    showSearch
                    disabled={!factories.length}
                    options={factories.map((f) => ({ value: f.id, label: f.factoryName }))}
                    onChange={(v: string | undefined) => pickFactory(v)}
                  />
                </Form.Item>
              </Grid.Col>
              <Grid.Col span={8}>
                <Form.Item label={t('trucking.directory.pickContact')}>
                  <Select
                    aria-label={t('trucking.directory.pickContact')}
                    allowClear
                    showSearch
                    disabled={!contacts.length}
                    options={contacts.map((c) => ({ value: c.id, label: `${c.name} ${c.mobile}` }))}
                    onChange={(v: string | undefined) => pickContact(v)}
                  />
                </Form.Item>
              </Grid.Col>
              <Grid.Col span={8} />
            </>
          ) : null}
          <Grid.Col span={8}>
            <Form.Item field="contactName" label={t('trucking.fields.contactName')}>
              <DebouncedInput maxLength={30} />
            </Form.Item>
          </Grid.Col>
          <Grid.Col span={8}>
            <Form.Item field="contactPhone" label={t('trucking.fields.contactPhone')} rules={[sdkRule(t, validatePhone)]}>
              <DebouncedInput modifiers={['trimAll']} maxLength={20} />
            </Form.Item>
          </Grid.Col>
          <Grid.Col span={8}>
            <Form.Item field="planTime" label={t('trucking.fields.planTime')}>
              <DatePicker showTime style={{ width: '100%' }} />
            </Form.Item>
          </Grid.Col>
          <Grid.Col span={16}>
            <Form.Item field="deliveryAddress" label={t('trucking.fields.deliveryAddress')}>
              <DebouncedInput maxLength={200} />
            </Form.Item>
          </Grid.Col>
          <Grid.Col span={8}>
            <Form.Item field="remark" label={t('trucking.fields.remark')}>
              <DebouncedInput maxLength={500} />
            </Form.Item>
          </Grid.Col>
        </Grid.Row>
      </Form>

      <h3 className="console-detail-section-title">{t('trucking.sections.containers')}</h3>
      <Space align="start" style={{ width: '100%', marginBottom: 12 }}>
        <Input.TextArea
          aria-label={t('trucking.place.pasteLabel')}
          placeholder={t('trucking.place.pastePlaceholder')}
          value={paste}
          onChange={setPaste}
          style={{ width: 520 }}
          autoSize={{ minRows: 2, maxRows: 4 }}
        />
        <Button onClick={applyPaste}>{t('trucking.place.pasteApply')}</Button>
        <Button onClick={() => setRows((r) => [...r, newRow('', defaultSize, defaultType)])}>{t('trucking.place.addContainer')}</Button>
      </Space>
      <Table<ContainerRow>
        rowKey="key"
        data={rows}
        pagination={false}
        size="small"
        columns={[
          { title: t('trucking.fields.seq'), dataIndex: 'key', width: 60, render: (_: unknown, _r, i) => i + 1 },
          { title: t('trucking.fields.ctnNo'), dataIndex: 'ctnNo', width: 200, render: (_: unknown, r) => <DebouncedInput value={r.ctnNo} modifiers={['trimAll', 'upper']} maxLength={11} onChange={(v) => setRow(r.key, { ctnNo: v })} /> },
          { title: t('trucking.fields.ctnSize'), dataIndex: 'ctnSize', width: 160, render: (_: unknown, r) => <Select value={r.ctnSize} options={sizes.options} onChange={(v: string) => setRow(r.key, { ctnSize: v })} /> },
          { title: t('trucking.fields.ctnType'), dataIndex: 'ctnType', width: 160, render: (_: unknown, r) => <Select value={r.ctnType} options={types.options} onChange={(v: string) => setRow(r.key, { ctnType: v })} /> },
          { title: t('trucking.fields.sealNo'), dataIndex: 'sealNo', width: 160, render: (_: unknown, r) => <DebouncedInput value={r.sealNo ?? ''} modifiers={['trimAll', 'upper']} onChange={(v) => setRow(r.key, { sealNo: v || null })} /> },
          { title: t('trucking.fields.weightKg'), dataIndex: 'weightKg', width: 140, render: (_: unknown, r) => <InputNumber value={r.weightKg ?? undefined} min={0} precision={0} onChange={(v) => setRow(r.key, { weightKg: v ?? null })} /> },
          { title: t('console.list.actions'), dataIndex: 'key', width: 90, render: (_: unknown, r) => <Button type="text" status="danger" size="mini" onClick={() => setRows((l) => l.filter((x) => x.key !== r.key))}>{t('trucking.place.removeContainer')}</Button> },
        ]}
      />
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" loading={saving} onClick={() => void submit(false)}>
          {t('trucking.actions.save')}
        </Button>
        {editing ? null : (
          <Button type="primary" status="success" loading={saving} onClick={() => void submit(true)}>
            {t('trucking.actions.saveEntrust')}
          </Button>
        )}
      </Space>
    </div>
  );
}
