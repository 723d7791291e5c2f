/**
 * The board's texts from the shared catalogue in the language chosen in the portal or the console (the same
 * app_language key): no i18next runtime on a page that only reads. zh-CN ships with the page; another language is
 * a chunk of its own that main.tsx loads (loadScreenText) before the first render.
 */
import { LANGUAGES, STORAGE_KEYS, type Language } from '@port/config/constants';
import { zhCN, type Messages } from '@port/config/i18n/zh-CN';

function language(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.language) ?? '';
    return (LANGUAGES as readonly string[]).includes(stored) ? (stored as Language) : 'zh-CN';
  } catch {
    return 'zh-CN';
  }
}

export const LANG = language();

const LOADERS: Record<Language, () => Promise<Messages>> = {
  'zh-CN': () => Promise.resolve(zhCN),
  'en-US': () => import('@port/config/i18n/en-US').then((m) => m.enUS),
  'zh-TW': () => import('@port/config/i18n/zh-TW').then((m) => m.zhTW),
  'pt-BR': () => import('@port/config/i18n/pt-BR').then((m) => m.ptBR),
};

/** The board's texts; zh-CN until loadScreenText has run. */
export let screenText: Messages['screen'] = zhCN.screen;

/** Loads the chosen language's texts (zh-CN when its chunk cannot be fetched). */
export async function loadScreenText(): Promise<void> {
  try {
    screenText = (await LOADERS[LANG]()).screen;
  } catch (error) {
    console.error('language texts not loaded', error);
  }
  document.documentElement.lang = LANG;
}

/** `{{name}}` placeholders filled from params. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
}

/** A level's label, or empty. */
export function levelText(level: number | null | undefined): string {
  const key = String(level ?? '') as keyof Messages['screen']['level'];
  return screenText.level[key] ?? '';
}
