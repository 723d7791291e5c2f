import type { Schemas } from '@port/sdk/contract';
import type { AppServices, SessionUser } from '../../services';

type Route = Schemas['Route'];
type RouteType = Route['type'];

/**
 * The user's route tree from the menus of their enabled roles (all menus for the platform administrator). Buttons are
 * permissions, not routes, and are left out. Granting a menu grants the way to it: its ancestors
 * appear even when the role holds only the child (a role granted 订单列表 shows 订单管理 > 订单列表).
 * A nested view appears only when the user may open one of its children, so the menu never shows
 * what the user cannot open.
 */
export async function buildRouteTree(services: AppServices, user: SessionUser): Promise<Route[]> {
  const { db } = services;
  // Every menu only for who holds every permission: the platform administrator (auth/sessions.ts accessOf).
  const isSys = user.permissions.includes('*:*:*');
  const all = await db
    .selectFrom('menus as m')
    .selectAll('m')
    .where('m.type', '!=', 'button')
    .orderBy('m.sort')
    .orderBy('m.title')
    .execute();
  let rows = all;
  if (!isSys) {
    if (user.roleIds.length === 0) return [];
    const held = await db.selectFrom('role_menus').select('menu_id').where('role_id', 'in', user.roleIds).execute();
    const parentOf = new Map(all.map((r) => [r.menu_id, r.parent_id]));
    const shown = new Set<string>();
    for (const { menu_id } of held) {
      // The menu and every ancestor up to the root.
      for (let id: string | null | undefined = menu_id; id && !shown.has(id); id = parentOf.get(id)) shown.add(id);
    }
    rows = all.filter((r) => shown.has(r.menu_id));
  }
  const byParent = new Map<string | null, typeof rows>();
  for (const r of rows) {
    const list = byParent.get(r.parent_id) ?? [];
    list.push(r);
    byParent.set(r.parent_id, list);
  }
  const perms = await db
    .selectFrom('menus')
    .select(['parent_id', 'perms'])
    .where('type', '=', 'button')
    .where('perms', 'is not', null)
    .execute();
  const permsByPage = new Map<string, string[]>();
  for (const p of perms) {
    if (!p.parent_id || !p.perms) continue;
    if (!isSys && !user.permissions.includes(p.perms)) continue;
    permsByPage.set(p.parent_id, [...(permsByPage.get(p.parent_id) ?? []), p.perms]);
  }
  const build = (parent: string | null): Route[] =>
    (byParent.get(parent) ?? [])
      .map((r) => {
        const children = build(r.menu_id);
        const route: Route = {
          path: r.path,
          name: r.name,
          type: r.type as RouteType,
          meta: {
            title: r.title,
            icon: r.icon,
            keepAlive: r.keep_alive,
            noCache: r.no_cache,
            hidden: r.hidden,
            pageId: r.page_id,
            permission: permsByPage.get(r.menu_id) ?? [],
            link: r.link,
          },
        };
        if (r.component) route.component = r.component;
        if (r.redirect) route.redirect = r.redirect;
        if (children.length) route.children = children;
        return route;
      })
      // A nested view with nothing the user may open is dropped.
      .filter((r) => r.type !== 'nested' || (r.children?.length ?? 0) > 0);
  return build(null);
}
