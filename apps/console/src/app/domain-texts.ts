/**
 * Every text that lives with its domain (issue 13), in all four languages: the described domains' texts from
 * @port/sdk/domains (shared with the server), and every console-only `domains/<domain>/texts.ts` or
 * `shared/<part>/texts.ts`, which registers itself by being there (it exports `texts`, its messages per language,
 * namespaced by the domain). The browser does not load this module in a build: vite.config.ts (domainTextsModule)
 * evaluates it and ships one chunk per language (virtual:domain-texts/<language>), see ./texts.ts.
 */
import type { Language } from '@port/config/constants';
import { domainTexts } from '@port/sdk/domains';
import type { DomainTexts } from './texts';

const modules = import.meta.glob<{ texts: DomainTexts }>(['../domains/*/texts.ts', '../shared/*/texts.ts'], {
  eager: true,
});

/** The registered messages of one language, each domain's in turn. */
export function registeredTexts(language: Language): ReadonlyArray<Readonly<Record<string, unknown>>> {
  return [domainTexts[language], ...Object.values(modules).map((m) => m.texts[language])];
}
