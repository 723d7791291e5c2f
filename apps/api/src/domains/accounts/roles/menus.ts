/**
 * What a caller may grant: the menus of their own roles (every menu for a platform administrator)
 * and the roles of their own company (every role for a platform administrator).
 */
import type { Schemas } from '@port/sdk/contract';
import type { AppServices, SessionUser } from '../../../services';
import { isPlatformAdmin } from '../common/access';
import { say, type Lang } from '../common/messages';

type MenuTreeNode = Schemas['MenuTreeNode'];

export async function grantableMenuIds(services: AppServices, user: SessionUser): Promise<Set<string>> {
  if (isPlatformAdmin(user)) {
    const all = await services.db.selectFrom('menus').select('menu_id').execute();
    return new Set(all.map((m) => m.menu_id));
  }
  if (user.roleIds.length === 0) return new Set();
  const rows = await services.db.selectFrom('role_menus').select('menu_id').distinct().where('role_id', 'in', user.roleIds).execute();
  return new Set(rows.map((r) => r.menu_id));
}

/** The roles a caller may give to users. */
export async function grantableRoleIds(services: AppServices, user: SessionUser): Promise<Set<string>> {
  let q = services.db.selectFrom('roles').select('role_id');
  if (!isPlatformAdmin(user)) {
    if (!user.companyId) return new Set();
    q = q.where('company_id', '=', user.companyId);
  }
  return new Set((await q.execute()).map((r) => r.role_id));
}

const ACTION_KEYS = {
  add: 'accounts.roles.actions.add',
  edit: 'accounts.roles.actions.edit',
  remove: 'accounts.roles.actions.remove',
  list: 'accounts.roles.actions.list',
  query: 'accounts.roles.actions.query',
  get: 'accounts.roles.actions.get',
  enable: 'accounts.roles.actions.enable',
  disable: 'accounts.roles.actions.disable',
  import: 'accounts.roles.actions.import',
  export: 'accounts.roles.actions.export',
  resetPwd: 'accounts.roles.actions.resetPwd',
  review: 'accounts.roles.actions.review',
  exportZXD: 'accounts.roles.actions.exportZXD',
  exportTBook: 'accounts.roles.actions.exportTBook',
  exportVerifyList: 'accounts.roles.actions.exportVerifyList',
} as const;

/** A button's label: its action in words with the permission string, e.g. 新增 (fleet:truck:add). */
function buttonLabel(lang: Lang, perms: string | null, title: string): string {
  const action = (perms ?? title).split(':').pop() ?? title;
  const key = ACTION_KEYS[action as keyof typeof ACTION_KEYS];
  return key ? `${say(lang, key)} (${perms ?? action})` : perms ?? title;
}

/** The menu tree limited to `ids`; a node whose parent is outside the set hangs at the top. */
export async function menuTree(services: AppServices, lang: Lang, ids: Set<string>): Promise<MenuTreeNode[]> {
  const rows = (await services.db.selectFrom('menus').select(['menu_id', 'parent_id', 'type', 'title', 'perms']).orderBy('sort').orderBy('title').execute())
    .filter((m) => ids.has(m.menu_id));
  const nodes = new Map<string, MenuTreeNode>();
  for (const m of rows) nodes.set(m.menu_id, { id: m.menu_id, label: m.type === 'button' ? buttonLabel(lang, m.perms, m.title) : m.title });
  const roots: MenuTreeNode[] = [];
  for (const m of rows) {
    const node = nodes.get(m.menu_id)!;
    const parent = m.parent_id ? nodes.get(m.parent_id) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}
