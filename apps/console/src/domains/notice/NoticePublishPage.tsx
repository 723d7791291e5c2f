/**
 * 通知发布 (administrators): publish a notice, message or to-do to users, roles or everyone; the server
 * stores it per recipient and pushes it over the WebSocket at once (a toast or, for a strong reminder,
 * a blocking modal on the recipients' screens). The server checks message:notice:add as well.
 */
import { Button, Form, Input, Radio, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import type { OpBody, Schemas } from '@port/sdk/contract';
import { useEffect, useState } from 'react';
import { api, unwrap } from '../../app/api';
import { toastSuccess } from '../../app/feedback';
import { useTr } from '../../app/i18n';
import { Permission } from '../../permission';

type Publish = OpBody<'publishNotice'>;
type TargetKind = Publish['target']['kind'];

interface PublishForm {
  title: string;
  content: string;
  contentType: Publish['contentType'];
  noticeType: Publish['noticeType'];
  targetKind: TargetKind;
  ids?: string[];
}

interface Option {
  label: string;
  value: string;
}

const SEARCH_PAGE = { pageNo: 1, pageSize: 50 } as const;

async function searchUsers(text: string): Promise<Option[]> {
  const trimmed = text.trim();
  const query = /^\d+$/.test(trimmed) ? { mobile: trimmed } : trimmed ? { name: trimmed } : {};
  const page = await unwrap(api.POST('/user/user/list', { body: { ...SEARCH_PAGE, ...query } }));
  return (page.data as Schemas['UserListItem'][]).map((u) => ({
    value: u.userId,
    label: `${u.name ?? ''} ${u.mobile}${u.companyName ? ` · ${u.companyName}` : ''}`.trim(),
  }));
}

async function loadRoles(): Promise<Option[]> {
  const page = await unwrap(api.GET('/user/role/getRoleList', { params: { query: SEARCH_PAGE } }));
  return (page.data as Schemas['Role'][]).map((r) => ({ value: r.roleId, label: r.roleName }));
}

export default function NoticePublishPage() {
  const t = useTr();
  const [form] = Form.useForm<PublishForm>();
  const [kind, setKind] = useState<TargetKind>('all');
  const [options, setOptions] = useState<Option[]>([]);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    form.setFieldValue('ids', []);
    setOptions([]);
    if (kind === 'role') void loadRoles().then(setOptions, () => setOptions([]));
    if (kind === 'user') void searchUsers('').then(setOptions, () => setOptions([]));
  }, [kind, form]);

  const submit = async (values: PublishForm) => {
    setSubmitting(true);
    try {
      const result = await unwrap(
        api.POST('/message/messageTemplate/publish', {
          body: {
            title: values.title.trim(),
            content: values.content,
            contentType: values.contentType,
            noticeType: values.noticeType,
            target: values.targetKind === 'all' ? { kind: 'all' } : { kind: values.targetKind, ids: values.ids ?? [] },
          },
        }),
      );
      toastSuccess(t('console.notice.published', { count: result.recipients }));
      form.resetFields(['title', 'content']);
    } catch {
      // Shown by the error catalogue.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="console-panel">
      <h2 className="console-page-title">{t('console.notice.publishTitle')}</h2>
      <Form<PublishForm>
        form={form}
        layout="horizontal"
        labelCol={{ flex: 'var(--console-label-width)' }}
        wrapperCol={{ flex: 1 }}
        style={{ maxWidth: 760 }}
        initialValues={{ contentType: 'NOTICE', noticeType: '1', targetKind: 'all' }}
        onSubmit={(values) => void submit(values)}
      >
        <Form.Item
          field="title"
          label={t('console.notice.title')}
          rules={[{ required: true, message: t('console.notice.titleRequired') }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item field="contentType" label={t('console.notice.contentType')}>
          <Radio.Group>
            <Radio value="NOTICE">{t('console.notice.notice')}</Radio>
            <Radio value="MESSAGE">{t('console.notice.message')}</Radio>
            <Radio value="TODO">{t('console.notice.todo')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item field="noticeType" label={t('console.notice.noticeType')}>
          <Radio.Group>
            <Radio value="1">{t('console.notice.noticeTypeNormal')}</Radio>
            <Radio value="2">{t('console.notice.noticeTypeStrong')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item field="targetKind" label={t('console.notice.target')}>
          <Radio.Group onChange={(v: TargetKind) => setKind(v)}>
            <Radio value="all">{t('console.notice.targetAll')}</Radio>
            <Radio value="role">{t('console.notice.targetRole')}</Radio>
            <Radio value="user">{t('console.notice.targetUser')}</Radio>
          </Radio.Group>
        </Form.Item>
        {kind === 'all' ? null : (
          <Form.Item
            field="ids"
            label={kind === 'role' ? t('console.notice.targetRole') : t('console.notice.targetUser')}
            rules={[{ required: true, type: 'array', minLength: 1, message: t('console.notice.targetRequired') }]}
          >
            <Select
              mode="multiple"
              allowClear
              showSearch
              options={options}
              filterOption={kind === 'role'}
              {...(kind === 'user'
                ? { onSearch: (text: string) => void searchUsers(text).then(setOptions, () => undefined) }
                : {})}
            />
          </Form.Item>
        )}
        <Form.Item
          field="content"
          label={t('console.notice.publishContent')}
          rules={[{ required: true, message: t('console.notice.contentRequired') }]}
        >
          <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} maxLength={100000} />
        </Form.Item>
        <Form.Item label=" ">
          <Permission check="message:notice:add">
            <Button type="primary" htmlType="submit" loading={submitting}>
              {t('console.notice.publish')}
            </Button>
          </Permission>
        </Form.Item>
      </Form>
    </div>
  );
}
