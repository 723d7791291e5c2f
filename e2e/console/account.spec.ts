import { createHash } from 'node:crypto';
import { apiToken, DEMO, expect, test } from '../fixtures';
import { openConsole } from './helpers';

const NEW_PASSWORD = 'Changed#2024';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

test.describe('personal centre and change password', () => {
  test('the personal centre shows the user and saves the editable fields', async ({ page }) => {
    await openConsole(page, DEMO.fleet, '/new/account/center');
    await expect(page.getByRole('heading', { name: '个人中心' })).toBeVisible();
    await expect(page.getByTestId('auth-status')).toContainText('已认证');
    await expect(page.getByText('北仑顺达集卡车队有限公司')).toBeVisible();
    await page.getByRole('button', { name: '编辑资料' }).click();
    await page.getByLabel('邮箱').fill('not-an-email');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('请输入正确的邮箱地址')).toBeVisible();
    await page.getByLabel('邮箱').fill('fleet.lee@example.com');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(page.getByText('fleet.lee@example.com')).toBeVisible();
  });

  test('change password: old and new as SHA-256; 修改密码成功，请重新登录 and signed out', async ({ page }) => {
    const token = await openConsole(page, DEMO.forwarder, '/new/account/ChangePassword');
    let sent: { oldPassword?: string; newPassword?: string } = {};
    page.on('request', (req) => {
      if (req.url().endsWith('/new/api/updatePassword')) sent = req.postDataJSON() as typeof sent;
    });

    await page.getByRole('button', { name: '确认修改' }).click();
    await expect(page.getByText('旧密码不能为空')).toBeVisible();
    await page.getByLabel('旧密码').fill('Wrong#Old1');
    await page.getByLabel('新密码').fill('weak');
    await page.getByLabel('确认密码').fill('weak2');
    await page.getByRole('button', { name: '确认修改' }).click();
    await expect(
      page.getByText('密码至少8位，且须包含小写字母、大写字母、数字、特殊符号中的至少三种').first(),
    ).toBeVisible();
    await expect(page.getByText('两次输入的密码不一致')).toBeVisible();

    await page.getByLabel('新密码').fill(NEW_PASSWORD);
    await page.getByLabel('确认密码').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '确认修改' }).click();
    await expect(page.getByText('账户或旧密码错误')).toBeVisible();

    await page.getByLabel('旧密码').fill(DEMO.password);
    await page.getByRole('button', { name: '确认修改' }).click();
    await expect(page.getByText('修改密码成功，请重新登录')).toBeVisible();
    expect(sent).toEqual(expect.objectContaining({ oldPassword: sha256(DEMO.password), newPassword: sha256(NEW_PASSWORD) }));
    await expect(page).toHaveURL(/\/new\/index/);
    expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).toBeNull();
    const old = await page.request.get('/new/api/user/auth/getInfo', { headers: { authorization: `Bearer ${token}` } });
    expect(old.status()).toBe(401);

    // Put the demo password back for the other tests.
    const fresh = await apiToken(page, DEMO.forwarder, NEW_PASSWORD);
    const back = await page.request.post('/new/api/updatePassword', {
      headers: { authorization: `Bearer ${fresh}` },
      data: { oldPassword: sha256(NEW_PASSWORD), newPassword: sha256(DEMO.password) },
    });
    expect(back.status()).toBe(200);
  });
});
