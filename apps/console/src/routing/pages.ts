/**
 * Page keys (the `component` of a route) → lazily loaded pages. Each domain lists its own pages in
 * src/domains/<domain>/pages.ts; this merges them. Every page is its own chunk, loaded when first
 * opened, so /new/home ships only the shell.
 */
import { TIMING } from '@port/config/constants';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { accountPages } from '../domains/account/pages';
import { accountsPages } from '../domains/accounts/pages';
import { homePages } from '../domains/home/pages';
import { messagePages } from '../domains/message/pages';
import { printPages } from '../domains/print/pages';
import { systemPages } from '../domains/system/pages';
import { documentsPages } from '../domains/documents/pages';
import { screenPages } from '../domains/screen/pages';
import { truckingPages } from '../domains/trucking/pages';
import { fleetPages } from '../domains/fleet/pages';
import { apiProductPages } from '../domains/apiProducts/pages';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;
export type PageRegistry = Readonly<Record<string, PageLoader>>;

export const PAGES: PageRegistry = {
  ...homePages,
  ...accountPages,
  ...accountsPages,
  ...messagePages,
  ...printPages,
  ...systemPages,
  ...documentsPages,
  ...screenPages,
  ...truckingPages,
  ...fleetPages,
  ...apiProductPages,
};

/** Rejects when a chunk has not arrived after `ms` (SPEC §9: 120 s). */
export function withTimeout(load: PageLoader, ms: number = TIMING.chunkLoadTimeout): PageLoader {
  return () =>
    new Promise<PageModule>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`page chunk not loaded after ${ms} ms`)), ms);
      load().then(
        (mod) => {
          clearTimeout(timer);
          resolve(mod);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazy component of a page key, or undefined when no page is registered under it. */
export function pageComponent(key: string | undefined): LazyExoticComponent<ComponentType> | undefined {
  if (!key) return undefined;
  const cached = lazyPages.get(key);
  if (cached) return cached;
  const loader = PAGES[key];
  if (!loader) return undefined;
  const component = lazy(withTimeout(loader));
  lazyPages.set(key, component);
  return component;
}

/** Forgets a failed load so that "retry" fetches the chunk again. */
export function forgetPage(key: string): void {
  lazyPages.delete(key);
}
