/** Re-translates the static HTML of a page (elements marked by `tx` / `txAttr`) into another language. */
import { SITE } from '@port/config/site';
import { translate, type Dict } from './index';

export function applyStatic(dict: Dict, root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-i18n]')) {
    const key = el.dataset.i18n ?? '';
    const params = el.dataset.i18nParams ? (JSON.parse(el.dataset.i18nParams) as Record<string, string | number>) : undefined;
    el.textContent = translate(dict, key, params);
  }
  for (const el of root.querySelectorAll<HTMLElement>('[data-i18n-attr]')) {
    for (const pair of (el.dataset.i18nAttr ?? '').split(';')) {
      const [attr, key] = pair.split(':');
      if (attr && key) el.setAttribute(attr, translate(dict, key));
    }
  }
  if (root === document) {
    // The page title ends with the brand ('… - 港口物流社区').
    const brand = translate(dict, 'portal.brand', { product: SITE.product, productEn: SITE.productEn });
    for (const name of [SITE.product, SITE.productEn]) if (name !== brand) document.title = document.title.replace(name, brand);
  }
}
