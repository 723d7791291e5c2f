/**
 * The per-language completeness check, one for every catalogue: the central one (i18n.test.ts), the texts that
 * live with their domain in @port/sdk/domains and in the console's domain folders (their own tests).
 */
export type TextTree = { [key: string]: string | TextTree };

/** Every dotted key of a tree with its text. */
export function flatten(tree: TextTree, prefix = ''): Map<string, string> {
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
export function compareTexts(source: TextTree, other: TextTree): { missing: string[]; extra: string[]; empty: string[]; placeholders: string[] } {
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

/** What compareTexts answers for a complete language. */
export const COMPLETE = { missing: [], extra: [], empty: [], placeholders: [] } as const;

/** The share of a language's texts that are zh-CN's Han texts copied unchanged (a translation left undone). */
export function copiedShare(source: TextTree, other: TextTree): number {
  const zh = flatten(source);
  const texts = flatten(other);
  const same = [...texts].filter(([k, v]) => /[\u4e00-\u9fff]/.test(v) && zh.get(k) === v).length;
  return texts.size ? same / texts.size : 0;
}

/**
 * The most a language may share with zh-CN: zh-TW shares short words (成功, 取消…); pt-BR keeps Han only in
 * example plates (浙B12345); en-US none.
 */
export const MAX_COPIED = { 'en-US': 0.001, 'zh-TW': 0.35, 'pt-BR': 0.001 } as const;
