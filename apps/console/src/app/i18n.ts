/**
 * i18next over @port/config's resources: zh-CN is the source and the fallback, the choice persists
 * under app_language (shared with the portal). `tr` is typed by the resource keys.
 *
 * Only zh-CN ships in the first load; another language's texts (the catalogue's and the domains', app/texts.ts)
 * are chunks of their own, fetched by loadLanguage (main.tsx waits for the stored one before the first render, so nothing flashes).
 * A domain's texts are chunks of their own per language too (app/texts.ts), fetched by loadTextNamespaces before a
 * page of that domain renders (routing/pages.ts) and again for a new language before it is switched to.
 */
import { LANGUAGES, LAYOUT, STORAGE_KEYS, type Language } from '@port/config/constants';
import { zhCN, type Messages } from '@port/config/i18n/zh-CN';
import type { MessageKey, MessageParams } from '@port/sdk';
import type { Locale as ArcoLocale } from '@arco-design/web-react/es/locale/interface';
import arcoZhCN from '@arco-design/web-react/es/locale/zh-CN';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { readText } from './storage';
import { defaultDomainTexts, isDomainNamespace, loadDomainTexts, loadNamespaceTexts, type LanguageDomainTexts } from './texts';

const DEFAULT_LANGUAGE = LAYOUT.defaultLanguage as Language;

function storedLanguage(): Language {
  const stored = readText(STORAGE_KEYS.language);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
}

/** The texts of the languages other than zh-CN, each a chunk of its own (all four are complete). */
const LOADERS: Record<Language, () => Promise<Messages>> = {
  'zh-CN': () => Promise.resolve(zhCN),
  'en-US': () => import('@port/config/i18n/en-US').then((m) => m.enUS),
  'zh-TW': () => import('@port/config/i18n/zh-TW').then((m) => m.zhTW),
  'pt-BR': () => import('@port/config/i18n/pt-BR').then((m) => m.ptBR),
};

/**
 * Arco's locale per language, each a chunk of its own; Arco's locale module also registers dayjs's locale
 * ('zh-tw', 'pt-br', 'en'), which dayjs.locale() then selects, so date pickers and relative dates follow.
 */
const ARCO_LOADERS: Record<Language, () => Promise<ArcoLocale>> = {
  'zh-CN': () => Promise.resolve(arcoZhCN),
  'en-US': () => import('@arco-design/web-react/es/locale/en-US').then((m) => m.default),
  'zh-TW': () => import('@arco-design/web-react/es/locale/zh-TW').then((m) => m.default),
  // Its typing lacks a few keys the others have.
  'pt-BR': () => import('@arco-design/web-react/es/locale/pt-BR').then((m) => m.default as unknown as ArcoLocale),
};
const arcoLocales: Partial<Record<Language, ArcoLocale>> = { 'zh-CN': arcoZhCN };
const DAYJS_LOCALE: Record<Language, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en', 'zh-TW': 'zh-tw', 'pt-BR': 'pt-br' };

/** Arco's locale of a language already loaded (zh-CN until then). */
export function arcoLocaleOf(language: string): ArcoLocale {
  return arcoLocales[language as Language] ?? arcoZhCN;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LANGUAGE]: { translation: zhCN } },
  partialBundledLanguages: true,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
  initImmediate: false,
  showSupportNotice: false,
  // A domain namespace's texts arriving (loadTextNamespaces) re-render what shows them.
  react: { bindI18nStore: 'added' },
  // A key of a domain namespace not loaded yet (a page showing another domain's words it did not declare) loads
  // that namespace and shows nothing until then, rather than the raw key; any other missing key shows as itself.
  parseMissingKeyHandler: (key: string) => {
    const namespace = key.split('.')[0] ?? '';
    if (!isDomainNamespace(namespace) || namespacesLoaded(currentLanguageOf()).has(namespace)) return key;
    void loadTextNamespaces([namespace]);
    return '';
  },
});
addDomainTexts(DEFAULT_LANGUAGE, defaultDomainTexts);

/** The texts that live with their domains (app/texts.ts), deep-merged under their namespaces. */
function addDomainTexts(language: Language, domainTexts: LanguageDomainTexts): void {
  for (const texts of domainTexts) i18n.addResourceBundle(language, 'translation', texts, true, false);
}

/** The domain namespaces asked for so far (in any language), and those loaded per language. */
const wantedNamespaces = new Set<string>();
const loadedNamespaces = new Map<Language, Set<string>>();
const pendingNamespaces = new Map<string, Promise<void>>();

const currentLanguageOf = (): Language => ((LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : DEFAULT_LANGUAGE);

function namespacesLoaded(language: Language): Set<string> {
  let loaded = loadedNamespaces.get(language);
  if (!loaded) loadedNamespaces.set(language, (loaded = new Set()));
  return loaded;
}

async function loadNamespacesIn(language: Language, namespaces: Iterable<string>): Promise<void> {
  const loaded = namespacesLoaded(language);
  await Promise.all(
    [...namespaces].filter((ns) => !loaded.has(ns)).map((ns) => {
      const id = `${language}/${ns}`;
      let pending = pendingNamespaces.get(id);
      if (!pending) {
        pending = loadNamespaceTexts(language, ns).then(
          (texts) => {
            addDomainTexts(language, texts);
            loaded.add(ns);
          },
          (error: unknown) => {
            pendingNamespaces.delete(id);
            throw error;
          },
        );
        pendingNamespaces.set(id, pending);
      }
      return pending;
    }),
  );
}

/** Fetches the texts of domain namespaces in the current language (once each); later language switches bring them too. */
export function loadTextNamespaces(namespaces: readonly string[]): Promise<void> {
  for (const ns of namespaces) wantedNamespaces.add(ns);
  return loadNamespacesIn(currentLanguageOf(), namespaces);
}

/** Fetches a language's texts once (with the domain namespaces already shown) and switches to it; zh-CN needs only the namespaces. */
export async function loadLanguage(language: Language): Promise<void> {
  const namespaces = loadNamespacesIn(language, wantedNamespaces);
  if (language !== DEFAULT_LANGUAGE && !i18n.hasResourceBundle(language, 'translation')) {
    const [messages, arco, domainTexts] = await Promise.all([LOADERS[language](), ARCO_LOADERS[language](), loadDomainTexts(language)]);
    arcoLocales[language] = arco;
    i18n.addResourceBundle(language, 'translation', messages, true, true);
    addDomainTexts(language, domainTexts);
  }
  await namespaces;
  dayjs.locale(DAYJS_LOCALE[language]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** The stored language, loaded; resolves (in zh-CN) even when its chunk cannot be fetched. */
export const languageReady: Promise<void> = loadLanguage(storedLanguage()).catch((error: unknown) => {
  console.error('language texts not loaded', error);
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
