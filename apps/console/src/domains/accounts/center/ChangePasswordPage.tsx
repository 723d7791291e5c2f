/**
 * /account/ChangePassword: old, new and confirmation. Both passwords go as their SHA-256 hex, as the login
 * sends it; the new one's strength is checked here, before hashing (the server never sees it). On success:
 * '修改密码成功，请重新登录' and the user is signed out (the server ended every session).
 */
import { Button, Form, Input, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css';
import { TIMING } from '@port/config/constants';
import { validateNewPassword } from '@port/sdk';
import { hashPassword } from '@port/sdk/crypto';
import { useState } from 'react';
import { api, unwrap } from '../../../app/api';
import { useTr } from '../../../app/i18n';
import { clearLocalSession } from '../../../session/logout';
import { useSession } from '../../../session/store';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export default function ChangePasswordPage() {
  const t = useTr();
  const mobile = useSession((s) => s.info?.user.mobile);
  const [form] = Form.useForm<PasswordForm>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    const values = await form.validate();
    setSubmitting(true);
    try {
      await unwrap(
        api.POST('/updatePassword', {
          body: {
            ...(mobile ? { mobile } : {}),
            oldPassword: hashPassword(values.oldPassword),
            newPassword: hashPassword(values.newPassword),
          },
        }),
      );
      Message.success({ content: t('console.account.passwordChanged'), duration: TIMING.notificationDefault });
      const target = clearLocalSession();
      window.setTimeout(() => window.location.assign(target), TIMING.logoutReloadDelay);
    } catch {
      // The error catalogue has shown the server's reason (e.g. 账户或旧密码错误).
      setSubmitting(false);
    }
  };

  return (
    <div className="console-panel console-change-password">
      <h2 className="console-page-title">{t('console.account.changePasswordTitle')}</h2>
      <Form<PasswordForm>
        form={form}
        layout="horizontal"
        labelCol={{ flex: 'var(--console-label-width)' }}
        wrapperCol={{ flex: 1 }}
        style={{ maxWidth: 520 }}
        onSubmit={() => void submit()}
      >
        <Form.Item
          field="oldPassword"
          label={t('console.account.oldPassword')}
          rules={[{ required: true, message: t('console.account.oldPasswordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          field="newPassword"
          label={t('console.account.newPassword')}
          required
          extra={t('console.account.passwordRule')}
          rules={[
            {
              validator: (value: unknown, callback: (error?: string) => void) => {
                const issue = validateNewPassword(value ?? '');
                callback(issue ? t(issue.key, issue.params) : undefined);
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          field="confirmPassword"
          label={t('console.account.confirmPassword')}
          required
          dependencies={['newPassword']}
          rules={[
            {
              validator: (value: unknown, callback: (error?: string) => void) => {
                if (!value) callback(t('console.account.confirmRequired'));
                else if (value !== form.getFieldValue('newPassword')) callback(t('console.account.passwordMismatch'));
                else callback();
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label=" ">
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t('console.account.submitPassword')}
          </Button>
        </Form.Item>
      </Form>
    </div>
  );
}
