/** The yard-fee domain's texts (namespace `yardfee`), zh-CN the source; merged by ../index.ts. */
const zhCN = {
  menus: {
    yardCostManage: '堆场费用管理', yardCostManage_items: '费目费率', yardCostManage_itemDetail: '费目详情', yardCostManage_itemForm: '费目费率',
    yardCostManage_rates: '客户协议费率', yardCostManage_rateDetail: '协议费率详情', yardCostManage_rateForm: '客户协议费率',
    yardCostManage_visits: '堆存计费', yardCostManage_visitDetail: '计费详情', yardCostManage_report: '费用报表', yardfeeOperations: '堆场费用作业',
  },
  yardfee: {
    pages: { items: '费目费率', itemDetail: '费目详情', itemForm: '费目费率', rates: '客户协议费率', rateDetail: '协议费率详情', rateForm: '客户协议费率', visits: '堆存计费', visitDetail: '计费详情', report: '费用报表' },
    sections: { item: '费目费率', rate: '协议费率', record: '记录信息', visit: '进出场', bill: '账单', lines: '费用明细' },
    itemCodes: { STORAGE: '堆存费', LIFT_OFF: '卸车费(吊箱落场)', LIFT_ON: '装车费(吊箱上车)', REEFER: '冷藏箱插电费', WEIGH: '过磅费' },
    sizes: { 20: '20尺', 40: '40尺', 45: '45尺' },
    types: { G: '普通箱', R: '冷藏箱', U: '开顶箱', P: '平台箱', T: '罐箱' },
    emptyFull: { E: '空箱', F: '重箱' },
    events: { gateIn: '进闸', discharge: '卸船', gateOut: '出闸', load: '装船' },
    item: {
      fields: { id: '编号', itemCode: '费目', name: '费目名称', ctnSize: '尺寸', ctnType: '箱型', emptyFull: '空重', freeDays: '免费天数', priceCents: '单价(元)', operatorName: '收费单位', updateTime: '更新时间' },
    },
    rate: {
      fields: {
        id: '编号', itemId: '费目', itemName: '费目名称', itemCode: '费目', tariffCents: '标准单价(元)', customerCode: '客户企业代码', customerName: '客户', priceCents: '协议单价(元)',
        freeDays: '协议免费天数', validFrom: '生效日期', validTo: '失效日期', remark: '备注', operatorName: '收费单位', updateTime: '更新时间',
      },
      validOrder: '失效日期不能早于生效日期',
    },
    visit: {
      fields: {
        id: '编号', containerNo: '箱号', sizeType: '尺寸箱型', emptyFull: '空重', place: '场站', billNo: '提单/订舱号', startEvent: '进场方式', inTime: '进场时间',
        endEvent: '出场方式', outTime: '出场时间', days: '天数', feeCents: '费用(元)', status: '状态', chargeNo: '账单号', customerName: '客户', operatorName: '收费单位', paidTime: '支付时间',
      },
      status: { in: '在场', out: '待支付', paid: '已支付' },
    },
    fee: {
      item: '费目', quantity: '计费数量', freeDays: '免费天数', unit: '单价(元)', amount: '金额(元)', custom: '协议价', tariff: '标准价', total: '合计(元)',
      days: '{{days}}天', asOf: '在场箱按当前时间估算', kept: '已按支付时的费用明细结算', empty: '无收费项目', noCustomer: '未识别客户，不能支付',
    },
    pay: { action: '支付', confirm: '从预付款账户支付 {{amount}} 元？', done: '已支付，账单号 {{chargeNo}}', goTopUp: '去充值' },
    report: {
      by: '统计维度', day: '按日', customer: '按客户', item: '按费目', range: '支付日期', count: '笔数', amount: '金额(元)', key: '项目', total: '合计', export: '导出',
      chart: '收费金额', empty: '所选范围内没有已支付的账单',
    },
    errors: {
      notOut: '集装箱尚未出场，不能支付', paid: '该账单已支付', notCustomer: '只能支付本企业的账单', noCustomer: '该进场记录没有识别到客户，不能支付', noFee: '没有应付费用',
      customerUnknown: '客户企业{{code}}不存在', customerSelf: '不能为本企业设置协议费率', itemNotYours: '只能使用本企业的费目', operatorOnly: '只有堆场或码头可以维护费率',
      rangeTooLong: '统计范围不能超过366天',
    },
    notices: {
      rateTitle: '协议费率已更新', rate: '{{operator}} 更新了您的协议费率：{{item}} {{amount}} 元', paidTitle: '堆存费已支付', paid: '{{customer}} 已支付账单 {{chargeNo}}（箱号 {{containerNo}}），{{amount}} 元',
    },
    ledger: '堆场费用 {{containerNo}}',
  },
};

type Texts = typeof zhCN;
type Complete<T> = { [K in keyof T]: T[K] extends string ? string : Complete<T[K]> };

const enUS: Complete<Texts> = {
  menus: {
    yardCostManage: 'Yard fees', yardCostManage_items: 'Tariff', yardCostManage_itemDetail: 'Tariff item', yardCostManage_itemForm: 'Tariff item',
    yardCostManage_rates: 'Customer rates', yardCostManage_rateDetail: 'Customer rate', yardCostManage_rateForm: 'Customer rate',
    yardCostManage_visits: 'Storage billing', yardCostManage_visitDetail: 'Visit charges', yardCostManage_report: 'Charge report', yardfeeOperations: 'Yard fee operations',
  },
  yardfee: {
    pages: { items: 'Tariff', itemDetail: 'Tariff item', itemForm: 'Tariff item', rates: 'Customer rates', rateDetail: 'Customer rate', rateForm: 'Customer rate', visits: 'Storage billing', visitDetail: 'Visit charges', report: 'Charge report' },
    sections: { item: 'Tariff item', rate: 'Customer rate', record: 'Record', visit: 'In and out', bill: 'Bill', lines: 'Charges' },
    itemCodes: { STORAGE: 'Storage', LIFT_OFF: 'Lift-off (truck to stack)', LIFT_ON: 'Lift-on (stack to truck)', REEFER: 'Reefer plug-in', WEIGH: 'Weighing' },
    sizes: { 20: '20 ft', 40: '40 ft', 45: '45 ft' },
    types: { G: 'General', R: 'Reefer', U: 'Open top', P: 'Platform', T: 'Tank' },
    emptyFull: { E: 'Empty', F: 'Full' },
    events: { gateIn: 'Gate-in', discharge: 'Discharge', gateOut: 'Gate-out', load: 'Load' },
    item: {
      fields: { id: 'ID', itemCode: 'Fee item', name: 'Name', ctnSize: 'Size', ctnType: 'Type', emptyFull: 'Empty/full', freeDays: 'Free days', priceCents: 'Unit price (CNY)', operatorName: 'Charged by', updateTime: 'Updated' },
    },
    rate: {
      fields: {
        id: 'ID', itemId: 'Fee item', itemName: 'Item name', itemCode: 'Fee item', tariffCents: 'Tariff price (CNY)', customerCode: 'Customer code', customerName: 'Customer', priceCents: 'Agreed price (CNY)',
        freeDays: 'Agreed free days', validFrom: 'Valid from', validTo: 'Valid to', remark: 'Remarks', operatorName: 'Charged by', updateTime: 'Updated',
      },
      validOrder: 'Valid to cannot be before valid from',
    },
    visit: {
      fields: {
        id: 'ID', containerNo: 'Container no.', sizeType: 'Size/type', emptyFull: 'Empty/full', place: 'Place', billNo: 'B/L / booking no.', startEvent: 'In by', inTime: 'In',
        endEvent: 'Out by', outTime: 'Out', days: 'Days', feeCents: 'Fee (CNY)', status: 'Status', chargeNo: 'Bill no.', customerName: 'Customer', operatorName: 'Charged by', paidTime: 'Paid',
      },
      status: { in: 'In yard', out: 'To pay', paid: 'Paid' },
    },
    fee: {
      item: 'Fee item', quantity: 'Quantity', freeDays: 'Free days', unit: 'Unit price (CNY)', amount: 'Amount (CNY)', custom: 'Agreed rate', tariff: 'Tariff', total: 'Total (CNY)',
      days: '{{days}} days', asOf: 'Still in the yard: estimated up to now', kept: 'Settled with the charges as paid', empty: 'Nothing to charge', noCustomer: 'No customer identified: cannot be paid',
    },
    pay: { action: 'Pay', confirm: 'Pay CNY {{amount}} from the prepayment account?', done: 'Paid, bill no. {{chargeNo}}', goTopUp: 'Top up' },
    report: {
      by: 'Group by', day: 'Day', customer: 'Customer', item: 'Fee item', range: 'Paid between', count: 'Bills', amount: 'Amount (CNY)', key: 'Group', total: 'Total', export: 'Export',
      chart: 'Charges', empty: 'No paid bills in this range',
    },
    errors: {
      notOut: 'The container has not left yet: nothing to pay', paid: 'This bill is already paid', notCustomer: 'You can only pay your own company\'s bills', noCustomer: 'No customer was identified for this visit: it cannot be paid', noFee: 'Nothing is due',
      customerUnknown: 'Company {{code}} does not exist', customerSelf: 'A company cannot set a rate for itself', itemNotYours: 'Use one of your own tariff items', operatorOnly: 'Only yards and terminals keep rates',
      rangeTooLong: 'The range cannot exceed 366 days',
    },
    notices: {
      rateTitle: 'Agreed rate updated', rate: '{{operator}} updated your agreed rate: {{item}} CNY {{amount}}', paidTitle: 'Storage bill paid', paid: '{{customer}} paid bill {{chargeNo}} (container {{containerNo}}), CNY {{amount}}',
    },
    ledger: 'Yard fees {{containerNo}}',
  },
};

const zhTW: Complete<Texts> = {
  menus: {
    yardCostManage: '貨櫃場費用管理', yardCostManage_items: '費目費率', yardCostManage_itemDetail: '費目詳情', yardCostManage_itemForm: '費目費率',
    yardCostManage_rates: '客戶協議費率', yardCostManage_rateDetail: '協議費率詳情', yardCostManage_rateForm: '客戶協議費率',
    yardCostManage_visits: '堆存計費', yardCostManage_visitDetail: '計費詳情', yardCostManage_report: '費用報表', yardfeeOperations: '貨櫃場費用作業',
  },
  yardfee: {
    pages: { items: '費目費率', itemDetail: '費目詳情', itemForm: '費目費率', rates: '客戶協議費率', rateDetail: '協議費率詳情', rateForm: '客戶協議費率', visits: '堆存計費', visitDetail: '計費詳情', report: '費用報表' },
    sections: { item: '費目費率', rate: '協議費率', record: '紀錄資訊', visit: '進出場', bill: '帳單', lines: '費用明細' },
    itemCodes: { STORAGE: '堆存費', LIFT_OFF: '卸車費(吊櫃落場)', LIFT_ON: '裝車費(吊櫃上車)', REEFER: '冷藏櫃插電費', WEIGH: '過磅費' },
    sizes: { 20: '20呎', 40: '40呎', 45: '45呎' },
    types: { G: '普通櫃', R: '冷藏櫃', U: '開頂櫃', P: '平板櫃', T: '罐式櫃' },
    emptyFull: { E: '空櫃', F: '重櫃' },
    events: { gateIn: '進閘', discharge: '卸船', gateOut: '出閘', load: '裝船' },
    item: {
      fields: { id: '編號', itemCode: '費目', name: '費目名稱', ctnSize: '尺寸', ctnType: '櫃型', emptyFull: '空重', freeDays: '免費天數', priceCents: '單價(元)', operatorName: '收費單位', updateTime: '更新時間' },
    },
    rate: {
      fields: {
        id: '編號', itemId: '費目', itemName: '費目名稱', itemCode: '費目', tariffCents: '標準單價(元)', customerCode: '客戶企業代碼', customerName: '客戶', priceCents: '協議單價(元)',
        freeDays: '協議免費天數', validFrom: '生效日期', validTo: '失效日期', remark: '備註', operatorName: '收費單位', updateTime: '更新時間',
      },
      validOrder: '失效日期不能早於生效日期',
    },
    visit: {
      fields: {
        id: '編號', containerNo: '櫃號', sizeType: '尺寸櫃型', emptyFull: '空重', place: '場站', billNo: '提單/訂艙號', startEvent: '進場方式', inTime: '進場時間',
        endEvent: '出場方式', outTime: '出場時間', days: '天數', feeCents: '費用(元)', status: '狀態', chargeNo: '帳單號', customerName: '客戶', operatorName: '收費單位', paidTime: '付款時間',
      },
      status: { in: '在場', out: '待付款', paid: '已付款' },
    },
    fee: {
      item: '費目', quantity: '計費數量', freeDays: '免費天數', unit: '單價(元)', amount: '金額(元)', custom: '協議價', tariff: '標準價', total: '合計(元)',
      days: '{{days}}天', asOf: '在場櫃依目前時間估算', kept: '已依付款時的費用明細結算', empty: '無收費項目', noCustomer: '未識別客戶，不能付款',
    },
    pay: { action: '付款', confirm: '從預付款帳戶支付 {{amount}} 元？', done: '已付款，帳單號 {{chargeNo}}', goTopUp: '去儲值' },
    report: {
      by: '統計維度', day: '按日', customer: '按客戶', item: '按費目', range: '付款日期', count: '筆數', amount: '金額(元)', key: '項目', total: '合計', export: '匯出',
      chart: '收費金額', empty: '所選範圍內沒有已付款的帳單',
    },
    errors: {
      notOut: '貨櫃尚未出場，不能付款', paid: '此帳單已付款', notCustomer: '只能支付本企業的帳單', noCustomer: '此進場紀錄沒有識別到客戶，不能付款', noFee: '沒有應付費用',
      customerUnknown: '客戶企業{{code}}不存在', customerSelf: '不能為本企業設定協議費率', itemNotYours: '只能使用本企業的費目', operatorOnly: '只有貨櫃場或碼頭可以維護費率',
      rangeTooLong: '統計範圍不能超過366天',
    },
    notices: {
      rateTitle: '協議費率已更新', rate: '{{operator}} 更新了您的協議費率：{{item}} {{amount}} 元', paidTitle: '堆存費已付款', paid: '{{customer}} 已支付帳單 {{chargeNo}}（櫃號 {{containerNo}}），{{amount}} 元',
    },
    ledger: '貨櫃場費用 {{containerNo}}',
  },
};

const ptBR: Complete<Texts> = {
  menus: {
    yardCostManage: 'Taxas de pátio', yardCostManage_items: 'Tarifário', yardCostManage_itemDetail: 'Item do tarifário', yardCostManage_itemForm: 'Item do tarifário',
    yardCostManage_rates: 'Tarifas de clientes', yardCostManage_rateDetail: 'Tarifa de cliente', yardCostManage_rateForm: 'Tarifa de cliente',
    yardCostManage_visits: 'Cobrança de armazenagem', yardCostManage_visitDetail: 'Cobranças da estadia', yardCostManage_report: 'Relatório de cobranças', yardfeeOperations: 'Operações de taxas de pátio',
  },
  yardfee: {
    pages: { items: 'Tarifário', itemDetail: 'Item do tarifário', itemForm: 'Item do tarifário', rates: 'Tarifas de clientes', rateDetail: 'Tarifa de cliente', rateForm: 'Tarifa de cliente', visits: 'Cobrança de armazenagem', visitDetail: 'Cobranças da estadia', report: 'Relatório de cobranças' },
    sections: { item: 'Item do tarifário', rate: 'Tarifa de cliente', record: 'Registro', visit: 'Entrada e saída', bill: 'Fatura', lines: 'Cobranças' },
    itemCodes: { STORAGE: 'Armazenagem', LIFT_OFF: 'Descarga do caminhão', LIFT_ON: 'Carga no caminhão', REEFER: 'Tomada de reefer', WEIGH: 'Pesagem' },
    sizes: { 20: '20 pés', 40: '40 pés', 45: '45 pés' },
    types: { G: 'Comum', R: 'Reefer', U: 'Teto aberto', P: 'Plataforma', T: 'Tanque' },
    emptyFull: { E: 'Vazio', F: 'Cheio' },
    events: { gateIn: 'Entrada no gate', discharge: 'Descarga do navio', gateOut: 'Saída no gate', load: 'Embarque' },
    item: {
      fields: { id: 'ID', itemCode: 'Item de cobrança', name: 'Nome', ctnSize: 'Tamanho', ctnType: 'Tipo', emptyFull: 'Vazio/cheio', freeDays: 'Dias livres', priceCents: 'Preço unitário (CNY)', operatorName: 'Cobrado por', updateTime: 'Atualizado' },
    },
    rate: {
      fields: {
        id: 'ID', itemId: 'Item de cobrança', itemName: 'Nome do item', itemCode: 'Item de cobrança', tariffCents: 'Preço de tabela (CNY)', customerCode: 'Código do cliente', customerName: 'Cliente', priceCents: 'Preço acordado (CNY)',
        freeDays: 'Dias livres acordados', validFrom: 'Válido de', validTo: 'Válido até', remark: 'Observações', operatorName: 'Cobrado por', updateTime: 'Atualizado',
      },
      validOrder: 'A data final não pode ser anterior à inicial',
    },
    visit: {
      fields: {
        id: 'ID', containerNo: 'Nº do contêiner', sizeType: 'Tamanho/tipo', emptyFull: 'Vazio/cheio', place: 'Local', billNo: 'Nº do B/L / reserva', startEvent: 'Entrada por', inTime: 'Entrada',
        endEvent: 'Saída por', outTime: 'Saída', days: 'Dias', feeCents: 'Valor (CNY)', status: 'Situação', chargeNo: 'Nº da fatura', customerName: 'Cliente', operatorName: 'Cobrado por', paidTime: 'Pago em',
      },
      status: { in: 'No pátio', out: 'A pagar', paid: 'Pago' },
    },
    fee: {
      item: 'Item de cobrança', quantity: 'Quantidade', freeDays: 'Dias livres', unit: 'Preço unitário (CNY)', amount: 'Valor (CNY)', custom: 'Tarifa acordada', tariff: 'Tabela', total: 'Total (CNY)',
      days: '{{days}} dias', asOf: 'Ainda no pátio: estimado até agora', kept: 'Liquidado com as cobranças do pagamento', empty: 'Nada a cobrar', noCustomer: 'Cliente não identificado: não pode ser pago',
    },
    pay: { action: 'Pagar', confirm: 'Pagar CNY {{amount}} com o saldo pré-pago?', done: 'Pago, fatura nº {{chargeNo}}', goTopUp: 'Recarregar' },
    report: {
      by: 'Agrupar por', day: 'Dia', customer: 'Cliente', item: 'Item de cobrança', range: 'Pago entre', count: 'Faturas', amount: 'Valor (CNY)', key: 'Grupo', total: 'Total', export: 'Exportar',
      chart: 'Cobranças', empty: 'Nenhuma fatura paga neste período',
    },
    errors: {
      notOut: 'O contêiner ainda não saiu: nada a pagar', paid: 'Esta fatura já foi paga', notCustomer: 'Só é possível pagar faturas da própria empresa', noCustomer: 'Nenhum cliente identificado para esta estadia: não pode ser paga', noFee: 'Nada a pagar',
      customerUnknown: 'A empresa {{code}} não existe', customerSelf: 'Uma empresa não pode definir tarifa para si mesma', itemNotYours: 'Use um item do seu próprio tarifário', operatorOnly: 'Somente pátios e terminais mantêm tarifas',
      rangeTooLong: 'O período não pode passar de 366 dias',
    },
    notices: {
      rateTitle: 'Tarifa acordada atualizada', rate: '{{operator}} atualizou sua tarifa acordada: {{item}} CNY {{amount}}', paidTitle: 'Armazenagem paga', paid: '{{customer}} pagou a fatura {{chargeNo}} (contêiner {{containerNo}}), CNY {{amount}}',
    },
    ledger: 'Taxas de pátio {{containerNo}}',
  },
};

export const yardfeeTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR };
