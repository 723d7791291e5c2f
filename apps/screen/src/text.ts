/**
 * The board's texts from the shared catalogue (zh-CN by default, en-US when chosen in the console's
 * settings): no i18next runtime on a page that only reads.
 */
import { STORAGE_KEYS } from '@port/config/constants';
import { enUS, zhCN, type Messages } from '@port/config/i18n';

function language(): 'zh-CN' | 'en-US' {
  try {
    return localStorage.getItem(STORAGE_KEYS.language) === 'en-US' ? 'en-US' : 'zh-CN';
  } catch {
    return 'zh-CN';
  }
}

export const LANG = language();
const catalogue: Messages = LANG === 'en-US' ? enUS : zhCN;
export const screenText = catalogue.screen;

/** `{{name}}` placeholders filled from params. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
}

/** A level's label, or empty. */
export function levelText(level: number | null | undefined): string {
  const key = String(level ?? '') as keyof Messages['screen']['level'];
  return screenText.level[key] ?? '';
}
