/**
 * CI fails when a text is missing in any language: every catalogue (console/portal resources and the server's
 * messages) has exactly zh-CN's keys, no text is empty, and each translation keeps the source's {{placeholders}}.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { resources } from './index';
import { serverMessages } from './server';

type Tree = { [key: string]: string | Tree };

/** Every dotted key of a tree with its text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** Texts a language may leave empty: the word after a page number ('跳至 3 页') that English and Portuguese do without. */
const MAY_BE_EMPTY = new Set(['portal.news.page']);

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();

/** Compares one language's texts with zh-CN's: missing and extra keys, empty texts, placeholders that differ. */
export function compareTexts(source: Tree, other: Tree): { missing: string[]; extra: string[]; empty: string[]; placeholders: string[] } {
  const a = flatten(source);
  const b = flatten(other);
  // Product names may be written in the product's own language ({{product}} vs {{productEn}}).
  const norm = (list: string[]) => list.map((p) => p.replace(/En$/, '')).join(',');
  return {
    missing: [...a.keys()].filter((k) => !b.has(k)),
    extra: [...b.keys()].filter((k) => !a.has(k)),
    empty: [...b].filter(([k, v]) => v.trim() === '' && a.get(k)?.trim() !== '' && !MAY_BE_EMPTY.has(k)).map(([k]) => k),
    placeholders: [...b].filter(([k, v]) => a.has(k) && norm(placeholders(v)) !== norm(placeholders(a.get(k)!))).map(([k]) => k),
  };
}

const clean = { missing: [], extra: [], empty: [], placeholders: [] };

describe('every language is complete', () => {
  it.each(LANGUAGES.filter((l) => l !== 'zh-CN'))('console and portal texts in %s', (language) => {
    expect(compareTexts(resources['zh-CN'].translation as Tree, resources[language].translation as Tree)).toEqual(clean);
  });

  it.each(LANGUAGES.filter((l) => l !== 'zh-CN'))('server messages in %s', (language) => {
    expect(language in serverMessages).toBe(true);
    const all = serverMessages as unknown as Record<string, Tree>;
    expect(compareTexts(all['zh-CN']!, all[language]!)).toEqual(clean);
  });

  it('finds a missing key (the check itself can fail)', () => {
    expect(compareTexts({ a: { b: 'x {{n}}', c: 'y' } }, { a: { b: 'x' } })).toEqual({ missing: ['a.c'], extra: [], empty: [], placeholders: ['a.b'] });
  });

  it('zh-TW and pt-BR are translations, not copies of zh-CN', () => {
    const zh = flatten(resources['zh-CN'].translation as Tree);
    for (const language of ['zh-TW', 'pt-BR'] as const) {
      const texts = flatten(resources[language].translation as Tree);
      const same = [...texts].filter(([k, v]) => /[\u4e00-\u9fff]/.test(v) && zh.get(k) === v).length;
      // zh-TW shares short words with zh-CN (成功, 取消…); pt-BR keeps Han only in example plates (浙B12345).
      expect(same / texts.size).toBeLessThan(language === 'zh-TW' ? 0.35 : 0.001);
    }
  });
});
