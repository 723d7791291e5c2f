/**
 * The pages of a described entity for a domain's pages.ts: its list, detail and (when it has a form) form
 * under the conventional keys (paths.ts), each loaded as its own chunk.
 *
 *   const voyage = lazyDescription('vessel.voyage', () => import('@port/sdk/domains/vessel').then((m) => m.voyageEntity), { form: true });
 *   export const vesselPages: PageRegistry = { ...entityPages(voyage), ...entityPages(vessel) };
 *
 * A description given as `lazyDescription` loads with the first of its pages, not with the shell (the route
 * table needs only its name); a description object given directly ships with the shell's first load.
 * `options.detail` adds a domain's own buttons and sections to the detail page (extensions.ts's DetailExtras).
 * `options.extensions` loads, with the pages, what the domain adds to all three (extensions.ts), and
 * `options.keys` names the pages where the domain's menu names them otherwise than the convention.
 */
import { createElement } from 'react';
import type { PageLoader, PageRegistry } from '../../routing/pages';
import type { DetailExtras } from './extensions';
import type { EntityExtensions, PageKeyOverrides } from './extensions';
import type { AnyDescription } from './model';
import { entityPageKeys } from './paths';

/** A description fetched when one of its pages opens: its name and whether it has a form are known at once. */
export interface LazyDescription {
  readonly name: string;
  readonly form: boolean;
  readonly load: () => Promise<AnyDescription>;
}

/** Every lazy description made, so a test can load each and compare it with what its registration says. */
export const lazyDescriptions: LazyDescription[] = [];

export function lazyDescription(name: string, load: () => Promise<AnyDescription>, options: { form: boolean }): LazyDescription {
  let loaded: Promise<AnyDescription> | undefined;
  const lazy: LazyDescription = {
    name,
    form: options.form,
    load: () =>
      (loaded ??= load().then((d) => {
        // The page keys came from the registration: a mismatch would open another entity's pages.
        if (d.name !== name || Boolean(d.form) !== options.form) throw new Error(`lazyDescription('${name}', form: ${options.form}) does not match ${d.name} (form: ${Boolean(d.form)})`);
        return d;
      })),
  };
  lazyDescriptions.push(lazy);
  return lazy;
}

/** Either kind of description, as a promise of the description itself. */
export const describedBy = (d: AnyDescription | LazyDescription): Promise<AnyDescription> =>
  'load' in d && typeof d.load === 'function' ? (d as LazyDescription).load() : Promise.resolve(d as AnyDescription);

const hasForm = (d: AnyDescription | LazyDescription): boolean => Boolean(d.form);

export interface EntityPagesOptions {
  detail?: DetailExtras;
  keys?: PageKeyOverrides;
  extensions?: () => Promise<{ extensions: EntityExtensions }>;
}

export function entityPages(entity: AnyDescription | LazyDescription, options: EntityPagesOptions = {}): PageRegistry {
  const keys = entityPageKeys(entity, options.keys);
  const loadExtensions = async (): Promise<EntityExtensions> => {
    const loaded = options.extensions ? (await options.extensions()).extensions : {};
    return { ...loaded, keys: { ...options.keys, ...loaded.keys }, ...(options.detail ? { detail: { ...options.detail, ...loaded.detail } } : {}) };
  };
  const list: PageLoader = () =>
    Promise.all([import('./EntityListPage'), describedBy(entity), loadExtensions()]).then(([m, description, ext]) => ({ default: () => createElement(m.EntityListPage, { description, ext }) }));
  const detail: PageLoader = () =>
    Promise.all([import('./EntityDetailPage'), describedBy(entity), loadExtensions()]).then(([m, description, ext]) => ({
      default: () => createElement(m.EntityDetailPage, { description, ...(ext.detail ? { extras: ext.detail } : {}), ext }),
    }));
  const form: PageLoader = () =>
    Promise.all([import('./EntityFormPage'), describedBy(entity), loadExtensions()]).then(([m, description, ext]) => ({ default: () => createElement(m.EntityFormPage, { description, ext }) }));
  return { [keys.list]: list, [keys.detail]: detail, ...(hasForm(entity) ? { [keys.form]: form } : {}) };
}
