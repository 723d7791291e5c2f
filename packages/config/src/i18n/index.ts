import type { Language } from '../constants';
import { enUS } from './en-US';
import { zhCN, type Messages } from './zh-CN';

export type { Messages };
export { zhCN, enUS };

/**
 * zh-CN and en-US are complete; zh-TW and pt-BR are offered and fall back to zh-CN key by key
 * (i18next's fallbackLng does that at run time).
 */
export const resources: Record<Language, { translation: Partial<Messages> }> = {
  'zh-CN': { translation: zhCN },
  'en-US': { translation: enUS },
  'zh-TW': { translation: {} },
  'pt-BR': { translation: {} },
};

export const LANGUAGE_NAMES: Record<Language, string> = {
  'zh-CN': '简体中文',
  'en-US': 'English',
  'zh-TW': '繁體中文',
  'pt-BR': 'Português',
};
