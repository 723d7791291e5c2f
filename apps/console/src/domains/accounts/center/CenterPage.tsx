/**
 * The personal centre (/account/center and /account/Center): the user's fields of SPEC §3, the
 * editable ones (name, e-mail, sex) saved through the profile api, and the real-name status with the
 * way to authenticate (the provider page in a 900 px frame).
 */
import { Button, Descriptions, Form, Input, Modal, Radio, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import { AUTH_FRAME_HEIGHT } from '@port/config/constants';
import { AUTH, AUTH_STATUS, AUTH_STATUS_COLOR, formatDateTime, labelOf, validateEmail } from '@port/sdk';
import { useState } from 'react';
import { toastSuccess } from '../../../app/feedback';
import { useTr } from '../../../app/i18n';
import { useSession } from '../../../session/store';
import { roleLabel } from '../../../shared/roles';
import { fetchPersonAuthLink, saveProfile, type ProfileWrite } from './profile';

type Sex = '0' | '1' | '2';

export default function CenterPage() {
  const t = useTr();
  const info = useSession((s) => s.info);
  const refreshInfo = useSession((s) => s.refreshInfo);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [authUrl, setAuthUrl] = useState<string | null>(null);
  const [form] = Form.useForm<{ name: string; email: string; sex: Sex }>();
  if (!info) return null;
  const { user } = info;
  const authStatus = user.authStatus || AUTH.none;
  const authenticated = authStatus === AUTH.verified;

  const sexLabel = (sex: string | null | undefined) =>
    sex === '0'
      ? t('console.account.sexMale')
      : sex === '1'
        ? t('console.account.sexFemale')
        : t('console.account.sexUnknown');

  const startEdit = () => {
    form.setFieldsValue({ name: user.name ?? '', email: user.email ?? '', sex: (user.sex as Sex | null) ?? '2' });
    setEditing(true);
  };

  const save = async () => {
    const values = await form.validate();
    const body: ProfileWrite = { name: values.name || null, email: values.email || null, sex: values.sex };
    setSaving(true);
    try {
      await saveProfile(body);
      await refreshInfo();
      toastSuccess(t('console.account.saved'));
      setEditing(false);
    } catch {
      // The error catalogue has shown why.
    } finally {
      setSaving(false);
    }
  };

  const authenticate = async () => {
    try {
      setAuthUrl((await fetchPersonAuthLink()).url);
    } catch {
      // Shown by the error catalogue (e.g. 409 when already authenticated).
    }
  };

  const closeAuth = () => {
    setAuthUrl(null);
    void refreshInfo().catch(() => undefined);
  };

  const data = [
    { label: t('console.account.name'), value: user.name || '-' },
    { label: t('console.account.mobile'), value: user.mobile },
    { label: t('console.account.email'), value: user.email || '-' },
    { label: t('console.account.sex'), value: sexLabel(user.sex) },
    { label: t('console.account.company'), value: user.companyName ? <span data-user-data>{user.companyName}</span> : t('console.home.noCompany') },
    { label: t('console.account.roles'), value: info.roles.map((r) => roleLabel(r, t)).join('、') },
    { label: t('console.account.createTime'), value: formatDateTime(user.createTime) || '-' },
    { label: t('console.account.passwordUpdateTime'), value: formatDateTime(user.passwordUpdateTime) || '-' },
  ];

  return (
    <div className="console-panel console-center">
      <h2 className="console-page-title">{t('console.account.centerTitle')}</h2>
      <section className="console-center-auth" data-testid="auth-status">
        <span>{t('console.account.authStatus')}：</span>
        <Tag color={(AUTH_STATUS_COLOR as Readonly<Record<string, string | undefined>>)[authStatus] ?? AUTH_STATUS_COLOR[AUTH.none]}>
          {labelOf(AUTH_STATUS, authStatus, { fallback: AUTH_STATUS[AUTH.none], t })}
        </Tag>
        {authenticated ? null : (
          <Button type="primary" size="small" onClick={() => void authenticate()}>
            {authStatus === AUTH.pending ? t('console.account.authenticating') : t('console.account.authenticate')}
          </Button>
        )}
      </section>
      {editing ? (
        <Form
          form={form}
          layout="horizontal"
          labelCol={{ flex: 'var(--console-label-width)' }}
          wrapperCol={{ flex: 1 }}
          style={{ maxWidth: 520 }}
        >
          <Form.Item field="name" label={t('console.account.name')} rules={[{ maxLength: 50 }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            field="email"
            label={t('console.account.email')}
            rules={[
              {
                validator: (value: unknown, callback: (error?: string) => void) => {
                  const issue = validateEmail(value);
                  callback(issue ? t(issue.key, issue.params) : undefined);
                },
              },
            ]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item field="sex" label={t('console.account.sex')}>
            <Radio.Group>
              <Radio value="0">{t('console.account.sexMale')}</Radio>
              <Radio value="1">{t('console.account.sexFemale')}</Radio>
              <Radio value="2">{t('console.account.sexUnknown')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item label=" ">
            <Button type="primary" loading={saving} onClick={() => void save()}>
              {t('console.account.save')}
            </Button>
            <Button style={{ marginLeft: 12 }} onClick={() => setEditing(false)}>
              {t('console.account.cancel')}
            </Button>
          </Form.Item>
        </Form>
      ) : (
        <>
          <Descriptions
            // One pair a line on a phone (two pairs squeezed the values letter by letter at 390 px).
            column={{ xs: 1, md: 2 }}
            title={t('console.account.profile')}
            data={data}
            labelStyle={{ width: 120 }}
            border
          />
          <Button style={{ marginTop: 16 }} onClick={startEdit}>
            {t('console.account.edit')}
          </Button>
        </>
      )}
      <Modal
        visible={authUrl !== null}
        onCancel={closeAuth}
        footer={null}
        style={{ width: 900 }}
        title={t('console.account.authStatus')}
        unmountOnExit
      >
        {authUrl ? (
          <iframe
            src={authUrl}
            title={t('console.account.authStatus')}
            style={{ width: '100%', height: AUTH_FRAME_HEIGHT, border: 0 }}
          />
        ) : null}
      </Modal>
    </div>
  );
}
