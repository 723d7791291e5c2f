/** The EDI domain's texts (namespace `edi`): the company's gate moves, CODECO and CSV downloads. */
const zhCN = {
  edi: {
    pages: { moves: '箱动态报文' },
    fields: {
      containerNo: '箱号', sizeType: '尺寸箱型', emptyFull: '空重', direction: '进出闸', time: '时间', place: '码头', lineCode: '箱主', billNo: '提单/订舱号',
      truckLicense: '车牌', timeRange: '时间范围',
    },
    direction: { gateIn: '进闸', gateOut: '出闸' },
    emptyFull: { E: '空箱', F: '重箱' },
    actions: { codeco: '下载 CODECO', csv: '下载 CSV', openPlatform: '打开 EDI 平台' },
    empty: '暂无进出闸记录',
  },
};

type Texts = typeof zhCN;
type Complete<T> = { [K in keyof T]: T[K] extends string ? string : Complete<T[K]> };

const enUS: Complete<Texts> = {
  edi: {
    pages: { moves: 'Container move messages' },
    fields: {
      containerNo: 'Container', sizeType: 'Size/type', emptyFull: 'Empty/full', direction: 'Gate', time: 'Time', place: 'Terminal', lineCode: 'Operator', billNo: 'B/L / booking no.',
      truckLicense: 'Plate', timeRange: 'Time range',
    },
    direction: { gateIn: 'Gate in', gateOut: 'Gate out' },
    emptyFull: { E: 'Empty', F: 'Full' },
    actions: { codeco: 'Download CODECO', csv: 'Download CSV', openPlatform: 'Open the EDI platform' },
    empty: 'No gate moves',
  },
};

const zhTW: Complete<Texts> = {
  edi: {
    pages: { moves: '貨櫃動態電文' },
    fields: {
      containerNo: '櫃號', sizeType: '尺寸櫃型', emptyFull: '空重', direction: '進出站', time: '時間', place: '碼頭', lineCode: '櫃主', billNo: '提單/訂艙號',
      truckLicense: '車牌', timeRange: '時間範圍',
    },
    direction: { gateIn: '進站', gateOut: '出站' },
    emptyFull: { E: '空櫃', F: '重櫃' },
    actions: { codeco: '下載 CODECO', csv: '下載 CSV', openPlatform: '開啟 EDI 平台' },
    empty: '目前沒有進出站紀錄',
  },
};

const ptBR: Complete<Texts> = {
  edi: {
    pages: { moves: 'Mensagens de movimentação' },
    fields: {
      containerNo: 'Contêiner', sizeType: 'Tamanho/tipo', emptyFull: 'Vazio/cheio', direction: 'Gate', time: 'Horário', place: 'Terminal', lineCode: 'Armador', billNo: 'BL / reserva',
      truckLicense: 'Placa', timeRange: 'Período',
    },
    direction: { gateIn: 'Entrada', gateOut: 'Saída' },
    emptyFull: { E: 'Vazio', F: 'Cheio' },
    actions: { codeco: 'Baixar CODECO', csv: 'Baixar CSV', openPlatform: 'Abrir a plataforma EDI' },
    empty: 'Nenhum movimento de gate',
  },
};

export const ediTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;
