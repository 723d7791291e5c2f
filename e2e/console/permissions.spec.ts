import { DEMO, expect, test } from '../fixtures';
import { openConsole } from './helpers';

test.describe('permissions', () => {
  test('the administrator sees the publish button bound to message:notice:add', async ({ page }) => {
    await openConsole(page, DEMO.admin, '/new/system/notice');
    await expect(page.getByRole('heading', { name: '通知发布' })).toBeVisible();
    await expect(page.getByRole('button', { name: '发布' })).toBeVisible();
  });

  test('an element bound to a permission the user lacks is not rendered', async ({ page }) => {
    // The same page for a user whose permissions lack message:notice:add.
    await page.route('**/new/api/user/auth/getInfo', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { result: { permissions: string[] } };
      body.result.permissions = ['message:notice:list'];
      await route.fulfill({ response: res, json: body });
    });
    await openConsole(page, DEMO.admin, '/new/system/notice');
    await expect(page.getByRole('heading', { name: '通知发布' })).toBeVisible();
    await expect(page.getByRole('button', { name: '发布' })).toHaveCount(0);
  });

  test('a forwarder cannot open the page, and the server refuses the same call with 403', async ({ page }) => {
    const token = await openConsole(page, DEMO.forwarder, '/new/system/notice');
    await expect(page).toHaveURL(/\/new\/404$/);
    const res = await page.request.post('/new/api/message/messageTemplate/publish', {
      headers: { authorization: `Bearer ${token}` },
      data: { title: 'x', content: 'x', contentType: 'NOTICE', noticeType: '1', target: { kind: 'all' } },
    });
    expect(res.status()).toBe(403);
    expect(await res.json()).toMatchObject({ code: 403, msg: '禁止访问' });
  });

  test('the route list carries each page its permissions, and the user info the permission strings', async ({
    page,
  }) => {
    const token = await openConsole(page, DEMO.fleet);
    const headers = { authorization: `Bearer ${token}` };
    const info = (await (await page.request.get('/new/api/user/auth/getInfo', { headers })).json()) as {
      result: { permissions: string[] };
    };
    expect(info.result.permissions).toEqual(expect.arrayContaining(['fleet:truck:add', 'fleet:driver:list']));
    expect(info.result.permissions).not.toContain('td:main:list');
  });
});
