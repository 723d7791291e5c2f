/**
 * 角色管理 (users/roles): the roles the caller may manage, by roleSort; add and edit with the menu tree
 * (resourceIds, only menus the caller holds), data scope (all, company, self) and roleSort; enable and
 * disable. Configuring roles needs an authenticated enterprise: the server says so otherwise.
 */
import { Button, InputNumber, Tag, Tree, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Tree/style/css';
import { portTime } from '@port/sdk';
import { useState } from 'react';
import { useTr } from '../../../app/i18n';
import { Permission } from '../../../permission';
import { FormModal, type FormField } from '../../../shared/form/FormModal';
import { ListPage, RowActions, useListActions, type SearchField } from '../../../shared/list-page';
import { changeRoleStatus, createRole, listRoles, menuTree, updateRole, type MenuTreeNode, type Role } from '../api';
import { roleText } from '../../../shared/roles';

type Filters = { roleName?: string; roleKey?: string; status?: '0' | '1' };
type RoleForm = { roleName?: string; roleKey?: string; roleSort?: number; dataScope?: '1' | '2' | '3'; status?: '0' | '1'; remark?: string; resourceIds?: string[] };
const ROLE_KEY = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

export default function RolesPage() {
  const t = useTr();
  const { list, done, act } = useListActions();
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [menus, setMenus] = useState<MenuTreeNode[]>([]);
  const [checked, setChecked] = useState<string[]>([]);

  const open = async (role: Role | 'new') => {
    try {
      const tree = await menuTree(role === 'new' ? undefined : role.roleId);
      setMenus(tree.menus);
      setChecked(tree.checkedKeys);
      setEditing(role);
    } catch {
      // Shown by the error catalogue.
    }
  };
  const statusOptions = (['0', '1'] as const).map((v) => ({ value: v, label: t(`accounts.usersPage.statusLabels.${v}`) }));
  const scopeOptions = (['1', '2', '3'] as const).map((v) => ({ value: v, label: t(`accounts.rolesPage.scopes.${v}`) }));
  const required = (label: string) => ({ required: true, message: t('accounts.usersPage.required', { field: label }) });
  const L = { roleName: t('accounts.rolesPage.roleName'), roleKey: t('accounts.rolesPage.roleKey'), roleSort: t('accounts.rolesPage.roleSort') };

  const fields: SearchField<Filters>[] = [
    { field: 'roleName', label: L.roleName, type: 'input' },
    { field: 'roleKey', label: L.roleKey, type: 'input', modifiers: ['trimAll'] },
    { field: 'status', label: t('accounts.rolesPage.status'), type: 'select', options: statusOptions },
  ];
  const form: FormField<RoleForm>[] = [
    { field: 'roleName', label: L.roleName, type: 'input', rules: [required(L.roleName)] },
    {
      field: 'roleKey', label: L.roleKey, type: 'input', modifiers: ['trimAll'],
      rules: [required(L.roleKey), { match: ROLE_KEY, message: t('accounts.rolesPage.roleKeyInvalid') }],
    },
    { field: 'roleSort', label: L.roleSort, type: 'custom', rules: [required(L.roleSort)], render: () => <InputNumber min={0} precision={0} /> },
    { field: 'dataScope', label: t('accounts.rolesPage.dataScope'), type: 'select', options: scopeOptions },
    { field: 'status', label: t('accounts.rolesPage.status'), type: 'select', options: statusOptions },
    { field: 'remark', label: t('accounts.rolesPage.remark'), type: 'input' },
    {
      field: 'resourceIds', label: t('accounts.rolesPage.resources'), type: 'custom', wide: true,
      render: () => <MenuPicker menus={menus} />,
    },
  ];
  const columns: TableColumnProps<Role>[] = [
    { key: 'roleName', title: L.roleName, dataIndex: 'roleName', width: 150, render: (_: string, r) => (r.companyId ? roleText(r, t) : <>{roleText(r, t)} <Tag size="small">{t('accounts.rolesPage.platform')}</Tag></>) },
    { key: 'roleKey', title: L.roleKey, dataIndex: 'roleKey', width: 140 },
    { key: 'roleSort', title: L.roleSort, dataIndex: 'roleSort', width: 90 },
    { key: 'dataScope', title: t('accounts.rolesPage.dataScope'), dataIndex: 'dataScope', width: 120, render: (v: '1' | '2' | '3') => t(`accounts.rolesPage.scopes.${v}`) },
    { key: 'status', title: t('accounts.rolesPage.status'), dataIndex: 'status', width: 80, render: (v: '0' | '1') => t(`accounts.usersPage.statusLabels.${v}`) },
    { key: 'createTime', title: t('accounts.rolesPage.createTime'), dataIndex: 'createTime', width: 170, render: portTime },
    {
      key: 'actions', title: t('console.list.actions'), dataIndex: 'roleId', width: 160,
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            { key: 'edit', label: t('accounts.rolesPage.edit'), permission: 'accounts:role:edit', onClick: () => void open(r) },
            {
              key: 'status', label: r.status === '0' ? t('accounts.rolesPage.disable') : t('accounts.rolesPage.enable'), permission: 'accounts:role:edit', danger: r.status === '0',
              onClick: () => void act(changeRoleStatus({ roleId: r.roleId, status: r.status === '0' ? '1' : '0' })),
            },
          ]}
        />
      ),
    },
  ];
  return (
    <>
      <ListPage<Filters, Role>
        ref={list}
        title={t('accounts.rolesPage.title')}
        listId="accounts-roles"
        fields={fields}
        columns={columns}
        rowKey="roleId"
        fetch={(q) => listRoles(q)}
        toolbar={
          <Permission check="accounts:role:add">
            <Button type="primary" onClick={() => void open('new')}>
              {t('accounts.rolesPage.add')}
            </Button>
          </Permission>
        }
      />
      <FormModal<RoleForm>
        title={editing === 'new' ? t('accounts.rolesPage.add') : t('accounts.rolesPage.edit')}
        visible={editing !== null}
        fields={form}
        initialValues={
          editing && editing !== 'new'
            ? { roleName: editing.roleName, roleKey: editing.roleKey, roleSort: editing.roleSort, dataScope: editing.dataScope, status: editing.status, remark: editing.remark ?? '', resourceIds: checked }
            : { roleSort: 10, dataScope: '2', status: '0', resourceIds: [] }
        }
        onCancel={() => setEditing(null)}
        onSubmit={async (v) => {
          const body = {
            roleName: v.roleName ?? '', roleKey: v.roleKey ?? '', roleSort: v.roleSort ?? 0, resourceIds: v.resourceIds ?? [],
            ...(v.dataScope ? { dataScope: v.dataScope } : {}), status: v.status ?? '0', remark: v.remark || null,
          };
          if (editing === 'new') await createRole(body);
          else if (editing) await updateRole({ ...body, roleId: editing.roleId });
          done(() => setEditing(null));
        }}
      />
    </>
  );
}

interface TreeData {
  key: string;
  title: string;
  children?: TreeData[];
}
const toTree = (nodes: MenuTreeNode[]): TreeData[] =>
  nodes.map((n) => ({ key: n.id, title: n.label, ...(n.children?.length ? { children: toTree(n.children) } : {}) }));

/** The menu tree as a form control: its value is the checked menu ids (half-checked parents included). */
function MenuPicker({ menus, value, onChange }: { menus: MenuTreeNode[]; value?: string[]; onChange?: (ids: string[]) => void }) {
  const parents = new Map<string, string | null>();
  const walk = (list: MenuTreeNode[], parent: string | null) => list.forEach((n) => (parents.set(n.id, parent), walk(n.children ?? [], n.id)));
  walk(menus, null);
  return (
    <div style={{ maxHeight: 360, overflow: 'auto', border: '1px solid var(--color-border-2)', borderRadius: 4, padding: 8, width: '100%' }}>
      <Tree
        checkable
        blockNode
        treeData={toTree(menus)}
        checkedKeys={value ?? []}
        onCheck={(keys: string[]) => {
          // A granted page needs its parents, so the menu can show it.
          const all = new Set(keys);
          for (const k of keys) for (let p = parents.get(k) ?? null; p; p = parents.get(p) ?? null) all.add(p);
          onChange?.([...all]);
        }}
      />
    </div>
  );
}
