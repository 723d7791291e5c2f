/** The B/L domain's texts (namespace `bl`), zh-CN the source; zh-TW (Taiwan usage) and pt-BR beside en-US. */
const zhCN = {
  menus: { blConfirm: '提单确认', blConfirm_bills: '提单确认', blConfirm_detail: '提单详情', blConfirm_audit: '提单审核', blConfirm_update: '提单草稿', shipConfig: '船期配置', shipConfig_td: '提单确认配置', shipConfig_fc: '订舱配置', shipConfig_close: '批量关闭船期', shipConfig_edit: '船期配置', shipConfig_detail: '船期配置详情', blOperations: '提单作业' },
  bl: {
    pages: { bills: '提单确认', billDetail: '提单详情', billForm: '提单草稿', shipConfigs: '船期配置', shipConfigDetail: '船期配置详情', shipConfigForm: '船期配置', shipConfigClose: '批量关闭船期', bookingNote: '订舱单' },
    bill: {
      fields: {
        id: '编号', blNo: '提单号', status: '状态', ownerCompanyName: '船代', forwarderName: '委托单位', bookingId: '订舱委托', bookingNo: '订舱号',
        shipper: '发货人', consignee: '收货人', notifyParty: '通知人', polCode: '装货港', podCode: '卸货港', voyageId: '船名航次', voyageName: '船名航次',
        cargoDescription: '货物描述', marks: '唛头', containers: '装箱明细', containerCount: '箱数', packages: '件数', grossWeight: '毛重(KG)', volume: '体积(CBM)',
        freightTerms: '运费条款', blType: '提单类型', correctionField: '更正项', correctionValue: '更正为', createTime: '创建时间', updateTime: '更新时间',
      },
      sections: { parties: '提单信息', routing: '航线与条款', cargo: '货物与装箱', corrections: '更正记录' },
      status: { draft: '草稿', issued: '待确认', correcting: '待更正', confirmed: '已确认', approved: '已审核' },
      actions: { issue: '签发草稿', requestCorrection: '申请更正', reissue: '重新签发', confirm: '确认提单', approve: '审核通过' },
      confirm: { issue: '确认签发该提单草稿给委托单位？', reissue: '确认已处理更正并重新签发？', confirm: '确认提单内容无误？', approve: '确认审核通过该提单？' },
      correction: { field: '更正项', value: '更正为', note: '说明', state: '处理结果', time: '申请时间', open: '待处理', applied: '已更正', declined: '未采纳', none: '暂无更正' },
      containersInvalid: '每行一箱：箱号 封号 箱型 件数 毛重 体积，箱号须通过校验且不重复',
      containersHint: '例：MSKU1234565 SL102938 40HC 520 12500.5 66.8（留空的提单信息取自订舱委托）',
      bookingUnknown: '订舱委托不存在、未受理或不属于本公司',
      billTaken: '该提单号已存在',
      voyageRequired: '请选择船名航次',
      fieldRequired: '请填写{{field}}（订舱委托中也没有）',
      correctionFieldInvalid: '该项不能申请更正',
      export: { packingList: '导出装箱单', verifyList: '导出核对单', pdf: 'PDF', excel: 'Excel', packingTitle: '装箱单', verifyTitle: '提单核对单', total: '合计', containerNo: '箱号', sealNo: '封号', sizeType: '箱型', printedAt: '打印时间' },
    },
    shipConfig: {
      fields: {
        id: '编号', voyageId: '船名航次', voyageName: '船名航次', ownerCompanyName: '船代', eta: '预计到港', bookingOpen: '开放订舱', bookingDeadline: '订舱截止',
        blOpen: '开放提单确认', blDeadline: '提单确认截止', remark: '备注', createTime: '创建时间', updateTime: '更新时间',
      },
      sections: { voyage: '船期', windows: '订舱与提单确认' },
      bookingClosed: '船期「{{voyage}}」已停止接受订舱',
      blClosed: '船期「{{voyage}}」已停止提单确认',
      voyageUnknown: '船期不存在或不属于本公司',
      voyageTaken: '该船期已有配置',
      close: { title: '批量关闭船期', pick: '选择船期', booking: '关闭订舱', bl: '关闭提单确认', submit: '关闭所选船期', done: '已关闭 {{count}} 个船期', nothing: '请至少选择一个船期和一项' },
      closed: '批量关闭',
    },
    bookingNote: { print: '打印订舱单', title: '订舱单', booking: '订舱委托' },
  },
};

type Texts = typeof zhCN;
/** The same shape as zh-CN with every text filled in (the compiler checks the keys). */
type Complete<T> = { [K in keyof T]: T[K] extends string ? string : Complete<T[K]> };

const enUS: Complete<Texts> = {
  menus: { blConfirm: 'B/L confirmation', blConfirm_bills: 'B/L confirmation', blConfirm_detail: 'B/L', blConfirm_audit: 'B/L review', blConfirm_update: 'B/L draft', shipConfig: 'Voyage settings', shipConfig_td: 'B/L confirmation settings', shipConfig_fc: 'Booking settings', shipConfig_close: 'Close voyages', shipConfig_edit: 'Voyage setting', shipConfig_detail: 'Voyage setting details', blOperations: 'B/L operations' },
  bl: {
    pages: { bills: 'B/L confirmation', billDetail: 'B/L', billForm: 'B/L draft', shipConfigs: 'Voyage settings', shipConfigDetail: 'Voyage setting', shipConfigForm: 'Voyage setting', shipConfigClose: 'Close voyages', bookingNote: 'Booking note' },
    bill: {
      fields: {
        id: 'ID', blNo: 'B/L no.', status: 'Status', ownerCompanyName: 'Agent', forwarderName: 'Forwarder', bookingId: 'Booking', bookingNo: 'Booking no.',
        shipper: 'Shipper', consignee: 'Consignee', notifyParty: 'Notify party', polCode: 'Port of loading', podCode: 'Port of discharge', voyageId: 'Vessel / voyage', voyageName: 'Vessel / voyage',
        cargoDescription: 'Description of goods', marks: 'Marks', containers: 'Containers', containerCount: 'Containers', packages: 'Packages', grossWeight: 'Gross weight (kg)', volume: 'Volume (m³)',
        freightTerms: 'Freight', blType: 'B/L type', correctionField: 'Field', correctionValue: 'Correct to', createTime: 'Created', updateTime: 'Updated',
      },
      sections: { parties: 'B/L', routing: 'Routing and terms', cargo: 'Cargo and containers', corrections: 'Corrections' },
      status: { draft: 'Draft', issued: 'To confirm', correcting: 'To correct', confirmed: 'Confirmed', approved: 'Approved' },
      actions: { issue: 'Issue draft', requestCorrection: 'Ask correction', reissue: 'Re-issue', confirm: 'Confirm B/L', approve: 'Approve' },
      confirm: { issue: 'Issue this B/L draft to the forwarder?', reissue: 'Corrections handled: re-issue the draft?', confirm: 'Confirm the B/L as shown?', approve: 'Approve this B/L?' },
      correction: { field: 'Field', value: 'Correct to', note: 'Note', state: 'Outcome', time: 'Asked', open: 'Open', applied: 'Applied', declined: 'Declined', none: 'No corrections' },
      containersInvalid: 'One container a line: number seal size/type packages kg m³; numbers must pass the check digit and not repeat',
      containersHint: 'E.g. MSKU1234565 SL102938 40HC 520 12500.5 66.8 (B/L fields left empty come from the booking)',
      bookingUnknown: 'The booking does not exist, is not accepted or is not addressed to your company',
      billTaken: 'This B/L number exists already',
      voyageRequired: 'Choose the vessel and voyage',
      fieldRequired: 'Fill in {{field}} (the booking has none)',
      correctionFieldInvalid: 'This field cannot be corrected',
      export: { packingList: 'Packing list', verifyList: 'Verify list', pdf: 'PDF', excel: 'Excel', packingTitle: 'Packing list', verifyTitle: 'B/L verify list', total: 'Total', containerNo: 'Container no.', sealNo: 'Seal no.', sizeType: 'Size/type', printedAt: 'Printed' },
    },
    shipConfig: {
      fields: {
        id: 'ID', voyageId: 'Vessel / voyage', voyageName: 'Vessel / voyage', ownerCompanyName: 'Agent', eta: 'ETA', bookingOpen: 'Bookings open', bookingDeadline: 'Booking deadline',
        blOpen: 'B/L confirmation open', blDeadline: 'B/L confirmation deadline', remark: 'Remark', createTime: 'Created', updateTime: 'Updated',
      },
      sections: { voyage: 'Voyage', windows: 'Bookings and B/L confirmation' },
      bookingClosed: 'Voyage "{{voyage}}" no longer takes bookings',
      blClosed: 'Voyage "{{voyage}}" no longer takes B/L confirmations',
      voyageUnknown: 'The voyage does not exist or is not your company\'s',
      voyageTaken: 'This voyage has a setting already',
      close: { title: 'Close voyages', pick: 'Voyages', booking: 'Close bookings', bl: 'Close B/L confirmation', submit: 'Close the chosen voyages', done: '{{count}} voyages closed', nothing: 'Choose at least one voyage and one item' },
      closed: 'Batch close',
    },
    bookingNote: { print: 'Print booking note', title: 'Booking note', booking: 'Booking' },
  },
};

const zhTW: Complete<Texts> = {
  menus: { blConfirm: '提單確認', blConfirm_bills: '提單確認', blConfirm_detail: '提單明細', blConfirm_audit: '提單審核', blConfirm_update: '提單草稿', shipConfig: '船期設定', shipConfig_td: '提單確認設定', shipConfig_fc: '訂艙設定', shipConfig_close: '批次關閉船期', shipConfig_edit: '船期設定', shipConfig_detail: '船期設定明細', blOperations: '提單作業' },
  bl: {
    pages: { bills: '提單確認', billDetail: '提單明細', billForm: '提單草稿', shipConfigs: '船期設定', shipConfigDetail: '船期設定明細', shipConfigForm: '船期設定', shipConfigClose: '批次關閉船期', bookingNote: '訂艙單' },
    bill: {
      fields: {
        id: '編號', blNo: '提單號碼', status: '狀態', ownerCompanyName: '船務代理', forwarderName: '委託單位', bookingId: '訂艙委託', bookingNo: '訂艙號碼',
        shipper: '託運人', consignee: '受貨人', notifyParty: '通知人', polCode: '裝貨港', podCode: '卸貨港', voyageId: '船名航次', voyageName: '船名航次',
        cargoDescription: '貨物描述', marks: '嘜頭', containers: '裝櫃明細', containerCount: '櫃數', packages: '件數', grossWeight: '毛重(KG)', volume: '材積(CBM)',
        freightTerms: '運費條款', blType: '提單類型', correctionField: '更正項目', correctionValue: '更正為', createTime: '建立時間', updateTime: '更新時間',
      },
      sections: { parties: '提單資訊', routing: '航線與條款', cargo: '貨物與裝櫃', corrections: '更正紀錄' },
      status: { draft: '草稿', issued: '待確認', correcting: '待更正', confirmed: '已確認', approved: '已審核' },
      actions: { issue: '簽發草稿', requestCorrection: '申請更正', reissue: '重新簽發', confirm: '確認提單', approve: '審核通過' },
      confirm: { issue: '確定將此提單草稿簽發給委託單位？', reissue: '確定已處理更正並重新簽發？', confirm: '確定提單內容無誤？', approve: '確定審核通過此提單？' },
      correction: { field: '更正項目', value: '更正為', note: '說明', state: '處理結果', time: '申請時間', open: '待處理', applied: '已更正', declined: '未採納', none: '尚無更正' },
      containersInvalid: '每行一櫃：櫃號 封條號碼 櫃型 件數 毛重 材積，櫃號須通過檢查碼且不重複',
      containersHint: '例：MSKU1234565 SL102938 40HC 520 12500.5 66.8（留空的提單資訊取自訂艙委託）',
      bookingUnknown: '訂艙委託不存在、未受理或不屬於本公司',
      billTaken: '此提單號碼已存在',
      voyageRequired: '請選擇船名航次',
      fieldRequired: '請填寫{{field}}（訂艙委託中也沒有）',
      correctionFieldInvalid: '此項目不能申請更正',
      export: { packingList: '匯出裝櫃單', verifyList: '匯出核對單', pdf: 'PDF', excel: 'Excel', packingTitle: '裝櫃單', verifyTitle: '提單核對單', total: '合計', containerNo: '櫃號', sealNo: '封條號碼', sizeType: '櫃型', printedAt: '列印時間' },
    },
    shipConfig: {
      fields: {
        id: '編號', voyageId: '船名航次', voyageName: '船名航次', ownerCompanyName: '船務代理', eta: '預計到港', bookingOpen: '開放訂艙', bookingDeadline: '訂艙截止',
        blOpen: '開放提單確認', blDeadline: '提單確認截止', remark: '備註', createTime: '建立時間', updateTime: '更新時間',
      },
      sections: { voyage: '船期', windows: '訂艙與提單確認' },
      bookingClosed: '船期「{{voyage}}」已停止接受訂艙',
      blClosed: '船期「{{voyage}}」已停止提單確認',
      voyageUnknown: '船期不存在或不屬於本公司',
      voyageTaken: '此船期已有設定',
      close: { title: '批次關閉船期', pick: '選擇船期', booking: '關閉訂艙', bl: '關閉提單確認', submit: '關閉所選船期', done: '已關閉 {{count}} 個船期', nothing: '請至少選擇一個船期和一個項目' },
      closed: '批次關閉',
    },
    bookingNote: { print: '列印訂艙單', title: '訂艙單', booking: '訂艙委託' },
  },
};

const ptBR: Complete<Texts> = {
  menus: { blConfirm: 'Confirmação de B/L', blConfirm_bills: 'Confirmação de B/L', blConfirm_detail: 'B/L', blConfirm_audit: 'Revisão do B/L', blConfirm_update: 'Rascunho de B/L', shipConfig: 'Configuração de viagens', shipConfig_td: 'Configuração da confirmação de B/L', shipConfig_fc: 'Configuração de booking', shipConfig_close: 'Fechar viagens', shipConfig_edit: 'Configuração da viagem', shipConfig_detail: 'Detalhes da configuração da viagem', blOperations: 'Operações de B/L' },
  bl: {
    pages: { bills: 'Confirmação de B/L', billDetail: 'B/L', billForm: 'Rascunho de B/L', shipConfigs: 'Configuração de viagens', shipConfigDetail: 'Configuração da viagem', shipConfigForm: 'Configuração da viagem', shipConfigClose: 'Fechar viagens', bookingNote: 'Nota de reserva' },
    bill: {
      fields: {
        id: 'ID', blNo: 'Nº do B/L', status: 'Situação', ownerCompanyName: 'Agente', forwarderName: 'Agente de cargas', bookingId: 'Reserva', bookingNo: 'Nº da reserva',
        shipper: 'Embarcador', consignee: 'Consignatário', notifyParty: 'Notificar', polCode: 'Porto de embarque', podCode: 'Porto de descarga', voyageId: 'Navio / viagem', voyageName: 'Navio / viagem',
        cargoDescription: 'Descrição da mercadoria', marks: 'Marcas', containers: 'Contêineres', containerCount: 'Contêineres', packages: 'Volumes', grossWeight: 'Peso bruto (kg)', volume: 'Cubagem (m³)',
        freightTerms: 'Frete', blType: 'Tipo de B/L', correctionField: 'Campo', correctionValue: 'Corrigir para', createTime: 'Criado em', updateTime: 'Atualizado em',
      },
      sections: { parties: 'B/L', routing: 'Rota e condições', cargo: 'Carga e contêineres', corrections: 'Correções' },
      status: { draft: 'Rascunho', issued: 'A confirmar', correcting: 'A corrigir', confirmed: 'Confirmado', approved: 'Aprovado' },
      actions: { issue: 'Emitir rascunho', requestCorrection: 'Pedir correção', reissue: 'Reemitir', confirm: 'Confirmar B/L', approve: 'Aprovar' },
      confirm: { issue: 'Emitir este rascunho de B/L ao agente de cargas?', reissue: 'Correções tratadas: reemitir o rascunho?', confirm: 'Confirmar o B/L como está?', approve: 'Aprovar este B/L?' },
      correction: { field: 'Campo', value: 'Corrigir para', note: 'Observação', state: 'Resultado', time: 'Pedido em', open: 'Em aberto', applied: 'Aplicada', declined: 'Recusada', none: 'Nenhuma correção' },
      containersInvalid: 'Um contêiner por linha: número lacre tipo volumes kg m³; o número deve passar no dígito verificador e não se repetir',
      containersHint: 'Ex.: MSKU1234565 SL102938 40HC 520 12500.5 66.8 (campos do B/L em branco vêm da reserva)',
      bookingUnknown: 'A reserva não existe, não foi aceita ou não é da sua empresa',
      billTaken: 'Este número de B/L já existe',
      voyageRequired: 'Escolha o navio e a viagem',
      fieldRequired: 'Preencha {{field}} (a reserva não tem)',
      correctionFieldInvalid: 'Este campo não pode ser corrigido',
      export: { packingList: 'Romaneio', verifyList: 'Lista de conferência', pdf: 'PDF', excel: 'Excel', packingTitle: 'Romaneio de contêineres', verifyTitle: 'Lista de conferência do B/L', total: 'Total', containerNo: 'Contêiner', sealNo: 'Lacre', sizeType: 'Tipo', printedAt: 'Impresso em' },
    },
    shipConfig: {
      fields: {
        id: 'ID', voyageId: 'Navio / viagem', voyageName: 'Navio / viagem', ownerCompanyName: 'Agente', eta: 'ETA', bookingOpen: 'Reservas abertas', bookingDeadline: 'Prazo das reservas',
        blOpen: 'Confirmação de B/L aberta', blDeadline: 'Prazo da confirmação de B/L', remark: 'Observação', createTime: 'Criado em', updateTime: 'Atualizado em',
      },
      sections: { voyage: 'Viagem', windows: 'Reservas e confirmação de B/L' },
      bookingClosed: 'A viagem "{{voyage}}" não aceita mais reservas',
      blClosed: 'A viagem "{{voyage}}" não aceita mais confirmações de B/L',
      voyageUnknown: 'A viagem não existe ou não é da sua empresa',
      voyageTaken: 'Esta viagem já tem configuração',
      close: { title: 'Fechar viagens', pick: 'Viagens', booking: 'Fechar reservas', bl: 'Fechar confirmação de B/L', submit: 'Fechar as viagens escolhidas', done: '{{count}} viagens fechadas', nothing: 'Escolha ao menos uma viagem e um item' },
      closed: 'Fechamento em lote',
    },
    bookingNote: { print: 'Imprimir nota de reserva', title: 'Nota de reserva', booking: 'Reserva' },
  },
};

export const blTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;
