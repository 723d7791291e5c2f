/**
 * The page keys of an entity's screens, by convention from its name 'domain.entity': the list
 * 'domain/entitys' (vessel/voyages), the detail 'domain/entityDetail', the form 'domain/entityForm'. The
 * server's routes (menus) name these keys (a domain whose menu names them otherwise gives overrides); a page opens another by key (routing/page-path), a record by ?id=.
 */
import type { AnyDescription } from './model';

export interface EntityPageKeys {
  list: string;
  detail: string;
  form: string;
  /** The list's name within the domain ('voyages'): its page title key is `<domain>.pages.<listName>`. */
  listName: string;
  domain: string;
}

export function entityPageKeys(d: Pick<AnyDescription, 'name'>, overrides: { detail?: string; form?: string } = {}): EntityPageKeys {
  const [domain = d.name, entity = d.name] = d.name.split('.');
  return {
    domain,
    list: `${domain}/${entity}s`,
    detail: overrides.detail ?? `${domain}/${entity}Detail`,
    form: overrides.form ?? `${domain}/${entity}Form`,
    listName: `${entity}s`,
  };
}

/** A record's page: the page's path with ?id=. */
export const recordPath = (path: string, id: string): string => `${path}?id=${encodeURIComponent(id)}`;
