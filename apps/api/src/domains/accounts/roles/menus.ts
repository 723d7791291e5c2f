/**
 * What a caller may grant. A platform administrator: every menu and every role. Anyone else: only the menus
 * they hold themselves that are also within their company's grant (the menus of the platform roles given to
 * the company's members and of its company administrator role), and only roles of their own company that
 * open no menu outside that and reach no further than their own data scope. So nobody can hand out more than
 * they have, and a company can never reach a platform role.
 */
import type { Schemas } from '@port/sdk/contract';
import type { AppServices, SessionUser } from '../../../services';
import { isPlatformAdmin } from '../common/access';
import { say, type Lang } from '../common/messages';
import { COMPANY_ADMIN_KEY } from './company-admin';

type MenuTreeNode = Schemas['MenuTreeNode'];

/** The menus the platform gave a company: those of platform roles its members hold, and of its administrator role. */
async function companyGrant(services: AppServices, companyId: string): Promise<Set<string>> {
  const { db } = services;
  const rows = await db
    .selectFrom('role_menus as rm')
    .innerJoin('roles as r', 'r.role_id', 'rm.role_id')
    .select('rm.menu_id')
    .distinct()
    .where((eb) =>
      eb.or([
        eb.and([eb('r.company_id', '=', companyId), eb('r.role_key', '=', COMPANY_ADMIN_KEY)]),
        eb.and([
          eb('r.company_id', 'is', null),
          eb('r.role_id', 'in', db.selectFrom('user_roles as ur').innerJoin('users as u', 'u.user_id', 'ur.user_id').select('ur.role_id').where('u.company_id', '=', companyId)),
        ]),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => r.menu_id));
}

export async function grantableMenuIds(services: AppServices, user: SessionUser): Promise<Set<string>> {
  if (isPlatformAdmin(user)) {
    const all = await services.db.selectFrom('menus').select('menu_id').execute();
    return new Set(all.map((m) => m.menu_id));
  }
  if (user.roleIds.length === 0) return new Set();
  const rows = await services.db.selectFrom('role_menus').select('menu_id').distinct().where('role_id', 'in', user.roleIds).execute();
  const held = rows.map((r) => r.menu_id);
  if (user.platform) return new Set(held);
  if (!user.companyId) return new Set();
  const grant = await companyGrant(services, user.companyId);
  return new Set(held.filter((id) => grant.has(id)));
}

/** The roles a caller may give to users. */
export async function grantableRoleIds(services: AppServices, user: SessionUser): Promise<Set<string>> {
  if (isPlatformAdmin(user)) {
    return new Set((await services.db.selectFrom('roles').select('role_id').execute()).map((r) => r.role_id));
  }
  if (!user.companyId) return new Set();
  const roles = await services.db.selectFrom('roles').select(['role_id', 'data_scope']).where('company_id', '=', user.companyId).execute();
  if (roles.length === 0) return new Set();
  const menus = await services.db.selectFrom('role_menus').select(['role_id', 'menu_id']).where('role_id', 'in', roles.map((r) => r.role_id)).execute();
  const mine = await grantableMenuIds(services, user);
  const beyond = new Set(menus.filter((m) => !mine.has(m.menu_id)).map((m) => m.role_id));
  // Scopes order '1' all < '2' company < '3' self: a role may not see wider than the caller.
  return new Set(roles.filter((r) => !beyond.has(r.role_id) && r.data_scope >= user.dataScope).map((r) => r.role_id));
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
