import { DEMO, apiToken, expect, sha256, test } from '../fixtures';
import { freshMobile, latestSmsCode } from './sms';

const PASSWORD = 'Portal@2025ok';

test.describe('registration and password reset', () => {
  test('a visitor registers with an SMS code, accepts the agreement, then signs in', async ({ page }) => {
    const mobile = freshMobile();
    await page.goto('/new/homeRegister');
    const form = page.getByRole('form', { name: '用户注册' });
    await form.getByRole('button', { name: '注册' }).click();
    await expect(form.getByText('手机号码不能为空')).toBeVisible();
    await expect(form.getByText('短信验证码不能为空')).toBeVisible();
    await expect(form.getByText('请阅读并同意用户协议和隐私声明')).toBeVisible();

    await form.getByLabel('手机号码').fill(mobile);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await expect(form.getByText('验证码发送成功')).toBeVisible();
    await expect(form.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    await form.getByLabel('短信验证码').fill(await latestSmsCode(page, mobile, 'register'));

    await form.getByLabel('密码', { exact: true }).fill('short');
    await form.getByLabel('确认密码').fill('different');
    await form.getByRole('button', { name: '注册' }).click();
    await expect(form.getByText(/^密码至少8位/)).toBeVisible();
    await expect(form.getByText('两次输入的密码不一致')).toBeVisible();

    await form.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await form.getByLabel('确认密码').fill(PASSWORD);
    await form.getByLabel('我已阅读并同意').check();
    await expect(form.getByRole('link', { name: '《用户协议》' })).toHaveAttribute('target', '_blank');
    const sent = page.waitForRequest((r) => r.url().endsWith('/new/api/user/reg/register'));
    await form.getByRole('button', { name: '注册' }).click();
    await expect(page.getByRole('heading', { name: '注册成功' })).toBeVisible();
    // The password travels as sign-in sends it, never as typed.
    expect((await sent).postDataJSON()).toEqual(expect.objectContaining({ password: sha256(PASSWORD), checkPass: sha256(PASSWORD) }));
    expect((await sent).postData()).not.toContain(PASSWORD);

    await page.getByRole('link', { name: '立即登录' }).click();
    await page.getByLabel('手机号码').fill(mobile);
    await page.getByLabel('密码').fill(PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    // A new account has no authenticated company yet: it goes on to the personal centre.
    await expect(page).toHaveURL(/\/new\/account\/Center$/);
  });

  test('a registered mobile is reported on blur', async ({ page }) => {
    await page.goto('/new/homeRegister');
    await page.getByLabel('手机号码').fill('13800000002');
    await page.getByLabel('短信验证码').focus();
    await expect(page.getByText('该手机号码已注册')).toBeVisible();
  });

  test('a user resets a forgotten password with an SMS code', async ({ page }) => {
    // A user of its own, created by the platform administrator (registering would take an SMS code of the same
    // mobile, and the reset's code only a minute later).
    const mobile = freshMobile();
    const admin = await apiToken(page, DEMO.admin);
    const created = await page.request.post('/new/api/user/user', {
      headers: { authorization: `Bearer ${admin}` },
      data: { mobile, name: '忘记密码的同事', password: sha256(PASSWORD), roleIds: [] },
    });
    expect(((await created.json()) as { msg: string }).msg).toBe('新增成功');

    await page.goto('/new/homeLogin');
    await page.getByRole('link', { name: '忘记密码？' }).click();
    await expect(page).toHaveURL(/\/new\/forgotPassword$/);
    await page.getByLabel('手机号码').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('验证码发送成功')).toBeVisible();
    await page.getByLabel('短信验证码').fill('000000');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /验证码/ })).toBeVisible();

    await page.getByLabel('短信验证码').fill(await latestSmsCode(page, mobile, 'reset'));
    await page.getByRole('button', { name: '下一步' }).click();
    const next = 'Changed@2025ok';
    await page.getByLabel('新密码').fill(next);
    await page.getByLabel('确认密码').fill(next);
    const sent = page.waitForRequest((r) => r.url().endsWith('/new/api/user/reg/resetPwd2'));
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByRole('heading', { name: '密码重置成功，请使用新密码登录' })).toBeVisible();
    expect((await sent).postDataJSON()).toEqual(expect.objectContaining({ password: sha256(next), checkPass: sha256(next) }));

    await page.getByRole('link', { name: '返回登录' }).click();
    await page.getByLabel('手机号码').fill(mobile);
    await page.getByLabel('密码').fill(next);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/new\/account\/Center$/);
  });
});
