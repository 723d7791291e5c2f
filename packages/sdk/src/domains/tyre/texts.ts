/**
 * The tyre domain's texts (namespace `tyre`): zh-CN the source, en-US, zh-TW (Taiwan usage) and pt-BR, each complete
 * (the compiler checks the keys), menu titles included.
 */
const zhCN = {
  menus: {
    zhilun: '轮胎采购', zhilun_tireDetail: '轮胎目录', zhilun_tireOrders: '轮胎订单', zhilun_tyreDetail: '轮胎详情', zhilun_tyreForm: '维护轮胎',
    zhilun_orderDetail: '轮胎订单详情', zhilun_orderForm: '购买轮胎', tyreOperations: '轮胎作业',
  },
  tyre: {
    pages: { tyres: '轮胎目录', tyreDetail: '轮胎详情', tyreForm: '维护轮胎', orders: '轮胎订单', orderDetail: '轮胎订单详情', orderForm: '购买轮胎' },
    fields: {
      id: '编号', title: '轮胎', status: '状态', brand: '品牌', pattern: '花纹', size: '规格', loadIndex: '负荷指数', speedRating: '速度级别', tubeType: '结构',
      priceCents: '单价', stock: '库存', photoFile: '图片', createTime: '创建时间', updateTime: '更新时间',
    },
    sections: { tyre: '轮胎信息', sale: '价格与库存' },
    status: { onSale: '在售', offSale: '已下架' },
    actions: { withdraw: '下架', restore: '重新上架', order: '购买' },
    confirm: { withdraw: '下架后不能再下单购买该轮胎，确认下架？' },
    speed: { J: 'J（100 km/h）', K: 'K（110 km/h）', L: 'L（120 km/h）', M: 'M（130 km/h）', N: 'N（140 km/h）', P: 'P（150 km/h）', Q: 'Q（160 km/h）', R: 'R（170 km/h）' },
    tubeTypes: { TL: '无内胎', TT: '有内胎' },
    placeholders: { size: '如 11R22.5 或 295/80R22.5', loadIndex: '如 146/143' },
    sizeInvalid: '规格格式不正确（如 11R22.5、12.00R20、295/80R22.5）',
    loadIndexInvalid: '负荷指数格式不正确（如 146 或 146/143）',
    order: {
      fields: {
        id: '编号', orderNo: '订单号', status: '状态', buyerCompanyName: '购买单位', tyreId: '轮胎', tyreTitle: '轮胎', size: '规格', quantity: '数量', unitPriceCents: '单价',
        amountCents: '金额', deliveryAddress: '收货地址', contactName: '收货人', contactPhone: '联系电话', truckId: '用于车辆', truckLicense: '用于车辆', carrier: '承运物流',
        trackingNo: '运单号', reason: '驳回原因', shippedTime: '发货时间', deliveredTime: '签收时间', createTime: '下单时间', updateTime: '更新时间',
      },
      sections: { order: '订单信息', delivery: '收货与物流' },
      status: { ordered: '已下单', shipped: '已发货', delivered: '已签收', cancelled: '已取消' },
      actions: { ship: '发货', deliver: '确认收货', cancel: '取消订单', reject: '驳回订单' },
      confirm: { deliver: '确认已收到轮胎？确认后冻结的货款将完成扣款。', cancel: '取消后冻结的货款将退回预付款，确认取消？' },
      outOfStock: '库存不足：该轮胎仅剩 {{stock}} 条',
      offSale: '该轮胎已下架，不能下单',
      insufficient: '预付款可用余额不足，请先充值',
      truckUnknown: '所选车辆不属于本单位',
      description: '轮胎采购 {{title}} × {{quantity}}',
    },
  },
};

const enUS = {
  menus: {
    zhilun: 'Tyre purchase', zhilun_tireDetail: 'Tyre catalogue', zhilun_tireOrders: 'Tyre orders', zhilun_tyreDetail: 'Tyre', zhilun_tyreForm: 'Edit tyre',
    zhilun_orderDetail: 'Tyre order', zhilun_orderForm: 'Buy tyres', tyreOperations: 'Tyre operations',
  },
  tyre: {
    pages: { tyres: 'Tyre catalogue', tyreDetail: 'Tyre', tyreForm: 'Edit tyre', orders: 'Tyre orders', orderDetail: 'Tyre order', orderForm: 'Buy tyres' },
    fields: {
      id: 'ID', title: 'Tyre', status: 'Status', brand: 'Brand', pattern: 'Tread pattern', size: 'Size', loadIndex: 'Load index', speedRating: 'Speed rating', tubeType: 'Construction',
      priceCents: 'Unit price', stock: 'In stock', photoFile: 'Photo', createTime: 'Created', updateTime: 'Updated',
    },
    sections: { tyre: 'Tyre', sale: 'Price and stock' },
    status: { onSale: 'On sale', offSale: 'Withdrawn' },
    actions: { withdraw: 'Withdraw', restore: 'Put back on sale', order: 'Buy' },
    confirm: { withdraw: 'A withdrawn tyre cannot be ordered. Withdraw it?' },
    speed: { J: 'J (100 km/h)', K: 'K (110 km/h)', L: 'L (120 km/h)', M: 'M (130 km/h)', N: 'N (140 km/h)', P: 'P (150 km/h)', Q: 'Q (160 km/h)', R: 'R (170 km/h)' },
    tubeTypes: { TL: 'Tubeless', TT: 'Tube type' },
    placeholders: { size: 'e.g. 11R22.5 or 295/80R22.5', loadIndex: 'e.g. 146/143' },
    sizeInvalid: 'The size is not valid (e.g. 11R22.5, 12.00R20, 295/80R22.5)',
    loadIndexInvalid: 'The load index is not valid (e.g. 146 or 146/143)',
    order: {
      fields: {
        id: 'ID', orderNo: 'Order no.', status: 'Status', buyerCompanyName: 'Buyer', tyreId: 'Tyre', tyreTitle: 'Tyre', size: 'Size', quantity: 'Quantity', unitPriceCents: 'Unit price',
        amountCents: 'Amount', deliveryAddress: 'Delivery address', contactName: 'Recipient', contactPhone: 'Phone', truckId: 'For truck', truckLicense: 'For truck', carrier: 'Carrier',
        trackingNo: 'Tracking no.', reason: 'Reason of rejection', shippedTime: 'Shipped', deliveredTime: 'Delivered', createTime: 'Ordered', updateTime: 'Updated',
      },
      sections: { order: 'Order', delivery: 'Delivery' },
      status: { ordered: 'Ordered', shipped: 'Shipped', delivered: 'Delivered', cancelled: 'Cancelled' },
      actions: { ship: 'Ship', deliver: 'Confirm delivery', cancel: 'Cancel order', reject: 'Reject order' },
      confirm: { deliver: 'Have the tyres arrived? Confirming pays the held amount.', cancel: 'Cancelling returns the held amount to your prepayment. Cancel the order?' },
      outOfStock: 'Not enough in stock: only {{stock}} of this tyre left',
      offSale: 'This tyre has been withdrawn and cannot be ordered',
      insufficient: 'Your available prepayment is not enough; please top up first',
      truckUnknown: 'The chosen truck is not one of your company',
      description: 'Tyres {{title}} × {{quantity}}',
    },
  },
};

const zhTW = {
  menus: {
    zhilun: '輪胎採購', zhilun_tireDetail: '輪胎目錄', zhilun_tireOrders: '輪胎訂單', zhilun_tyreDetail: '輪胎明細', zhilun_tyreForm: '維護輪胎',
    zhilun_orderDetail: '輪胎訂單明細', zhilun_orderForm: '購買輪胎', tyreOperations: '輪胎作業',
  },
  tyre: {
    pages: { tyres: '輪胎目錄', tyreDetail: '輪胎明細', tyreForm: '維護輪胎', orders: '輪胎訂單', orderDetail: '輪胎訂單明細', orderForm: '購買輪胎' },
    fields: {
      id: '編號', title: '輪胎', status: '狀態', brand: '品牌', pattern: '胎紋', size: '規格', loadIndex: '荷重指數', speedRating: '速度等級', tubeType: '結構',
      priceCents: '單價', stock: '庫存', photoFile: '圖片', createTime: '建立時間', updateTime: '更新時間',
    },
    sections: { tyre: '輪胎資訊', sale: '價格與庫存' },
    status: { onSale: '販售中', offSale: '已下架' },
    actions: { withdraw: '下架', restore: '重新上架', order: '購買' },
    confirm: { withdraw: '下架後即無法再訂購此輪胎，確定下架？' },
    speed: { J: 'J（100 km/h）', K: 'K（110 km/h）', L: 'L（120 km/h）', M: 'M（130 km/h）', N: 'N（140 km/h）', P: 'P（150 km/h）', Q: 'Q（160 km/h）', R: 'R（170 km/h）' },
    tubeTypes: { TL: '無內胎', TT: '有內胎' },
    placeholders: { size: '如 11R22.5 或 295/80R22.5', loadIndex: '如 146/143' },
    sizeInvalid: '規格格式不正確（如 11R22.5、12.00R20、295/80R22.5）',
    loadIndexInvalid: '荷重指數格式不正確（如 146 或 146/143）',
    order: {
      fields: {
        id: '編號', orderNo: '訂單編號', status: '狀態', buyerCompanyName: '購買單位', tyreId: '輪胎', tyreTitle: '輪胎', size: '規格', quantity: '數量', unitPriceCents: '單價',
        amountCents: '金額', deliveryAddress: '收貨地址', contactName: '收件人', contactPhone: '聯絡電話', truckId: '使用車輛', truckLicense: '使用車輛', carrier: '物流業者',
        trackingNo: '託運單號', reason: '退回原因', shippedTime: '出貨時間', deliveredTime: '簽收時間', createTime: '下單時間', updateTime: '更新時間',
      },
      sections: { order: '訂單資訊', delivery: '收貨與物流' },
      status: { ordered: '已下單', shipped: '已出貨', delivered: '已簽收', cancelled: '已取消' },
      actions: { ship: '出貨', deliver: '確認收貨', cancel: '取消訂單', reject: '退回訂單' },
      confirm: { deliver: '確認已收到輪胎？確認後圈存的貨款將完成扣款。', cancel: '取消後圈存的貨款將退回預付款，確定取消？' },
      outOfStock: '庫存不足：此輪胎僅剩 {{stock}} 條',
      offSale: '此輪胎已下架，無法下單',
      insufficient: '預付款可用餘額不足，請先儲值',
      truckUnknown: '所選車輛不屬於貴單位',
      description: '輪胎採購 {{title}} × {{quantity}}',
    },
  },
};

const ptBR = {
  menus: {
    zhilun: 'Compra de pneus', zhilun_tireDetail: 'Catálogo de pneus', zhilun_tireOrders: 'Pedidos de pneus', zhilun_tyreDetail: 'Pneu', zhilun_tyreForm: 'Editar pneu',
    zhilun_orderDetail: 'Pedido de pneus', zhilun_orderForm: 'Comprar pneus', tyreOperations: 'Operações de pneus',
  },
  tyre: {
    pages: { tyres: 'Catálogo de pneus', tyreDetail: 'Pneu', tyreForm: 'Editar pneu', orders: 'Pedidos de pneus', orderDetail: 'Pedido de pneus', orderForm: 'Comprar pneus' },
    fields: {
      id: 'ID', title: 'Pneu', status: 'Situação', brand: 'Marca', pattern: 'Desenho da banda', size: 'Medida', loadIndex: 'Índice de carga', speedRating: 'Índice de velocidade', tubeType: 'Construção',
      priceCents: 'Preço unitário', stock: 'Estoque', photoFile: 'Foto', createTime: 'Criado em', updateTime: 'Atualizado em',
    },
    sections: { tyre: 'Pneu', sale: 'Preço e estoque' },
    status: { onSale: 'À venda', offSale: 'Fora de linha' },
    actions: { withdraw: 'Tirar de venda', restore: 'Voltar a vender', order: 'Comprar' },
    confirm: { withdraw: 'Um pneu fora de venda não pode ser pedido. Tirar de venda?' },
    speed: { J: 'J (100 km/h)', K: 'K (110 km/h)', L: 'L (120 km/h)', M: 'M (130 km/h)', N: 'N (140 km/h)', P: 'P (150 km/h)', Q: 'Q (160 km/h)', R: 'R (170 km/h)' },
    tubeTypes: { TL: 'Sem câmara', TT: 'Com câmara' },
    placeholders: { size: 'ex.: 11R22.5 ou 295/80R22.5', loadIndex: 'ex.: 146/143' },
    sizeInvalid: 'A medida não é válida (ex.: 11R22.5, 12.00R20, 295/80R22.5)',
    loadIndexInvalid: 'O índice de carga não é válido (ex.: 146 ou 146/143)',
    order: {
      fields: {
        id: 'ID', orderNo: 'Nº do pedido', status: 'Situação', buyerCompanyName: 'Comprador', tyreId: 'Pneu', tyreTitle: 'Pneu', size: 'Medida', quantity: 'Quantidade', unitPriceCents: 'Preço unitário',
        amountCents: 'Valor', deliveryAddress: 'Endereço de entrega', contactName: 'Destinatário', contactPhone: 'Telefone', truckId: 'Para o caminhão', truckLicense: 'Para o caminhão', carrier: 'Transportadora',
        trackingNo: 'Código de rastreio', reason: 'Motivo da recusa', shippedTime: 'Enviado em', deliveredTime: 'Entregue em', createTime: 'Pedido em', updateTime: 'Atualizado em',
      },
      sections: { order: 'Pedido', delivery: 'Entrega' },
      status: { ordered: 'Pedido feito', shipped: 'Enviado', delivered: 'Entregue', cancelled: 'Cancelado' },
      actions: { ship: 'Enviar', deliver: 'Confirmar recebimento', cancel: 'Cancelar pedido', reject: 'Recusar pedido' },
      confirm: { deliver: 'Os pneus chegaram? Ao confirmar, o valor bloqueado é pago.', cancel: 'Ao cancelar, o valor bloqueado volta para o seu saldo pré-pago. Cancelar o pedido?' },
      outOfStock: 'Estoque insuficiente: restam só {{stock}} unidades deste pneu',
      offSale: 'Este pneu saiu de venda e não pode ser pedido',
      insufficient: 'O saldo pré-pago disponível não é suficiente; faça uma recarga primeiro',
      truckUnknown: 'O caminhão escolhido não é da sua empresa',
      description: 'Pneus {{title}} × {{quantity}}',
    },
  },
};

export const tyreTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;
