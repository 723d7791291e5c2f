/**
 * Menu and route titles in the user's language. The server's route tree carries each menu's seeded title (Chinese,
 * from the database) and its key as `name`; the text `menus.<key>` (with '.' written '_', e.g. menus.order_list)
 * replaces it when the catalogue or a domain's texts have one, so the sidebar, the menu search, the tabs and the page
 * title follow the language. A menu without such a text keeps the server's title.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../app/i18n';
import type { ServerRoute } from '../session/types';
import { useSession } from '../session/store';
import { menuTitleKey } from './menu-key';

export { menuTitleKey };

/** The text of `key` in the current language, or undefined when no language has one. */
export function textIfAny(key: string): string | undefined {
  return i18n.exists(key) ? i18n.t(key) : undefined;
}

/** The routes with every title that has a text in the current language replaced by it. */
export function localizeRoutes(routes: readonly ServerRoute[], lookup: (key: string) => string | undefined = textIfAny): ServerRoute[] {
  return routes.map((route) => {
    const title = route.name ? lookup(menuTitleKey(route.name)) : undefined;
    return {
      ...route,
      meta: title ? { ...route.meta, title } : route.meta,
      ...(route.children ? { children: localizeRoutes(route.children, lookup) } : {}),
    };
  });
}

/** The session's routes, titled in the current language (recomputed when the language changes). */
export function useLocalizedRoutes(): ServerRoute[] {
  const routes = useSession((s) => s.routes);
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts change with the language
  return useMemo(() => localizeRoutes(routes), [routes, language]);
}
