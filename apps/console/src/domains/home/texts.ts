/** The words of the home page (namespace home), registered by app/domain-texts.ts like every domain's. */
import type { DomainTexts } from '../../app/texts';

const zhCN = {
  home: {
    title: '首页',
  },
};

type Texts = typeof zhCN;

/** The same shape as zh-CN with every text filled in (the compiler checks the keys). */
type Complete<T> = { [K in keyof T]: T[K] extends string ? string : Complete<T[K]> };

const enUS: Complete<Texts> = {
  home: {
    title: 'Home',
  },
};

const zhTW: Complete<Texts> = {
  home: {
    title: '首頁',
  },
};

const ptBR: Complete<Texts> = {
  home: {
    title: 'Início',
  },
};

export const texts: DomainTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR };

// Its keys stay typed message keys (tr('home.…')) although they left the central catalogue.
declare module '@port/sdk/i18n' {
  interface DomainMessages {
    home: Texts['home'];
  }
}
