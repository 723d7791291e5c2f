/**
 * Page keys (the `component` of a route) → lazily loaded pages. Each domain lists its own pages in
 * src/domains/<domain>/pages.ts and registers itself by being there (import.meta.glob): a new domain edits
 * no central file. Every page is its own chunk, loaded when first opened, so /new/home ships only the shell.
 * A page renders once its domain's texts (the namespace named like its folder) are loaded too, with those of
 * the other domains its pages show, which its pages.ts lists as `pageTexts` (app/texts.ts).
 */
import { TIMING } from '@port/config/constants';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadTextNamespaces } from '../app/i18n';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;
export type PageRegistry = Readonly<Record<string, PageLoader>>;

/** What a domain's pages.ts exports: its registries, and (`pageTexts`) the other domains' namespaces its pages show. */
export type PagesModule = Readonly<Record<string, PageRegistry | readonly string[]>>;

/** A pages module's registries, without its pageTexts. */
const registriesOf = (exports: PagesModule): Array<[string, PageRegistry]> =>
  Object.entries(exports).filter((entry): entry is [string, PageRegistry] => entry[0] !== 'pageTexts');

/** Every registry each domains/<domain>/pages.ts exports (the modules are small maps of lazy imports). */
const domainRegistries = import.meta.glob<PagesModule>('../domains/*/pages.ts', { eager: true });

const domainOf = (file: string): string => /domains\/([^/]+)\/pages\.ts$/.exec(file)?.[1] ?? '';

/** Merges the domains' registries; a page key claimed twice is a programming error, reported at once. */
export function mergeRegistries(modules: Readonly<Record<string, PagesModule>>): PageRegistry {
  const out: Record<string, PageLoader> = {};
  const owner = new Map<string, string>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const [, registry] of registriesOf(exports)) {
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

/** Page key → the text namespaces loaded before the page renders (its domain's, and its pageTexts). */
export const PAGE_TEXTS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries(domainRegistries).flatMap(([file, exports]) => {
    const namespaces = [domainOf(file), ...((exports.pageTexts as readonly string[] | undefined) ?? [])];
    return registriesOf(exports).flatMap(([, registry]) => Object.keys(registry).map((key) => [key, namespaces] as const));
  }),
);

/** A page's loader that also loads its text namespaces, so it never renders before its words. */
export const withTexts = (load: PageLoader, namespaces: readonly string[] = []): PageLoader => () =>
  Promise.all([load(), loadTextNamespaces(namespaces)]).then(([page]) => page);

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
  const component = lazy(withTimeout(withTexts(loader, PAGE_TEXTS.get(key))));
  lazyPages.set(key, component);
  return component;
}

/** Forgets a failed load so that "retry" fetches the chunk again. */
export function forgetPage(key: string): void {
  lazyPages.delete(key);
}
