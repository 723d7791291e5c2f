/**
 * `virtual:portal-messages/<language>/<paths>`: parts of @port/config's i18n resources, cut at build time
 * so the browser carries only what its islands render. <paths> is a comma-separated list of dotted
 * paths ('login,portal.nav'), or 'all' for every namespace the portal uses (PORTAL_NAMESPACES).
 * A path whose first part is a business domain's namespace (@port/sdk/domains) is cut from the domains' texts.
 */
import { resources } from '@port/config/i18n';
import { domainTexts } from '@port/sdk/domains';
import { LANGUAGES, type Language } from '@port/config/constants';
import type { VitePlugin as Plugin } from './vite-plugin';
import { PORTAL_NAMESPACES } from '../src/lib/i18n/namespaces';

const PREFIX = 'virtual:portal-messages/';
const RESOLVED = '\0' + PREFIX;

type Tree = { [key: string]: string | Tree };

/** Copies the subtree at `path` of `from` into `into`. */
function copyPath(from: Tree, into: Tree, path: string): void {
  const [head, ...rest] = path.split('.');
  if (!head || !(head in from)) throw new Error(`portal-messages: no messages at '${path}'`);
  const node = from[head]!;
  if (rest.length === 0 || typeof node === 'string') {
    into[head] = node;
    return;
  }
  const target = (into[head] ??= {}) as Tree;
  copyPath(node, target, rest.join('.'));
}

export function portalMessages(): Plugin {
  return {
    name: 'portal-messages',
    resolveId(source) {
      return source.startsWith(PREFIX) ? RESOLVED + source.slice(PREFIX.length) : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const [language, spec = 'all'] = id.slice(RESOLVED.length).split('/') as [Language, string?];
      if (!LANGUAGES.includes(language)) throw new Error(`portal-messages: unknown language ${language}`);
      const all = resources[language].translation as Tree;
      // The business domains' texts (@port/sdk/domains, e.g. open.keys) are read by their namespace.
      const domains = domainTexts[language] as Tree;
      const picked: Tree = {};
      const paths = spec === 'all' ? [...PORTAL_NAMESPACES] : spec.split(',');
      for (const path of paths) {
        const head = path.split('.')[0]!;
        copyPath(head in domains ? domains : all, picked, path);
      }
      return `export default ${JSON.stringify(picked)};`;
    },
  };
}
