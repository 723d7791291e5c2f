import { describe, expect, it } from 'vitest';
import type { EntityDescription } from '../domain/describe';
import { enUS, zhCN, type Messages } from '@port/config/i18n';
import { entityTexts } from '../domain/texts';
import { COMPLETE, MAX_COPIED, compareTexts, copiedShare } from '@port/config/i18n/compare';
import { DOMAINS, ENTITY_DESCRIPTIONS, domainText, domainTexts } from './index';

/** A text of the central catalogue (texts not yet moved to their domain). */
function central(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** Every text key a description uses: labels, options, sections, states, transitions. */
function keysOf(d: EntityDescription<never, string>): string[] {
  const keys: string[] = [];
  for (const f of Object.values(d.fields)) {
    if (!f) continue;
    keys.push(f.label, ...Object.values(f.options ?? {}));
  }
  for (const s of [...d.detail, ...(d.form ?? [])]) keys.push(s.title);
  if (d.status) {
    for (const s of Object.values(d.status.states)) keys.push((s as { label: string }).label);
    for (const t of d.status.transitions) keys.push(t.label, ...(t.confirm ? [t.confirm] : []));
  }
  return keys;
}

describe.each(ENTITY_DESCRIPTIONS.map((d) => [d.name, d] as const))('%s texts', (_name, d) => {
  it.each(['zh-CN', 'en-US'] as const)('exist in %s', (language) => {
    const missing = keysOf(d).filter((key) => (domainText(language, key) ?? central(language === 'zh-CN' ? zhCN : enUS, key)) === undefined);
    expect(missing).toEqual([]);
  });
});

describe.each([['entity', entityTexts] as const, ...DOMAINS.flatMap((d) => (d.texts ? [[d.name, d.texts] as const] : []))])('%s texts', (_name, texts) => {
  it.each(['en-US', 'zh-TW', 'pt-BR'] as const)('are complete in %s (the same keys as zh-CN, none empty, the same placeholders)', (language) => {
    expect(compareTexts(texts['zh-CN'], texts[language])).toEqual(COMPLETE);
  });
});

it.each(['en-US', 'zh-TW', 'pt-BR'] as const)('the domains’ texts in %s are translations, not copies of zh-CN', (language) => {
  expect(copiedShare(domainTexts['zh-CN'], domainTexts[language])).toBeLessThan(MAX_COPIED[language]);
});
