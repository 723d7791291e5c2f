/** The shipment domain's texts (namespace `shipment`), zh-CN the source; merged by ../index.ts. */
const zhCN = {
  menus: { order_shipments: '进出口订单', order_shipmentDetail: '订单详情', order_shipmentForm: '新增进出口订单', shipmentOperations: '进出口订单操作' },
  shipment: {
    pages: { shipments: '进出口订单', shipmentDetail: '进出口订单详情', shipmentForm: '进出口订单' },
    shipment: {
      fields: {
        id: '编号', shipmentNo: '订单号', direction: '进出口', status: '状态', blNo: '提单号', bookingId: '订舱委托', bookingNo: '订舱号',
        voyageId: '船名航次', vesselName: '船名', voyageNo: '航次', polCode: '装货港', podCode: '卸货港', shipper: '发货人', consignee: '收货人',
        containers: '集装箱', containerCount: '箱量', cargoDescription: '货物描述', packages: '件数', grossWeightKg: '总毛重(kg)', customsStatus: '报关状态',
        deliveryAddress: '装/送货地址', truckingOrders: '派车单', remark: '备注', ownerCompanyName: '货代', createTime: '创建时间', updateTime: '更新时间',
      },
      sections: { order: '订单信息', parties: '收发货人', cargo: '箱货信息', record: '记录信息', trucking: '派车单', containers: '集装箱明细' },
      containerColumns: { ctnNo: '箱号', sizeType: '箱型', sealNo: '铅封号', weightKg: '毛重(kg)' },
      directions: { export: '出口', import: '进口' },
      customs: { notDeclared: '未申报', declared: '已申报', released: '已放行', inspection: '查验' },
      status: { draft: '草稿', confirmed: '已确认', inTransport: '运输中', completed: '已完成', cancelled: '已取消' },
      actions: { confirm: '确认', ship: '开始运输', complete: '完成', cancel: '取消' },
      confirm: { confirm: '确认该订单？', ship: '确认该订单开始运输？', complete: '确认该订单已完成？' },
      placeholders: { bookingId: '出口订单可选已受理的订舱委托，空白项按订舱填写', port: 'UN/LOCODE，如 CNNGB', containers: '每行一箱：箱号 箱型 铅封号 毛重(kg)，如 MSKU1234565 40HC SL123456 21500' },
      createTrucking: '创建派车单',
      noTrucking: '尚未创建派车单',
      tooManyContainers: '集装箱最多{{max}}个',
      containerDuplicate: '第{{n}}个箱号{{ctnNo}}重复',
      sizeTypeInvalid: '第{{n}}行箱型不正确，应为 {{types}} 之一',
      sealInvalid: '第{{n}}行铅封号格式不正确（4–15位字母或数字）',
      weightInvalid: '第{{n}}行毛重不正确，应为{{min}}–{{max}}之间的整数(kg)',
      bookingNotAccepted: '订舱委托不存在或尚未受理',
      bookingExportOnly: '只有出口订单可以关联订舱委托',
      fieldRequired: '请填写{{field}}',
      voyageUnknown: '船名航次不存在',
    },
  },
};

type Texts = typeof zhCN;
type Complete<T> = { [K in keyof T]: T[K] extends string ? string : Complete<T[K]> };

const enUS: Complete<Texts> = {
  menus: { order_shipments: 'Export & import orders', order_shipmentDetail: 'Order details', order_shipmentForm: 'New export/import order', shipmentOperations: 'Export & import order operations' },
  shipment: {
    pages: { shipments: 'Export & import orders', shipmentDetail: 'Export/import order', shipmentForm: 'Export/import order' },
    shipment: {
      fields: {
        id: 'ID', shipmentNo: 'Order no.', direction: 'Direction', status: 'Status', blNo: 'B/L no.', bookingId: 'Booking', bookingNo: 'Booking no.',
        voyageId: 'Vessel / voyage', vesselName: 'Vessel', voyageNo: 'Voyage', polCode: 'Port of loading', podCode: 'Port of discharge', shipper: 'Shipper', consignee: 'Consignee',
        containers: 'Containers', containerCount: 'Boxes', cargoDescription: 'Cargo', packages: 'Packages', grossWeightKg: 'Gross weight (kg)', customsStatus: 'Customs',
        deliveryAddress: 'Stuffing/delivery address', truckingOrders: 'Trucking orders', remark: 'Remark', ownerCompanyName: 'Forwarder', createTime: 'Created', updateTime: 'Updated',
      },
      sections: { order: 'Order', parties: 'Shipper and consignee', cargo: 'Containers and cargo', record: 'Record', trucking: 'Trucking orders', containers: 'Container list' },
      containerColumns: { ctnNo: 'Container no.', sizeType: 'Size/type', sealNo: 'Seal no.', weightKg: 'Gross (kg)' },
      directions: { export: 'Export', import: 'Import' },
      customs: { notDeclared: 'Not declared', declared: 'Declared', released: 'Released', inspection: 'Inspection' },
      status: { draft: 'Draft', confirmed: 'Confirmed', inTransport: 'In transport', completed: 'Completed', cancelled: 'Cancelled' },
      actions: { confirm: 'Confirm', ship: 'Start transport', complete: 'Complete', cancel: 'Cancel' },
      confirm: { confirm: 'Confirm this order?', ship: 'Start transport of this order?', complete: 'Mark this order completed?' },
      placeholders: { bookingId: 'For an export, an accepted booking: blank fields are taken from it', port: 'UN/LOCODE, e.g. CNNGB', containers: 'One container a line: number size/type seal gross-kg, e.g. MSKU1234565 40HC SL123456 21500' },
      createTrucking: 'Create trucking order',
      noTrucking: 'No trucking order yet',
      tooManyContainers: 'At most {{max}} containers',
      containerDuplicate: 'Container {{n}} ({{ctnNo}}) is a duplicate',
      sizeTypeInvalid: 'Line {{n}}: the size/type must be one of {{types}}',
      sealInvalid: 'Line {{n}}: the seal is not valid (4–15 letters or digits)',
      weightInvalid: 'Line {{n}}: the gross weight must be a whole number of kg between {{min}} and {{max}}',
      bookingNotAccepted: 'The booking does not exist or is not accepted',
      bookingExportOnly: 'Only an export order is made from a booking',
      fieldRequired: 'Please fill in {{field}}',
      voyageUnknown: 'The vessel voyage does not exist',
    },
  },
};

const zhTW: Complete<Texts> = {
  menus: { order_shipments: '進出口訂單', order_shipmentDetail: '訂單詳情', order_shipmentForm: '新增進出口訂單', shipmentOperations: '進出口訂單作業' },
  shipment: {
    pages: { shipments: '進出口訂單', shipmentDetail: '進出口訂單詳情', shipmentForm: '進出口訂單' },
    shipment: {
      fields: {
        id: '編號', shipmentNo: '訂單號碼', direction: '進出口', status: '狀態', blNo: '提單號碼', bookingId: '訂艙委託', bookingNo: '訂艙號碼',
        voyageId: '船名航次', vesselName: '船名', voyageNo: '航次', polCode: '裝貨港', podCode: '卸貨港', shipper: '託運人', consignee: '受貨人',
        containers: '貨櫃', containerCount: '櫃量', cargoDescription: '貨物描述', packages: '件數', grossWeightKg: '總毛重(kg)', customsStatus: '報關狀態',
        deliveryAddress: '裝/送貨地址', truckingOrders: '派車單', remark: '備註', ownerCompanyName: '貨代', createTime: '建立時間', updateTime: '更新時間',
      },
      sections: { order: '訂單資訊', parties: '託運人與受貨人', cargo: '櫃貨資訊', record: '記錄資訊', trucking: '派車單', containers: '貨櫃明細' },
      containerColumns: { ctnNo: '櫃號', sizeType: '櫃型', sealNo: '封條號碼', weightKg: '毛重(kg)' },
      directions: { export: '出口', import: '進口' },
      customs: { notDeclared: '未報關', declared: '已報關', released: '已放行', inspection: '查驗' },
      status: { draft: '草稿', confirmed: '已確認', inTransport: '運送中', completed: '已完成', cancelled: '已取消' },
      actions: { confirm: '確認', ship: '開始運送', complete: '完成', cancel: '取消' },
      confirm: { confirm: '確認此訂單？', ship: '確認此訂單開始運送？', complete: '確認此訂單已完成？' },
      placeholders: { bookingId: '出口訂單可選已受理的訂艙委託，空白欄位依訂艙填入', port: 'UN/LOCODE，例如 CNNGB', containers: '每行一櫃：櫃號 櫃型 封條號碼 毛重(kg)，例如 MSKU1234565 40HC SL123456 21500' },
      createTrucking: '建立派車單',
      noTrucking: '尚未建立派車單',
      tooManyContainers: '貨櫃最多{{max}}個',
      containerDuplicate: '第{{n}}個櫃號{{ctnNo}}重複',
      sizeTypeInvalid: '第{{n}}行櫃型不正確，應為 {{types}} 其中之一',
      sealInvalid: '第{{n}}行封條號碼格式不正確（4–15位英文字母或數字）',
      weightInvalid: '第{{n}}行毛重不正確，應為{{min}}–{{max}}之間的整數(kg)',
      bookingNotAccepted: '訂艙委託不存在或尚未受理',
      bookingExportOnly: '只有出口訂單可以關聯訂艙委託',
      fieldRequired: '請填寫{{field}}',
      voyageUnknown: '船名航次不存在',
    },
  },
};

const ptBR: Complete<Texts> = {
  menus: { order_shipments: 'Pedidos de exportação e importação', order_shipmentDetail: 'Detalhes do pedido', order_shipmentForm: 'Novo pedido de exportação/importação', shipmentOperations: 'Operações de pedidos' },
  shipment: {
    pages: { shipments: 'Pedidos de exportação e importação', shipmentDetail: 'Pedido de exportação/importação', shipmentForm: 'Pedido de exportação/importação' },
    shipment: {
      fields: {
        id: 'ID', shipmentNo: 'Nº do pedido', direction: 'Sentido', status: 'Situação', blNo: 'Nº do B/L', bookingId: 'Reserva', bookingNo: 'Nº da reserva',
        voyageId: 'Navio / viagem', vesselName: 'Navio', voyageNo: 'Viagem', polCode: 'Porto de embarque', podCode: 'Porto de descarga', shipper: 'Embarcador', consignee: 'Consignatário',
        containers: 'Contêineres', containerCount: 'Quantidade', cargoDescription: 'Carga', packages: 'Volumes', grossWeightKg: 'Peso bruto (kg)', customsStatus: 'Situação aduaneira',
        deliveryAddress: 'Endereço de ovação/entrega', truckingOrders: 'Ordens de transporte', remark: 'Observação', ownerCompanyName: 'Agente de cargas', createTime: 'Criado em', updateTime: 'Atualizado em',
      },
      sections: { order: 'Pedido', parties: 'Embarcador e consignatário', cargo: 'Contêineres e carga', record: 'Registro', trucking: 'Ordens de transporte', containers: 'Lista de contêineres' },
      containerColumns: { ctnNo: 'Nº do contêiner', sizeType: 'Tipo', sealNo: 'Nº do lacre', weightKg: 'Peso bruto (kg)' },
      directions: { export: 'Exportação', import: 'Importação' },
      customs: { notDeclared: 'Não declarado', declared: 'Declarado', released: 'Desembaraçado', inspection: 'Em inspeção' },
      status: { draft: 'Rascunho', confirmed: 'Confirmado', inTransport: 'Em transporte', completed: 'Concluído', cancelled: 'Cancelado' },
      actions: { confirm: 'Confirmar', ship: 'Iniciar transporte', complete: 'Concluir', cancel: 'Cancelar' },
      confirm: { confirm: 'Confirmar este pedido?', ship: 'Iniciar o transporte deste pedido?', complete: 'Marcar este pedido como concluído?' },
      placeholders: { bookingId: 'Na exportação, uma reserva aceita: os campos em branco vêm dela', port: 'UN/LOCODE, ex.: CNNGB', containers: 'Um contêiner por linha: número tipo lacre peso-kg, ex.: MSKU1234565 40HC SL123456 21500' },
      createTrucking: 'Criar ordem de transporte',
      noTrucking: 'Nenhuma ordem de transporte ainda',
      tooManyContainers: 'No máximo {{max}} contêineres',
      containerDuplicate: 'O contêiner {{n}} ({{ctnNo}}) está repetido',
      sizeTypeInvalid: 'Linha {{n}}: o tipo deve ser um de {{types}}',
      sealInvalid: 'Linha {{n}}: o lacre não é válido (4 a 15 letras ou dígitos)',
      weightInvalid: 'Linha {{n}}: o peso bruto deve ser um número inteiro de kg entre {{min}} e {{max}}',
      bookingNotAccepted: 'A reserva não existe ou não foi aceita',
      bookingExportOnly: 'Só um pedido de exportação vem de uma reserva',
      fieldRequired: 'Preencha {{field}}',
      voyageUnknown: 'O navio/viagem não existe',
    },
  },
};

export const shipmentTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;
