/** The dict domain's texts (namespace `dict`: dictionaries), zh-CN the source; merged into the i18n resources by ../index.ts. */
const zhCN = {
  dict: {
    valueTaken: '该字典类型下已存在相同的字典键值',
  },
};

type Texts = typeof zhCN;

/** The same shape as zh-CN with every text filled in (the compiler checks the keys). */
type Complete<T> = { [K in keyof T]: T[K] extends string ? string : Complete<T[K]> };

const enUS: Complete<Texts> = {
  dict: {
    valueTaken: 'This dictionary type already has an item with that value',
  },
};

const zhTW: Complete<Texts> = {
  dict: {
    valueTaken: '該字典類型下已存在相同的字典鍵值',
  },
};

const ptBR: Complete<Texts> = {
  dict: {
    valueTaken: 'Este tipo de dicionário já tem um item com esse valor',
  },
};

export const dictTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;

// Its keys stay typed message keys (tr('dict.…')) although they left the central catalogue.
declare module '../../i18n' {
  interface DomainMessages {
    dict: Texts['dict'];
  }
}
