/** Paths of the app under its base /new/ (SPEC §2.1). */
import { APP_BASE } from '@port/config/constants';

const BASE = APP_BASE.replace(/\/$/, '');

/** '/news' → '/new/news'; already-based paths are kept. */
export function href(path: string): string {
  if (path === BASE || path.startsWith(`${BASE}/`)) return path;
  return `${BASE}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * A same-origin app path from untrusted text (a redirect query, LOGIN_TYPE), with the base added;
 * null for anything that could leave the site ('//host', 'https:', 'javascript:', backslashes).
 */
export function safeAppPath(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim();
  if (!text.startsWith('/') || text.startsWith('//') || text.includes('\\') || [...text].some((c) => c.charCodeAt(0) < 0x20)) return null;
  return href(text);
}

export const ROUTES = {
  index: '/index',
  home: '/home',
  center: '/account/Center',
  search: '/search',
  newApi: '/newApi',
  newApiDes: '/newApi/newApiDes',
  newApiSearch: '/newApi/newApiSearch',
  apiSubscription: '/newApi/apiSubscription',
  news: '/news',
  newsDetail: '/news/newsDetail',
  info: '/info',
  websiteTerms: '/info/websiteTerms',
  homeLogin: '/homeLogin',
  homeRegister: '/homeRegister',
  forgotPassword: '/forgotPassword',
  status: '/status',
  notFound: '/404',
} as const;
