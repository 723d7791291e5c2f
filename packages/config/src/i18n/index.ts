import type { Language } from '../constants';
import { enUS } from './en-US';
import { ptBR } from './pt-BR';
import { zhCN, type Messages } from './zh-CN';
import { zhTW } from './zh-TW';

export type { Messages };
export { zhCN, enUS, zhTW, ptBR };

/** All four languages are complete: each file is typed as Messages, so a missing key fails the build (and i18n.test.ts). */
export const resources: Record<Language, { translation: Messages }> = {
  'zh-CN': { translation: zhCN },
  'en-US': { translation: enUS },
  'zh-TW': { translation: zhTW },
  'pt-BR': { translation: ptBR },
};

export { LANGUAGE_NAMES } from '../constants';
