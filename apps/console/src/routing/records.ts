/**
 * One flat list of the console's routes: the static routes of SPEC §2.3 plus the route tree from
 * GET /user/auth/getRouters. Each kind of server route (nested, page, iframe, blank, named) becomes a
 * record the router renders; nested views become redirects to their first child, since the menu, not
 * the URL, shows the nesting. Pure data: tested in records.test.ts.
 */
import type { MessageKey } from '@port/sdk';
import type { ServerRoute } from '../session/types';
import { PUBLIC_PATHS, isPublicName } from '../session/public-routes';
import { menuTitleKey } from './menu-key';

export type RecordKind = 'page' | 'iframe' | 'blank' | 'named';

export interface RouteRecord {
  /** Absolute router path, may hold :params. */
  path: string;
  name: string;
  kind: RecordKind;
  /** The page key of src/routing/pages.ts; absent for iframes and external blank pages. */
  component?: string;
  /** The server's title, or an i18n key for static routes. */
  title: string;
  titleKey?: MessageKey;
  icon?: string | null;
  keepAlive: boolean;
  noCache: boolean;
  hidden: boolean;
  pageId?: string | null;
  /** Action permissions of the page (resource.action or colon strings). */
  permission: string[];
  /** The external URL of an iframe page. */
  link?: string | null;
  /** 'shell': inside the layout; 'bare': the page alone (blank layout, print pages, public pages). */
  layout: 'shell' | 'bare';
  /** Reachable without login. */
  isPublic: boolean;
  /** From the server's route list (the static ones are not). */
  fromServer: boolean;
}

export interface RedirectRecord {
  path: string;
  to: string;
}

export interface RouteTable {
  records: RouteRecord[];
  redirects: RedirectRecord[];
}

type StaticSpec = Pick<RouteRecord, 'path' | 'name' | 'titleKey'> &
  Partial<Pick<RouteRecord, 'component' | 'keepAlive' | 'layout' | 'hidden'>>;

/** SPEC §2.3: the static routes that belong to the console. */
const STATIC_ROUTES: StaticSpec[] = [
  { path: '/home', name: 'home', titleKey: 'console.pages.home', component: 'home', keepAlive: true },
  // The work queue (issue 26): every user has one, so it is a static route like /home, reached from the home page and the bell.
  { path: '/home/work', name: 'work', titleKey: 'console.pages.work', component: 'home/work', hidden: true },
  {
    path: '/account/center',
    name: 'center',
    titleKey: 'console.pages.center',
    component: 'account/center',
    hidden: true,
  },
  {
    path: '/account/Center',
    name: 'Center',
    titleKey: 'console.pages.center',
    component: 'account/center',
    hidden: true,
  },
  {
    path: '/account/ChangePassword',
    name: 'ChangePassword',
    titleKey: 'console.pages.changePassword',
    component: 'account/changePassword',
    hidden: true,
  },
  {
    path: '/account/CheckIn',
    name: 'CheckIn',
    titleKey: 'console.pages.checkIn',
    component: 'account/checkIn',
    hidden: true,
  },
  {
    path: '/message/new',
    name: 'messageNew',
    titleKey: 'console.pages.messages',
    component: 'message/centre',
    hidden: true,
  },
  {
    path: '/user/payLast',
    name: 'payLast',
    titleKey: 'console.pages.payLast',
    component: 'user/payLast',
    hidden: true,
  },
  {
    path: '/user/payLastMt',
    name: 'payLastMt',
    titleKey: 'console.pages.payLastMt',
    component: 'user/payLastMt',
    hidden: true,
  },
  {
    path: '/user/PhoneRegiter',
    name: 'PhoneRegiter',
    titleKey: 'console.pages.phoneRegister',
    component: 'user/phoneRegister',
    layout: 'bare',
    hidden: true,
  },
  {
    path: '/qrCodeContent',
    name: 'qrCodeContent',
    titleKey: 'console.pages.qrCodeContent',
    component: 'print/qrCodeContent',
    layout: 'bare',
    hidden: true,
  },
  {
    path: '/barcodeLifting/view/:barcodes',
    name: 'barcodeLiftingView',
    titleKey: 'console.pages.barcode',
    component: 'print/barcode',
    layout: 'bare',
    hidden: true,
  },
  {
    path: '/downloadPdf/index',
    name: 'downloadPdf',
    titleKey: 'console.pages.downloadPdf',
    component: 'print/downloadPdf',
    layout: 'bare',
    hidden: true,
  },
  {
    path: '/downloadPdf2/index',
    name: 'downloadPdf2',
    titleKey: 'console.pages.downloadPdf2',
    component: 'print/downloadPdf2',
    layout: 'bare',
    hidden: true,
  },
  {
    path: '/404',
    name: 'notFound',
    titleKey: 'console.pages.notFound',
    component: 'notFound',
    layout: 'bare',
    hidden: true,
  },
];

/** SPEC §2.3: /user redirects to /home (its children stay reachable). */
const STATIC_REDIRECTS: RedirectRecord[] = [
  { path: '/', to: '/home' },
  { path: '/user', to: '/home' },
];

function staticRecord(spec: StaticSpec): RouteRecord {
  return {
    path: spec.path,
    name: spec.name,
    kind: 'page',
    ...(spec.component ? { component: spec.component } : {}),
    title: '',
    titleKey: spec.titleKey,
    keepAlive: spec.keepAlive ?? false,
    noCache: false,
    hidden: spec.hidden ?? false,
    permission: [],
    layout: spec.layout ?? 'shell',
    isPublic: isPublicName(spec.name) || PUBLIC_PATHS.has(spec.path),
    fromServer: false,
  };
}

/** A child's path: absolute as given, else joined to its parent's. */
export function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  const base = parent.replace(/\/+$/, '');
  return `${base}/${path}`.replace(/\/{2,}/g, '/') || '/';
}

/** The server's paths may carry a '#key' suffix for entries without a URL of their own. */
const isRoutable = (path: string): boolean => !path.includes('#');

function serverRecord(route: ServerRoute, path: string): RouteRecord {
  const meta = route.meta;
  const kind: RecordKind = route.type === 'nested' ? 'page' : route.type;
  return {
    path,
    name: route.name,
    kind,
    ...(route.component ? { component: route.component } : {}),
    title: meta.title,
    // Its text in the user's language when there is one (routing/localize.ts); tabs keep the key so they follow a switch.
    ...(route.name ? { titleKey: menuTitleKey(route.name) } : {}),
    icon: meta.icon ?? null,
    keepAlive: meta.keepAlive ?? false,
    noCache: meta.noCache ?? false,
    hidden: meta.hidden ?? false,
    pageId: meta.pageId ?? null,
    permission: meta.permission ?? [],
    link: meta.link ?? null,
    layout: kind === 'blank' ? 'bare' : 'shell',
    isPublic: isPublicName(route.name),
    fromServer: true,
  };
}

/** The first descendant a nested view can open (depth first, menu order). */
export function firstOpenable(route: ServerRoute, parentPath: string): string | null {
  const path = joinPath(parentPath, route.path);
  if (route.type !== 'nested') return isRoutable(path) ? path : null;
  for (const child of route.children ?? []) {
    const found = firstOpenable(child, path);
    if (found) return found;
  }
  return null;
}

/**
 * The route table: static routes first, then every server route. A server route on a static path
 * (e.g. /home) lends it its title, icon, keep-alive and permissions but keeps the static page.
 */
export function buildRouteTable(serverRoutes: readonly ServerRoute[]): RouteTable {
  const byPath = new Map<string, RouteRecord>();
  for (const spec of STATIC_ROUTES) byPath.set(spec.path, staticRecord(spec));
  const redirects = new Map<string, RedirectRecord>(STATIC_REDIRECTS.map((r) => [r.path, r]));

  const walk = (routes: readonly ServerRoute[], parentPath: string) => {
    for (const route of routes) {
      const path = joinPath(parentPath, route.path);
      if (route.type === 'nested') {
        const to = route.redirect ? joinPath(path, route.redirect) : firstOpenable(route, parentPath);
        if (isRoutable(path) && to && to !== path && !redirects.has(path) && !byPath.has(path)) {
          redirects.set(path, { path, to });
        }
        walk(route.children ?? [], path);
        continue;
      }
      if (!isRoutable(path)) continue;
      const record = serverRecord(route, path);
      const existing = byPath.get(path);
      if (existing && !existing.fromServer) {
        byPath.set(path, {
          ...existing,
          title: record.title,
          icon: record.icon ?? null,
          keepAlive: existing.keepAlive || record.keepAlive,
          noCache: record.noCache,
          pageId: record.pageId ?? null,
          permission: record.permission,
          ...(existing.component || !record.component ? {} : { component: record.component }),
        });
      } else if (!existing) {
        byPath.set(path, record);
      }
      if (route.children?.length) walk(route.children, path);
    }
  };
  walk(serverRoutes, '/');
  return { records: [...byPath.values()], redirects: [...redirects.values()] };
}

/** Whether a record's page is kept alive across tab switches. */
export const isKeptAlive = (record: RouteRecord | undefined): boolean =>
  !!record && record.keepAlive && !record.noCache;
