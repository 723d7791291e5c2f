/**
 * The packing-list domain's texts (namespace `packing`): zh-CN the source, en-US, zh-TW (Taiwan usage) and pt-BR,
 * each complete (the compiler and texts.test.ts check the keys).
 */
const zhCN = {
  menus: {
    packingQuery: '装箱单管理', packingQuery_list: '装箱单', packingQuery_detail: '装箱单详情', packingQuery_edit: '装箱单录入', packingQuery_compare: '装箱单预录比对',
    packingQuery_print: '装箱单打印', packingQuery_compareDomestic: '内贸进场信息比对', packingOperations: '装箱单作业',
  },
  packing: {
    pages: { lists: '装箱单', listDetail: '装箱单详情', listForm: '装箱单录入', compare: '装箱单预录比对', print: '装箱单打印' },
    sizeTypes: { '20GP': '20GP 普通箱', '40GP': '40GP 普通箱', '40HC': '40HC 高箱', '45HC': '45HC 高箱' },
    list: {
      fields: {
        id: '编号', packingNo: '装箱单号', status: '状态', ownerCompanyName: '货代', terminalId: '码头', containerNo: '箱号', sizeType: '箱型', sealNo: '铅封号',
        blNo: '提单号/订舱号', cargoLines: '货物明细', lineCount: '货物行数', packages: '总件数', grossWeight: '总毛重(kg)', volume: '总体积(m³)',
        terminalSource: '码头数据来源', terminalSealNo: '码头铅封号', terminalPackages: '码头件数', terminalGrossWeight: '码头毛重(kg)', terminalVolume: '码头体积(m³)',
        returnReason: '退回原因', confirmTime: '确认时间', createTime: '创建时间', updateTime: '更新时间',
      },
      sections: { container: '箱信息', cargo: '货物明细', terminal: '码头预录数据' },
      status: { draft: '草稿', submitted: '已提交', returned: '已退回', confirmed: '已确认', cancelled: '已取消' },
      actions: { submit: '提交', confirm: '确认', return: '退回', cancel: '取消' },
      confirm: { submit: '确认提交该装箱单？', confirm: '确认该装箱单与码头数据一致？', cancel: '确认取消该装箱单？' },
      sources: { terminal: '码头录入', gateIn: '进闸记录', preArrival: '预到港申报' },
      linesHint: '每行一种货物：品名 | HS编码 | 件数 | 包装(CT/PK/PX/BG/CS/DR/BE/RO/CR/BX) | 毛重kg | 体积m³ | 唛头',
      tooManyLines: '一个装箱单最多{{max}}行货物',
      lineFormat: '第{{n}}行：请按“品名 | HS编码 | 件数 | 包装 | 毛重 | 体积 | 唛头”填写',
      descriptionInvalid: '第{{n}}行：请填写品名（不超过100字）',
      hsCodeInvalid: '第{{n}}行：HS编码为6至10位数字',
      packagesInvalid: '第{{n}}行：件数须为正整数',
      packageKindInvalid: '第{{n}}行：包装种类须为 {{kinds}} 之一',
      grossInvalid: '第{{n}}行：毛重须为大于0且不超过40000的数字(kg)',
      volumeInvalid: '第{{n}}行：体积须为大于0且不超过100的数字(m³)',
      terminalUnknown: '请选择码头',
      compare: {
        title: '与码头预录数据比对', field: '项目', mine: '装箱单', terminal: '码头预录', same: '一致', differs: '不一致', none: '码头未录',
        noTerminalData: '码头尚未录入该箱的预录数据', allSame: '与码头预录数据一致', differences: '{{count}}项与码头预录数据不一致', adopt: '采用码头铅封号', adopted: '已采用码头铅封号',
        edit: '修改装箱单', open: '预录比对',
      },
      terminalData: {
        enter: '录入码头数据', title: '码头预录数据', saved: '码头预录数据已保存', notice: '装箱单{{no}}的码头预录数据已更新',
        packagesInvalid: '件数须为正整数', grossInvalid: '毛重须为大于0且不超过40000的数字(kg)', volumeInvalid: '体积须为大于0且不超过100的数字(m³)',
        notEditable: '装箱单当前状态不能录入码头数据',
      },
      print: { open: '打印装箱单', title: '集装箱装箱单', pdf: '导出PDF', total: '合计', line: '序号', description: '品名', hsCode: 'HS编码', packages: '件数', kind: '包装', gross: '毛重(kg)', volume: '体积(m³)', marks: '唛头' },
    },
  },
};

const enUS: typeof zhCN = {
  menus: {
    packingQuery: 'Packing lists', packingQuery_list: 'Packing lists', packingQuery_detail: 'Packing list details', packingQuery_edit: 'Packing list entry', packingQuery_compare: 'Pre-entry comparison',
    packingQuery_print: 'Print packing list', packingQuery_compareDomestic: 'Domestic entry comparison', packingOperations: 'Packing list operations',
  },
  packing: {
    pages: { lists: 'Packing lists', listDetail: 'Packing list details', listForm: 'Packing list entry', compare: 'Pre-entry comparison', print: 'Print packing list' },
    sizeTypes: { '20GP': '20GP general purpose', '40GP': '40GP general purpose', '40HC': '40HC high cube', '45HC': '45HC high cube' },
    list: {
      fields: {
        id: 'ID', packingNo: 'Packing list no.', status: 'Status', ownerCompanyName: 'Forwarder', terminalId: 'Terminal', containerNo: 'Container no.', sizeType: 'Size/type', sealNo: 'Seal no.',
        blNo: 'B/L or booking no.', cargoLines: 'Cargo lines', lineCount: 'Lines', packages: 'Total packages', grossWeight: 'Total gross weight (kg)', volume: 'Total volume (m³)',
        terminalSource: 'Terminal data from', terminalSealNo: 'Terminal seal no.', terminalPackages: 'Terminal packages', terminalGrossWeight: 'Terminal gross weight (kg)', terminalVolume: 'Terminal volume (m³)',
        returnReason: 'Reason returned', confirmTime: 'Confirmed at', createTime: 'Created', updateTime: 'Updated',
      },
      sections: { container: 'Container', cargo: 'Cargo lines', terminal: "Terminal's pre-entry data" },
      status: { draft: 'Draft', submitted: 'Submitted', returned: 'Returned', confirmed: 'Confirmed', cancelled: 'Cancelled' },
      actions: { submit: 'Submit', confirm: 'Confirm', return: 'Return', cancel: 'Cancel' },
      confirm: { submit: 'Submit this packing list?', confirm: "Confirm this packing list against the terminal's data?", cancel: 'Cancel this packing list?' },
      sources: { terminal: 'Entered by the terminal', gateIn: 'Gate-in record', preArrival: 'Pre-arrival declaration' },
      linesHint: 'One cargo item a line: description | HS code | packages | kind (CT/PK/PX/BG/CS/DR/BE/RO/CR/BX) | gross kg | volume m³ | marks',
      tooManyLines: 'A packing list holds at most {{max}} cargo lines',
      lineFormat: 'Line {{n}}: write "description | HS code | packages | kind | gross | volume | marks"',
      descriptionInvalid: 'Line {{n}}: enter the description (at most 100 characters)',
      hsCodeInvalid: 'Line {{n}}: the HS code has 6 to 10 digits',
      packagesInvalid: 'Line {{n}}: packages must be a positive whole number',
      packageKindInvalid: 'Line {{n}}: the package kind is one of {{kinds}}',
      grossInvalid: 'Line {{n}}: gross weight must be above 0 and at most 40000 (kg)',
      volumeInvalid: 'Line {{n}}: volume must be above 0 and at most 100 (m³)',
      terminalUnknown: 'Choose a terminal',
      compare: {
        title: "Compared with the terminal's pre-entry data", field: 'Item', mine: 'Packing list', terminal: 'Terminal pre-entry', same: 'Same', differs: 'Differs', none: 'Not entered',
        noTerminalData: 'The terminal has no pre-entry data for this container yet', allSame: "Matches the terminal's pre-entry data", differences: "{{count}} item(s) differ from the terminal's pre-entry data",
        adopt: "Use the terminal's seal no.", adopted: "The terminal's seal no. is taken", edit: 'Edit packing list', open: 'Pre-entry comparison',
      },
      terminalData: {
        enter: 'Enter terminal data', title: "Terminal's pre-entry data", saved: 'Pre-entry data saved', notice: 'The terminal updated its pre-entry data of packing list {{no}}',
        packagesInvalid: 'Packages must be a positive whole number', grossInvalid: 'Gross weight must be above 0 and at most 40000 (kg)', volumeInvalid: 'Volume must be above 0 and at most 100 (m³)',
        notEditable: 'The packing list is in a state where the terminal data cannot be entered',
      },
      print: { open: 'Print packing list', title: 'Container packing list', pdf: 'Save as PDF', total: 'Total', line: 'No.', description: 'Description', hsCode: 'HS code', packages: 'Packages', kind: 'Kind', gross: 'Gross (kg)', volume: 'Volume (m³)', marks: 'Marks' },
    },
  },
};

const zhTW: typeof zhCN = {
  menus: {
    packingQuery: '裝箱單管理', packingQuery_list: '裝箱單', packingQuery_detail: '裝箱單詳情', packingQuery_edit: '裝箱單登錄', packingQuery_compare: '裝箱單預錄比對',
    packingQuery_print: '裝箱單列印', packingQuery_compareDomestic: '內貿進場資訊比對', packingOperations: '裝箱單作業',
  },
  packing: {
    pages: { lists: '裝箱單', listDetail: '裝箱單詳情', listForm: '裝箱單登錄', compare: '裝箱單預錄比對', print: '裝箱單列印' },
    sizeTypes: { '20GP': '20GP 普通櫃', '40GP': '40GP 普通櫃', '40HC': '40HC 高櫃', '45HC': '45HC 高櫃' },
    list: {
      fields: {
        id: '編號', packingNo: '裝箱單號', status: '狀態', ownerCompanyName: '貨代', terminalId: '碼頭', containerNo: '櫃號', sizeType: '櫃型', sealNo: '封條號',
        blNo: '提單號/訂艙號', cargoLines: '貨物明細', lineCount: '貨物行數', packages: '總件數', grossWeight: '總毛重(kg)', volume: '總材積(m³)',
        terminalSource: '碼頭資料來源', terminalSealNo: '碼頭封條號', terminalPackages: '碼頭件數', terminalGrossWeight: '碼頭毛重(kg)', terminalVolume: '碼頭材積(m³)',
        returnReason: '退回原因', confirmTime: '確認時間', createTime: '建立時間', updateTime: '更新時間',
      },
      sections: { container: '貨櫃資訊', cargo: '貨物明細', terminal: '碼頭預錄資料' },
      status: { draft: '草稿', submitted: '已提交', returned: '已退回', confirmed: '已確認', cancelled: '已取消' },
      actions: { submit: '提交', confirm: '確認', return: '退回', cancel: '取消' },
      confirm: { submit: '確認提交此裝箱單？', confirm: '確認此裝箱單與碼頭資料一致？', cancel: '確認取消此裝箱單？' },
      sources: { terminal: '碼頭登錄', gateIn: '進閘紀錄', preArrival: '預到港申報' },
      linesHint: '每行一種貨物：品名 | HS編碼 | 件數 | 包裝(CT/PK/PX/BG/CS/DR/BE/RO/CR/BX) | 毛重kg | 材積m³ | 嘜頭',
      tooManyLines: '一張裝箱單最多{{max}}行貨物',
      lineFormat: '第{{n}}行：請依「品名 | HS編碼 | 件數 | 包裝 | 毛重 | 材積 | 嘜頭」填寫',
      descriptionInvalid: '第{{n}}行：請填寫品名（不超過100字）',
      hsCodeInvalid: '第{{n}}行：HS編碼為6至10位數字',
      packagesInvalid: '第{{n}}行：件數須為正整數',
      packageKindInvalid: '第{{n}}行：包裝種類須為 {{kinds}} 之一',
      grossInvalid: '第{{n}}行：毛重須為大於0且不超過40000的數字(kg)',
      volumeInvalid: '第{{n}}行：材積須為大於0且不超過100的數字(m³)',
      terminalUnknown: '請選擇碼頭',
      compare: {
        title: '與碼頭預錄資料比對', field: '項目', mine: '裝箱單', terminal: '碼頭預錄', same: '一致', differs: '不一致', none: '碼頭未錄',
        noTerminalData: '碼頭尚未登錄此櫃的預錄資料', allSame: '與碼頭預錄資料一致', differences: '{{count}}項與碼頭預錄資料不一致', adopt: '採用碼頭封條號', adopted: '已採用碼頭封條號',
        edit: '修改裝箱單', open: '預錄比對',
      },
      terminalData: {
        enter: '登錄碼頭資料', title: '碼頭預錄資料', saved: '碼頭預錄資料已儲存', notice: '裝箱單{{no}}的碼頭預錄資料已更新',
        packagesInvalid: '件數須為正整數', grossInvalid: '毛重須為大於0且不超過40000的數字(kg)', volumeInvalid: '材積須為大於0且不超過100的數字(m³)',
        notEditable: '裝箱單目前狀態不能登錄碼頭資料',
      },
      print: { open: '列印裝箱單', title: '貨櫃裝箱單', pdf: '匯出PDF', total: '合計', line: '序號', description: '品名', hsCode: 'HS編碼', packages: '件數', kind: '包裝', gross: '毛重(kg)', volume: '材積(m³)', marks: '嘜頭' },
    },
  },
};

const ptBR: typeof zhCN = {
  menus: {
    packingQuery: 'Romaneios', packingQuery_list: 'Romaneios de contêiner', packingQuery_detail: 'Detalhe do romaneio', packingQuery_edit: 'Lançar romaneio', packingQuery_compare: 'Comparação com o pré-registro',
    packingQuery_print: 'Imprimir romaneio', packingQuery_compareDomestic: 'Comparação de entrada (cabotagem)', packingOperations: 'Operações de romaneio',
  },
  packing: {
    pages: { lists: 'Romaneios de contêiner', listDetail: 'Detalhe do romaneio', listForm: 'Lançar romaneio', compare: 'Comparação com o pré-registro', print: 'Imprimir romaneio' },
    sizeTypes: { '20GP': '20GP carga geral', '40GP': '40GP carga geral', '40HC': '40HC high cube', '45HC': '45HC high cube' },
    list: {
      fields: {
        id: 'ID', packingNo: 'Nº do romaneio', status: 'Situação', ownerCompanyName: 'Agente de carga', terminalId: 'Terminal', containerNo: 'Nº do contêiner', sizeType: 'Tamanho/tipo', sealNo: 'Nº do lacre',
        blNo: 'Nº do B/L ou reserva', cargoLines: 'Itens de carga', lineCount: 'Itens', packages: 'Total de volumes', grossWeight: 'Peso bruto total (kg)', volume: 'Cubagem total (m³)',
        terminalSource: 'Origem dos dados do terminal', terminalSealNo: 'Lacre (terminal)', terminalPackages: 'Volumes (terminal)', terminalGrossWeight: 'Peso bruto (terminal, kg)', terminalVolume: 'Cubagem (terminal, m³)',
        returnReason: 'Motivo da devolução', confirmTime: 'Confirmado em', createTime: 'Criado em', updateTime: 'Atualizado em',
      },
      sections: { container: 'Contêiner', cargo: 'Itens de carga', terminal: 'Pré-registro do terminal' },
      status: { draft: 'Rascunho', submitted: 'Enviado', returned: 'Devolvido', confirmed: 'Confirmado', cancelled: 'Cancelado' },
      actions: { submit: 'Enviar', confirm: 'Confirmar', return: 'Devolver', cancel: 'Cancelar' },
      confirm: { submit: 'Enviar este romaneio?', confirm: 'Confirmar este romaneio com os dados do terminal?', cancel: 'Cancelar este romaneio?' },
      sources: { terminal: 'Lançado pelo terminal', gateIn: 'Registro de entrada no gate', preArrival: 'Declaração de pré-chegada' },
      linesHint: 'Um item por linha: descrição | código SH | volumes | embalagem (CT/PK/PX/BG/CS/DR/BE/RO/CR/BX) | bruto kg | cubagem m³ | marcas',
      tooManyLines: 'Um romaneio tem no máximo {{max}} itens',
      lineFormat: 'Linha {{n}}: escreva "descrição | código SH | volumes | embalagem | bruto | cubagem | marcas"',
      descriptionInvalid: 'Linha {{n}}: informe a descrição (até 100 caracteres)',
      hsCodeInvalid: 'Linha {{n}}: o código SH tem de 6 a 10 dígitos',
      packagesInvalid: 'Linha {{n}}: volumes deve ser um número inteiro positivo',
      packageKindInvalid: 'Linha {{n}}: a embalagem deve ser uma de {{kinds}}',
      grossInvalid: 'Linha {{n}}: o peso bruto deve ser maior que 0 e no máximo 40000 (kg)',
      volumeInvalid: 'Linha {{n}}: a cubagem deve ser maior que 0 e no máximo 100 (m³)',
      terminalUnknown: 'Escolha um terminal',
      compare: {
        title: 'Comparado com o pré-registro do terminal', field: 'Item', mine: 'Romaneio', terminal: 'Pré-registro do terminal', same: 'Igual', differs: 'Diferente', none: 'Não lançado',
        noTerminalData: 'O terminal ainda não tem pré-registro deste contêiner', allSame: 'Confere com o pré-registro do terminal', differences: '{{count}} item(ns) diferem do pré-registro do terminal',
        adopt: 'Usar o lacre do terminal', adopted: 'Lacre do terminal adotado', edit: 'Editar romaneio', open: 'Comparar com o pré-registro',
      },
      terminalData: {
        enter: 'Lançar dados do terminal', title: 'Pré-registro do terminal', saved: 'Pré-registro salvo', notice: 'O terminal atualizou o pré-registro do romaneio {{no}}',
        packagesInvalid: 'Volumes deve ser um número inteiro positivo', grossInvalid: 'O peso bruto deve ser maior que 0 e no máximo 40000 (kg)', volumeInvalid: 'A cubagem deve ser maior que 0 e no máximo 100 (m³)',
        notEditable: 'Nesta situação do romaneio os dados do terminal não podem ser lançados',
      },
      print: { open: 'Imprimir romaneio', title: 'Romaneio de contêiner', pdf: 'Salvar em PDF', total: 'Total', line: 'Nº', description: 'Descrição', hsCode: 'Código SH', packages: 'Volumes', kind: 'Embalagem', gross: 'Bruto (kg)', volume: 'Cubagem (m³)', marks: 'Marcas' },
    },
  },
};

export const packingTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;
