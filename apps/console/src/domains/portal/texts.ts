/** The words of 车辆查询 and 空箱源 (namespace portal.query), registered by app/texts.ts. */
import type { DomainTexts } from '../../app/texts';

export const texts: DomainTexts = {
  'zh-CN': {
    portal: { query: {
      trucks: '车辆查询', truckLicense: '车牌号', trailerLicense: '挂车号', fleetName: '所属车队', truckType: '车辆类型', filingStatus: '备案状态',
      status: '状态', statuses: { '0': '在用', '1': '停用' }, gps: 'GPS', online: '在线', offline: '离线', plateHint: '至少2位，可输入部分车牌',
      criteria: '请输入车牌号（至少2位）或车队名称后查询', orgCode: '堆场代码', orgName: '堆场', lineCode: '船公司', ctnSizeType: '箱型尺寸',
      ctnCount: '空箱数', updateTime: '更新时间',
    } },
  },
  'en-US': {
    portal: { query: {
      trucks: 'Trucks', truckLicense: 'Plate', trailerLicense: 'Trailer', fleetName: 'Fleet', truckType: 'Type', filingStatus: 'Filing',
      status: 'State', statuses: { '0': 'In service', '1': 'Out of service' }, gps: 'GPS', online: 'Online', offline: 'Offline', plateHint: 'At least 2 characters; part of a plate finds it',
      criteria: 'Enter a plate (2 characters or more) or a fleet name, then search', orgCode: 'Yard code', orgName: 'Yard', lineCode: 'Line', ctnSizeType: 'Size/type',
      ctnCount: 'Empties', updateTime: 'Updated',
    } },
  },
  'zh-TW': {
    portal: { query: {
      trucks: '車輛查詢', truckLicense: '車牌號碼', trailerLicense: '拖車車牌', fleetName: '所屬車隊', truckType: '車輛類型', filingStatus: '備案狀態',
      status: '狀態', statuses: { '0': '使用中', '1': '停用' }, gps: 'GPS', online: '上線', offline: '離線', plateHint: '至少2碼，可輸入部分車牌',
      criteria: '請輸入車牌號碼（至少2碼）或車隊名稱後查詢', orgCode: '貨櫃場代碼', orgName: '貨櫃場', lineCode: '船公司', ctnSizeType: '櫃型尺寸',
      ctnCount: '空櫃數', updateTime: '更新時間',
    } },
  },
  'pt-BR': {
    portal: { query: {
      trucks: 'Consulta de caminhões', truckLicense: 'Placa', trailerLicense: 'Reboque', fleetName: 'Frota', truckType: 'Tipo', filingStatus: 'Cadastro',
      status: 'Situação', statuses: { '0': 'Em uso', '1': 'Fora de uso' }, gps: 'GPS', online: 'On-line', offline: 'Off-line', plateHint: 'Pelo menos 2 caracteres; parte da placa serve',
      criteria: 'Informe a placa (2 caracteres ou mais) ou o nome da frota e pesquise', orgCode: 'Código do pátio', orgName: 'Pátio', lineCode: 'Armador', ctnSizeType: 'Tamanho/tipo',
      ctnCount: 'Vazios', updateTime: 'Atualizado em',
    } },
  },
};
