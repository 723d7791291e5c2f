/**
 * i18next over @port/config's resources: zh-CN is the source and the fallback, the choice persists
 * under app_language (shared with the portal). `tr` is typed by the resource keys.
 */
import { LANGUAGES, LAYOUT, STORAGE_KEYS, type Language } from '@port/config/constants';
import { resources } from '@port/config/i18n';
import type { MessageKey, MessageParams } from '@port/sdk';
import i18next from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { readText } from './storage';

function storedLanguage(): Language {
  const stored = readText(STORAGE_KEYS.language);
  return (LANGUAGES as readonly string[]).includes(stored ?? '')
    ? (stored as Language)
    : (LAYOUT.defaultLanguage as Language);
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: LAYOUT.defaultLanguage,
  interpolation: { escapeValue: false },
  returnNull: false,
  initImmediate: false,
  showSupportNotice: false,
});

export type Tr = (key: MessageKey, params?: MessageParams) => string;

/** Translates outside React (notifications, guards). */
export const tr: Tr = (key, params) => i18n.t(key, params ?? {});

/** The typed translator inside components; re-renders on a language change. */
export function useTr(): Tr {
  const { t } = useTranslation();
  return useCallback<Tr>((key, params) => t(key, params ?? {}), [t]);
}

export const currentLanguage = (): string => i18n.language || LAYOUT.defaultLanguage;
