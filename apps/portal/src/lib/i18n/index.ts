/**
 * Translation in the browser. Pages are rendered in zh-CN at build time (see ./build for the page text);
 * the islands carry the zh-CN texts they render: a core set here, and each feature adds its own part
 * with `extendZh` when its module loads. Another language is loaded whole, on demand.
 */
import type { Language } from '@port/config/constants';
import type { MessageKey, MessageParams } from '@port/sdk';
import core from 'virtual:portal-messages/zh-CN/common.guest,common.empty,common.viewDetail,errors.unknown,errors.userInfoFailed';

export type Dict = Readonly<Record<string, unknown>>;
export type { MessageKey, MessageParams };
export type T = (key: MessageKey, params?: MessageParams) => string;

type Tree = Record<string, unknown>;

/** The zh-CN texts the islands of this page carry (the fallback of every other language). */
export const ZH: Dict = structuredClone(core);

function merge(into: Tree, from: Tree): void {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (typeof value === 'object' && value !== null && typeof existing === 'object' && existing !== null) merge(existing as Tree, value as Tree);
    else into[key] = value;
  }
}

/** Adds a feature's zh-CN texts (a `virtual:portal-messages/zh-CN/<paths>` module). */
export function extendZh(part: Dict): void {
  merge(ZH as Tree, part as Tree);
}

function lookup(dict: Dict, key: string): string | undefined {
  let node: unknown = dict;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Tree)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function interpolate(text: string, params?: MessageParams): string {
  return params ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : text;
}

/** The text of `key` in `dict`, else in zh-CN (the fallback language), else the key itself. */
export function translate(dict: Dict, key: string, params?: MessageParams): string {
  return interpolate(lookup(dict, key) ?? lookup(ZH, key) ?? key, params);
}

/** zh-CN ships with the page; the other three languages (all complete) load on demand, each a chunk of its own. */
export async function loadDict(language: Language): Promise<Dict> {
  if (language === 'en-US') return (await import('virtual:portal-messages/en-US/all')).default;
  if (language === 'zh-TW') return (await import('virtual:portal-messages/zh-TW/all')).default;
  if (language === 'pt-BR') return (await import('virtual:portal-messages/pt-BR/all')).default;
  // Back from another language: the static text needs every zh-CN text again, not only the islands' part.
  if (typeof document !== 'undefined' && document.documentElement.dataset.translated) {
    extendZh((await import('virtual:portal-messages/zh-CN/all')).default);
  }
  return ZH;
}
