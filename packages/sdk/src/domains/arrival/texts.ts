/** The arrival information domain's texts (namespace `arrival`), zh-CN the source; merged by ../index.ts. */
const zhCN = {
  menus: { arrival: '到港信息管理', arrival_send: '到港信息', arrival_add: '新增到港信息', arrival_detail: '到港信息详情', arrivalOperations: '到港信息作业' },
  arrival: {
    pages: { notices: '到港信息', noticeDetail: '到港信息详情', noticeForm: '到港信息' },
    notice: {
      fields: {
        id: '编号', noticeNo: '通知单号', voyageId: '船名航次', vesselName: '船名', voyageNo: '航次', ata: '实际到港', berth: '泊位',
        dischargedCount: '卸船箱量', addresseeCode: '收件单位代码', addresseeCompanyName: '收件单位', remark: '备注', status: '状态',
        ownerCompanyName: '发送单位', createTime: '创建时间', updateTime: '更新时间',
      },
      sections: { arrival: '到港信息', addressee: '收件单位', record: '记录信息' },
      status: { draft: '草稿', sent: '已发送', acknowledged: '已确认' },
      actions: { send: '发送', acknowledge: '确认收到' },
      confirm: { send: '确认发送该到港信息？', acknowledge: '确认已收到该到港信息？' },
      voyageUnknown: '船名航次不存在',
      voyageNotYours: '只能发送本公司船舶航次的到港信息',
      addresseeUnknown: '收件单位{{code}}不存在或不是货代',
    },
  },
};

type Texts = typeof zhCN;
type Complete<T> = { [K in keyof T]: T[K] extends string ? string : Complete<T[K]> };

const enUS: Complete<Texts> = {
  menus: { arrival: 'Arrival information', arrival_send: 'Arrival information', arrival_add: 'New arrival information', arrival_detail: 'Arrival information detail', arrivalOperations: 'Arrival information operations' },
  arrival: {
    pages: { notices: 'Arrival information', noticeDetail: 'Arrival information', noticeForm: 'Arrival information' },
    notice: {
      fields: {
        id: 'ID', noticeNo: 'Notice no.', voyageId: 'Vessel / voyage', vesselName: 'Vessel', voyageNo: 'Voyage', ata: 'ATA', berth: 'Berth',
        dischargedCount: 'Boxes discharged', addresseeCode: 'Addressee code', addresseeCompanyName: 'Addressee', remark: 'Remarks', status: 'Status',
        ownerCompanyName: 'Sender', createTime: 'Created', updateTime: 'Updated',
      },
      sections: { arrival: 'Arrival', addressee: 'Addressee', record: 'Record' },
      status: { draft: 'Draft', sent: 'Sent', acknowledged: 'Acknowledged' },
      actions: { send: 'Send', acknowledge: 'Acknowledge' },
      confirm: { send: 'Send this arrival information?', acknowledge: 'Acknowledge receipt of this arrival information?' },
      voyageUnknown: 'The vessel voyage does not exist',
      voyageNotYours: 'Only the arrival of your own company\'s voyages can be sent',
      addresseeUnknown: 'Addressee {{code}} does not exist or is not a forwarder',
    },
  },
};

const zhTW: Complete<Texts> = {
  menus: { arrival: '到港資訊管理', arrival_send: '到港資訊', arrival_add: '新增到港資訊', arrival_detail: '到港資訊詳情', arrivalOperations: '到港資訊作業' },
  arrival: {
    pages: { notices: '到港資訊', noticeDetail: '到港資訊詳情', noticeForm: '到港資訊' },
    notice: {
      fields: {
        id: '編號', noticeNo: '通知單號', voyageId: '船名航次', vesselName: '船名', voyageNo: '航次', ata: '實際到港', berth: '泊位',
        dischargedCount: '卸船櫃量', addresseeCode: '收件單位代碼', addresseeCompanyName: '收件單位', remark: '備註', status: '狀態',
        ownerCompanyName: '發送單位', createTime: '建立時間', updateTime: '更新時間',
      },
      sections: { arrival: '到港資訊', addressee: '收件單位', record: '記錄資訊' },
      status: { draft: '草稿', sent: '已發送', acknowledged: '已確認' },
      actions: { send: '發送', acknowledge: '確認收到' },
      confirm: { send: '確認發送該到港資訊？', acknowledge: '確認已收到該到港資訊？' },
      voyageUnknown: '船名航次不存在',
      voyageNotYours: '只能發送本公司船舶航次的到港資訊',
      addresseeUnknown: '收件單位{{code}}不存在或不是承攬業者',
    },
  },
};

const ptBR: Complete<Texts> = {
  menus: { arrival: 'Informações de chegada', arrival_send: 'Informações de chegada', arrival_add: 'Nova informação de chegada', arrival_detail: 'Detalhe da chegada', arrivalOperations: 'Operações de chegada' },
  arrival: {
    pages: { notices: 'Informações de chegada', noticeDetail: 'Informação de chegada', noticeForm: 'Informação de chegada' },
    notice: {
      fields: {
        id: 'ID', noticeNo: 'Nº do aviso', voyageId: 'Navio / viagem', vesselName: 'Navio', voyageNo: 'Viagem', ata: 'Chegada real (ATA)', berth: 'Berço',
        dischargedCount: 'Contêineres descarregados', addresseeCode: 'Código do destinatário', addresseeCompanyName: 'Destinatário', remark: 'Observações', status: 'Situação',
        ownerCompanyName: 'Remetente', createTime: 'Criado em', updateTime: 'Atualizado em',
      },
      sections: { arrival: 'Chegada', addressee: 'Destinatário', record: 'Registro' },
      status: { draft: 'Rascunho', sent: 'Enviado', acknowledged: 'Confirmado' },
      actions: { send: 'Enviar', acknowledge: 'Confirmar recebimento' },
      confirm: { send: 'Enviar esta informação de chegada?', acknowledge: 'Confirmar o recebimento desta informação de chegada?' },
      voyageUnknown: 'O navio/viagem não existe',
      voyageNotYours: 'Só é possível enviar a chegada das viagens da sua empresa',
      addresseeUnknown: 'O destinatário {{code}} não existe ou não é um agente de cargas',
    },
  },
};

export const arrivalTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;
