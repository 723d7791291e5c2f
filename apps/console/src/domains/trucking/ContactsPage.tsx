/**
 * 常用联系人 (trucking/contacts, /order/contacts): the forwarder's frequent contacts, offered when placing an
 * order. Add/edit/remove/export by td:contact:*; mobile, landline and e-mail checked as on the server.
 */
import { Button, Space, type TableColumnProps } from '@arco-design/web-react';
import { displayText, validateEmail, validateLandline, validateMobile } from '@port/sdk';
import { useRef, useState } from 'react';
import { toastSuccess } from '../../app/feedback';
import { useTr } from '../../app/i18n';
import { Permission } from '../../permission';
import { FormModal, type FormField } from '../../shared/form/FormModal';
import { requiredRule, sdkRule } from '../../shared/form/rules';
import { ExportButton, ListPage, RowActions, type ListPageHandle, type SearchField } from '../../shared/list-page';
import { createContact, deleteContact, listContacts, startContactExport, updateContact, type Contact, type ContactQuery, type ContactWrite } from './api';

type Filters = Pick<ContactQuery, 'name' | 'mobile'>;

export default function ContactsPage() {
  const t = useTr();
  const list = useRef<ListPageHandle>(null);
  const [query, setQuery] = useState<Filters>({});
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const f = (k: 'name' | 'mobile' | 'tel' | 'email' | 'remark' | 'company') => t(`trucking.directory.${k}`);

  const fields: SearchField<Filters>[] = [
    { field: 'name', label: f('name'), type: 'input', modifiers: ['trim'] },
    { field: 'mobile', label: f('mobile'), type: 'input', modifiers: ['trimAll'] },
  ];
  const form: FormField<ContactWrite>[] = [
    { field: 'name', label: f('name'), type: 'input', modifiers: ['trim'], maxLength: 30, rules: [requiredRule(t('listPage.required', { field: f('name') }))] },
    { field: 'mobile', label: f('mobile'), type: 'input', modifiers: ['trimAll'], maxLength: 11, rules: [sdkRule(t, validateMobile)] },
    { field: 'tel', label: f('tel'), type: 'input', modifiers: ['trimAll'], maxLength: 20, rules: [sdkRule(t, validateLandline)] },
    { field: 'email', label: f('email'), type: 'input', modifiers: ['trim'], maxLength: 60, rules: [sdkRule(t, validateEmail)] },
    { field: 'remark', label: f('remark'), type: 'textarea', wide: true, maxLength: 200 },
  ];
  const columns: TableColumnProps<Contact>[] = [
    { key: 'name', title: f('name'), dataIndex: 'name', width: 120 },
    { key: 'mobile', title: f('mobile'), dataIndex: 'mobile', width: 140 },
    { key: 'tel', title: f('tel'), dataIndex: 'tel', width: 150, render: (v: unknown) => displayText(v) },
    { key: 'email', title: f('email'), dataIndex: 'email', width: 220, render: (v: unknown) => displayText(v) },
    { key: 'remark', title: f('remark'), dataIndex: 'remark', width: 200, render: (v: unknown) => displayText(v) },
    { key: 'company', title: f('company'), dataIndex: 'companyName', width: 220, render: (v: unknown) => displayText(v) },
    { key: 'updateTime', title: t('trucking.fields.updateTime'), dataIndex: 'updateTime', width: 170 },
    {
      key: 'actions', title: t('console.list.actions'), dataIndex: 'id', width: 140,
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            { key: 'edit', label: t('fleet.actions.edit'), permission: 'td:contact:edit', onClick: () => setEditing(r) },
            {
              key: 'remove', label: t('fleet.actions.remove'), permission: 'td:contact:remove', danger: true, confirm: t('trucking.directory.confirmRemove'),
              onClick: () => void deleteContact(r.id, r.version).then(() => (toastSuccess(), list.current?.reload())).catch(() => undefined),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <ListPage<Filters, Contact>
        ref={list}
        listId="trucking-contacts"
        scrollX={1400}
        fields={fields}
        columns={columns}
        rowKey="id"
        fetch={({ pageNo, pageSize, cursor, ...filters }) => {
          setQuery(filters);
          return listContacts({ ...filters, pageNo, pageSize, ...(cursor ? { cursor } : {}) });
        }}
        toolbar={
          <Space>
            <Permission check="td:contact:add">
              <Button type="primary" onClick={() => setEditing('new')}>
                {t('fleet.actions.add')}
              </Button>
            </Permission>
            <ExportButton permission="td:contact:export" fileName={`${t('trucking.pages.contacts')}.xlsx`} start={(id) => startContactExport(query, id)} />
          </Space>
        }
      />
      <FormModal<ContactWrite>
        title={`${editing === 'new' ? t('fleet.actions.add') : t('fleet.actions.edit')} · ${t('trucking.pages.contacts')}`}
        visible={editing !== null}
        fields={form}
        initialValues={editing && editing !== 'new' ? { ...editing } : {}}
        onCancel={() => setEditing(null)}
        onSubmit={async (values) => {
          if (editing && editing !== 'new') await updateContact(editing.id, { ...values, version: editing.version });
          else await createContact(values);
          toastSuccess();
          setEditing(null);
          list.current?.reload();
        }}
      />
    </>
  );
}
