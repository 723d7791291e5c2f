/**
 * Texts that live with their domain (issue 13), merged into i18next's resources by app/i18n (zh-CN at start,
 * another language when it is loaded): the described domains' texts from @port/sdk/domains (shared with the
 * server), and every console-only `domains/<domain>/texts.ts` or `shared/<part>/texts.ts`, which registers
 * itself by being there (it exports `texts`, its messages per language, namespaced by the domain).
 */
import type { Language } from '@port/config/constants';
import { domainTexts } from '@port/sdk/domains';

/** A domain's messages in all four languages (nested objects of strings, as @port/config's resources). */
export type DomainTexts = Record<Language, Readonly<Record<string, unknown>>>;

const modules = import.meta.glob<{ texts: DomainTexts }>(['../domains/*/texts.ts', '../shared/*/texts.ts'], {
  eager: true,
});

/** The registered messages of one language, each domain's in turn. */
export function registeredTexts(language: Language): ReadonlyArray<Readonly<Record<string, unknown>>> {
  return [domainTexts[language], ...Object.values(modules).map((m) => m.texts[language])];
}
