/**
 * With build.modulePreload off, Vite's dynamic-import helper has nothing to preload, yet it ships
 * ~0.6 KB gz of preloading code with every page. This replaces it with a pass-through: chunks loaded
 * with import() just load (a failed load rejects the import as it would without the helper).
 */
import type { VitePlugin as Plugin } from './vite-plugin';

const HELPER_ID = '\0vite/preload-helper.js';

export function noPreloadHelper(): Plugin {
  return {
    name: 'portal-no-preload-helper',
    enforce: 'pre',
    load(id) {
      return id === HELPER_ID ? 'export const __vitePreload = (load) => load();' : undefined;
    },
  };
}
