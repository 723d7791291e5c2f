/**
 * Page keys (the `component` of a route) → lazily loaded pages. Each domain lists its own pages in
 * src/domains/<domain>/pages.ts and registers itself by being there (import.meta.glob): a new domain edits
 * no central file. Every page is its own chunk, loaded when first opened, so /new/home ships only the shell.
 */
import { TIMING } from '@port/config/constants';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;
export type PageRegistry = Readonly<Record<string, PageLoader>>;

/** Every registry each domains/<domain>/pages.ts exports (the modules are small maps of lazy imports). */
const domainRegistries = import.meta.glob<Record<string, PageRegistry>>('../domains/*/pages.ts', { eager: true });

/** Merges the domains' registries; a page key claimed twice is a programming error, reported at once. */
export function mergeRegistries(modules: Readonly<Record<string, Record<string, PageRegistry>>>): PageRegistry {
  const out: Record<string, PageLoader> = {};
  const owner = new Map<string, string>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const registry of Object.values(exports)) {
      for (const [key, loader] of Object.entries(registry)) {
        const first = owner.get(key);
        if (first) throw new Error(`page key '${key}' registered by ${first} and ${file}`);
        owner.set(key, file);
        out[key] = loader;
      }
    }
  }
  return out;
}

export const PAGES: PageRegistry = mergeRegistries(domainRegistries);

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
