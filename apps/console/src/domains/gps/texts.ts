/** The words of the track playback and the map (车辆轨迹, shared/map.tsx) (namespace gps), registered by app/domain-texts.ts like every domain's. */
import type { DomainTexts } from '../../app/texts';

const zhCN = {
  gps: {
    start: '开始时间', end: '结束时间', play: '回放', pause: '暂停', speed: '倍速', noPoints: '该时间段内没有定位数据',
    alarms: '报警记录', route: '计划路线', scale: '比例尺', points: '定位点 {{count}} 个', query: '查询轨迹',
    alarmType: '报警类型', alarmTime: '报警时间', noVehicles: '暂无车辆位置', zoomIn: '放大', zoomOut: '缩小',
    places: { BLCT2: '北仑第二集装箱码头', CSCT: '穿山港区码头', GATE: '港区卡口' },
  },
};

type Texts = typeof zhCN;

/** The same shape as zh-CN with every text filled in (the compiler checks the keys). */
type Complete<T> = { [K in keyof T]: T[K] extends string ? string : Complete<T[K]> };

const enUS: Complete<Texts> = {
  gps: {
    start: 'From', end: 'To', play: 'Play', pause: 'Pause', speed: 'Speed', noPoints: 'No positions in this window',
    alarms: 'Alarms', route: 'Planned route', scale: 'Scale', points: '{{count}} positions', query: 'Show track',
    alarmType: 'Alarm', alarmTime: 'Time', noVehicles: 'No vehicle positions', zoomIn: 'Zoom in', zoomOut: 'Zoom out',
    places: { BLCT2: 'Beilun No. 2 Container Terminal', CSCT: 'Chuanshan Terminal', GATE: 'Port gate' },
  },
};

const zhTW: Complete<Texts> = {
  gps: {
    start: '開始時間', end: '結束時間', play: '回放', pause: '暫停', speed: '倍速', noPoints: '該時間段內沒有定位資料',
    alarms: '警報紀錄', route: '計劃路線', scale: '比例尺', points: '定位點 {{count}} 個', query: '查詢軌跡',
    alarmType: '警報類型', alarmTime: '警報時間', noVehicles: '暫無車輛位置', zoomIn: '放大', zoomOut: '縮小',
    places: { BLCT2: '北侖第二貨櫃碼頭', CSCT: '穿山港區碼頭', GATE: '港區管制站' },
  },
};

const ptBR: Complete<Texts> = {
  gps: {
    start: 'De', end: 'Até', play: 'Reproduzir', pause: 'Pausar', speed: 'Velocidade', noPoints: 'Nenhuma posição neste período',
    alarms: 'Alarmes', route: 'Rota planejada', scale: 'Escala', points: '{{count}} posições', query: 'Mostrar trajeto',
    alarmType: 'Alarme', alarmTime: 'Hora', noVehicles: 'Nenhuma posição de veículo', zoomIn: 'Aproximar', zoomOut: 'Afastar',
    places: { BLCT2: 'Terminal de Contêineres Beilun 2', CSCT: 'Terminal Chuanshan', GATE: 'Portão do porto' },
  },
};

export const texts: DomainTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR };

// Its keys stay typed message keys (tr('gps.…')) although they left the central catalogue.
declare module '@port/sdk/i18n' {
  interface DomainMessages {
    gps: Texts['gps'];
  }
}
