/**
 * The board's texts, which live with the screen domain (@port/sdk/domains/screen: the server answers with the same
 * words), in the language chosen in the portal or the console (the same app_language key): no i18next runtime on a
 * page that only reads. The four languages are one small module, so the page no longer loads the central catalogue.
 */
import { LANGUAGES, STORAGE_KEYS, type Language } from '@port/config/constants';
import { screenTexts } from '@port/sdk/domains/screen';

type ScreenText = (typeof screenTexts)['zh-CN']['screen'];

function language(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.language) ?? '';
    return (LANGUAGES as readonly string[]).includes(stored) ? (stored as Language) : 'zh-CN';
  } catch {
    return 'zh-CN';
  }
}

export const LANG = language();

/** The board's texts in the chosen language. */
export const screenText: ScreenText = screenTexts[LANG].screen;

/** Marks the page with the chosen language (main.tsx runs it before the first render). */
export function loadScreenText(): Promise<void> {
  document.documentElement.lang = LANG;
  return Promise.resolve();
}

/** `{{name}}` placeholders filled from params. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
}

/** A level's label, or empty. */
export function levelText(level: number | null | undefined): string {
  const key = String(level ?? '') as keyof ScreenText['level'];
  return screenText.level[key] ?? '';
}
