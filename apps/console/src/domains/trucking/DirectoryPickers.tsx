/**
 * The order form's pickers of the forwarder's frequent factories and contacts (常用工厂, 常用联系人): a factory
 * fills the delivery address (and the contact when none is typed yet), a contact the contact's name and phone.
 * Shown only to a caller who may read them, and only when there are some.
 */
import { Form, Grid, Select, type FormInstance } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css';
import { useEffect, useState } from 'react';
import { useTr } from '../../app/i18n';
import { usePermission } from '../../permission';
import { listContacts, listFactories, type Contact, type Factory } from './api';

export function DirectoryPickers({ form }: { form: FormInstance<Record<string, unknown>> }) {
  const t = useTr();
  const { can } = usePermission();
  const [factories, setFactories] = useState<Factory[]>([]);
  const [contacts, setContacts] = useState<Contact[]>([]);
  const canFactories = can('trucking:factory:list');
  const canContacts = can('trucking:contact:list');
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

  if (!contacts.length && !factories.length) return null;
  return (
    <>
      <Grid.Col xs={24} md={12} xl={8}>
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
      <Grid.Col xs={24} md={12} xl={8}>
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
    </>
  );
}
