/** The barge domain's texts (namespace `barge`) in zh-CN (the source), en-US, zh-TW and pt-BR; merged by ../index.ts. */
const zhCN = {
  menus: { barge: '驳船业务', barge_orders: '驳船订单', barge_pool: '驳船订单池', barge_poolEmpty: '空箱订单池', barge_gathering: '码头集港单', barge_barges: '驳船管理', barge_orderDetail: '驳船订单详情', barge_orderForm: '驳船订单', barge_bargeDetail: '驳船详情', barge_bargeForm: '驳船信息', bargeOrderDetail: '码头集港单', bargeOrderPoolDetail: '驳船订单池详情', bargeOrderPoolEmptyDetail: '空箱订单池详情', bargeContainerQuertDetails: '驳船箱详情', bargeOperations: '驳船作业' },
  barge: {
    pages: {
      barges: '驳船管理', bargeDetail: '驳船详情', bargeForm: '驳船信息', orders: '驳船订单', orderDetail: '驳船订单详情', orderForm: '驳船订单',
      pool: '驳船订单池', poolEmpty: '空箱订单池', gathering: '码头集港单', containerDetail: '驳船箱详情',
    },
    barge: {
      fields: { id: '编号', name: '船名', registrationNo: '船舶登记号', capacityTeu: '载箱量(TEU)', operatorCompanyName: '驳船公司', remark: '备注', createTime: '创建时间', updateTime: '更新时间' },
      sections: { barge: '驳船信息', record: '记录信息' },
      registrationTaken: '船舶登记号{{value}}已登记',
    },
    order: {
      fields: {
        id: '编号', orderNo: '订单号', direction: '进出口', load: '空重', riverPort: '支线/内河港', fromPort: '起运港', toPort: '目的港',
        terminalCode: '干线码头', terminalCompanyName: '集港码头', voyageId: '大船船名航次', vesselName: '大船船名', voyageNo: '大船航次', blNo: '提单号',
        planDate: '计划装船日', containerList: '箱信息', containerCount: '箱量', teu: 'TEU', remark: '备注', status: '状态',
        bargeId: '驳船', bargeName: '驳船', bargeVoyageNo: '驳船航次', bargeCompanyName: '驳船公司', ownerCompanyName: '委托单位',
        takeTime: '接单时间', createTime: '创建时间', updateTime: '更新时间',
      },
      sections: { route: '航线信息', cargo: '箱货信息', barge: '驳运信息', record: '记录信息', containers: '箱明细' },
      directions: { export: '出口', import: '进口' },
      loads: { laden: '重箱', empty: '空箱' },
      ports: {
        CNHGH: '杭州 CNHGH', CNWNZ: '温州 CNWNZ', CNZOS: '舟山 CNZOS', CNTAG: '太仓 CNTAG', CNZJG: '张家港 CNZJG', CNNTG: '南通 CNNTG',
        CNNKG: '南京 CNNKG', CNWHI: '芜湖 CNWHI', CNJIU: '九江 CNJIU', CNWUH: '武汉 CNWUH', CNCKG: '重庆 CNCKG',
      },
      terminals: { BLCT: '北仑一期 BLCT', BLCT2: '北仑二期 BLCT2', MSICT: '梅山 MSICT', NBCT: '北仑港埠 NBCT' },
      status: { draft: '草稿', pooled: '待接单', taken: '已接单', sailing: '在途', completed: '已集港', cancelled: '已取消' },
      actions: { submit: '提交至订单池', take: '接单', release: '退回订单池', depart: '开航', complete: '确认集港', cancel: '取消' },
      confirm: {
        submit: '确认将该驳船订单提交至订单池？', depart: '确认该驳船订单已开航？', complete: '确认该驳船订单的箱子已全部集港？', cancel: '确认取消该驳船订单？',
      },
      containerFields: {
        lineNo: '序号', ctnNo: '箱号', ctnSizeType: '尺寸箱型', ctnOperatorCode: '箱经营人', depYardName: '起运地', desYardName: '目的地',
        carResNo: '驳船预约号', pierResNo: '码头预约号', carrShopName: '驳船公司', shopName: '委托单位', type: '空重', remarks: '备注',
      },
      containerHint: '每行一个箱子：箱号 尺寸箱型 箱经营人，如 MSKU1234565 22G1 MSK',
      containerInvalidData: '箱信息无法读取',
      alreadyTaken: '该驳船订单已被其他驳船公司接单',
      bargeUnknown: '请选择本公司的驳船',
      voyageUnknown: '大船船名航次不存在',
      terminalUnknown: '码头{{terminal}}没有对应的码头公司',
      containerDuplicate: '第{{n}}行箱号{{ctnNo}}重复',
      sizeTypeInvalid: '第{{n}}行尺寸箱型不正确，可选：{{types}}',
      operatorInvalid: '第{{n}}行箱经营人应为2至4位字母',
      tooManyContainers: '一张驳船订单最多{{max}}个箱子',
      poolNotice: '驳船订单池有新订单：{{orderNo}}',
      poolNoticeContent: '{{orderNo}}：{{from}} → {{to}}，{{count}}箱',
    },
  },
};

type Texts = typeof zhCN;
type Complete<T> = { [K in keyof T]: T[K] extends string ? string : Complete<T[K]> };

const enUS: Complete<Texts> = {
  menus: { barge: 'Barges', barge_orders: 'Barge orders', barge_pool: 'Barge order pool', barge_poolEmpty: 'Empty container pool', barge_gathering: 'Terminal gathering orders', barge_barges: 'Barge fleet', barge_orderDetail: 'Barge order', barge_orderForm: 'Barge order form', barge_bargeDetail: 'Barge', barge_bargeForm: 'Barge information', bargeOrderDetail: 'Terminal gathering order', bargeOrderPoolDetail: 'Barge pool order', bargeOrderPoolEmptyDetail: 'Empty pool order', bargeContainerQuertDetails: 'Barge container', bargeOperations: 'Barge operations' },
  barge: {
    pages: {
      barges: 'Barges', bargeDetail: 'Barge', bargeForm: 'Barge', orders: 'Barge orders', orderDetail: 'Barge order', orderForm: 'Barge order',
      pool: 'Barge order pool', poolEmpty: 'Empty container pool', gathering: 'Terminal gathering orders', containerDetail: 'Barge container',
    },
    barge: {
      fields: { id: 'ID', name: 'Name', registrationNo: 'Registration no.', capacityTeu: 'Capacity (TEU)', operatorCompanyName: 'Barge operator', remark: 'Remark', createTime: 'Created', updateTime: 'Updated' },
      sections: { barge: 'Barge', record: 'Record' },
      registrationTaken: 'Registration no. {{value}} is already registered',
    },
    order: {
      fields: {
        id: 'ID', orderNo: 'Order no.', direction: 'Direction', load: 'Laden/empty', riverPort: 'Branch/river port', fromPort: 'From', toPort: 'To',
        terminalCode: 'Main-port terminal', terminalCompanyName: 'Gathering terminal', voyageId: 'Vessel / voyage', vesselName: 'Vessel', voyageNo: 'Voyage', blNo: 'B/L no.',
        planDate: 'Planned loading', containerList: 'Containers', containerCount: 'Boxes', teu: 'TEU', remark: 'Remark', status: 'Status',
        bargeId: 'Barge', bargeName: 'Barge', bargeVoyageNo: 'Barge voyage', bargeCompanyName: 'Barge operator', ownerCompanyName: 'Forwarder',
        takeTime: 'Taken', createTime: 'Created', updateTime: 'Updated',
      },
      sections: { route: 'Route', cargo: 'Containers and cargo', barge: 'Barge', record: 'Record', containers: 'Container details' },
      directions: { export: 'Export', import: 'Import' },
      loads: { laden: 'Laden', empty: 'Empty' },
      ports: {
        CNHGH: 'Hangzhou CNHGH', CNWNZ: 'Wenzhou CNWNZ', CNZOS: 'Zhoushan CNZOS', CNTAG: 'Taicang CNTAG', CNZJG: 'Zhangjiagang CNZJG', CNNTG: 'Nantong CNNTG',
        CNNKG: 'Nanjing CNNKG', CNWHI: 'Wuhu CNWHI', CNJIU: 'Jiujiang CNJIU', CNWUH: 'Wuhan CNWUH', CNCKG: 'Chongqing CNCKG',
      },
      terminals: { BLCT: 'Beilun phase I BLCT', BLCT2: 'Beilun phase II BLCT2', MSICT: 'Meishan MSICT', NBCT: 'Ningbo Beilun NBCT' },
      status: { draft: 'Draft', pooled: 'In the pool', taken: 'Taken', sailing: 'Sailing', completed: 'Gathered', cancelled: 'Cancelled' },
      actions: { submit: 'Submit to the pool', take: 'Take', release: 'Return to the pool', depart: 'Depart', complete: 'Confirm gathering', cancel: 'Cancel' },
      confirm: {
        submit: 'Submit this barge order to the pool?', depart: 'Has this barge order departed?', complete: 'Are all containers of this barge order gathered?', cancel: 'Cancel this barge order?',
      },
      containerFields: {
        lineNo: 'No.', ctnNo: 'Container no.', ctnSizeType: 'Size/type', ctnOperatorCode: 'Operator', depYardName: 'From', desYardName: 'To',
        carResNo: 'Barge reservation', pierResNo: 'Terminal reservation', carrShopName: 'Barge operator', shopName: 'Forwarder', type: 'Laden/empty', remarks: 'Remarks',
      },
      containerHint: 'One container a line: number, size/type, operator, e.g. MSKU1234565 22G1 MSK',
      containerInvalidData: 'The container data cannot be read',
      alreadyTaken: 'Another barge operator has already taken this barge order',
      bargeUnknown: 'Choose a barge of your company',
      voyageUnknown: 'The vessel voyage does not exist',
      terminalUnknown: 'Terminal {{terminal}} has no terminal company',
      containerDuplicate: 'Line {{n}}: container {{ctnNo}} is a duplicate',
      sizeTypeInvalid: 'Line {{n}}: wrong size/type; one of {{types}}',
      operatorInvalid: 'Line {{n}}: the operator is 2 to 4 letters',
      tooManyContainers: 'A barge order holds at most {{max}} containers',
      poolNotice: 'New barge order in the pool: {{orderNo}}',
      poolNoticeContent: '{{orderNo}}: {{from}} → {{to}}, {{count}} boxes',
    },
  },
};

const zhTW: Complete<Texts> = {
  menus: { barge: '駁船業務', barge_orders: '駁船訂單', barge_pool: '駁船訂單池', barge_poolEmpty: '空櫃訂單池', barge_gathering: '碼頭集港單', barge_barges: '駁船管理', barge_orderDetail: '駁船訂單詳情', barge_orderForm: '駁船訂單', barge_bargeDetail: '駁船詳情', barge_bargeForm: '駁船資訊', bargeOrderDetail: '碼頭集港單', bargeOrderPoolDetail: '駁船訂單池詳情', bargeOrderPoolEmptyDetail: '空櫃訂單池詳情', bargeContainerQuertDetails: '駁船貨櫃詳情', bargeOperations: '駁船作業' },
  barge: {
    pages: {
      barges: '駁船管理', bargeDetail: '駁船詳情', bargeForm: '駁船資訊', orders: '駁船訂單', orderDetail: '駁船訂單詳情', orderForm: '駁船訂單',
      pool: '駁船訂單池', poolEmpty: '空櫃訂單池', gathering: '碼頭集港單', containerDetail: '駁船貨櫃詳情',
    },
    barge: {
      fields: { id: '編號', name: '船名', registrationNo: '船舶登記號', capacityTeu: '載櫃量(TEU)', operatorCompanyName: '駁船公司', remark: '備註', createTime: '建立時間', updateTime: '更新時間' },
      sections: { barge: '駁船資訊', record: '紀錄資訊' },
      registrationTaken: '船舶登記號{{value}}已登記',
    },
    order: {
      fields: {
        id: '編號', orderNo: '訂單號', direction: '進出口', load: '空重', riverPort: '支線/內河港', fromPort: '起運港', toPort: '目的港',
        terminalCode: '幹線碼頭', terminalCompanyName: '集港碼頭', voyageId: '母船船名航次', vesselName: '母船船名', voyageNo: '母船航次', blNo: '提單號',
        planDate: '預定裝船日', containerList: '貨櫃資訊', containerCount: '櫃量', teu: 'TEU', remark: '備註', status: '狀態',
        bargeId: '駁船', bargeName: '駁船', bargeVoyageNo: '駁船航次', bargeCompanyName: '駁船公司', ownerCompanyName: '委託單位',
        takeTime: '接單時間', createTime: '建立時間', updateTime: '更新時間',
      },
      sections: { route: '航線資訊', cargo: '櫃貨資訊', barge: '駁運資訊', record: '紀錄資訊', containers: '貨櫃明細' },
      directions: { export: '出口', import: '進口' },
      loads: { laden: '重櫃', empty: '空櫃' },
      ports: {
        CNHGH: '杭州 CNHGH', CNWNZ: '溫州 CNWNZ', CNZOS: '舟山 CNZOS', CNTAG: '太倉 CNTAG', CNZJG: '張家港 CNZJG', CNNTG: '南通 CNNTG',
        CNNKG: '南京 CNNKG', CNWHI: '蕪湖 CNWHI', CNJIU: '九江 CNJIU', CNWUH: '武漢 CNWUH', CNCKG: '重慶 CNCKG',
      },
      terminals: { BLCT: '北侖一期 BLCT', BLCT2: '北侖二期 BLCT2', MSICT: '梅山 MSICT', NBCT: '北侖港埠 NBCT' },
      status: { draft: '草稿', pooled: '待接單', taken: '已接單', sailing: '航行中', completed: '已集港', cancelled: '已取消' },
      actions: { submit: '送出至訂單池', take: '接單', release: '退回訂單池', depart: '開航', complete: '確認集港', cancel: '取消' },
      confirm: {
        submit: '確定將此駁船訂單送出至訂單池？', depart: '確定此駁船訂單已開航？', complete: '確定此駁船訂單的貨櫃已全部集港？', cancel: '確定取消此駁船訂單？',
      },
      containerFields: {
        lineNo: '序號', ctnNo: '櫃號', ctnSizeType: '尺寸櫃型', ctnOperatorCode: '貨櫃經營人', depYardName: '起運地', desYardName: '目的地',
        carResNo: '駁船預約號', pierResNo: '碼頭預約號', carrShopName: '駁船公司', shopName: '委託單位', type: '空重', remarks: '備註',
      },
      containerHint: '每行一個貨櫃：櫃號 尺寸櫃型 貨櫃經營人，例如 MSKU1234565 22G1 MSK',
      containerInvalidData: '無法讀取貨櫃資訊',
      alreadyTaken: '此駁船訂單已被其他駁船公司接單',
      bargeUnknown: '請選擇本公司的駁船',
      voyageUnknown: '母船船名航次不存在',
      terminalUnknown: '碼頭{{terminal}}沒有對應的碼頭公司',
      containerDuplicate: '第{{n}}行櫃號{{ctnNo}}重複',
      sizeTypeInvalid: '第{{n}}行尺寸櫃型不正確，可選：{{types}}',
      operatorInvalid: '第{{n}}行貨櫃經營人應為2至4個字母',
      tooManyContainers: '一張駁船訂單最多{{max}}個貨櫃',
      poolNotice: '駁船訂單池有新訂單：{{orderNo}}',
      poolNoticeContent: '{{orderNo}}：{{from}} → {{to}}，{{count}}櫃',
    },
  },
};

const ptBR: Complete<Texts> = {
  menus: { barge: 'Barcaças', barge_orders: 'Pedidos de barcaça', barge_pool: 'Pool de pedidos de barcaça', barge_poolEmpty: 'Pool de contêineres vazios', barge_gathering: 'Ordens de recebimento do terminal', barge_barges: 'Frota de barcaças', barge_orderDetail: 'Pedido de barcaça', barge_orderForm: 'Formulário de pedido de barcaça', barge_bargeDetail: 'Barcaça', barge_bargeForm: 'Dados da barcaça', bargeOrderDetail: 'Ordem de recebimento do terminal', bargeOrderPoolDetail: 'Pedido do pool de barcaça', bargeOrderPoolEmptyDetail: 'Pedido do pool de vazios', bargeContainerQuertDetails: 'Contêiner da barcaça', bargeOperations: 'Operações de barcaça' },
  barge: {
    pages: {
      barges: 'Barcaças', bargeDetail: 'Barcaça', bargeForm: 'Barcaça', orders: 'Pedidos de barcaça', orderDetail: 'Pedido de barcaça', orderForm: 'Pedido de barcaça',
      pool: 'Pool de pedidos de barcaça', poolEmpty: 'Pool de contêineres vazios', gathering: 'Ordens de recebimento do terminal', containerDetail: 'Contêiner da barcaça',
    },
    barge: {
      fields: { id: 'ID', name: 'Nome', registrationNo: 'Nº de registro', capacityTeu: 'Capacidade (TEU)', operatorCompanyName: 'Operador de barcaça', remark: 'Observação', createTime: 'Criado em', updateTime: 'Atualizado em' },
      sections: { barge: 'Barcaça', record: 'Registro' },
      registrationTaken: 'O nº de registro {{value}} já está cadastrado',
    },
    order: {
      fields: {
        id: 'ID', orderNo: 'Nº do pedido', direction: 'Sentido', load: 'Cheio/vazio', riverPort: 'Porto fluvial/secundário', fromPort: 'Origem', toPort: 'Destino',
        terminalCode: 'Terminal do porto principal', terminalCompanyName: 'Terminal de recebimento', voyageId: 'Navio / viagem', vesselName: 'Navio', voyageNo: 'Viagem', blNo: 'Nº do B/L',
        planDate: 'Embarque previsto', containerList: 'Contêineres', containerCount: 'Qtd.', teu: 'TEU', remark: 'Observação', status: 'Situação',
        bargeId: 'Barcaça', bargeName: 'Barcaça', bargeVoyageNo: 'Viagem da barcaça', bargeCompanyName: 'Operador de barcaça', ownerCompanyName: 'Agente de cargas',
        takeTime: 'Aceito em', createTime: 'Criado em', updateTime: 'Atualizado em',
      },
      sections: { route: 'Rota', cargo: 'Contêineres e carga', barge: 'Barcaça', record: 'Registro', containers: 'Detalhe dos contêineres' },
      directions: { export: 'Exportação', import: 'Importação' },
      loads: { laden: 'Cheio', empty: 'Vazio' },
      ports: {
        CNHGH: 'Hangzhou CNHGH', CNWNZ: 'Wenzhou CNWNZ', CNZOS: 'Zhoushan CNZOS', CNTAG: 'Taicang CNTAG', CNZJG: 'Zhangjiagang CNZJG', CNNTG: 'Nantong CNNTG',
        CNNKG: 'Nanquim CNNKG', CNWHI: 'Wuhu CNWHI', CNJIU: 'Jiujiang CNJIU', CNWUH: 'Wuhan CNWUH', CNCKG: 'Chongqing CNCKG',
      },
      terminals: { BLCT: 'Beilun fase I BLCT', BLCT2: 'Beilun fase II BLCT2', MSICT: 'Meishan MSICT', NBCT: 'Ningbo Beilun NBCT' },
      status: { draft: 'Rascunho', pooled: 'No pool', taken: 'Aceito', sailing: 'Navegando', completed: 'Recebido', cancelled: 'Cancelado' },
      actions: { submit: 'Enviar ao pool', take: 'Aceitar', release: 'Devolver ao pool', depart: 'Zarpar', complete: 'Confirmar recebimento', cancel: 'Cancelar' },
      confirm: {
        submit: 'Enviar este pedido de barcaça ao pool?', depart: 'Este pedido de barcaça zarpou?', complete: 'Todos os contêineres deste pedido foram recebidos?', cancel: 'Cancelar este pedido de barcaça?',
      },
      containerFields: {
        lineNo: 'Nº', ctnNo: 'Nº do contêiner', ctnSizeType: 'Tamanho/tipo', ctnOperatorCode: 'Operador', depYardName: 'Origem', desYardName: 'Destino',
        carResNo: 'Reserva da barcaça', pierResNo: 'Reserva do terminal', carrShopName: 'Operador de barcaça', shopName: 'Agente de cargas', type: 'Cheio/vazio', remarks: 'Observações',
      },
      containerHint: 'Um contêiner por linha: número, tamanho/tipo, operador, ex.: MSKU1234565 22G1 MSK',
      containerInvalidData: 'Não foi possível ler os dados do contêiner',
      alreadyTaken: 'Outro operador de barcaça já aceitou este pedido',
      bargeUnknown: 'Escolha uma barcaça da sua empresa',
      voyageUnknown: 'A viagem do navio não existe',
      terminalUnknown: 'O terminal {{terminal}} não tem empresa de terminal',
      containerDuplicate: 'Linha {{n}}: o contêiner {{ctnNo}} está repetido',
      sizeTypeInvalid: 'Linha {{n}}: tamanho/tipo inválido; um de {{types}}',
      operatorInvalid: 'Linha {{n}}: o operador tem de 2 a 4 letras',
      tooManyContainers: 'Um pedido de barcaça tem no máximo {{max}} contêineres',
      poolNotice: 'Novo pedido de barcaça no pool: {{orderNo}}',
      poolNoticeContent: '{{orderNo}}: {{from}} → {{to}}, {{count}} contêineres',
    },
  },
};

export const bargeTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;
