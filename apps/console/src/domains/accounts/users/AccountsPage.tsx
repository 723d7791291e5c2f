/**
 * 账号管理 (users/accounts): the users the caller may manage (the company's, or every company's for a
 * platform administrator), with search and paging; add, edit, enable/disable, reset the password (the
 * user must change it at the next sign-in) and assign roles. The server enforces the scope and the
 * enterprise-authentication rule; buttons follow the route's permissions.
 */
import { Button, Input, Select, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css';
import { displayText, validateEmail, validateMobile, validateNewPassword, portTime } from '@port/sdk';
import { useEffect, useState } from 'react';
import { toastSuccess } from '../../../app/feedback';
import { currentLanguage, useTr } from '../../../app/i18n';
import { Permission } from '../../../permission';
import { FormModal, type FormField } from '../../../shared/form/FormModal';
import { sdkRule } from '../../../shared/form/rules';
import { ListPage, RowActions, useListActions, type SearchField } from '../../../shared/list-page';
import { useText } from '../../../shared/entity/text';
import { changeUserStatus, createUser, smsResetUserPassword, unlockUser, listRoles, listUsers, resetUserPassword, updateUser, type Role, type UserListItem } from '../api';
import { roleNameText, roleText } from '../../../shared/roles';

type Filters = { name?: string; mobile?: string; status?: '0' | '1' };
type UserForm = {
  mobile?: string;
  name?: string;
  loginName?: string;
  email?: string;
  sex?: '0' | '1' | '2';
  password?: string;
  roleIds?: string[];
  status?: '0' | '1';
  remark?: string;
};

export default function AccountsPage() {
  const t = useTr();
  const tx = useText();
  const { list, done, act } = useListActions();
  const [editing, setEditing] = useState<UserListItem | 'new' | null>(null);
  const [resetting, setResetting] = useState<UserListItem | null>(null);
  const [roles, setRoles] = useState<Role[]>([]);
  useEffect(() => {
    listRoles({ pageNo: 1, pageSize: 50, status: '0' })
      .then((page) => setRoles(page.data))
      .catch(() => undefined);
  }, []);

  const statusOptions = (['0', '1'] as const).map((v) => ({ value: v, label: t(`accounts.usersPage.statusLabels.${v}`) }));
  const sexOptions = (['0', '1', '2'] as const).map((v) => ({ value: v, label: t(`accounts.usersPage.sexLabels.${v}`) }));
  const required = (label: string) => ({ required: true, message: t('accounts.usersPage.required', { field: label }) });
  const L = {
    name: t('accounts.usersPage.name'),
    mobile: t('accounts.usersPage.mobile'),
    password: t('accounts.usersPage.password'),
  };

  const fields: SearchField<Filters>[] = [
    { field: 'name', label: L.name, type: 'input' },
    { field: 'mobile', label: L.mobile, type: 'input', modifiers: ['trimAll'] },
    { field: 'status', label: t('accounts.usersPage.status'), type: 'select', options: statusOptions },
  ];
  const isNew = editing === 'new';
  const form: FormField<UserForm>[] = [
    ...(isNew ? [{ field: 'mobile' as const, label: L.mobile, type: 'input' as const, modifiers: ['trimAll'] as const, rules: [required(L.mobile), sdkRule(t, validateMobile)] }] : []),
    { field: 'name', label: L.name, type: 'input', rules: [required(L.name)] },
    { field: 'loginName', label: t('accounts.usersPage.loginName'), type: 'input' },
    { field: 'email', label: t('accounts.usersPage.email'), type: 'input', modifiers: ['trimAll'], rules: [sdkRule(t, validateEmail)] },
    { field: 'sex', label: t('accounts.usersPage.sex'), type: 'select', options: sexOptions },
    { field: 'status', label: t('accounts.usersPage.status'), type: 'select', options: statusOptions },
    ...(isNew
      ? [{
          field: 'password' as const, label: L.password, type: 'custom' as const, rules: [sdkRule(t, validateNewPassword)],
          render: () => <Input.Password placeholder={t('accounts.usersPage.passwordHint')} autoComplete="new-password" />,
        }]
      : []),
    {
      field: 'roleIds', label: t('accounts.usersPage.roles'), type: 'custom', wide: true,
      render: () => <Select mode="multiple" allowClear options={roles.map((r) => ({ value: r.roleId, label: roleText(r, t) }))} />,
    },
    { field: 'remark', label: t('accounts.usersPage.remark'), type: 'textarea', wide: true, maxLength: 500 },
  ];

  const columns: TableColumnProps<UserListItem>[] = [
    { key: 'name', title: L.name, dataIndex: 'name', width: 120, render: (v: unknown) => displayText(v) },
    { key: 'mobile', title: L.mobile, dataIndex: 'mobile', width: 130 },
    { key: 'loginName', title: t('accounts.usersPage.loginName'), dataIndex: 'loginName', width: 130, render: (v: unknown) => displayText(v) },
    { key: 'company', title: t('accounts.usersPage.company'), dataIndex: 'companyName', width: 200, render: (v: unknown) => <span data-user-data>{displayText(v)}</span> },
    { key: 'roles', title: t('accounts.usersPage.roles'), dataIndex: 'roleNames', width: 160, render: (v: string[] | undefined) => (v ?? []).map((n) => roleNameText(n, t)).join(currentLanguage().startsWith('zh') ? '、' : ', ') },
    { key: 'status', title: t('accounts.usersPage.status'), dataIndex: 'status', width: 80, render: (v: '0' | '1') => t(`accounts.usersPage.statusLabels.${v}`) },
    { key: 'createTime', title: t('accounts.usersPage.createTime'), dataIndex: 'createTime', width: 170, render: portTime },
    {
      key: 'actions', title: t('console.list.actions'), dataIndex: 'userId', width: 260, fixed: 'right',
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            { key: 'edit', label: t('accounts.usersPage.edit'), permission: 'accounts:user:edit', onClick: () => setEditing(r) },
            { key: 'reset', label: t('accounts.usersPage.resetPassword'), permission: 'accounts:user:resetPwd', onClick: () => setResetting(r) },
            // Platform staff, for users of every company: lift the sign-in lock; a temporary password only the SMS carries.
            { key: 'unlock', label: tx('admin.users.unlock'), permission: 'admin:platformUser:unlock', onClick: () => void act(unlockUser(r.userId)) },
            {
              key: 'smsReset', label: tx('admin.users.smsReset'), permission: 'admin:platformUser:smsReset', confirm: tx('admin.users.confirmSmsReset'),
              onClick: () => void act(smsResetUserPassword(r.userId)),
            },
            r.status === '0'
              ? {
                  key: 'disable', label: t('accounts.usersPage.disable'), permission: 'accounts:user:edit', danger: true, confirm: t('accounts.usersPage.confirmDisable'),
                  onClick: () => void act(changeUserStatus({ userId: r.userId, status: '1' })),
                }
              : {
                  key: 'enable', label: t('accounts.usersPage.enable'), permission: 'accounts:user:edit',
                  onClick: () => void act(changeUserStatus({ userId: r.userId, status: '0' })),
                },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <ListPage<Filters, UserListItem>
        ref={list}
        title={t('accounts.usersPage.title')}
        listId="accounts-users"
        fields={fields}
        columns={columns}
        rowKey="userId"
        scrollX={1200}
        fetch={(q) => listUsers(q)}
        toolbar={
          <Permission check="accounts:user:add">
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('accounts.usersPage.add')}
            </Button>
          </Permission>
        }
      />
      <FormModal<UserForm>
        title={isNew ? t('accounts.usersPage.add') : t('accounts.usersPage.edit')}
        visible={editing !== null}
        fields={form}
        initialValues={
          editing && editing !== 'new'
            ? {
                name: editing.name ?? '', loginName: editing.loginName ?? '', email: editing.email ?? '', status: editing.status,
                roleIds: editing.roleIds, remark: editing.remark ?? '', ...(editing.sex === '0' || editing.sex === '1' || editing.sex === '2' ? { sex: editing.sex } : {}),
              }
            : { status: '0', roleIds: [] }
        }
        onCancel={() => setEditing(null)}
        onSubmit={async (v) => {
          if (editing === 'new') {
            await createUser({
              mobile: v.mobile ?? '', name: v.name ?? '', password: v.password ?? '', roleIds: v.roleIds ?? [],
              ...(v.loginName ? { loginName: v.loginName } : {}), ...(v.email ? { email: v.email } : {}), ...(v.sex ? { sex: v.sex } : {}),
              ...(v.status ? { status: v.status } : {}), ...(v.remark ? { remark: v.remark } : {}),
            });
          } else if (editing) {
            await updateUser({
              userId: editing.userId, name: v.name ?? '', loginName: v.loginName || null, email: v.email || null, sex: v.sex ?? null,
              roleIds: v.roleIds ?? [], ...(v.status ? { status: v.status } : {}), remark: v.remark || null,
            });
          }
          done(() => setEditing(null));
        }}
      />
      <FormModal<{ password: string }>
        title={`${t('accounts.usersPage.resetPassword')} ${resetting?.name ?? resetting?.mobile ?? ''}`}
        visible={resetting !== null}
        fields={[
          {
            field: 'password', label: t('accounts.usersPage.newPassword'), type: 'custom', rules: [sdkRule(t, validateNewPassword)], wide: true,
            render: () => <Input.Password placeholder={t('accounts.usersPage.passwordHint')} autoComplete="new-password" />,
          },
        ]}
        onCancel={() => setResetting(null)}
        onSubmit={async (v) => {
          if (!resetting) return;
          await resetUserPassword({ userId: resetting.userId, password: v.password });
          toastSuccess(t('accounts.users.passwordResetDone'));
          setResetting(null);
        }}
      />
    </>
  );
}
