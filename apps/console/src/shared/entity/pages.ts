/**
 * The pages of a described entity for a domain's pages.ts: its list, detail and (when it has a form) form
 * under the conventional keys (paths.ts), each loaded as its own chunk.
 *
 *   export const vesselPages: PageRegistry = { ...entityPages(voyageEntity), ...entityPages(vesselEntity) };
 *
 * `options.detail` adds a domain's own buttons and sections to the detail page (EntityDetailPage's DetailExtras).
 * `options.extensions` loads, with the pages, what the domain adds to all three (extensions.ts), and
 * `options.keys` names the pages where the domain's menu names them otherwise than the convention.
 */
import { createElement } from 'react';
import type { PageLoader, PageRegistry } from '../../routing/pages';
import type { DetailExtras } from './EntityDetailPage';
import type { EntityExtensions, PageKeyOverrides } from './extensions';
import type { AnyDescription } from './model';
import { entityPageKeys } from './paths';

export interface EntityPagesOptions {
  detail?: DetailExtras;
  keys?: PageKeyOverrides;
  extensions?: () => Promise<{ extensions: EntityExtensions }>;
}

export function entityPages(description: AnyDescription, options: EntityPagesOptions = {}): PageRegistry {
  const keys = entityPageKeys(description, options.keys);
  const loadExtensions = async (): Promise<EntityExtensions> => {
    const loaded = options.extensions ? (await options.extensions()).extensions : {};
    return { ...loaded, keys: { ...options.keys, ...loaded.keys }, ...(options.detail ? { detail: { ...options.detail, ...loaded.detail } } : {}) };
  };
  const list: PageLoader = () =>
    Promise.all([import('./EntityListPage'), loadExtensions()]).then(([m, ext]) => ({ default: () => createElement(m.EntityListPage, { description, ext }) }));
  const detail: PageLoader = () =>
    Promise.all([import('./EntityDetailPage'), loadExtensions()]).then(([m, ext]) => ({
      default: () => createElement(m.EntityDetailPage, { description, ...(ext.detail ? { extras: ext.detail } : {}), ext }),
    }));
  const form: PageLoader = () =>
    Promise.all([import('./EntityFormPage'), loadExtensions()]).then(([m, ext]) => ({ default: () => createElement(m.EntityFormPage, { description, ext }) }));
  return { [keys.list]: list, [keys.detail]: detail, ...(description.form ? { [keys.form]: form } : {}) };
}
