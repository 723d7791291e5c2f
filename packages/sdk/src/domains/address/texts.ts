/** The address domain's texts (namespace `address`: administrative divisions), zh-CN the source; merged into the i18n resources by ../index.ts. */
const zhCN = {
  address: {
    levelInvalid: '地址层级必须是1到4之间的整数',
  },
};

type Texts = typeof zhCN;

/** The same shape as zh-CN with every text filled in (the compiler checks the keys). */
type Complete<T> = { [K in keyof T]: T[K] extends string ? string : Complete<T[K]> };

const enUS: Complete<Texts> = {
  address: {
    levelInvalid: 'The address level must be an integer from 1 to 4',
  },
};

const zhTW: Complete<Texts> = {
  address: {
    levelInvalid: '地址層級必須是1到4之間的整數',
  },
};

const ptBR: Complete<Texts> = {
  address: {
    levelInvalid: 'O nível do endereço deve ser um número inteiro de 1 a 4',
  },
};

export const addressTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;

// Its keys stay typed message keys (tr('address.…')) although they left the central catalogue.
declare module '../../i18n' {
  interface DomainMessages {
    address: Texts['address'];
  }
}
