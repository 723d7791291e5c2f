/**
 * The console's own domain texts (domains/<d>/texts.ts, shared/<part>/texts.ts) are complete in every language, by
 * the same check as the central catalogue (@port/config/i18n/compare); the SDK's are checked in @port/sdk.
 */
import { LANGUAGES } from '@port/config/constants';
import { COMPLETE, MAX_COPIED, compareTexts, copiedShare, type TextTree } from '@port/config/i18n/compare';
import { describe, expect, it } from 'vitest';
import { registeredTexts } from './domain-texts';
import type { DomainTexts } from './texts';

const modules = import.meta.glob<{ texts: DomainTexts }>(['../domains/*/texts.ts', '../shared/*/texts.ts'], { eager: true });
const OTHERS = LANGUAGES.filter((l) => l !== 'zh-CN');

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
