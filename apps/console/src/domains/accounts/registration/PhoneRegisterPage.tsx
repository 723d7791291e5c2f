/**
 * /user/PhoneRegiter (no login): phone registration. Mobile (checked on blur, and that it is still free),
 * the image captcha verified for that mobile before the SMS code is sent (GET /user/reg/sms), the code,
 * password and confirmation, the agreement, then POST /user/PhoneRegiter. The server checks all of it again.
 */
import { Button, Checkbox, Form, Input, Message, Result } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Checkbox/style/css';
import '@arco-design/web-react/es/Result/style/css';
import { TIMING } from '@port/config/constants';
import { validateMobile, validateNewPassword } from '@port/sdk';
import type { Schemas } from '@port/sdk/contract';
import { CaptchaImage } from '@port/ui/CaptchaImage';
import { useCountdown } from '@port/ui/hooks/useCountdown';
import { useCallback, useEffect, useState } from 'react';
import { useTr } from '../../../app/i18n';
import { sdkRule } from '../../../shared/form/rules';
import { toBrowserPath } from '../../../session/paths';
import { checkMobileAvailable, fetchCaptcha, phoneRegister, sendRegisterSms, verifyCaptcha } from '../api';
import '../../../shared/standalone-page.css';
import './phone-register.css';

interface RegisterForm {
  mobile: string;
  imgVerify?: string;
  smsCode: string;
  password: string;
  checkPass: string;
  name?: string;
  companyName?: string;
  checkbox: boolean;
}

type Captcha = Schemas['Captcha'];
const SMS_CODE = /^\d{6}$/;

export default function PhoneRegisterPage() {
  const t = useTr();
  const [form] = Form.useForm<RegisterForm>();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [verifiedUuid, setVerifiedUuid] = useState<string | null>(null);
  const [countdown, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  const refreshCaptcha = useCallback(() => {
    setVerifiedUuid(null);
    fetchCaptcha().then(setCaptcha, () => setCaptcha(null));
  }, []);
  useEffect(refreshCaptcha, [refreshCaptcha]);

  const captchaOn = captcha?.captchaOnOff !== false;

  const onMobileBlur = async () => {
    const mobile = (form.getFieldValue('mobile') as string | undefined)?.trim() ?? '';
    if (validateMobile(mobile)) return;
    try {
      const availability = await checkMobileAvailable(mobile);
      if (!availability.available) form.setFields({ mobile: { value: mobile, error: { message: t('portal.account.mobileTaken') } } });
    } catch {
      // The submit checks again; a failed look-up is not the user's problem.
    }
  };

  const sendCode = async () => {
    try {
      await form.validate(captchaOn ? ['mobile', 'imgVerify'] : ['mobile']);
    } catch {
      return;
    }
    const mobile = (form.getFieldValue('mobile') as string).trim();
    setSending(true);
    try {
      let uuid: string | undefined;
      if (captchaOn && captcha?.uuid) {
        if (verifiedUuid !== captcha.uuid) {
          try {
            await verifyCaptcha(mobile, captcha.uuid, ((form.getFieldValue('imgVerify') as string | undefined) ?? '').trim());
          } catch {
            // A wrong answer uses the captcha up: a new one, and the field cleared.
            form.setFieldValue('imgVerify', '');
            refreshCaptcha();
            return;
          }
          setVerifiedUuid(captcha.uuid);
        }
        uuid = captcha.uuid;
      }
      const sent = await sendRegisterSms(mobile, uuid);
      startCountdown(sent.resendIn);
      Message.success({ content: t('portal.account.smsSent'), duration: TIMING.notificationDefault });
    } catch {
      // The error catalogue has shown the server's reason (already registered, too many codes …).
    } finally {
      setSending(false);
    }
  };

  const submit = async () => {
    const values = await form.validate();
    setSubmitting(true);
    try {
      await phoneRegister({
        mobile: values.mobile.trim(),
        smsCode: values.smsCode.trim(),
        password: values.password,
        checkPass: values.checkPass,
        checkbox: true,
        ...(values.name?.trim() ? { name: values.name.trim() } : {}),
        ...(values.companyName?.trim() ? { companyName: values.companyName.trim() } : {}),
      });
      setDone(true);
    } catch {
      // The error catalogue has shown the server's reason (wrong code, mobile taken …).
    } finally {
      setSubmitting(false);
    }
  };

  const login = toBrowserPath('/homeLogin');

  return (
    <main className="standalone-page phone-register">
      <section className="standalone-card phone-register-card" aria-labelledby="phone-register-title">
        <h1 id="phone-register-title">{t('console.phoneRegister.title')}</h1>
        {done ? (
          <Result
            status="success"
            title={t('portal.account.registered')}
            subTitle={t('console.phoneRegister.doneHint')}
            extra={
              <Button type="primary" href={login}>
                {t('console.phoneRegister.goLogin')}
              </Button>
            }
          />
        ) : (
          <>
            <p className="phone-register-subtitle">{t('console.phoneRegister.subtitle')}</p>
            <Form<RegisterForm> form={form} layout="vertical" onSubmit={() => void submit()} initialValues={{ checkbox: false }}>
              <Form.Item label={t('login.mobile')} field="mobile" required rules={[sdkRule(t, validateMobile)]} validateTrigger="onBlur">
                <Input
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel"
                  maxLength={11}
                  placeholder={t('portal.login.mobilePlaceholder')}
                  onBlur={() => void onMobileBlur()}
                />
              </Form.Item>
              {captchaOn ? (
                <Form.Item label={t('portal.account.imgVerify')} field="imgVerify" required rules={[{ required: true, message: t('login.codeRequired') }]}>
                  <Input
                    autoComplete="off"
                    maxLength={10}
                    placeholder={t('portal.login.codePlaceholder')}
                    addAfter={<CaptchaImage img={captcha?.img} label={t('login.refreshCaptcha')} onRefresh={refreshCaptcha} width={100} height={30} />}
                  />
                </Form.Item>
              ) : null}
              <Form.Item
                label={t('portal.account.smsCode')}
                field="smsCode"
                required
                rules={[
                  { required: true, message: t('portal.account.smsCodeRequired') },
                  { match: SMS_CODE, message: t('portal.account.smsCodeInvalid') },
                ]}
              >
                <Input
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  placeholder={t('portal.account.smsCodePlaceholder')}
                  addAfter={
                    <Button type="text" loading={sending} disabled={countdown > 0} onClick={() => void sendCode()}>
                      {countdown > 0 ? t('portal.account.resendIn', { seconds: countdown }) : t('portal.account.sendSms')}
                    </Button>
                  }
                />
              </Form.Item>
              <Form.Item label={t('login.password')} field="password" required rules={[sdkRule(t, validateNewPassword)]}>
                <Input.Password autoComplete="new-password" maxLength={64} placeholder={t('portal.account.passwordPlaceholder')} />
              </Form.Item>
              <Form.Item
                label={t('portal.account.checkPass')}
                field="checkPass"
                rules={[
                  { required: true, message: t('portal.account.checkPassRequired') },
                  {
                    validator: (value: string | undefined, callback: (error?: string) => void) =>
                      callback(value && value !== form.getFieldValue('password') ? t('portal.account.checkPassMismatch') : undefined),
                  },
                ]}
              >
                <Input.Password autoComplete="new-password" maxLength={64} placeholder={t('portal.account.checkPassPlaceholder')} />
              </Form.Item>
              <Form.Item label={t('portal.account.name')} field="name">
                <Input autoComplete="name" maxLength={50} placeholder={t('portal.account.namePlaceholder')} />
              </Form.Item>
              <Form.Item label={t('portal.account.companyName')} field="companyName">
                <Input autoComplete="organization" maxLength={100} placeholder={t('portal.account.companyNamePlaceholder')} />
              </Form.Item>
              <Form.Item
                field="checkbox"
                triggerPropName="checked"
                rules={[
                  {
                    validator: (value: boolean | undefined, callback: (error?: string) => void) =>
                      callback(value ? undefined : t('portal.account.agreementRequired')),
                  },
                ]}
              >
                <Checkbox>
                  {t('portal.account.agreePrefix')}
                  <a href={`${toBrowserPath('/info/websiteTerms')}?type=user`} target="_blank" rel="noopener noreferrer">
                    {t('portal.account.userAgreement')}
                  </a>
                  {t('portal.account.and')}
                  <a href={`${toBrowserPath('/info/websiteTerms')}?type=privacy`} target="_blank" rel="noopener noreferrer">
                    {t('portal.account.privacy')}
                  </a>
                </Checkbox>
              </Form.Item>
              <Button type="primary" htmlType="submit" long loading={submitting}>
                {t('portal.account.submitRegister')}
              </Button>
              <p className="phone-register-login">
                {t('console.phoneRegister.haveAccount')} <a href={login}>{t('console.phoneRegister.goLogin')}</a>
              </p>
            </Form>
          </>
        )}
      </section>
    </main>
  );
}
