import type { DomainModule, MenuSeed } from '../domains/module';
import { DOMAINS } from '../domains/registry';

/**
 * The menu tree from the domains' entries: first every top-level entry in registry order (appended, or after
 * another top-level key), then every entry under a parent (appended, or after a sibling key). Two passes let a
 * domain hang a page in a section a domain listed after it owns; the seed numbers the entries by this order.
 */
export function composeMenus(domains: readonly DomainModule[]): MenuSeed[] {
  const menus: MenuSeed[] = [];
  const placeAfter = (list: MenuSeed[], after: string | undefined, entry: MenuSeed, where: string): MenuSeed[] => {
    if (!after) return [...list, entry];
    const at = list.findIndex((m) => m.key === after);
    if (at < 0) throw new Error(`${where}: no menu ${after} to place ${entry.key} after`);
    return [...list.slice(0, at + 1), entry, ...list.slice(at + 1)];
  };
  for (const d of domains) {
    for (const { under, after, ...entry } of d.menus ?? []) {
      if (under) continue;
      const placed = placeAfter(menus, after, entry, `domain ${d.name}`);
      menus.splice(0, menus.length, ...placed);
    }
  }
  for (const d of domains) {
    for (const { under, after, ...entry } of d.menus ?? []) {
      if (!under) continue;
      const parent = menus.find((m) => m.key === under);
      if (!parent) throw new Error(`domain ${d.name}: no menu ${under} to hang ${entry.key} under`);
      parent.children = placeAfter(parent.children ?? [], after, entry, `domain ${d.name} under ${under}`);
    }
  }
  return menus;
}

export const MENUS: MenuSeed[] = composeMenus(DOMAINS);

/**
 * What each platform role selects (seed/index.ts): the administrator every menu, the other roles what the
 * domains grant them (a key selects that menu and its subtree, a prefix ending in ':' the buttons under it).
 */
const PLATFORM_GRANTS: Record<string, string[]> = { sys: ['*'] };

export const ROLE_MENUS: Record<string, string[]> = Object.fromEntries(
  [...new Set([...Object.keys(PLATFORM_GRANTS), ...DOMAINS.flatMap((d) => Object.keys(d.grants ?? {}))])].map((role) => [
    role,
    [...(PLATFORM_GRANTS[role] ?? []), ...DOMAINS.flatMap((d) => d.grants?.[role] ?? [])],
  ]),
);
