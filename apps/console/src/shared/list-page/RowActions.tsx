/**
 * Row actions gated by permission: an action whose permission the user lacks is not rendered (SPEC §6);
 * one with a confirmation asks first.
 */
import { Button, Popconfirm, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Popconfirm/style/css';
import { usePermission } from '../../permission';

export interface RowAction {
  key: string;
  label: string;
  /** An action name, a colon permission or 'resource.action' (permission/index.tsx). */
  permission?: string;
  confirm?: string;
  danger?: boolean;
  hidden?: boolean;
  onClick(): void;
}

export function RowActions({ actions }: { actions: RowAction[] }) {
  const { can } = usePermission();
  const shown = actions.filter((a) => !a.hidden && (!a.permission || can(a.permission)));
  return (
    <Space size={4} wrap>
      {shown.map((a) =>
        a.confirm ? (
          <Popconfirm key={a.key} title={a.confirm} onOk={a.onClick}>
            <Button type="text" size="mini" status={a.danger ? 'danger' : 'default'}>
              {a.label}
            </Button>
          </Popconfirm>
        ) : (
          <Button key={a.key} type="text" size="mini" status={a.danger ? 'danger' : 'default'} onClick={a.onClick}>
            {a.label}
          </Button>
        ),
      )}
    </Space>
  );
}
