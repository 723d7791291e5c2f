/**
 * The menu and the menu search (SPEC §2.6) from the server's route tree. The server lists only what
 * the user may open; hidden entries are reachable but never listed.
 */
import type { ServerRoute } from '../session/types';
import { joinPath } from './records';

export interface MenuNode {
  /** The full path; unique, used as the menu key. */
  path: string;
  title: string;
  icon?: string | null;
  type: ServerRoute['type'];
  link?: string | null;
  children?: MenuNode[];
}

const listed = (route: ServerRoute): boolean => !route.meta.hidden;

export function buildMenu(routes: readonly ServerRoute[], parentPath = '/'): MenuNode[] {
  const out: MenuNode[] = [];
  for (const route of routes) {
    if (!listed(route)) continue;
    const path = joinPath(parentPath, route.path);
    const node: MenuNode = {
      path,
      title: route.meta.title,
      icon: route.meta.icon ?? null,
      type: route.type,
      link: route.meta.link ?? null,
    };
    if (route.type === 'nested') {
      const children = buildMenu(route.children ?? [], path);
      if (children.length === 0) continue;
      node.children = children;
    }
    out.push(node);
  }
  return out;
}

/** Titles of the entries every signed-in user has, in the user's language. */
export interface EveryonesTitles {
  home: string;
  center: string;
  messages: string;
}

/**
 * The sidebar: the user's menu plus what every signed-in user may open whatever their roles —
 * 首页 first (unless the server already lists it), then 个人中心 and the message centre last. A new
 * user with no role thus still has a way around.
 */
export function withEveryonesEntries(menu: readonly MenuNode[], titles: EveryonesTitles): MenuNode[] {
  const has = (path: string) => menu.some((n) => n.path === path);
  const entry = (path: string, title: string, icon: string): MenuNode => ({ path, title, icon, type: 'page' });
  return [
    ...(has('/home') ? [] : [entry('/home', titles.home, 'home')]),
    ...menu,
    ...(has('/account/center') ? [] : [entry('/account/center', titles.center, 'profile')]),
    ...(has('/message/new') ? [] : [entry('/message/new', titles.messages, 'message')]),
  ];
}

export interface MenuSearchEntry {
  path: string;
  /** 'Parent > Child'. */
  label: string;
  type: ServerRoute['type'];
}

/** The path where the search stops: it and every menu after it are left out. */
export const MENU_SEARCH_STOP = '/wentai';

/**
 * What the menu search offers: every openable entry below the top level, labelled with its chain of
 * titles; top-level entries are excluded, and so is every menu from '/wentai' onwards.
 */
export function menuSearchEntries(
  menu: readonly MenuNode[],
  allRoutes: readonly ServerRoute[] = [],
): MenuSearchEntry[] {
  const stopIndex = allRoutes.findIndex((r) => joinPath('/', r.path) === MENU_SEARCH_STOP);
  const stopAfter = new Set(
    stopIndex >= 0 ? allRoutes.slice(stopIndex).map((r) => joinPath('/', r.path)) : [MENU_SEARCH_STOP],
  );
  const out: MenuSearchEntry[] = [];
  const walk = (nodes: readonly MenuNode[], trail: string[]) => {
    for (const node of nodes) {
      const chain = [...trail, node.title];
      if (node.children?.length) walk(node.children, chain);
      else if (trail.length > 0) out.push({ path: node.path, label: chain.join(' > '), type: node.type });
    }
  };
  for (const top of menu) {
    if (stopAfter.has(top.path)) break;
    if (top.children?.length) walk(top.children, [top.title]);
  }
  return out;
}

/** Entries whose titles contain the typed text (case-insensitive); nothing for blank text. */
export function searchMenu(entries: readonly MenuSearchEntry[], text: string): MenuSearchEntry[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return entries.filter((e) => e.label.toLowerCase().includes(needle));
}
