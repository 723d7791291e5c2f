/**
 * Build-time translation for .astro pages (zh-CN, every portal text). Never imported by an island, so
 * none of it reaches the browser except as HTML. `tx` / `txAttr` mark static text for re-translation.
 */
import type { MessageKey, MessageParams } from '@port/sdk';
import zhCN from 'virtual:portal-messages/zh-CN/all';
import { translate, type T } from './index';

export type { MessageKey, MessageParams };

export const t: T = (key, params) => translate(zhCN, key, params);

/** Attributes that let the browser re-translate an element whose whole text is `t(key, params)`. */
export function tx(key: MessageKey, params?: MessageParams): Record<string, string> {
  return params ? { 'data-i18n': key, 'data-i18n-params': JSON.stringify(params) } : { 'data-i18n': key };
}

/** Attributes re-translated in the browser, e.g. txAttr({ 'aria-label': 'portal.nav.label' }). */
export function txAttr(map: Partial<Record<string, MessageKey>>): Record<string, string> {
  return {
    'data-i18n-attr': Object.entries(map)
      .map(([attr, key]) => `${attr}:${key}`)
      .join(';'),
  };
}
