/**
 * CI fails when a text is missing in any language: every catalogue (console/portal resources and the server's
 * messages) has exactly zh-CN's keys, no text is empty, and each translation keeps the source's {{placeholders}}.
 * The texts that live with their domain are checked the same way (compare.ts) by @port/sdk's domains/texts.test.ts
 * and the console's app/domain-texts.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { COMPLETE, MAX_COPIED, compareTexts, copiedShare, type TextTree as Tree } from './compare';
import { resources } from './index';
import { sandboxTexts } from './sandbox';
import { serverMessages } from './server';

describe('every language is complete', () => {
  it.each(LANGUAGES.filter((l) => l !== 'zh-CN'))('console and portal texts in %s', (language) => {
    expect(compareTexts(resources['zh-CN'].translation as Tree, resources[language].translation as Tree)).toEqual(COMPLETE);
  });

  it.each(LANGUAGES.filter((l) => l !== 'zh-CN'))('server messages in %s', (language) => {
    expect(language in serverMessages).toBe(true);
    const all = serverMessages as unknown as Record<string, Tree>;
    expect(compareTexts(all['zh-CN']!, all[language]!)).toEqual(COMPLETE);
  });

  it.each(LANGUAGES.filter((l) => l !== 'zh-CN'))('the sandbox ribbon in %s', (language) => {
    expect(compareTexts(sandboxTexts['zh-CN'] as unknown as Tree, sandboxTexts[language] as unknown as Tree)).toEqual(COMPLETE);
  });

  it('finds a missing key (the check itself can fail)', () => {
    expect(compareTexts({ a: { b: 'x {{n}}', c: 'y' } }, { a: { b: 'x' } })).toEqual({ missing: ['a.c'], extra: [], empty: [], placeholders: ['a.b'] });
  });

  it('zh-TW and pt-BR are translations, not copies of zh-CN', () => {
    for (const language of ['zh-TW', 'pt-BR'] as const) {
      expect(copiedShare(resources['zh-CN'].translation as Tree, resources[language].translation as Tree)).toBeLessThan(MAX_COPIED[language]);
    }
  });
});
