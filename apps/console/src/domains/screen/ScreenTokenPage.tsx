/**
 * 大屏令牌 (administrators, screen:token:edit): issue a read-only display token for an unattended wall
 * display, see the tokens in force, revoke one (the displays using it stop at once). The link with the token
 * is shown only when it is issued; the server keeps a hash.
 */
import { Button, Form, Input, InputNumber, Modal, Popconfirm, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Popconfirm/style/css';
import type { Schemas } from '@port/sdk/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api, unwrap } from '../../app/api';
import { toastSuccess } from '../../app/feedback';
import { useTr } from '../../app/i18n';
import { Permission } from '../../permission';
import { portTime } from '@port/sdk';
import { DataTable } from '../../shared/list-page';

type DisplayToken = Schemas['DisplayToken'];
interface CreateForm {
  name: string;
  ttlDays: number;
}

/** The board's address with the token, on this site. */
export const displayLink = (token: string): string =>
  new URL(`/new/screen?displayToken=${encodeURIComponent(token)}`, window.location.origin).href;

export default function ScreenTokenPage() {
  const t = useTr();
  const [rows, setRows] = useState<DisplayToken[]>([]);
  const [loading, setLoading] = useState(false);
  const [creating, setCreating] = useState(false);
  const [issued, setIssued] = useState<string | null>(null);
  const [form] = Form.useForm<CreateForm>();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRows(await unwrap(api.GET('/screen/displayToken')));
    } catch {
      // Shown by the error catalogue.
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const create = async () => {
    const values = await form.validate();
    try {
      const made = await unwrap(
        api.POST('/screen/displayToken', { body: { name: values.name.trim(), ttlDays: values.ttlDays } }),
      );
      setCreating(false);
      form.resetFields();
      setIssued(made.token ? displayLink(made.token) : null);
      void load();
    } catch {
      // Shown by the error catalogue.
    }
  };

  const revoke = async (id: string) => {
    try {
      await unwrap(api.DELETE('/screen/displayToken', { params: { query: { id } } }));
      toastSuccess();
      void load();
    } catch {
      // Shown by the error catalogue.
    }
  };

  const columns = useMemo<TableColumnProps<DisplayToken>[]>(
    () => [
      { title: t('screen.tokens.name'), dataIndex: 'name' },
      { title: t('screen.tokens.createdBy'), dataIndex: 'createdBy' },
      { title: t('screen.tokens.createdAt'), dataIndex: 'createdAt', render: portTime },
      { title: t('screen.tokens.expiresAt'), dataIndex: 'expiresAt', render: portTime },
      { title: t('screen.tokens.lastUsedAt'), dataIndex: 'lastUsedAt', render: portTime },
      {
        title: t('console.list.actions'),
        render: (_: unknown, row: DisplayToken) => (
          <Permission check="screen:token:edit">
            <Popconfirm title={t('screen.tokens.revokeConfirm')} onOk={() => void revoke(row.id)}>
              <Button type="text" status="danger" size="small">
                {t('screen.tokens.revoke')}
              </Button>
            </Popconfirm>
          </Permission>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- revoke only closes over stable setters and load
    [t],
  );

  return (
    <div className="screen-token-page" style={{ padding: 16 }}>
      <div style={{ marginBottom: 12 }}>
        <Permission check="screen:token:edit">
          <Button type="primary" onClick={() => setCreating(true)}>
            {t('screen.tokens.add')}
          </Button>
        </Permission>
      </div>
      <DataTable rowKey="id" loading={loading} columns={columns} data={rows} pagination={false} scroll={{ x: 760 }} />
      <Modal
        title={t('screen.tokens.add')}
        visible={creating}
        onOk={() => void create()}
        onCancel={() => setCreating(false)}
        unmountOnExit
      >
        <Form form={form} layout="vertical" initialValues={{ ttlDays: 90 }}>
          <Form.Item
            field="name"
            label={t('screen.tokens.name')}
            rules={[{ required: true, message: t('screen.tokens.nameRequired') }, { maxLength: 50 }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item field="ttlDays" label={t('screen.tokens.ttlDays')} rules={[{ required: true }]}>
            <InputNumber min={1} max={365} precision={0} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        title={t('screen.tokens.link')}
        visible={issued !== null}
        onOk={() => setIssued(null)}
        onCancel={() => setIssued(null)}
        hideCancel
      >
        <p>{t('screen.tokens.created')}</p>
        <Input.TextArea value={issued ?? ''} readOnly autoSize data-testid="display-link" />
        <Button style={{ marginTop: 8 }} onClick={() => void navigator.clipboard?.writeText(issued ?? '')}>
          {t('screen.tokens.copy')}
        </Button>
      </Modal>
    </div>
  );
}
