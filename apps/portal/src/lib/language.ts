/**
 * The interface language, shared with the console through localStorage 'app_language'.
 * Islands read it with `useT`, which renders zh-CN while hydrating (the static HTML is zh-CN) and the
 * chosen language right after, so hydration never mismatches.
 */
import { useCallback } from 'react';
import { atom } from 'nanostores';
import { LANGUAGE_STORAGE_KEY, LANGUAGES, LAYOUT, type Language } from '@port/config/constants';
import { ZH, loadDict, translate, type Dict, type T } from './i18n';
import { readLocal, writeLocal } from './storage';
import { useStoreAfterHydration } from './store';

export const $language = atom<Language>(LAYOUT.defaultLanguage as Language);
export const $dict = atom<Dict>(ZH);

export const isLanguage = (value: string | null): value is Language => LANGUAGES.includes(value as Language);

export function storedLanguage(): Language {
  const value = readLocal(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : (LAYOUT.defaultLanguage as Language);
}

async function apply(language: Language): Promise<void> {
  const dict = await loadDict(language);
  document.documentElement.lang = language;
  $language.set(language);
  $dict.set(dict);
  // Static text was rendered in zh-CN; re-translate it only when another language is in use.
  if (dict !== ZH || document.documentElement.dataset.translated) {
    const { applyStatic } = await import('./i18n/apply');
    applyStatic(dict);
    document.documentElement.dataset.translated = language;
  }
}

/** Called once per page: applies the stored language. */
export function startLanguage(): void {
  const language = storedLanguage();
  if (language !== LAYOUT.defaultLanguage) void apply(language);
}

/** The visitor's choice: kept for the portal and the console, applied at once. */
export function chooseLanguage(language: Language): Promise<void> {
  writeLocal(LANGUAGE_STORAGE_KEY, language);
  return apply(language);
}

/** The translator of the current language (zh-CN during hydration). */
export function useT(): T {
  const dict = useStoreAfterHydration($dict, ZH);
  return useCallback<T>((key, params) => translate(dict, key, params), [dict]);
}

export function useLanguage(): Language {
  return useStoreAfterHydration($language, LAYOUT.defaultLanguage as Language);
}
