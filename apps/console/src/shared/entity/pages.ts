/**
 * The pages of a described entity for a domain's pages.ts: its list, detail and (when it has a form) form
 * under the conventional keys (paths.ts), each loaded as its own chunk.
 *
 *   export const vesselPages: PageRegistry = { ...entityPages(voyageEntity), ...entityPages(vesselEntity) };
 *
 * `options.detail` adds a domain's own buttons and sections to the detail page (EntityDetailPage's DetailExtras).
 */
import { createElement } from 'react';
import type { PageLoader, PageRegistry } from '../../routing/pages';
import type { DetailExtras } from './EntityDetailPage';
import type { AnyDescription } from './model';
import { entityPageKeys } from './paths';

export function entityPages(description: AnyDescription, options: { detail?: DetailExtras } = {}): PageRegistry {
  const keys = entityPageKeys(description);
  const list: PageLoader = () =>
    import('./EntityListPage').then((m) => ({ default: () => createElement(m.EntityListPage, { description }) }));
  const detail: PageLoader = () =>
    import('./EntityDetailPage').then((m) => ({ default: () => createElement(m.EntityDetailPage, { description, ...(options.detail ? { extras: options.detail } : {}) }) }));
  const form: PageLoader = () =>
    import('./EntityFormPage').then((m) => ({ default: () => createElement(m.EntityFormPage, { description }) }));
  return { [keys.list]: list, [keys.detail]: detail, ...(description.form ? { [keys.form]: form } : {}) };
}
