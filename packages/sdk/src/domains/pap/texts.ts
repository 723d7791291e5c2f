/** The pap domain's texts (namespace `pap`: transportation privilege), zh-CN the source; merged into the i18n resources by ../index.ts. */
const zhCN = {
  pap: {
    plateInvalid: '车牌号格式不正确',
    plateTaken: '该车牌已登记',
  },
};

type Texts = typeof zhCN;

/** The same shape as zh-CN with every text filled in (the compiler checks the keys). */
type Complete<T> = { [K in keyof T]: T[K] extends string ? string : Complete<T[K]> };

const enUS: Complete<Texts> = {
  pap: {
    plateInvalid: 'Invalid vehicle plate',
    plateTaken: 'This plate is already registered',
  },
};

const zhTW: Complete<Texts> = {
  pap: {
    plateInvalid: '車牌號格式不正確',
    plateTaken: '該車牌已登記',
  },
};

const ptBR: Complete<Texts> = {
  pap: {
    plateInvalid: 'Placa do veículo inválida',
    plateTaken: 'Esta placa já está cadastrada',
  },
};

export const papTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;

// Its keys stay typed message keys (tr('pap.…')) although they left the central catalogue.
declare module '../../i18n' {
  interface DomainMessages {
    pap: Texts['pap'];
  }
}
