/** The fleet domain's texts (namespace `fleet`: trucks, drivers, binding, filing), zh-CN the source; merged into the i18n resources by ../index.ts. */
const zhCN = {
  fleet: {
    fields: {
      truckLicense: '车牌号', trailerLicense: '挂车号', truckType: '车辆类型', filingStatus: '备案状态', status: '状态',
      online: '在线状态', lastPosition: '最后位置', gpsTime: '定位时间', speed: '速度（km/h）', drivers: '绑定司机',
      name: '姓名', mobile: '手机号', idCardNo: '身份证号', licenceNo: '驾驶证号', driver: '司机', truck: '车辆',
      remark: '备注', createTime: '创建时间', fleet: '所属车队',
    },
    status: { '0': '正常', '1': '停用' },
    online: { true: '在线', false: '离线' },
    pages: { drivers: '司机管理', trucks: '车辆管理', binding: '车辆绑定', truckGpsDetail: '车辆轨迹' },
    actions: { track: '轨迹' },
    truckLicenseInvalid: '请输入正确的车牌号',
    filing: {
      open: '车辆备案', submit: '提交备案', approve: '备案通过', reject: '驳回', reason: '驳回原因', reasonPrompt: '请输入驳回原因',
      confirmSubmit: '确认提交该车辆备案？', confirmApprove: '确认该车辆备案通过？', submitTime: '提交时间', reviewTime: '审核时间',
    },
  },
};

type Texts = typeof zhCN;

/** The same shape as zh-CN with every text filled in (the compiler checks the keys). */
type Complete<T> = { [K in keyof T]: T[K] extends string ? string : Complete<T[K]> };

const enUS: Complete<Texts> = {
  fleet: {
    fields: {
      truckLicense: 'Plate', trailerLicense: 'Trailer plate', truckType: 'Truck type', filingStatus: 'Filing', status: 'Status',
      online: 'Online', lastPosition: 'Last position', gpsTime: 'GPS time', speed: 'Speed (km/h)', drivers: 'Drivers',
      name: 'Name', mobile: 'Mobile', idCardNo: 'ID card no.', licenceNo: 'Licence no.', driver: 'Driver', truck: 'Truck',
      remark: 'Remark', createTime: 'Created', fleet: 'Fleet',
    },
    status: { '0': 'In service', '1': 'Out of service' },
    online: { true: 'Online', false: 'Offline' },
    pages: { drivers: 'Drivers', trucks: 'Vehicles', binding: 'Vehicle binding', truckGpsDetail: 'Vehicle track' },
    actions: { track: 'Track' },
    truckLicenseInvalid: 'Enter a valid plate number',
    filing: {
      open: 'Vehicle filing', submit: 'Submit filing', approve: 'Approve filing', reject: 'Reject', reason: 'Rejection reason', reasonPrompt: 'Enter the rejection reason',
      confirmSubmit: 'Submit this vehicle for filing?', confirmApprove: 'Approve this vehicle\'s filing?', submitTime: 'Submitted', reviewTime: 'Reviewed',
    },
  },
};

const zhTW: Complete<Texts> = {
  fleet: {
    fields: {
      truckLicense: '車牌號', trailerLicense: '掛車號', truckType: '車輛類型', filingStatus: '備案狀態', status: '狀態',
      online: '線上狀態', lastPosition: '最後位置', gpsTime: '定位時間', speed: '速度（km/h）', drivers: '繫結司機',
      name: '姓名', mobile: '手機號碼', idCardNo: '身分證號', licenceNo: '駕駛證號', driver: '司機', truck: '車輛',
      remark: '備註', createTime: '建立時間', fleet: '所屬車隊',
    },
    status: { '0': '正常', '1': '停用' },
    online: { true: '線上', false: '離線' },
    pages: { drivers: '司機管理', trucks: '車輛管理', binding: '車輛繫結', truckGpsDetail: '車輛軌跡' },
    actions: { track: '軌跡' },
    truckLicenseInvalid: '請輸入正確的車牌號',
    filing: {
      open: '車輛備案', submit: '提交備案', approve: '備案通過', reject: '駁回', reason: '駁回原因', reasonPrompt: '請輸入駁回原因',
      confirmSubmit: '確認提交該車輛備案？', confirmApprove: '確認該車輛備案通過？', submitTime: '提交時間', reviewTime: '審核時間',
    },
  },
};

const ptBR: Complete<Texts> = {
  fleet: {
    fields: {
      truckLicense: 'Placa', trailerLicense: 'Placa da carreta', truckType: 'Tipo de caminhão', filingStatus: 'Cadastro', status: 'Situação',
      online: 'On-line', lastPosition: 'Última posição', gpsTime: 'Hora do GPS', speed: 'Velocidade (km/h)', drivers: 'Motoristas',
      name: 'Nome', mobile: 'Celular', idCardNo: 'Nº da identidade', licenceNo: 'Nº da CNH', driver: 'Motorista', truck: 'Caminhão',
      remark: 'Observação', createTime: 'Criado em', fleet: 'Transportadora',
    },
    status: { '0': 'Em operação', '1': 'Fora de operação' },
    online: { true: 'On-line', false: 'Off-line' },
    pages: { drivers: 'Motoristas', trucks: 'Veículos', binding: 'Vínculo de veículos', truckGpsDetail: 'Trajeto do veículo' },
    actions: { track: 'Trajeto' },
    truckLicenseInvalid: 'Informe uma placa válida',
    filing: {
      open: 'Cadastro do veículo', submit: 'Enviar cadastro', approve: 'Aprovar cadastro', reject: 'Recusar', reason: 'Motivo da recusa', reasonPrompt: 'Informe o motivo da recusa',
      confirmSubmit: 'Enviar o cadastro deste veículo?', confirmApprove: 'Aprovar o cadastro deste veículo?', submitTime: 'Enviado em', reviewTime: 'Analisado em',
    },
  },
};

export const fleetTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;

// Its keys stay typed message keys (tr('fleet.…')) although they left the central catalogue.
declare module '../../i18n' {
  interface DomainMessages {
    fleet: Texts['fleet'];
  }
}
