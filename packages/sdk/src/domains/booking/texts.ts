/** The booking domain's texts (namespace `booking`), zh-CN the source; merged into the i18n resources by ../index.ts. */
const zhCN = {
  menus: { exportation: '订舱管理', exportation_bookings: '订舱委托', exportation_bookingDetail: '订舱详情', exportation_bookingForm: '订舱委托单', bookingOperations: '订舱作业' },
  booking: {
    pages: { bookings: '订舱委托', bookingDetail: '订舱详情', bookingForm: '订舱委托单' },
    booking: {
      fields: {
        id: '编号', bookingNo: '订舱号', status: '状态', ownerCompanyName: '委托单位', agentId: '船代', agentName: '船代',
        shipper: '发货人', consignee: '收货人', notifyParty: '通知人', polCode: '装货港', podCode: '卸货港', voyageId: '船名航次',
        voyageName: '船名航次', sailingFrom: '开航日期自', sailingTo: '开航日期至', containers: '箱量需求', cargoDescription: '货物描述',
        hsCode: 'HS编码', packages: '件数', packageKind: '包装种类', grossWeight: '毛重(KG)', volume: '体积(CBM)', dangerous: '危险品',
        reefer: '冷藏', freightTerms: '运费条款', blType: '提单类型', remark: '备注', rejectReason: '退回原因', createTime: '创建时间', updateTime: '更新时间',
      },
      sections: { parties: '委托信息', routing: '航线与箱量', cargo: '货物信息', terms: '条款' },
      status: { draft: '草稿', submitted: '已提交', accepted: '已受理', rejected: '已退回', cancelled: '已取消' },
      actions: { submit: '提交', accept: '受理', reject: '退回', cancel: '取消' },
      confirm: { submit: '确认提交该订舱委托？', cancel: '确认取消该订舱委托？' },
      freightTerms: { prepaid: '预付', collect: '到付' },
      blTypes: { original: '正本提单', telex: '电放', seawaybill: '海运单' },
      hsCodeInvalid: '请输入6至10位数字的HS编码',
      containersInvalid: '箱量格式如：2x40HC COC; 1x20GP SOC',
      agentUnknown: '请选择船代公司',
      voyageUnknown: '船期不存在',
      routingRequired: '请选择船名航次或填写开航日期',
      notEditable: '当前状态「{{state}}」不能修改',
    },
  },
};

type Texts = typeof zhCN;

/** The same shape as zh-CN with every text filled in (the compiler checks the keys). */
type Complete<T> = { [K in keyof T]: T[K] extends string ? string : Complete<T[K]> };

const enUS: Complete<Texts> = {
  menus: { exportation: 'Bookings', exportation_bookings: 'Booking requests', exportation_bookingDetail: 'Booking', exportation_bookingForm: 'Booking request', bookingOperations: 'Booking operations' },
  booking: {
    pages: { bookings: 'Bookings', bookingDetail: 'Booking', bookingForm: 'Booking request' },
    booking: {
      fields: {
        id: 'ID', bookingNo: 'Booking no.', status: 'Status', ownerCompanyName: 'Forwarder', agentId: 'Shipping agent', agentName: 'Shipping agent',
        shipper: 'Shipper', consignee: 'Consignee', notifyParty: 'Notify party', polCode: 'Port of loading', podCode: 'Port of discharge', voyageId: 'Vessel / voyage',
        voyageName: 'Vessel / voyage', sailingFrom: 'Sailing from', sailingTo: 'Sailing to', containers: 'Containers', cargoDescription: 'Cargo description',
        hsCode: 'HS code', packages: 'Packages', packageKind: 'Package kind', grossWeight: 'Gross weight (kg)', volume: 'Volume (m³)', dangerous: 'Dangerous',
        reefer: 'Reefer', freightTerms: 'Freight terms', blType: 'B/L type', remark: 'Remark', rejectReason: 'Reason returned', createTime: 'Created', updateTime: 'Updated',
      },
      sections: { parties: 'Parties', routing: 'Routing and containers', cargo: 'Cargo', terms: 'Terms' },
      status: { draft: 'Draft', submitted: 'Submitted', accepted: 'Accepted', rejected: 'Returned', cancelled: 'Cancelled' },
      actions: { submit: 'Submit', accept: 'Accept', reject: 'Return', cancel: 'Cancel' },
      confirm: { submit: 'Submit this booking?', cancel: 'Cancel this booking?' },
      freightTerms: { prepaid: 'Prepaid', collect: 'Collect' },
      blTypes: { original: 'Original B/L', telex: 'Telex release', seawaybill: 'Sea waybill' },
      hsCodeInvalid: 'Enter an HS code of 6 to 10 digits',
      containersInvalid: 'Containers as e.g. 2x40HC COC; 1x20GP SOC',
      agentUnknown: 'Choose a shipping agent',
      voyageUnknown: 'The voyage does not exist',
      routingRequired: 'Choose a vessel voyage or enter a sailing date',
      notEditable: 'A booking in the status "{{state}}" cannot be edited',
    },
  },
};

const zhTW: Complete<Texts> = {
  menus: { exportation: '訂艙管理', exportation_bookings: '訂艙委託', exportation_bookingDetail: '訂艙詳情', exportation_bookingForm: '訂艙委託單', bookingOperations: '訂艙作業' },
  booking: {
    pages: { bookings: '訂艙委託', bookingDetail: '訂艙詳情', bookingForm: '訂艙委託單' },
    booking: {
      fields: {
        id: '編號', bookingNo: '訂艙號碼', status: '狀態', ownerCompanyName: '委託單位', agentId: '船務代理', agentName: '船務代理',
        shipper: '託運人', consignee: '收貨人', notifyParty: '受通知人', polCode: '裝貨港', podCode: '卸貨港', voyageId: '船名航次',
        voyageName: '船名航次', sailingFrom: '開航日期起', sailingTo: '開航日期迄', containers: '櫃量需求', cargoDescription: '貨物描述',
        hsCode: 'HS編碼', packages: '件數', packageKind: '包裝種類', grossWeight: '毛重(KG)', volume: '材積(CBM)', dangerous: '危險品',
        reefer: '冷藏', freightTerms: '運費條款', blType: '提單類型', remark: '備註', rejectReason: '退回原因', createTime: '建立時間', updateTime: '更新時間',
      },
      sections: { parties: '委託資訊', routing: '航線與櫃量', cargo: '貨物資訊', terms: '條款' },
      status: { draft: '草稿', submitted: '已提交', accepted: '已受理', rejected: '已退回', cancelled: '已取消' },
      actions: { submit: '提交', accept: '受理', reject: '退回', cancel: '取消' },
      confirm: { submit: '確認提交該訂艙委託？', cancel: '確認取消該訂艙委託？' },
      freightTerms: { prepaid: '預付', collect: '到付' },
      blTypes: { original: '正本提單', telex: '電報放貨', seawaybill: '海運單' },
      hsCodeInvalid: '請輸入6至10位數字的HS編碼',
      containersInvalid: '櫃量格式如：2x40HC COC; 1x20GP SOC',
      agentUnknown: '請選擇船務代理公司',
      voyageUnknown: '船期不存在',
      routingRequired: '請選擇船名航次或填寫開航日期',
      notEditable: '目前狀態「{{state}}」不能修改',
    },
  },
};

const ptBR: Complete<Texts> = {
  menus: { exportation: 'Bookings', exportation_bookings: 'Solicitações de booking', exportation_bookingDetail: 'Booking', exportation_bookingForm: 'Solicitação de booking', bookingOperations: 'Operações de booking' },
  booking: {
    pages: { bookings: 'Bookings', bookingDetail: 'Booking', bookingForm: 'Solicitação de booking' },
    booking: {
      fields: {
        id: 'ID', bookingNo: 'Nº do booking', status: 'Situação', ownerCompanyName: 'Agente de cargas', agentId: 'Agência marítima', agentName: 'Agência marítima',
        shipper: 'Embarcador', consignee: 'Consignatário', notifyParty: 'Notificado', polCode: 'Porto de embarque', podCode: 'Porto de descarga', voyageId: 'Navio / viagem',
        voyageName: 'Navio / viagem', sailingFrom: 'Saída a partir de', sailingTo: 'Saída até', containers: 'Contêineres', cargoDescription: 'Descrição da carga',
        hsCode: 'Código SH', packages: 'Volumes', packageKind: 'Tipo de embalagem', grossWeight: 'Peso bruto (kg)', volume: 'Volume (m³)', dangerous: 'Perigosa',
        reefer: 'Refrigerada', freightTerms: 'Condição do frete', blType: 'Tipo de B/L', remark: 'Observação', rejectReason: 'Motivo da devolução', createTime: 'Criado em', updateTime: 'Atualizado em',
      },
      sections: { parties: 'Partes', routing: 'Rota e contêineres', cargo: 'Carga', terms: 'Condições' },
      status: { draft: 'Rascunho', submitted: 'Enviado', accepted: 'Aceito', rejected: 'Devolvido', cancelled: 'Cancelado' },
      actions: { submit: 'Enviar', accept: 'Aceitar', reject: 'Devolver', cancel: 'Cancelar' },
      confirm: { submit: 'Enviar este booking?', cancel: 'Cancelar este booking?' },
      freightTerms: { prepaid: 'Pré-pago', collect: 'A pagar no destino' },
      blTypes: { original: 'B/L original', telex: 'Telex release', seawaybill: 'Sea waybill' },
      hsCodeInvalid: 'Informe um código SH de 6 a 10 dígitos',
      containersInvalid: 'Contêineres no formato 2x40HC COC; 1x20GP SOC',
      agentUnknown: 'Escolha uma agência marítima',
      voyageUnknown: 'A viagem não existe',
      routingRequired: 'Escolha um navio/viagem ou informe uma data de saída',
      notEditable: 'Um booking na situação "{{state}}" não pode ser editado',
    },
  },
};

export const bookingTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;
