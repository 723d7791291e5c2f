/**
 * /account/CheckIn, 企业商家入驻 (SPEC §2.7, §4, §5). The page follows the shop's state: the edit form
 * (new, rejected - with 审核描述 - or resubmitting), the same form locked without submit (under review,
 * resubmitted, frozen), or the read-only view once approved, with enterprise authentication in a 900 px
 * frame, 重新生成认证链接 and 重新提交入驻申请. Submitting validates the form, runs the four ordered checks,
 * checks the name, then saves (createSeller) and applies; nothing typed is lost when it fails.
 */
import { Alert, Button, Modal, Space, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { AUTH, authStatusLabel, checkOnboardingSubmit, shopStatusLabel } from '@port/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast, toastSuccess } from '../../../app/feedback';
import { useTr } from '../../../app/i18n';
import { useSession } from '../../../session/store';
import { applySeller, checkCompanyName, createSeller, getCompanyInfo, shopAuthLink, shopAuthStatus, type Company } from '../api';
import { AuthFrame } from '../parts/AuthFrame';
import { CompanyDetail } from '../parts/CompanyDetail';
import '../accounts.css';
import { identityLocked, readOnlyStatus, toBody, type BusinessChoice, type Values } from './model';
import { OnboardingForm } from './OnboardingForm';

const STATUS_COLOR: Record<string, string> = { '0': 'arcoblue', '1': 'green', '-1': 'red', '-2': 'gray', '2': 'orange' };

export default function CheckInPage() {
  const t = useTr();
  const refreshInfo = useSession((s) => s.refreshInfo);
  const [company, setCompany] = useState<Company | null>(null);
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [frameUrl, setFrameUrl] = useState<string | null>(null);
  // Remount the form only when the saved record changes, so a failed submit keeps what was typed.
  const [formKey, setFormKey] = useState(0);
  const live = useRef(true);

  /** remount false refreshes the record (version, shopId) under the form without touching what was typed. */
  const load = useCallback(async (remount = true) => {
    setLoading(true);
    try {
      const info = await getCompanyInfo();
      if (!live.current) return;
      setCompany(info);
      if (remount) {
        setEditing(info?.shopStatus !== '1');
        setFormKey((k) => k + 1);
      }
    } catch {
      // The error catalogue has shown why.
    } finally {
      if (live.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    live.current = true;
    void load();
    return () => {
      live.current = false;
    };
  }, [load]);

  const status = company?.shopStatus ?? null;
  const authenticated = company?.authStatus === AUTH.verified;

  const submit = async (values: Values, businesses: BusinessChoice[]) => {
    const body = toBody(values, company?.version);
    // After the form validates: the four ordered checks of SPEC §5, then the name.
    const issue = checkOnboardingSubmit(body);
    if (issue) return toast('error', issue.key, issue.params);
    const created = !company?.shopId;
    setSubmitting(true);
    try {
      const nameFree = identityLocked(status) && company?.companyCname ? true : await checkCompanyName(body.companyCname ?? '');
      if (!nameFree) {
        toast('error', 'onboarding.companyNameTaken');
        return;
      }
      const saved = await createSeller(body);
      await applySeller({ ...body, version: saved.result.version, shopId: saved.result.shopId, invoiceBussiness: businesses });
      toastSuccess(saved.message || t(created ? 'accounts.onboarding.added' : 'accounts.onboarding.saved'));
      await load();
    } catch {
      toast('error', created ? 'accounts.onboarding.addFailed' : 'accounts.onboarding.saveFailed');
      await load(false);
    } finally {
      setSubmitting(false);
    }
  };

  /** SPEC §4 authentication flow: status by shopId; '4' reloads the company; else the link opens in the frame. */
  const authenticate = async () => {
    if (!company?.shopId) return;
    try {
      const state = await shopAuthStatus(company.shopId);
      if (state.companyStatus === '4') return void load();
      const link = await shopAuthLink('');
      setFrameUrl(link.message || link.result.url);
    } catch {
      // Shown by the error catalogue.
    }
  };

  const regenerate = () =>
    Modal.confirm({
      title: t('accounts.checkIn.regenerate'),
      content: t('accounts.checkIn.regenerateConfirm'),
      onOk: async () => {
        try {
          const answer = await shopAuthLink('01');
          toastSuccess(answer.message);
          setFrameUrl(null);
          await load();
        } catch {
          // The server's message is shown as an error by the error catalogue.
        }
      },
    });

  const onStep = useCallback(
    (step: string) => {
      if (step === 'submitted' || step === 'success' || step === 'failed') {
        void load();
        if (step === 'success') void refreshInfo().catch(() => undefined);
      }
    },
    [load, refreshInfo],
  );

  if (loading && !company) return <Spin className="console-loading" />;

  return (
    <div className="console-panel accounts-page">
      <div className="accounts-page-head">
        <h2>{t('accounts.checkIn.title')}</h2>
        {status ? <Tag color={STATUS_COLOR[status] ?? 'gray'}>{shopStatusLabel(status, t)}</Tag> : null}
        {company?.shopId ? <Tag color={authenticated ? 'green' : 'gray'}>{authStatusLabel(company.authStatus, t)}</Tag> : null}
      </div>
      {status !== '-1' ? <Alert type="warning" content={t('accounts.checkIn.authTip')} /> : null}
      {status === '-1' && company?.statusDesc ? (
        <Alert type="error" title={t('accounts.checkIn.statusDesc')} content={company.statusDesc} />
      ) : null}

      {!editing && company ? (
        <>
          <Space wrap>
            <Button type="primary" disabled={authenticated} onClick={() => void authenticate()}>
              {authenticated ? t('accounts.checkIn.authenticated') : t('accounts.checkIn.authenticate')}
            </Button>
            <Button onClick={regenerate}>{t('accounts.checkIn.regenerate')}</Button>
            <Button onClick={() => setEditing(true)}>{t('accounts.checkIn.resubmit')}</Button>
          </Space>
          {frameUrl ? <AuthFrame url={frameUrl} onStep={onStep} onClose={() => (setFrameUrl(null), void load())} /> : null}
          <CompanyDetail company={company} />
        </>
      ) : (
        <>
          {status === '1' ? (
            <div>
              <Button onClick={() => setEditing(false)}>{t('accounts.checkIn.cancelResubmit')}</Button>
            </div>
          ) : null}
          <OnboardingForm
            key={formKey}
            company={company}
            readOnly={readOnlyStatus(status)}
            submitting={submitting}
            onSubmit={(values, businesses) => void submit(values, businesses)}
          />
        </>
      )}
    </div>
  );
}
