/**
 * The texts that live with their domains (./domain-texts.ts), one language at a time and one domain at a time:
 * the shell's namespaces (menus, dictionaries, the shared entity pages', the chat's) of zh-CN (the source and the
 * fallback) ship with the shell, another language's come with that language; a domain's namespace is a chunk of
 * its own per language, fetched before a page that shows it renders (routing/pages.ts), so the first load carries
 * no domain's texts (issue 17). app/i18n merges them into i18next's resources.
 */
import type { Language } from '@port/config/constants';
import zhCN from 'virtual:domain-texts/zh-CN';
import namespaceLoaders from 'virtual:domain-texts/index';

/** A domain's messages in all four languages (nested objects of strings, as @port/config's resources). */
export type DomainTexts = Record<Language, Readonly<Record<string, unknown>>>;

/** The registered messages of one language, each domain's in turn. */
export type LanguageDomainTexts = ReadonlyArray<Readonly<Record<string, unknown>>>;

const LOADERS: Record<Language, () => Promise<LanguageDomainTexts>> = {
  'zh-CN': () => Promise.resolve(zhCN),
  'en-US': () => import('virtual:domain-texts/en-US').then((m) => m.default),
  'zh-TW': () => import('virtual:domain-texts/zh-TW').then((m) => m.default),
  'pt-BR': () => import('virtual:domain-texts/pt-BR').then((m) => m.default),
};

/** zh-CN's shell texts, at hand from the start (i18next's fallback). */
export const defaultDomainTexts: LanguageDomainTexts = zhCN;

/** A language's shell texts (fetched once by the browser; zh-CN at once). */
export const loadDomainTexts = (language: Language): Promise<LanguageDomainTexts> => LOADERS[language]();

/** Whether a namespace is a domain's, loaded on demand (the shell's and unknown ones are not). */
export const isDomainNamespace = (namespace: string): boolean => namespace in (namespaceLoaders['zh-CN'] ?? {});

/** One domain namespace's texts in a language; nothing for a namespace without texts (a domain that has none). */
export function loadNamespaceTexts(language: Language, namespace: string): Promise<LanguageDomainTexts> {
  const load = namespaceLoaders[language]?.[namespace];
  return load ? load().then((m) => m.default) : Promise.resolve([]);
}
