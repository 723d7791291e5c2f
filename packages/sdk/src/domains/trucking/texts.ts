/** The trucking domain's texts (namespace `trucking`: trucking orders, their containers and dispatch, the directory), zh-CN the source; merged into the i18n resources by ../index.ts. */
const zhCN = {
  trucking: {
    fields: {
      orderNo: '订单号', orderType: '订单类型', status: '订单状态', billNo: '提单号', vessel: '船名', voyage: '航次',
      takeAddress: '提箱堆场', deliveryAddress: '装卸地址', contactName: '联系人', contactPhone: '联系电话',
      planTime: '作业时间', remark: '备注', fleet: '承运车队', forwarder: '货代', ctnCount: '箱量', doneCount: '已完成箱量',
      createTime: '创建时间', updateTime: '更新时间', amount: '运费（元）', returnReason: '退回原因', paidTime: '支付时间',
      finishTime: '完成时间', containers: '箱信息', ctnNo: '箱号', ctnSize: '尺寸', ctnType: '箱型', sealNo: '铅封号',
      weightKg: '重量（kg）', sendStatus: '派单状态', truckLicense: '车牌号', driverName: '司机', driverMobile: '司机电话',
      group: '订单分组', createTimeRange: '创建时间', dispatchTime: '派单时间', seq: '序号',
    },
    actions: {
      entrust: '委托', review: '审核', return: '退回', pay: '支付', complete: '完成', edit: '编辑', delete: '删除',
      dispatch: '派单', save: '保存', saveEntrust: '保存并委托', view: '查看', import: '导入', export: '导出',
      location: '位置', reassign: '改派', cancel: '取消派单', finish: '送达完成', create: '创建', update: '修改',
    },
    confirm: {
      entrust: '确认委托该订单？', review: '确认审核通过该订单？', pay: '确认支付该订单？', delete: '确认删除该订单？',
      cancel: '确认取消该派单？', finish: '确认该箱已送达？',
    },
    pages: {
      dispatch: '车辆调度',
      orders: '订单列表', place: '下单', edit: '编辑订单', importOrderDetails: '进口订单详情', exportOrderDetails: '出口订单详情',
      shortOrderDetails: '短驳订单详情', truckPerDetails: '预提操作', gpsDetail: '位置信息', sendsCreate: '派单',
      sendsDetailed: '派单详情', factories: '常用工厂', containers: '箱子列表', contacts: '常用联系人',
    },
    sections: { basic: '基本信息', containers: '箱信息', dispatches: '派单记录', history: '操作记录', location: '车辆位置' },
    place: {
      pasteLabel: '批量箱号',
      pastePlaceholder: '多个箱号用英文逗号分隔，如 TGHU1234567,MSKU7654321',
      pasteApply: '生成箱列表',
      addContainer: '添加一箱',
      removeContainer: '移除',
      noContainers: '请至少填写一个箱号',
      saved: '订单已保存',
      entrusted: '订单已委托',
    },
    import: {
      title: '导入订单', template: '下载模板', choose: '选择Excel文件（.xlsx）', entrust: '导入后直接委托',
      errorsTitle: '错误明细（未导入任何数据）', row: '行', field: '列', message: '错误',
      queued: '文件排队等待读取：第{{position}}位', reading: '正在读取文件…',
    },
    returnPrompt: '请输入退回原因',
    amountPrompt: '请输入运费（元）',
    dispatch: {
      current: '当前派单', idle: '空闲',
      chooseTruck: '选择车辆', chooseDriver: '选择司机', busy: '有进行中的派单', online: '在线', offline: '离线', notFiled: '未备案',
      nothingToDispatch: '没有待派单的箱', dispatched: '派单成功', reassignTitle: '改派',
    },
    directory: {
      factoryName: '工厂名称', address: '装卸货地址', contactName: '联系人', contactPhone: '联系电话', remark: '备注', company: '所属公司',
      name: '姓名', mobile: '手机号', tel: '固定电话', email: '邮箱', pickFactory: '常用工厂', pickContact: '常用联系人',
    },
  },
};

type Texts = typeof zhCN;

/** The same shape as zh-CN with every text filled in (the compiler checks the keys). */
type Complete<T> = { [K in keyof T]: T[K] extends string ? string : Complete<T[K]> };

const enUS: Complete<Texts> = {
  trucking: {
    fields: {
      orderNo: 'Order no.', orderType: 'Order type', status: 'Status', billNo: 'B/L no.', vessel: 'Vessel', voyage: 'Voyage',
      takeAddress: 'Pick-up yard', deliveryAddress: 'Loading/unloading address', contactName: 'Contact', contactPhone: 'Contact phone',
      planTime: 'Work time', remark: 'Remark', fleet: 'Fleet', forwarder: 'Forwarder', ctnCount: 'Containers', doneCount: 'Delivered',
      createTime: 'Created', updateTime: 'Updated', amount: 'Freight (CNY)', returnReason: 'Return reason', paidTime: 'Paid',
      finishTime: 'Completed', containers: 'Containers', ctnNo: 'Container no.', ctnSize: 'Size', ctnType: 'Type', sealNo: 'Seal no.',
      weightKg: 'Weight (kg)', sendStatus: 'Dispatch status', truckLicense: 'Plate', driverName: 'Driver', driverMobile: 'Driver phone',
      group: 'Order group', createTimeRange: 'Created', dispatchTime: 'Dispatched', seq: 'No.',
    },
    actions: {
      entrust: 'Entrust', review: 'Review', return: 'Return', pay: 'Pay', complete: 'Complete', edit: 'Edit', delete: 'Delete',
      dispatch: 'Dispatch', save: 'Save', saveEntrust: 'Save and entrust', view: 'View', import: 'Import', export: 'Export',
      location: 'Location', reassign: 'Reassign', cancel: 'Cancel dispatch', finish: 'Delivered', create: 'Create', update: 'Edit',
    },
    confirm: {
      entrust: 'Entrust this order?', review: 'Approve this order?', pay: 'Pay this order?', delete: 'Delete this order?',
      cancel: 'Cancel this dispatch?', finish: 'Mark this container delivered?',
    },
    pages: {
      dispatch: 'Vehicle dispatch',
      orders: 'Orders', place: 'Place order', edit: 'Edit order', importOrderDetails: 'Import order', exportOrderDetails: 'Export order',
      shortOrderDetails: 'Short-haul order', truckPerDetails: 'Pre-pick operation', gpsDetail: 'Location', sendsCreate: 'Dispatch',
      sendsDetailed: 'Dispatch detail', factories: 'Frequent factories', containers: 'Containers', contacts: 'Frequent contacts',
    },
    sections: { basic: 'Basics', containers: 'Containers', dispatches: 'Dispatches', history: 'History', location: 'Vehicle location' },
    place: {
      pasteLabel: 'Container numbers',
      pastePlaceholder: 'Comma-separated, e.g. TGHU1234567,MSKU7654321',
      pasteApply: 'Build the list',
      addContainer: 'Add a container',
      removeContainer: 'Remove',
      noContainers: 'Enter at least one container number',
      saved: 'Order saved',
      entrusted: 'Order entrusted',
    },
    import: {
      title: 'Import orders', template: 'Download template', choose: 'Choose an Excel file (.xlsx)', entrust: 'Entrust after import',
      errorsTitle: 'Errors (nothing was imported)', row: 'Row', field: 'Column', message: 'Error',
      queued: 'Your file is waiting to be read: number {{position}} in line', reading: 'Reading the file…',
    },
    returnPrompt: 'Why is the order returned?',
    amountPrompt: 'Freight (CNY)',
    dispatch: {
      current: 'Current dispatch', idle: 'Idle',
      chooseTruck: 'Truck', chooseDriver: 'Driver', busy: 'busy', online: 'online', offline: 'offline', notFiled: 'not filed',
      nothingToDispatch: 'No container waits for dispatch', dispatched: 'Dispatched', reassignTitle: 'Reassign',
    },
    directory: {
      factoryName: 'Factory', address: 'Loading address', contactName: 'Contact', contactPhone: 'Contact phone', remark: 'Remark', company: 'Company',
      name: 'Name', mobile: 'Mobile', tel: 'Landline', email: 'E-mail', pickFactory: 'Frequent factory', pickContact: 'Frequent contact',
    },
  },
};

const zhTW: Complete<Texts> = {
  trucking: {
    fields: {
      orderNo: '訂單號', orderType: '訂單類型', status: '訂單狀態', billNo: '提單號', vessel: '船名', voyage: '航次',
      takeAddress: '提櫃貨櫃場', deliveryAddress: '裝卸地址', contactName: '聯絡人', contactPhone: '聯絡電話',
      planTime: '作業時間', remark: '備註', fleet: '承運車隊', forwarder: '貨代', ctnCount: '櫃量', doneCount: '已完成櫃量',
      createTime: '建立時間', updateTime: '更新時間', amount: '運費（元）', returnReason: '退回原因', paidTime: '付款時間',
      finishTime: '完成時間', containers: '貨櫃資訊', ctnNo: '櫃號', ctnSize: '尺寸', ctnType: '櫃型', sealNo: '鉛封號',
      weightKg: '重量（kg）', sendStatus: '派單狀態', truckLicense: '車牌號', driverName: '司機', driverMobile: '司機電話',
      group: '訂單分組', createTimeRange: '建立時間', dispatchTime: '派單時間', seq: '序號',
    },
    actions: {
      entrust: '委託', review: '審核', return: '退回', pay: '付款', complete: '完成', edit: '編輯', delete: '刪除',
      dispatch: '派單', save: '儲存', saveEntrust: '儲存並委託', view: '查看', import: '匯入', export: '匯出',
      location: '位置', reassign: '改派', cancel: '取消派單', finish: '送達完成', create: '建立', update: '修改',
    },
    confirm: {
      entrust: '確認委託該訂單？', review: '確認審核通過該訂單？', pay: '確認為該訂單付款？', delete: '確認刪除該訂單？',
      cancel: '確認取消該派單？', finish: '確認該貨櫃已送達？',
    },
    pages: {
      dispatch: '車輛調度',
      orders: '訂單列表', place: '下單', edit: '編輯訂單', importOrderDetails: '進口訂單詳情', exportOrderDetails: '出口訂單詳情',
      shortOrderDetails: '短駁訂單詳情', truckPerDetails: '預提操作', gpsDetail: '位置資訊', sendsCreate: '派單',
      sendsDetailed: '派單詳情', factories: '常用工廠', containers: '貨櫃列表', contacts: '常用聯絡人',
    },
    sections: { basic: '基本資訊', containers: '貨櫃資訊', dispatches: '派單記錄', history: '操作記錄', location: '車輛位置' },
    place: {
      pasteLabel: '批次櫃號',
      pastePlaceholder: '多個櫃號用英文逗號分隔，如 TGHU1234567,MSKU7654321',
      pasteApply: '產生櫃號列表',
      addContainer: '新增一櫃',
      removeContainer: '移除',
      noContainers: '請至少填寫一個櫃號',
      saved: '訂單已儲存',
      entrusted: '訂單已委託',
    },
    import: {
      title: '匯入訂單', template: '下載範本', choose: '選擇Excel檔案（.xlsx）', entrust: '匯入後直接委託',
      errorsTitle: '錯誤明細（未匯入任何資料）', row: '行', field: '列', message: '錯誤',
      queued: '檔案排隊等待讀取：第{{position}}位', reading: '正在讀取檔案…',
    },
    returnPrompt: '請輸入退回原因',
    amountPrompt: '請輸入運費（元）',
    dispatch: {
      current: '目前派單', idle: '空閒',
      chooseTruck: '選擇車輛', chooseDriver: '選擇司機', busy: '有進行中的派單', online: '線上', offline: '離線', notFiled: '未備案',
      nothingToDispatch: '沒有待派單的貨櫃', dispatched: '派單成功', reassignTitle: '改派',
    },
    directory: {
      factoryName: '工廠名稱', address: '裝卸貨地址', contactName: '聯絡人', contactPhone: '聯絡電話', remark: '備註', company: '所屬公司',
      name: '姓名', mobile: '手機號碼', tel: '固定電話', email: '電子郵件', pickFactory: '常用工廠', pickContact: '常用聯絡人',
    },
  },
};

const ptBR: Complete<Texts> = {
  trucking: {
    fields: {
      orderNo: 'Nº do pedido', orderType: 'Tipo de pedido', status: 'Situação', billNo: 'Nº do B/L', vessel: 'Navio', voyage: 'Viagem',
      takeAddress: 'Pátio de retirada', deliveryAddress: 'Endereço de carga/descarga', contactName: 'Contato', contactPhone: 'Telefone do contato',
      planTime: 'Horário da operação', remark: 'Observação', fleet: 'Transportadora', forwarder: 'Agente de cargas', ctnCount: 'Contêineres', doneCount: 'Entregues',
      createTime: 'Criado em', updateTime: 'Atualizado em', amount: 'Frete (CNY)', returnReason: 'Motivo da devolução', paidTime: 'Pago em',
      finishTime: 'Concluído em', containers: 'Contêineres', ctnNo: 'Nº do contêiner', ctnSize: 'Tamanho', ctnType: 'Tipo', sealNo: 'Nº do lacre',
      weightKg: 'Peso (kg)', sendStatus: 'Situação do despacho', truckLicense: 'Placa', driverName: 'Motorista', driverMobile: 'Telefone do motorista',
      group: 'Grupo de pedidos', createTimeRange: 'Criado em', dispatchTime: 'Despachado em', seq: 'Nº',
    },
    actions: {
      entrust: 'Solicitar', review: 'Aprovar', return: 'Devolver', pay: 'Pagar', complete: 'Concluir', edit: 'Editar', delete: 'Excluir',
      dispatch: 'Despachar', save: 'Salvar', saveEntrust: 'Salvar e solicitar', view: 'Ver', import: 'Importar', export: 'Exportar',
      location: 'Localização', reassign: 'Redirecionar', cancel: 'Cancelar despacho', finish: 'Entregue', create: 'Criar', update: 'Editar',
    },
    confirm: {
      entrust: 'Solicitar este pedido?', review: 'Aprovar este pedido?', pay: 'Pagar este pedido?', delete: 'Excluir este pedido?',
      cancel: 'Cancelar este despacho?', finish: 'Marcar este contêiner como entregue?',
    },
    pages: {
      dispatch: 'Despacho de veículos',
      orders: 'Pedidos', place: 'Novo pedido', edit: 'Editar pedido', importOrderDetails: 'Pedido de importação', exportOrderDetails: 'Pedido de exportação',
      shortOrderDetails: 'Pedido de curta distância', truckPerDetails: 'Pré-retirada', gpsDetail: 'Localização', sendsCreate: 'Despacho',
      sendsDetailed: 'Detalhe do despacho', factories: 'Fábricas frequentes', containers: 'Contêineres', contacts: 'Contatos frequentes',
    },
    sections: { basic: 'Dados básicos', containers: 'Contêineres', dispatches: 'Despachos', history: 'Histórico', location: 'Localização do veículo' },
    place: {
      pasteLabel: 'Números de contêiner',
      pastePlaceholder: 'Separados por vírgula, ex.: TGHU1234567,MSKU7654321',
      pasteApply: 'Montar a lista',
      addContainer: 'Adicionar contêiner',
      removeContainer: 'Remover',
      noContainers: 'Informe pelo menos um número de contêiner',
      saved: 'Pedido salvo',
      entrusted: 'Pedido solicitado',
    },
    import: {
      title: 'Importar pedidos', template: 'Baixar modelo', choose: 'Escolha um arquivo Excel (.xlsx)', entrust: 'Solicitar após importar',
      errorsTitle: 'Erros (nada foi importado)', row: 'Linha', field: 'Coluna', message: 'Erro',
      queued: 'Seu arquivo aguarda leitura: posição {{position}} na fila', reading: 'Lendo o arquivo…',
    },
    returnPrompt: 'Por que o pedido está sendo devolvido?',
    amountPrompt: 'Frete (CNY)',
    dispatch: {
      current: 'Despacho atual', idle: 'Livre',
      chooseTruck: 'Caminhão', chooseDriver: 'Motorista', busy: 'ocupado', online: 'on-line', offline: 'off-line', notFiled: 'sem registro',
      nothingToDispatch: 'Nenhum contêiner aguardando despacho', dispatched: 'Despachado', reassignTitle: 'Redirecionar',
    },
    directory: {
      factoryName: 'Fábrica', address: 'Endereço de carga', contactName: 'Contato', contactPhone: 'Telefone do contato', remark: 'Observação', company: 'Empresa',
      name: 'Nome', mobile: 'Celular', tel: 'Telefone fixo', email: 'E-mail', pickFactory: 'Fábrica frequente', pickContact: 'Contato frequente',
    },
  },
};

export const truckingTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;

// Its keys stay typed message keys (tr('trucking.…')) although they left the central catalogue.
declare module '../../i18n' {
  interface DomainMessages {
    trucking: Texts['trucking'];
  }
}
