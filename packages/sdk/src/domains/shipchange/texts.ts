/** The vessel-change application domain's texts (namespace `shipchange`), zh-CN the source; merged by ../index.ts. */
const zhCN = {
  menus: {
    shipchange: '换船管理', shipchange_apply: '换船申请', shipchange_view: '换船申请详情', shipchange_add: '新增换船申请', shipchange_edit: '修改换船申请',
    shipchange_checkView: '换船审核详情', shipchange_checkEdit: '换船审核', shipchangeOperations: '换船作业',
  },
  shipchange: {
    pages: { applications: '换船申请', applicationDetail: '换船申请详情', applicationForm: '换船申请' },
    application: {
      fields: {
        id: '编号', applyNo: '申请单号', terminalCompanyName: '审核码头', fromVoyageId: '原船名航次', fromVesselName: '原船名', fromVoyageNo: '原航次',
        toVoyageId: '新船名航次', toVesselName: '新船名', toVoyageNo: '新航次', containers: '箱号', containerCount: '箱量', reason: '换船原因',
        status: '状态', ownerCompanyName: '申请单位', createTime: '申请时间', updateTime: '更新时间',
      },
      sections: { apply: '申请信息', voyages: '船名航次', containers: '箱号信息', record: '记录信息' },
      placeholders: { containers: '每行一个箱号，如 MSKU1234565' },
      status: { draft: '草稿', submitted: '待审核', approved: '已同意', rejected: '已驳回' },
      actions: { submit: '提交', approve: '审核通过', reject: '驳回', resubmit: '重新提交' },
      confirm: { submit: '确认提交该换船申请？', approve: '确认同意该换船申请？', resubmit: '确认重新提交该换船申请？' },
      voyageUnknown: '船名航次不存在',
      sameVoyage: '新船名航次不能与原船名航次相同',
      terminalDiffers: '原船与新船须停靠同一码头',
      containerDuplicate: '第{{n}}个箱号{{ctnNo}}重复',
    },
  },
};

type Texts = typeof zhCN;
type Complete<T> = { [K in keyof T]: T[K] extends string ? string : Complete<T[K]> };

const enUS: Complete<Texts> = {
  menus: {
    shipchange: 'Vessel change', shipchange_apply: 'Vessel-change applications', shipchange_view: 'Vessel-change application', shipchange_add: 'New vessel-change application', shipchange_edit: 'Edit vessel-change application',
    shipchange_checkView: 'Vessel-change audit detail', shipchange_checkEdit: 'Vessel-change audit', shipchangeOperations: 'Vessel-change operations',
  },
  shipchange: {
    pages: { applications: 'Vessel-change applications', applicationDetail: 'Vessel-change application', applicationForm: 'Apply for a vessel change' },
    application: {
      fields: {
        id: 'ID', applyNo: 'Application no.', terminalCompanyName: 'Auditing terminal', fromVoyageId: 'From vessel / voyage', fromVesselName: 'From vessel', fromVoyageNo: 'From voyage',
        toVoyageId: 'To vessel / voyage', toVesselName: 'To vessel', toVoyageNo: 'To voyage', containers: 'Containers', containerCount: 'Boxes', reason: 'Reason for change',
        status: 'Status', ownerCompanyName: 'Applicant', createTime: 'Applied', updateTime: 'Updated',
      },
      sections: { apply: 'Application', voyages: 'Vessels and voyages', containers: 'Containers', record: 'Record' },
      placeholders: { containers: 'One container number per line, e.g. MSKU1234565' },
      status: { draft: 'Draft', submitted: 'Awaiting audit', approved: 'Approved', rejected: 'Rejected' },
      actions: { submit: 'Submit', approve: 'Approve', reject: 'Reject', resubmit: 'Resubmit' },
      confirm: { submit: 'Submit this vessel-change application?', approve: 'Approve this vessel-change application?', resubmit: 'Resubmit this vessel-change application?' },
      voyageUnknown: 'The vessel voyage does not exist',
      sameVoyage: 'The new vessel voyage must differ from the original one',
      terminalDiffers: 'Both vessels must call at the same terminal',
      containerDuplicate: 'Container number {{n}} ({{ctnNo}}) is a duplicate',
    },
  },
};

const zhTW: Complete<Texts> = {
  menus: {
    shipchange: '換船管理', shipchange_apply: '換船申請', shipchange_view: '換船申請詳情', shipchange_add: '新增換船申請', shipchange_edit: '修改換船申請',
    shipchange_checkView: '換船審核詳情', shipchange_checkEdit: '換船審核', shipchangeOperations: '換船作業',
  },
  shipchange: {
    pages: { applications: '換船申請', applicationDetail: '換船申請詳情', applicationForm: '換船申請' },
    application: {
      fields: {
        id: '編號', applyNo: '申請單號', terminalCompanyName: '審核碼頭', fromVoyageId: '原船名航次', fromVesselName: '原船名', fromVoyageNo: '原航次',
        toVoyageId: '新船名航次', toVesselName: '新船名', toVoyageNo: '新航次', containers: '櫃號', containerCount: '櫃量', reason: '換船原因',
        status: '狀態', ownerCompanyName: '申請單位', createTime: '申請時間', updateTime: '更新時間',
      },
      sections: { apply: '申請資訊', voyages: '船名航次', containers: '櫃號資訊', record: '記錄資訊' },
      placeholders: { containers: '每行一個櫃號，如 MSKU1234565' },
      status: { draft: '草稿', submitted: '待審核', approved: '已同意', rejected: '已駁回' },
      actions: { submit: '提交', approve: '審核通過', reject: '駁回', resubmit: '重新提交' },
      confirm: { submit: '確認提交該換船申請？', approve: '確認同意該換船申請？', resubmit: '確認重新提交該換船申請？' },
      voyageUnknown: '船名航次不存在',
      sameVoyage: '新船名航次不能與原船名航次相同',
      terminalDiffers: '原船與新船須停靠同一碼頭',
      containerDuplicate: '第{{n}}個櫃號{{ctnNo}}重複',
    },
  },
};

const ptBR: Complete<Texts> = {
  menus: {
    shipchange: 'Troca de navio', shipchange_apply: 'Pedidos de troca de navio', shipchange_view: 'Pedido de troca de navio', shipchange_add: 'Novo pedido de troca de navio', shipchange_edit: 'Editar pedido de troca de navio',
    shipchange_checkView: 'Detalhe da análise de troca', shipchange_checkEdit: 'Análise de troca de navio', shipchangeOperations: 'Operações de troca de navio',
  },
  shipchange: {
    pages: { applications: 'Pedidos de troca de navio', applicationDetail: 'Pedido de troca de navio', applicationForm: 'Solicitar troca de navio' },
    application: {
      fields: {
        id: 'ID', applyNo: 'Nº do pedido', terminalCompanyName: 'Terminal responsável', fromVoyageId: 'Navio / viagem de origem', fromVesselName: 'Navio de origem', fromVoyageNo: 'Viagem de origem',
        toVoyageId: 'Navio / viagem de destino', toVesselName: 'Navio de destino', toVoyageNo: 'Viagem de destino', containers: 'Contêineres', containerCount: 'Quantidade', reason: 'Motivo da troca',
        status: 'Situação', ownerCompanyName: 'Solicitante', createTime: 'Solicitado em', updateTime: 'Atualizado em',
      },
      sections: { apply: 'Pedido', voyages: 'Navios e viagens', containers: 'Contêineres', record: 'Registro' },
      placeholders: { containers: 'Um contêiner por linha, ex.: MSKU1234565' },
      status: { draft: 'Rascunho', submitted: 'Aguardando análise', approved: 'Aprovado', rejected: 'Recusado' },
      actions: { submit: 'Enviar', approve: 'Aprovar', reject: 'Recusar', resubmit: 'Reenviar' },
      confirm: { submit: 'Enviar este pedido de troca de navio?', approve: 'Aprovar este pedido de troca de navio?', resubmit: 'Reenviar este pedido de troca de navio?' },
      voyageUnknown: 'O navio/viagem não existe',
      sameVoyage: 'O navio/viagem de destino deve ser diferente do de origem',
      terminalDiffers: 'Os dois navios devem atracar no mesmo terminal',
      containerDuplicate: 'O contêiner {{n}} ({{ctnNo}}) está repetido',
    },
  },
};

export const shipchangeTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;
