/**
 * 常用联系人 (trucking/contacts, /order/contacts): the forwarder's frequent contacts, offered when placing an
 * order. Add/edit/remove/export by trucking:contact:*; mobile, landline and e-mail checked as on the server.
 */
import type { TableColumnProps } from '@arco-design/web-react';
import { displayText, validateEmail, validateLandline, validateMobile, portTime } from '@port/sdk';
import { useTr } from '../../app/i18n';
import type { FormField } from '../../shared/form/FormModal';
import { requiredRule, sdkRule } from '../../shared/form/rules';
import { EditableListPage, type SearchField } from '../../shared/list-page';
import { createContact, deleteContact, listContacts, startContactExport, updateContact, type Contact, type ContactQuery, type ContactWrite } from './api';

type Filters = Pick<ContactQuery, 'name' | 'mobile'>;

const resource = { list: listContacts, create: createContact, update: updateContact, remove: deleteContact, startExport: startContactExport };

export default function ContactsPage() {
  const t = useTr();
  const f = (k: 'name' | 'mobile' | 'tel' | 'email' | 'remark' | 'company') => t(`trucking.directory.${k}`);

  const fields: SearchField<Filters>[] = [
    { field: 'name', label: f('name'), type: 'input', modifiers: ['trim'] },
    { field: 'mobile', label: f('mobile'), type: 'input', modifiers: ['trimAll'] },
  ];
  const form: FormField<ContactWrite>[] = [
    { field: 'name', label: f('name'), type: 'input', modifiers: ['trim'], maxLength: 30, rules: [requiredRule(t, f('name'))] },
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
    { key: 'updateTime', title: t('trucking.fields.updateTime'), dataIndex: 'updateTime', width: 170, render: portTime },
  ];

  return (
    <EditableListPage<Filters, Contact, ContactWrite>
      listId="trucking-contacts"
      title={t('trucking.pages.contacts')}
      permission="trucking:contact"
      scrollX={1400}
      searchFields={fields}
      formFields={form}
      columns={columns}
      resource={resource}
    />
  );
}
