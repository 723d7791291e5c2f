/**
 * Fleet management is gated by the fleet:* permissions on the server as well as in the UI: with
 * fleet:truck:add taken from the fleet's role, the 新增 button is gone from 车辆管理 and the server refuses
 * the call (403); given back, both return.
 */
import { DEMO, apiToken, expect, signIn, test } from '../fixtures';
import { dismissNotices } from './helpers';

interface TreeNode {
  id: string;
  label: string;
  children?: TreeNode[];
}

test('a user without fleet:truck:add sees no add button and the server refuses the call', async ({ page }) => {
  const admin = { authorization: `Bearer ${await apiToken(page, DEMO.admin)}` };
  const roles = (await (await page.request.get('/new/api/user/role/getRoleList', { headers: admin, params: { roleKey: 'driver' } })).json()) as {
    result: { data: Array<{ roleId: string; roleKey: string; roleName: string; roleSort: number; dataScope: string }> };
  };
  const role = roles.result.data.find((r) => r.roleKey === 'driver')!;
  const tree = (await (await page.request.get('/new/api/user/role/treeSelect', { headers: admin, params: { roleId: role.roleId } })).json()) as {
    result: { menus: TreeNode[]; checkedKeys: string[] };
  };
  const find = (nodes: TreeNode[], label: string): TreeNode | undefined =>
    nodes.map((n) => (n.label === label ? n : find(n.children ?? [], label))).find(Boolean);
  const addButton = find(find(tree.result.menus, '车辆管理')!.children ?? [], '新增 (fleet:truck:add)')!;
  const save = (resourceIds: string[]) =>
    page.request.put('/new/api/user/role', {
      headers: admin,
      data: { roleId: role.roleId, roleKey: role.roleKey, roleName: role.roleName, roleSort: role.roleSort, dataScope: role.dataScope, resourceIds },
    });
  expect((await save(tree.result.checkedKeys.filter((k) => k !== addButton.id))).ok()).toBe(true);
  try {
    await signIn(page, DEMO.fleet);
    await page.goto('/new/fleet/truck');
    await dismissNotices(page);
    // The list has loaded (other specs add trucks, so no particular plate is on the first page).
    await expect(page.locator('tbody tr.arco-table-tr:not(.arco-table-empty-row)').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '新增' })).toHaveCount(0);
    const fleet = { authorization: `Bearer ${await apiToken(page, DEMO.fleet)}` };
    const refused = await page.request.post('/new/api/fleet/trucks', { headers: fleet, data: { truckLicense: '浙BX9999', truckType: 'QYC' } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { msg: string }).msg).toBe('禁止访问');
  } finally {
    await save(tree.result.checkedKeys);
  }
  await page.reload();
  await expect(page.getByRole('button', { name: '新增' })).toBeVisible();
});
