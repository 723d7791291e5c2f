/**
 * The barcode-lift domain's texts (namespace `barcode`): zh-CN the source, en-US, zh-TW (Taiwan usage) and pt-BR, each
 * complete (the compiler checks the keys). The server's refusals at the gate read them too (clientText).
 */
const zhCN = {
  menus: { barcodeLifting: '条码提箱', barcodeLifting_lifts: '条码提箱', barcodeLifting_liftDetail: '条码详情', barcodeLifting_liftForm: '申请条码提箱', barcodeLifting_gate: '闸口验码', barcodeOperations: '条码提箱作业' },
  barcode: {
    pages: { lifts: '条码提箱', liftDetail: '条码详情', liftForm: '申请条码提箱', gate: '闸口验码' },
    fields: {
      id: '编号', barcodeNo: '提箱条码', status: '状态', ownerCompanyName: '货代', yardName: '提箱堆场', applicationId: '放箱单', applyNo: '提箱申请号', releaseNo: '放箱单号',
      ctnNo: '箱号', sizeType: '尺寸箱型', truckPlate: '车牌号', validUntil: '有效期至', feeCents: '条码提箱费', liftTime: '提箱时间', createTime: '申请时间', updateTime: '更新时间',
    },
    sections: { barcode: '提箱条码', container: '箱与放箱', apply: '申请条码提箱', code: '条码' },
    status: { issued: '已出码', used: '已提箱', expired: '已过期', cancelled: '已作废' },
    actions: { lift: '确认提箱', cancel: '作废条码', print: '打印条码' },
    confirm: { lift: '确认该箱已出闸提离？提箱后条码失效并结算条码提箱费。', cancel: '作废后条码不能再使用，冻结的条码提箱费将退回可用余额。确认作废？' },
    placeholders: { truckPlate: '如 浙B3K721', barcode: '扫描或输入提箱条码' },
    gate: {
      hint: '扫描枪扫码或手工输入司机出示的提箱条码，核对箱号、车牌与放箱信息后确认提箱。',
      check: '验码', lifted: '已放行：{{ctnNo}}（{{truckPlate}}）', valid: '条码有效，请核对后确认提箱', next: '下一辆',
    },
    phone: '司机可在手机上出示此条码',
    barcodeInvalid: '条码格式或校验位不正确，请重新扫描或核对输入',
    plateInvalid: '车牌号格式不正确（如 浙B3K721）',
    releaseUnknown: '放箱单不存在、未放箱或不属于本公司',
    releaseExpired: '放箱单已于 {{date}} 过期，不能申请条码',
    containerNotReleased: '箱号 {{ctnNo}} 不在该放箱单的放箱箱号中',
    sizeMismatch: '放箱单未指定箱号时须由船代放箱后再申请',
    quotaFull: '该放箱单的 {{count}} 个箱量已全部申请了条码',
    containerTaken: '该箱已有有效的提箱条码，一个箱只能申请一次',
    insufficient: '预付款可用余额不足，请先充值',
    feeDescription: '条码提箱费用',
    unknown: '条码 {{code}} 不存在',
    used: '该条码已于 {{time}} 提箱，不能重复使用',
    expired: '该条码已于 {{date}} 过期，不能提箱',
    cancelled: '该条码已作废，不能提箱',
    otherYard: '该条码不是本堆场的提箱条码，请到 {{yard}} 提箱',
  },
};

const enUS = {
  menus: { barcodeLifting: 'Barcode pick-up', barcodeLifting_lifts: 'Barcode pick-up', barcodeLifting_liftDetail: 'Barcode', barcodeLifting_liftForm: 'Apply for a barcode pick-up', barcodeLifting_gate: 'Gate barcode check', barcodeOperations: 'Barcode pick-up operations' },
  barcode: {
    pages: { lifts: 'Barcode pick-up', liftDetail: 'Barcode', liftForm: 'Apply for a barcode pick-up', gate: 'Gate barcode check' },
    fields: {
      id: 'ID', barcodeNo: 'Pick-up barcode', status: 'Status', ownerCompanyName: 'Forwarder', yardName: 'Pick-up yard', applicationId: 'Release', applyNo: 'Pick-up application no.', releaseNo: 'Release no.',
      ctnNo: 'Container no.', sizeType: 'Size/type', truckPlate: 'Truck plate', validUntil: 'Valid until', feeCents: 'Barcode fee', liftTime: 'Picked up at', createTime: 'Applied', updateTime: 'Updated',
    },
    sections: { barcode: 'Pick-up barcode', container: 'Container and release', apply: 'Apply for a barcode pick-up', code: 'Barcode' },
    status: { issued: 'Issued', used: 'Picked up', expired: 'Expired', cancelled: 'Cancelled' },
    actions: { lift: 'Confirm pick-up', cancel: 'Cancel barcode', print: 'Print barcode' },
    confirm: { lift: 'Confirm the container has left through the gate? The barcode is then used and its fee settled.', cancel: 'A cancelled barcode cannot be used; the held fee returns to your available balance. Cancel it?' },
    placeholders: { truckPlate: 'Province character, office letter, 5–6 letters or digits', barcode: 'Scan or type the pick-up barcode' },
    gate: {
      hint: "Scan or type the barcode the driver shows, check the container, plate and release, then confirm the pick-up.",
      check: 'Check', lifted: 'Released: {{ctnNo}} ({{truckPlate}})', valid: 'The barcode is valid; check and confirm the pick-up', next: 'Next truck',
    },
    phone: 'The driver may show this barcode on a phone',
    barcodeInvalid: 'The barcode is malformed or its check character is wrong; scan again or check what was typed',
    plateInvalid: 'The plate is not valid (the province character, the office letter and 5 to 6 letters or digits)',
    releaseUnknown: 'The release does not exist, is not released or is not your company’s',
    releaseExpired: 'The release expired on {{date}}; no barcode can be issued',
    containerNotReleased: 'Container {{ctnNo}} is not among the containers of this release',
    sizeMismatch: 'The release names no containers yet; apply once the agent has released them',
    quotaFull: 'All {{count}} containers of this release already have barcodes',
    containerTaken: 'This container already has a valid pick-up barcode; a container is applied for once',
    insufficient: 'The available prepayment does not cover the fee; top up first',
    feeDescription: 'Barcode pick-up fee',
    unknown: 'Barcode {{code}} does not exist',
    used: 'This barcode was used for a pick-up at {{time}}; it cannot be used again',
    expired: 'This barcode expired on {{date}}; no pick-up',
    cancelled: 'This barcode was cancelled; no pick-up',
    otherYard: 'This barcode is not for this yard; the container is picked up at {{yard}}',
  },
};

const zhTW = {
  menus: { barcodeLifting: '條碼提櫃', barcodeLifting_lifts: '條碼提櫃', barcodeLifting_liftDetail: '條碼明細', barcodeLifting_liftForm: '申請條碼提櫃', barcodeLifting_gate: '閘口驗碼', barcodeOperations: '條碼提櫃作業' },
  barcode: {
    pages: { lifts: '條碼提櫃', liftDetail: '條碼明細', liftForm: '申請條碼提櫃', gate: '閘口驗碼' },
    fields: {
      id: '編號', barcodeNo: '提櫃條碼', status: '狀態', ownerCompanyName: '承攬業者', yardName: '提櫃貨櫃場', applicationId: '放櫃單', applyNo: '提櫃申請號', releaseNo: '放櫃單號',
      ctnNo: '櫃號', sizeType: '尺寸櫃型', truckPlate: '車牌號碼', validUntil: '有效期限', feeCents: '條碼提櫃費', liftTime: '提櫃時間', createTime: '申請時間', updateTime: '更新時間',
    },
    sections: { barcode: '提櫃條碼', container: '貨櫃與放櫃', apply: '申請條碼提櫃', code: '條碼' },
    status: { issued: '已出碼', used: '已提櫃', expired: '已逾期', cancelled: '已作廢' },
    actions: { lift: '確認提櫃', cancel: '作廢條碼', print: '列印條碼' },
    confirm: { lift: '確認該櫃已出閘提離？提櫃後條碼失效並結算條碼提櫃費。', cancel: '作廢後條碼不能再使用，凍結的條碼提櫃費將退回可用餘額。確認作廢？' },
    placeholders: { truckPlate: '例如 浙B3K721', barcode: '掃描或輸入提櫃條碼' },
    gate: {
      hint: '以掃描器掃碼或手動輸入司機出示的提櫃條碼，核對櫃號、車牌與放櫃資訊後確認提櫃。',
      check: '驗碼', lifted: '已放行：{{ctnNo}}（{{truckPlate}}）', valid: '條碼有效，請核對後確認提櫃', next: '下一輛',
    },
    phone: '司機可用手機出示此條碼',
    barcodeInvalid: '條碼格式或檢查碼不正確，請重新掃描或核對輸入',
    plateInvalid: '車牌號碼格式不正確（例如 浙B3K721）',
    releaseUnknown: '放櫃單不存在、尚未放櫃或不屬於本公司',
    releaseExpired: '放櫃單已於 {{date}} 逾期，不能申請條碼',
    containerNotReleased: '櫃號 {{ctnNo}} 不在此放櫃單的放櫃櫃號中',
    sizeMismatch: '放櫃單尚未指定櫃號，請待船務代理放櫃後再申請',
    quotaFull: '此放櫃單的 {{count}} 個櫃量已全部申請條碼',
    containerTaken: '此櫃已有有效的提櫃條碼，一個櫃只能申請一次',
    insufficient: '預付款可用餘額不足，請先儲值',
    feeDescription: '條碼提櫃費用',
    unknown: '條碼 {{code}} 不存在',
    used: '此條碼已於 {{time}} 提櫃，不能重複使用',
    expired: '此條碼已於 {{date}} 逾期，不能提櫃',
    cancelled: '此條碼已作廢，不能提櫃',
    otherYard: '此條碼不是本貨櫃場的提櫃條碼，請至 {{yard}} 提櫃',
  },
};

const ptBR = {
  menus: { barcodeLifting: 'Retirada por código de barras', barcodeLifting_lifts: 'Retirada por código de barras', barcodeLifting_liftDetail: 'Código de barras', barcodeLifting_liftForm: 'Solicitar retirada por código', barcodeLifting_gate: 'Conferência no gate', barcodeOperations: 'Operações de retirada por código' },
  barcode: {
    pages: { lifts: 'Retirada por código de barras', liftDetail: 'Código de barras', liftForm: 'Solicitar retirada por código', gate: 'Conferência no gate' },
    fields: {
      id: 'ID', barcodeNo: 'Código de retirada', status: 'Status', ownerCompanyName: 'Agente de cargas', yardName: 'Pátio de retirada', applicationId: 'Liberação', applyNo: 'Nº da solicitação de retirada', releaseNo: 'Nº da liberação',
      ctnNo: 'Nº do contêiner', sizeType: 'Tamanho/tipo', truckPlate: 'Placa do caminhão', validUntil: 'Válido até', feeCents: 'Taxa do código', liftTime: 'Retirado em', createTime: 'Solicitado em', updateTime: 'Atualizado em',
    },
    sections: { barcode: 'Código de retirada', container: 'Contêiner e liberação', apply: 'Solicitar retirada por código', code: 'Código' },
    status: { issued: 'Emitido', used: 'Retirado', expired: 'Expirado', cancelled: 'Cancelado' },
    actions: { lift: 'Confirmar retirada', cancel: 'Cancelar código', print: 'Imprimir código' },
    confirm: { lift: 'Confirmar que o contêiner saiu pelo gate? O código fica usado e a taxa é liquidada.', cancel: 'Um código cancelado não pode ser usado; a taxa bloqueada volta ao saldo disponível. Cancelar?' },
    placeholders: { truckPlate: 'Caractere da província, letra do órgão, 5 a 6 letras ou dígitos', barcode: 'Leia ou digite o código de retirada' },
    gate: {
      hint: 'Leia com o scanner ou digite o código que o motorista apresenta, confira contêiner, placa e liberação e confirme a retirada.',
      check: 'Conferir', lifted: 'Liberado: {{ctnNo}} ({{truckPlate}})', valid: 'Código válido; confira e confirme a retirada', next: 'Próximo caminhão',
    },
    phone: 'O motorista pode apresentar este código no celular',
    barcodeInvalid: 'O código está malformado ou o dígito verificador não confere; leia de novo ou confira a digitação',
    plateInvalid: 'A placa não é válida (caractere da província, letra do órgão e 5 a 6 letras ou dígitos)',
    releaseUnknown: 'A liberação não existe, não foi liberada ou não é da sua empresa',
    releaseExpired: 'A liberação venceu em {{date}}; não é possível emitir código',
    containerNotReleased: 'O contêiner {{ctnNo}} não está entre os contêineres desta liberação',
    sizeMismatch: 'A liberação ainda não indica contêineres; solicite depois que o agente os liberar',
    quotaFull: 'Os {{count}} contêineres desta liberação já têm código',
    containerTaken: 'Este contêiner já tem um código de retirada válido; cada contêiner é solicitado uma vez',
    insufficient: 'O saldo pré-pago disponível não cobre a taxa; faça uma recarga antes',
    feeDescription: 'Taxa de retirada por código de barras',
    unknown: 'O código {{code}} não existe',
    used: 'Este código já foi usado em uma retirada às {{time}}; não pode ser usado de novo',
    expired: 'Este código venceu em {{date}}; retirada recusada',
    cancelled: 'Este código foi cancelado; retirada recusada',
    otherYard: 'Este código não é deste pátio; o contêiner é retirado em {{yard}}',
  },
};

export const barcodeTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;
