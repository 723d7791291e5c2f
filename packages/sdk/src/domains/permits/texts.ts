/**
 * The permits domain's texts (namespace `permits`): zh-CN the source, en-US, zh-TW (Taiwan usage) and pt-BR, each
 * complete (the compiler checks the keys). Province names come from ./provinces.
 */
import { provinceLabels } from './provinces';

const zhCN = {
  menus: { papDetail: '港区通行证', papDetail_filings: '车辆备案', papDetail_vehicleDetails: '车辆备案详情', papDetail_papCarReviewAmap: '车辆备案审核', papDetail_vehicleChildDetails: '挂车备案详情', papDetail_filingForm: '车辆备案申请', papDetail_provinceAbbrTable: '省份简称表', papOperations: '港区通行作业' },
  permits: {
    pages: { filings: '车辆备案', filingDetail: '车辆备案详情', filingForm: '车辆备案申请', provinceAbbrTable: '省份简称表' },
    fields: {
      id: '编号', filingNo: '备案编号', status: '状态', ownerCompanyName: '车队', truckId: '车辆', plateProvince: '车牌省份', plateNo: '车牌号码', truckLicense: '车牌号',
      trailerProvince: '挂车车牌省份', trailerPlateNo: '挂车车牌号码', trailerLicense: '挂车车牌号', truckType: '车辆类型', vin: '车辆识别代号(VIN)', insuranceExpiry: '保险到期日',
      drivingLicenceFile: '驾驶证', vehicleLicenceFile: '行驶证', insuranceFile: '保险单', photoFile: '车辆照片', trailerLicenceFile: '挂车行驶证',
      permitNo: '通行证号', validFrom: '有效期起', validTo: '有效期止', feeCents: '通行证费用', rejectReason: '驳回/吊销原因', createTime: '创建时间', updateTime: '更新时间',
    },
    sections: { vehicle: '车辆信息', trailer: '挂车', documents: '证件材料', permit: '港区通行证', positions: '车辆近期位置' },
    status: { draft: '草稿', submitted: '待审核', approved: '已备案', rejected: '已驳回', revoked: '已吊销' },
    actions: { submit: '提交备案', approve: '审核通过', reject: '驳回', resubmit: '重新提交', renew: '续期', revoke: '吊销' },
    confirm: { submit: '提交后将从预付款中冻结通行证费用 380.00 元，确认提交？', approve: '确认审核通过并核发港区通行证？', renew: '续期将从预付款中扣除 380.00 元，通行证延长一年，确认续期？' },
    truckTypes: { QYC: '牵引车', BGC: '半挂车', ZHC: '载货车', XSC: '厢式货车' },
    placeholders: { plateNo: '如 B12345', trailerPlateNo: '如 B1234（不含“挂”）' },
    provinces: provinceLabels('zh-CN'),
    provinceTable: { abbr: '简称', province: '省级行政区', hint: '车牌号以省份简称开头，其后为发牌机关代号字母与序号；挂车号牌以“挂”结尾。' },
    positions: { empty: '最近24小时没有该车的定位数据', failed: '车辆位置加载失败', points: '最近24小时共 {{count}} 个定位点', last: '最后定位：{{time}}' },
    plateInvalid: '车牌号码格式不正确（发牌机关字母加5至6位字母或数字）',
    trailerPlateInvalid: '挂车车牌号码格式不正确（发牌机关字母加4位字母或数字）',
    vinInvalid: '车辆识别代号须为17位字母或数字（不含I、O、Q）',
    trailerProvinceRequired: '请选择挂车车牌省份',
    trailerPlateRequired: '请填写挂车车牌号码',
    trailerLicenceRequired: '有挂车时须上传挂车行驶证',
    insuranceExpired: '保险已过期，请上传有效保单',
    plateTaken: '该车牌已有备案申请',
    insufficient: '预付款可用余额不足，请先充值',
    feeDescription: '港区通行证费用',
    lapsedByTruckChange: '车辆的车牌或车型已变更，原备案失效，请重新备案',
  },
};

const enUS = {
  menus: { papDetail: 'Port access permits', papDetail_filings: 'Vehicle filing', papDetail_vehicleDetails: 'Vehicle filing', papDetail_papCarReviewAmap: 'Vehicle filing review', papDetail_vehicleChildDetails: 'Trailer filing', papDetail_filingForm: 'File a vehicle', papDetail_provinceAbbrTable: 'Province abbreviations', papOperations: 'Port access operations' },
  permits: {
    pages: { filings: 'Vehicle filing', filingDetail: 'Vehicle filing', filingForm: 'File a vehicle', provinceAbbrTable: 'Province abbreviations' },
    fields: {
      id: 'ID', filingNo: 'Filing no.', status: 'Status', ownerCompanyName: 'Fleet', truckId: 'Truck', plateProvince: 'Plate province', plateNo: 'Plate number', truckLicense: 'Plate',
      trailerProvince: 'Trailer plate province', trailerPlateNo: 'Trailer plate number', trailerLicense: 'Trailer plate', truckType: 'Vehicle type', vin: 'VIN', insuranceExpiry: 'Insurance expires',
      drivingLicenceFile: 'Driving licence', vehicleLicenceFile: 'Vehicle licence', insuranceFile: 'Insurance policy', photoFile: 'Photo of the truck', trailerLicenceFile: 'Trailer licence',
      permitNo: 'Permit no.', validFrom: 'Valid from', validTo: 'Valid to', feeCents: 'Permit fee', rejectReason: 'Reason (rejection or revocation)', createTime: 'Created', updateTime: 'Updated',
    },
    sections: { vehicle: 'Vehicle', trailer: 'Trailer', documents: 'Documents', permit: 'Port access permit', positions: 'Recent positions of the truck' },
    status: { draft: 'Draft', submitted: 'Under review', approved: 'Filed', rejected: 'Rejected', revoked: 'Revoked' },
    actions: { submit: 'Submit filing', approve: 'Approve', reject: 'Reject', resubmit: 'Resubmit', renew: 'Renew', revoke: 'Revoke' },
    confirm: { submit: 'Submitting holds the permit fee of 380.00 from your prepayment. Submit?', approve: 'Approve and issue the port access permit?', renew: 'Renewing pays 380.00 from your prepayment and extends the permit by a year. Renew?' },
    truckTypes: { QYC: 'Tractor', BGC: 'Semi-trailer', ZHC: 'Cargo truck', XSC: 'Box truck' },
    placeholders: { plateNo: 'e.g. B12345', trailerPlateNo: 'e.g. B1234 (without the trailer mark)' },
    provinces: provinceLabels('en-US'),
    provinceTable: { abbr: 'Abbreviation', province: 'Province-level division', hint: 'A plate opens with the province abbreviation, then the letter of the issuing office and the serial; trailer plates end with the trailer mark.' },
    positions: { empty: 'No positions of this truck in the last 24 hours', failed: 'The positions could not be loaded', points: '{{count}} positions in the last 24 hours', last: 'Last position: {{time}}' },
    plateInvalid: 'The plate number is not valid (the office letter and 5 to 6 letters or digits)',
    trailerPlateInvalid: 'The trailer plate number is not valid (the office letter and 4 letters or digits)',
    vinInvalid: 'The VIN must be 17 letters or digits (no I, O or Q)',
    trailerProvinceRequired: "Choose the trailer plate's province",
    trailerPlateRequired: 'Enter the trailer plate number',
    trailerLicenceRequired: "Upload the trailer's licence when filing a trailer",
    insuranceExpired: 'The insurance has expired; upload a valid policy',
    plateTaken: 'This plate already has a filing',
    insufficient: 'The available prepayment does not cover the fee; top up first',
    feeDescription: 'Port access permit fee',
    lapsedByTruckChange: 'The truck’s plates or type changed, so this filing lapsed; file the truck again',
  },
};

const zhTW = {
  menus: { papDetail: '港區通行證', papDetail_filings: '車輛備案', papDetail_vehicleDetails: '車輛備案明細', papDetail_papCarReviewAmap: '車輛備案審核', papDetail_vehicleChildDetails: '拖車備案明細', papDetail_filingForm: '車輛備案申請', papDetail_provinceAbbrTable: '省份簡稱表', papOperations: '港區通行作業' },
  permits: {
    pages: { filings: '車輛備案', filingDetail: '車輛備案明細', filingForm: '車輛備案申請', provinceAbbrTable: '省份簡稱表' },
    fields: {
      id: '編號', filingNo: '備案編號', status: '狀態', ownerCompanyName: '車隊', truckId: '車輛', plateProvince: '車牌省份', plateNo: '車牌號碼', truckLicense: '車牌號',
      trailerProvince: '拖車車牌省份', trailerPlateNo: '拖車車牌號碼', trailerLicense: '拖車車牌號', truckType: '車輛類型', vin: '車身號碼(VIN)', insuranceExpiry: '保險到期日',
      drivingLicenceFile: '駕照', vehicleLicenceFile: '行照', insuranceFile: '保險單', photoFile: '車輛照片', trailerLicenceFile: '拖車行照',
      permitNo: '通行證號', validFrom: '有效期起', validTo: '有效期迄', feeCents: '通行證費用', rejectReason: '駁回/撤銷原因', createTime: '建立時間', updateTime: '更新時間',
    },
    sections: { vehicle: '車輛資訊', trailer: '拖車', documents: '證件資料', permit: '港區通行證', positions: '車輛近期位置' },
    status: { draft: '草稿', submitted: '審核中', approved: '已備案', rejected: '已駁回', revoked: '已撤銷' },
    actions: { submit: '送出備案', approve: '審核通過', reject: '駁回', resubmit: '重新送出', renew: '續期', revoke: '撤銷' },
    confirm: { submit: '送出後將從預付款中凍結通行證費用 380.00 元，確認送出？', approve: '確認審核通過並核發港區通行證？', renew: '續期將從預付款中扣除 380.00 元，通行證延長一年，確認續期？' },
    truckTypes: { QYC: '曳引車', BGC: '半拖車', ZHC: '貨車', XSC: '廂型貨車' },
    placeholders: { plateNo: '例如 B12345', trailerPlateNo: '例如 B1234（不含「掛」）' },
    provinces: provinceLabels('zh-TW'),
    provinceTable: { abbr: '簡稱', province: '省級行政區', hint: '車牌號以省份簡稱開頭，其後為發牌機關代號字母與序號；拖車號牌以「掛」結尾。' },
    positions: { empty: '最近24小時沒有該車的定位資料', failed: '車輛位置載入失敗', points: '最近24小時共 {{count}} 個定位點', last: '最後定位：{{time}}' },
    plateInvalid: '車牌號碼格式不正確（發牌機關字母加5至6位字母或數字）',
    trailerPlateInvalid: '拖車車牌號碼格式不正確（發牌機關字母加4位字母或數字）',
    vinInvalid: '車身號碼須為17位字母或數字（不含I、O、Q）',
    trailerProvinceRequired: '請選擇拖車車牌省份',
    trailerPlateRequired: '請填寫拖車車牌號碼',
    trailerLicenceRequired: '有拖車時須上傳拖車行照',
    insuranceExpired: '保險已過期，請上傳有效保單',
    plateTaken: '該車牌已有備案申請',
    insufficient: '預付款可用餘額不足，請先儲值',
    feeDescription: '港區通行證費用',
    lapsedByTruckChange: '車輛的車牌或車型已變更，原備案失效，請重新備案',
  },
};

const ptBR = {
  menus: { papDetail: 'Licenças de acesso ao porto', papDetail_filings: 'Registro de veículos', papDetail_vehicleDetails: 'Registro de veículo', papDetail_papCarReviewAmap: 'Análise do registro de veículo', papDetail_vehicleChildDetails: 'Registro do reboque', papDetail_filingForm: 'Registrar veículo', papDetail_provinceAbbrTable: 'Abreviações das províncias', papOperations: 'Operações de acesso ao porto' },
  permits: {
    pages: { filings: 'Registro de veículos', filingDetail: 'Registro de veículo', filingForm: 'Registrar veículo', provinceAbbrTable: 'Abreviações das províncias' },
    fields: {
      id: 'ID', filingNo: 'Nº do registro', status: 'Situação', ownerCompanyName: 'Frota', truckId: 'Caminhão', plateProvince: 'Província da placa', plateNo: 'Número da placa', truckLicense: 'Placa',
      trailerProvince: 'Província da placa do reboque', trailerPlateNo: 'Número da placa do reboque', trailerLicense: 'Placa do reboque', truckType: 'Tipo de veículo', vin: 'Chassi (VIN)', insuranceExpiry: 'Vencimento do seguro',
      drivingLicenceFile: 'Carteira de motorista', vehicleLicenceFile: 'Documento do veículo', insuranceFile: 'Apólice de seguro', photoFile: 'Foto do caminhão', trailerLicenceFile: 'Documento do reboque',
      permitNo: 'Nº da licença', validFrom: 'Válida de', validTo: 'Válida até', feeCents: 'Taxa da licença', rejectReason: 'Motivo (recusa ou revogação)', createTime: 'Criado em', updateTime: 'Atualizado em',
    },
    sections: { vehicle: 'Veículo', trailer: 'Reboque', documents: 'Documentos', permit: 'Licença de acesso ao porto', positions: 'Posições recentes do caminhão' },
    status: { draft: 'Rascunho', submitted: 'Em análise', approved: 'Registrado', rejected: 'Recusado', revoked: 'Revogado' },
    actions: { submit: 'Enviar registro', approve: 'Aprovar', reject: 'Recusar', resubmit: 'Reenviar', renew: 'Renovar', revoke: 'Revogar' },
    confirm: { submit: 'O envio reserva a taxa de 380,00 do seu pré-pagamento. Enviar?', approve: 'Aprovar e emitir a licença de acesso ao porto?', renew: 'A renovação paga 380,00 do seu pré-pagamento e prorroga a licença por um ano. Renovar?' },
    truckTypes: { QYC: 'Cavalo mecânico', BGC: 'Semirreboque', ZHC: 'Caminhão de carga', XSC: 'Caminhão baú' },
    placeholders: { plateNo: 'ex.: B12345', trailerPlateNo: 'ex.: B1234 (sem a marca de reboque)' },
    provinces: provinceLabels('en-US'),
    provinceTable: { abbr: 'Abreviação', province: 'Divisão de nível provincial', hint: 'A placa começa pela abreviação da província, depois a letra do órgão emissor e o número; placas de reboque terminam com a marca de reboque.' },
    positions: { empty: 'Nenhuma posição deste caminhão nas últimas 24 horas', failed: 'Não foi possível carregar as posições', points: '{{count}} posições nas últimas 24 horas', last: 'Última posição: {{time}}' },
    plateInvalid: 'O número da placa não é válido (a letra do órgão e 5 a 6 letras ou dígitos)',
    trailerPlateInvalid: 'O número da placa do reboque não é válido (a letra do órgão e 4 letras ou dígitos)',
    vinInvalid: 'O chassi (VIN) deve ter 17 letras ou dígitos (sem I, O ou Q)',
    trailerProvinceRequired: 'Escolha a província da placa do reboque',
    trailerPlateRequired: 'Informe o número da placa do reboque',
    trailerLicenceRequired: 'Envie o documento do reboque ao registrar um reboque',
    insuranceExpired: 'O seguro venceu; envie uma apólice válida',
    plateTaken: 'Esta placa já tem um registro',
    insufficient: 'O pré-pagamento disponível não cobre a taxa; faça uma recarga antes',
    feeDescription: 'Taxa da licença de acesso ao porto',
    lapsedByTruckChange: 'As placas ou o tipo do caminhão mudaram e este registro perdeu a validade; registre o caminhão novamente',
  },
};

export const permitsTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;
