/**
 * Every text that lives with its domain (issue 13), in all four languages: the described domains' texts from
 * @port/sdk/domains (shared with the server), and every console-only `domains/<domain>/texts.ts` or
 * `shared/<part>/texts.ts`, which registers itself by being there (it exports `texts`, its messages per language,
 * namespaced by the domain). The browser does not load this module in a build: vite.config.ts (domainTextsModule)
 * evaluates it and ships the shell's namespaces of a language as one chunk and every other namespace of a language
 * as a chunk of its own, loaded before a page that shows it renders (see ./texts.ts and routing/pages.ts).
 */
import { LANGUAGES, type Language } from '@port/config/constants';
import { domainTexts } from '@port/sdk/domains';
import type { DomainTexts } from './texts';

const modules = import.meta.glob<{ texts: DomainTexts }>(['../domains/*/texts.ts', '../shared/*/texts.ts'], {
  eager: true,
});

/**
 * The namespaces the shell shows before any page opens, which ship with it: route, menu and tab titles, the
 * dictionaries' labels, the shared entity pages' words and the toolbar's chat. Every other namespace is a
 * domain's, loaded with that domain's pages.
 */
export const SHELL_NAMESPACES: readonly string[] = ['menus', 'dicts', 'entity', 'entityPage', 'chat'];

type Tree = Readonly<Record<string, unknown>>;

/** The registered messages of one language, each domain's in turn. */
export function registeredTexts(language: Language): ReadonlyArray<Tree> {
  return [domainTexts[language], ...Object.values(modules).map((m) => m.texts[language])];
}

const pick = (trees: ReadonlyArray<Tree>, keep: (namespace: string) => boolean): Tree[] =>
  trees.map((tree) => Object.fromEntries(Object.entries(tree).filter(([namespace]) => keep(namespace)))).filter((tree) => Object.keys(tree).length > 0);

/** The shell's namespaces of one language (SHELL_NAMESPACES). */
export const shellTexts = (language: Language): Tree[] => pick(registeredTexts(language), (ns) => SHELL_NAMESPACES.includes(ns));

/** One domain namespace of one language, as the texts that define it. */
export const namespaceTexts = (language: Language, namespace: string): Tree[] => pick(registeredTexts(language), (ns) => ns === namespace);

/** Every namespace that is not the shell's (the source language's; the others have the same keys, texts.test.ts). */
export const domainNamespaces = (): string[] =>
  [...new Set(registeredTexts('zh-CN').flatMap((tree) => Object.keys(tree)))].filter((ns) => !SHELL_NAMESPACES.includes(ns)).sort();

/** The languages, for vite.config.ts, which writes each language's chunks. */
export const textLanguages: readonly Language[] = LANGUAGES;
