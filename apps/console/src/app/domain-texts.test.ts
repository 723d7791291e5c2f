import { LANGUAGES } from '@port/config/constants';
import { describe, expect, it } from 'vitest';
import { domainNamespaces, namespaceTexts, registeredTexts, shellTexts, SHELL_NAMESPACES } from './domain-texts';

const namespacesOf = (trees: ReadonlyArray<Readonly<Record<string, unknown>>>): string[] => [...new Set(trees.flatMap((t) => Object.keys(t)))].sort();

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
