/**
 * The console's own domain texts (domains/<d>/texts.ts, shared/<part>/texts.ts) are complete in every language, by
 * the same check as the central catalogue (@port/config/i18n/compare; the SDK's are checked in @port/sdk), and are
 * split for loading: the shell's namespaces with the shell, every other namespace in a part of its own.
 */
import { LANGUAGES } from '@port/config/constants';
import { COMPLETE, MAX_COPIED, compareTexts, copiedShare, type TextTree } from '@port/config/i18n/compare';
import { describe, expect, it } from 'vitest';
import { domainNamespaces, namespaceTexts, registeredTexts, shellTexts, SHELL_NAMESPACES } from './domain-texts';
import type { DomainTexts } from './texts';

const modules = import.meta.glob<{ texts: DomainTexts }>(['../domains/*/texts.ts', '../shared/*/texts.ts'], { eager: true });
const OTHERS = LANGUAGES.filter((l) => l !== 'zh-CN');
const namespacesOf = (trees: ReadonlyArray<Readonly<Record<string, unknown>>>): string[] => [...new Set(trees.flatMap((t) => Object.keys(t)))].sort();

it('registers every texts.ts found here (and the SDK’s texts first)', () => {
  expect(Object.keys(modules).length).toBeGreaterThan(3);
  for (const language of LANGUAGES) expect(registeredTexts(language)).toHaveLength(Object.keys(modules).length + 1);
});

describe.each(Object.entries(modules))('%s', (_path, { texts }) => {
  it.each(OTHERS)('is complete in %s (the same keys as zh-CN, none empty, the same placeholders)', (language) => {
    expect(compareTexts(texts['zh-CN'] as TextTree, texts[language] as TextTree)).toEqual(COMPLETE);
  });
});

it.each(OTHERS)('the console’s domain texts in %s are translations, not copies of zh-CN', (language) => {
  const all = (l: (typeof LANGUAGES)[number]): TextTree => Object.assign({}, ...Object.values(modules).map((m) => m.texts[l])) as TextTree;
  expect(copiedShare(all('zh-CN'), all(language))).toBeLessThan(MAX_COPIED[language]);
});

describe('domain texts split for loading', () => {
  it('puts only the shell’s namespaces in the shell’s part, and every other namespace in a part of its own', () => {
    for (const language of LANGUAGES) {
      expect(namespacesOf(shellTexts(language)).every((ns) => SHELL_NAMESPACES.includes(ns)), language).toBe(true);
      const all = namespacesOf(registeredTexts(language));
      expect([...namespacesOf(shellTexts(language)), ...domainNamespaces()].sort(), language).toEqual(all);
      for (const ns of domainNamespaces()) expect(namespacesOf(namespaceTexts(language, ns)), `${language} ${ns}`).toEqual([ns]);
    }
  });

  it('keeps the domains’ words out of the shell (booking) and the menu titles in it', () => {
    expect(domainNamespaces()).toContain('booking');
    expect(domainNamespaces()).not.toContain('menus');
    expect(namespacesOf(shellTexts('en-US'))).toContain('menus');
  });
});
