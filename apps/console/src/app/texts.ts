/**
 * The texts that live with their domains (./domain-texts.ts), one language at a time: zh-CN (the source and the
 * fallback) ships with the shell, another language is a chunk of its own fetched when the user picks it, so the
 * first load no longer carries every domain's texts in all four languages (issue 17). app/i18n merges them into
 * i18next's resources before the shell renders in that language.
 */
import type { Language } from '@port/config/constants';
import zhCN from 'virtual:domain-texts/zh-CN';

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

/** zh-CN's domain texts, at hand from the start (i18next's fallback). */
export const defaultDomainTexts: LanguageDomainTexts = zhCN;

/** A language's domain texts (fetched once by the browser; zh-CN at once). */
export const loadDomainTexts = (language: Language): Promise<LanguageDomainTexts> => LOADERS[language]();
