/** The branch-line box release domain's texts (namespace `wentai`), zh-CN the source; merged by ../index.ts. */
const zhCN = {
  menus: { wentai_ladenEntry: '外地港重箱进场', wentai_ladenEntryDetail: '重箱进场申请详情', wentai_ladenEntryForm: '重箱进场申请', wentai_viewInWeightApplyWt: '重箱进场申请详情', wentai_editInWeightApplyWt: '修改重箱进场申请', wentai_viewInWeightApplyWtAudit: '重箱进场审核', wentai_editInWeightApplyWtAudit: '重箱进场审核详情', wentai: '支线港放箱管理', wentai_apply: '放箱操作', wentai_branchReleaseDetail: '放箱申请详情', wentai_branchReleaseForm: '放箱申请', wentai_branchVoyageApplyByCNDTU: '放箱申请(CNDTU)', wentai_branchVoyageApplyByCNDTUAdd: '新增放箱申请(CNDTU)', wentai_branchVoyageApplyByCNDTUEdit: '修改放箱申请(CNDTU)', wentai_viewBranchVoyageAuditCndtu: '放箱审核(CNDTU)', wentai_editBranchVoyageAuditCndtu: '放箱审核详情(CNDTU)', wentai_branchVoyageApplyByCNDMY: '放箱申请(CNDMY)', wentai_branchVoyageApplyByCNDMYAdd: '新增放箱申请(CNDMY)', wentai_branchVoyageApplyByCNDMYEdit: '修改放箱申请(CNDMY)', wentai_viewBranchVoyageAuditCndmy: '放箱审核(CNDMY)', wentai_editBranchVoyageAuditCndmy: '放箱审核详情(CNDMY)', wentai_viewBranchVoyageAudit: '放箱审核', wentai_editBranchVoyageAudit: '放箱审核详情', wentaiOperations: '放箱作业' },
  wentai: {
    pages: { ladenEntrys: '外地港重箱进场', ladenEntryDetail: '重箱进场申请详情', ladenEntryForm: '重箱进场申请', branchReleases: '放箱操作', branchReleaseDetail: '放箱申请详情', branchReleaseForm: '放箱申请' },
    ladenEntry: {
      fields: { originPort: '起运港', seals: '铅封号', weights: '箱货毛重(kg)', totalWeightKg: '总毛重(kg)' },
      placeholders: { originPort: 'UN/LOCODE，如 CNSHA', seals: '每箱一个，逗号分隔，与箱号顺序一致', weights: '每箱一个(kg)，逗号分隔，与箱号顺序一致' },
      sealInvalid: '第{{n}}个铅封号格式不正确（4–15位字母或数字）',
      weightInvalid: '第{{n}}个毛重不正确，应为{{min}}–{{max}}之间的整数(kg)',
      sealCount: '铅封号个数应与箱量一致（{{n}}个）',
      weightCount: '毛重个数应与箱量一致（{{n}}个）',
      originLocal: '起运港不能是本港',
    },
    branchRelease: {
      fields: {
        id: '编号', applyNo: '申请单号', portCode: '支线港', terminalCompanyName: '审核码头', voyageId: '船名航次', vesselName: '船名',
        voyageNo: '航次', blNo: '提单号', containers: '箱号', containerCount: '箱量', sizeType: '尺寸箱型', load: '空重',
        remark: '备注', status: '状态', ownerCompanyName: '申请单位', createTime: '申请时间', updateTime: '更新时间',
      },
      sections: { apply: '申请信息', cargo: '箱货信息', record: '记录信息' },
      ports: { CNDTU: '大榭 CNDTU', CNDMY: '大麦屿 CNDMY' },
      loads: { laden: '重箱', empty: '空箱' },
      sizeTypes: { '20GP': '20GP 普通箱', '40GP': '40GP 普通箱', '40HC': '40HC 高箱', '20RF': '20RF 冷藏箱', '40RH': '40RH 冷藏高箱', '20TK': '20TK 罐箱' },
      status: { draft: '草稿', submitted: '待审核', approved: '已放行', rejected: '已驳回', cancelled: '已作废' },
      actions: { submit: '提交', approve: '审核通过', reject: '驳回', resubmit: '重新提交', cancel: '作废' },
      confirm: { submit: '确认提交该申请？', approve: '确认审核通过该申请？', resubmit: '确认重新提交该申请？', cancel: '确认作废该申请？' },
      voyageUnknown: '船名航次不存在',
      containerDuplicate: '第{{n}}个箱号{{ctnNo}}重复',
      terminalUnknown: '支线港{{port}}没有审核码头',
    },
  },
};

type Texts = typeof zhCN;
type Complete<T> = { [K in keyof T]: T[K] extends string ? string : Complete<T[K]> };

const enUS: Complete<Texts> = {
  menus: { wentai_ladenEntry: 'Non-local laden entry', wentai_ladenEntryDetail: 'Laden entry application', wentai_ladenEntryForm: 'Apply for laden entry', wentai_viewInWeightApplyWt: 'Laden entry application', wentai_editInWeightApplyWt: 'Edit laden entry', wentai_viewInWeightApplyWtAudit: 'Laden entry audit', wentai_editInWeightApplyWtAudit: 'Laden entry audit detail', wentai: 'Branch-port box release', wentai_apply: 'Box release', wentai_branchReleaseDetail: 'Box release application', wentai_branchReleaseForm: 'Apply for box release', wentai_branchVoyageApplyByCNDTU: 'Box release (CNDTU)', wentai_branchVoyageApplyByCNDTUAdd: 'New box release (CNDTU)', wentai_branchVoyageApplyByCNDTUEdit: 'Edit box release (CNDTU)', wentai_viewBranchVoyageAuditCndtu: 'Box release audit (CNDTU)', wentai_editBranchVoyageAuditCndtu: 'Box release audit detail (CNDTU)', wentai_branchVoyageApplyByCNDMY: 'Box release (CNDMY)', wentai_branchVoyageApplyByCNDMYAdd: 'New box release (CNDMY)', wentai_branchVoyageApplyByCNDMYEdit: 'Edit box release (CNDMY)', wentai_viewBranchVoyageAuditCndmy: 'Box release audit (CNDMY)', wentai_editBranchVoyageAuditCndmy: 'Box release audit detail (CNDMY)', wentai_viewBranchVoyageAudit: 'Box release audit', wentai_editBranchVoyageAudit: 'Box release audit detail', wentaiOperations: 'Box release operations' },
  wentai: {
    pages: { ladenEntrys: 'Non-local laden entry', ladenEntryDetail: 'Laden entry application', ladenEntryForm: 'Apply for laden entry', branchReleases: 'Box release', branchReleaseDetail: 'Box release application', branchReleaseForm: 'Apply for box release' },
    ladenEntry: {
      fields: { originPort: 'Origin port', seals: 'Seal nos.', weights: 'Gross weights (kg)', totalWeightKg: 'Total gross (kg)' },
      placeholders: { originPort: 'UN/LOCODE, e.g. CNSHA', seals: 'One per container, comma-separated, in container order', weights: 'One per container (kg), comma-separated, in container order' },
      sealInvalid: 'Seal no. {{n}} is not valid (4–15 letters or digits)',
      weightInvalid: 'Gross weight {{n}} is not valid: a whole number of kg between {{min}} and {{max}}',
      sealCount: 'Give one seal per container ({{n}})',
      weightCount: 'Give one gross weight per container ({{n}})',
      originLocal: 'The origin port cannot be this port',
    },
    branchRelease: {
      fields: {
        id: 'ID', applyNo: 'Application no.', portCode: 'Branch port', terminalCompanyName: 'Auditing terminal', voyageId: 'Vessel / voyage', vesselName: 'Vessel',
        voyageNo: 'Voyage', blNo: 'B/L no.', containers: 'Containers', containerCount: 'Boxes', sizeType: 'Size/type', load: 'Laden/empty',
        remark: 'Remark', status: 'Status', ownerCompanyName: 'Applicant', createTime: 'Applied', updateTime: 'Updated',
      },
      sections: { apply: 'Application', cargo: 'Containers', record: 'Record' },
      ports: { CNDTU: 'Daxie CNDTU', CNDMY: 'Damaiyu CNDMY' },
      loads: { laden: 'Laden', empty: 'Empty' },
      sizeTypes: { '20GP': '20GP dry', '40GP': '40GP dry', '40HC': '40HC high cube', '20RF': '20RF reefer', '40RH': '40RH reefer high cube', '20TK': '20TK tank' },
      status: { draft: 'Draft', submitted: 'Awaiting audit', approved: 'Released', rejected: 'Rejected', cancelled: 'Cancelled' },
      actions: { submit: 'Submit', approve: 'Approve', reject: 'Reject', resubmit: 'Resubmit', cancel: 'Cancel' },
      confirm: {
        submit: 'Submit this application?', approve: 'Approve this application?',
        resubmit: 'Resubmit this application?', cancel: 'Cancel this application?',
      },
      voyageUnknown: 'The vessel voyage does not exist',
      containerDuplicate: 'Container number {{n}} ({{ctnNo}}) is a duplicate',
      terminalUnknown: 'Branch port {{port}} has no auditing terminal',
    },
  },
};

const zhTW: Complete<Texts> = {
  menus: { wentai_ladenEntry: '外地港重櫃進場', wentai_ladenEntryDetail: '重櫃進場申請詳情', wentai_ladenEntryForm: '重櫃進場申請', wentai_viewInWeightApplyWt: '重櫃進場申請詳情', wentai_editInWeightApplyWt: '修改重櫃進場申請', wentai_viewInWeightApplyWtAudit: '重櫃進場審核', wentai_editInWeightApplyWtAudit: '重櫃進場審核詳情', wentai: '支線港放櫃管理', wentai_apply: '放櫃作業', wentai_branchReleaseDetail: '放櫃申請詳情', wentai_branchReleaseForm: '放櫃申請', wentai_branchVoyageApplyByCNDTU: '放櫃申請(CNDTU)', wentai_branchVoyageApplyByCNDTUAdd: '新增放櫃申請(CNDTU)', wentai_branchVoyageApplyByCNDTUEdit: '修改放櫃申請(CNDTU)', wentai_viewBranchVoyageAuditCndtu: '放櫃審核(CNDTU)', wentai_editBranchVoyageAuditCndtu: '放櫃審核詳情(CNDTU)', wentai_branchVoyageApplyByCNDMY: '放櫃申請(CNDMY)', wentai_branchVoyageApplyByCNDMYAdd: '新增放櫃申請(CNDMY)', wentai_branchVoyageApplyByCNDMYEdit: '修改放櫃申請(CNDMY)', wentai_viewBranchVoyageAuditCndmy: '放櫃審核(CNDMY)', wentai_editBranchVoyageAuditCndmy: '放櫃審核詳情(CNDMY)', wentai_viewBranchVoyageAudit: '放櫃審核', wentai_editBranchVoyageAudit: '放櫃審核詳情', wentaiOperations: '放櫃作業' },
  wentai: {
    pages: { ladenEntrys: '外地港重櫃進場', ladenEntryDetail: '重櫃進場申請詳情', ladenEntryForm: '重櫃進場申請', branchReleases: '放櫃作業', branchReleaseDetail: '放櫃申請詳情', branchReleaseForm: '放櫃申請' },
    ladenEntry: {
      fields: { originPort: '起運港', seals: '封條號碼', weights: '櫃貨毛重(kg)', totalWeightKg: '總毛重(kg)' },
      placeholders: { originPort: 'UN/LOCODE，例如 CNSHA', seals: '每櫃一個，以逗號分隔，與櫃號順序一致', weights: '每櫃一個(kg)，以逗號分隔，與櫃號順序一致' },
      sealInvalid: '第{{n}}個封條號碼格式不正確（4–15位英文字母或數字）',
      weightInvalid: '第{{n}}個毛重不正確，應為{{min}}–{{max}}之間的整數(kg)',
      sealCount: '封條號碼個數應與櫃量一致（{{n}}個）',
      weightCount: '毛重個數應與櫃量一致（{{n}}個）',
      originLocal: '起運港不能是本港',
    },
    branchRelease: {
      fields: {
        id: '編號', applyNo: '申請單號', portCode: '支線港', terminalCompanyName: '審核碼頭', voyageId: '船名航次', vesselName: '船名',
        voyageNo: '航次', blNo: '提單號碼', containers: '櫃號', containerCount: '櫃量', sizeType: '尺寸櫃型', load: '空重',
        remark: '備註', status: '狀態', ownerCompanyName: '申請單位', createTime: '申請時間', updateTime: '更新時間',
      },
      sections: { apply: '申請資訊', cargo: '櫃貨資訊', record: '記錄資訊' },
      ports: { CNDTU: '大榭 CNDTU', CNDMY: '大麥嶼 CNDMY' },
      loads: { laden: '重櫃', empty: '空櫃' },
      sizeTypes: { '20GP': '20GP 乾貨櫃', '40GP': '40GP 乾貨櫃', '40HC': '40HC 高櫃', '20RF': '20RF 冷凍櫃', '40RH': '40RH 冷凍高櫃', '20TK': '20TK 槽櫃' },
      status: { draft: '草稿', submitted: '待審核', approved: '已放行', rejected: '已駁回', cancelled: '已作廢' },
      actions: { submit: '提交', approve: '審核通過', reject: '駁回', resubmit: '重新提交', cancel: '作廢' },
      confirm: { submit: '確認提交該申請？', approve: '確認審核通過該申請？', resubmit: '確認重新提交該申請？', cancel: '確認作廢該申請？' },
      voyageUnknown: '船名航次不存在',
      containerDuplicate: '第{{n}}個櫃號{{ctnNo}}重複',
      terminalUnknown: '支線港{{port}}沒有審核碼頭',
    },
  },
};

const ptBR: Complete<Texts> = {
  menus: { wentai_ladenEntry: 'Entrada de cheios de outros portos', wentai_ladenEntryDetail: 'Pedido de entrada de cheios', wentai_ladenEntryForm: 'Solicitar entrada de cheios', wentai_viewInWeightApplyWt: 'Pedido de entrada de cheios', wentai_editInWeightApplyWt: 'Editar entrada de cheios', wentai_viewInWeightApplyWtAudit: 'Análise de entrada de cheios', wentai_editInWeightApplyWtAudit: 'Detalhe da análise de entrada', wentai: 'Liberação de contêineres (portos secundários)', wentai_apply: 'Liberação de contêineres', wentai_branchReleaseDetail: 'Pedido de liberação', wentai_branchReleaseForm: 'Solicitar liberação', wentai_branchVoyageApplyByCNDTU: 'Liberação (CNDTU)', wentai_branchVoyageApplyByCNDTUAdd: 'Nova liberação (CNDTU)', wentai_branchVoyageApplyByCNDTUEdit: 'Editar liberação (CNDTU)', wentai_viewBranchVoyageAuditCndtu: 'Análise de liberação (CNDTU)', wentai_editBranchVoyageAuditCndtu: 'Detalhe da análise (CNDTU)', wentai_branchVoyageApplyByCNDMY: 'Liberação (CNDMY)', wentai_branchVoyageApplyByCNDMYAdd: 'Nova liberação (CNDMY)', wentai_branchVoyageApplyByCNDMYEdit: 'Editar liberação (CNDMY)', wentai_viewBranchVoyageAuditCndmy: 'Análise de liberação (CNDMY)', wentai_editBranchVoyageAuditCndmy: 'Detalhe da análise (CNDMY)', wentai_viewBranchVoyageAudit: 'Análise de liberação', wentai_editBranchVoyageAudit: 'Detalhe da análise', wentaiOperations: 'Operações de liberação' },
  wentai: {
    pages: { ladenEntrys: 'Entrada de cheios de outros portos', ladenEntryDetail: 'Pedido de entrada de cheios', ladenEntryForm: 'Solicitar entrada de cheios', branchReleases: 'Liberação de contêineres', branchReleaseDetail: 'Pedido de liberação', branchReleaseForm: 'Solicitar liberação de contêineres' },
    ladenEntry: {
      fields: { originPort: 'Porto de origem', seals: 'Nºs dos lacres', weights: 'Pesos brutos (kg)', totalWeightKg: 'Peso bruto total (kg)' },
      placeholders: { originPort: 'UN/LOCODE, ex.: CNSHA', seals: 'Um por contêiner, separados por vírgula, na ordem dos contêineres', weights: 'Um por contêiner (kg), separados por vírgula, na ordem dos contêineres' },
      sealInvalid: 'O lacre {{n}} não é válido (4 a 15 letras ou dígitos)',
      weightInvalid: 'O peso bruto {{n}} não é válido: um número inteiro de kg entre {{min}} e {{max}}',
      sealCount: 'Informe um lacre por contêiner ({{n}})',
      weightCount: 'Informe um peso bruto por contêiner ({{n}})',
      originLocal: 'O porto de origem não pode ser este porto',
    },
    branchRelease: {
      fields: {
        id: 'ID', applyNo: 'Nº do pedido', portCode: 'Porto secundário', terminalCompanyName: 'Terminal responsável', voyageId: 'Navio / viagem', vesselName: 'Navio',
        voyageNo: 'Viagem', blNo: 'Nº do B/L', containers: 'Contêineres', containerCount: 'Quantidade', sizeType: 'Tamanho/tipo', load: 'Cheio/vazio',
        remark: 'Observação', status: 'Situação', ownerCompanyName: 'Solicitante', createTime: 'Solicitado em', updateTime: 'Atualizado em',
      },
      sections: { apply: 'Pedido', cargo: 'Contêineres', record: 'Registro' },
      ports: { CNDTU: 'Daxie CNDTU', CNDMY: 'Damaiyu CNDMY' },
      loads: { laden: 'Cheio', empty: 'Vazio' },
      sizeTypes: { '20GP': '20GP dry', '40GP': '40GP dry', '40HC': '40HC high cube', '20RF': '20RF reefer', '40RH': '40RH reefer high cube', '20TK': '20TK tanque' },
      status: { draft: 'Rascunho', submitted: 'Aguardando análise', approved: 'Liberado', rejected: 'Recusado', cancelled: 'Anulado' },
      actions: { submit: 'Enviar', approve: 'Aprovar', reject: 'Recusar', resubmit: 'Reenviar', cancel: 'Anular' },
      confirm: {
        submit: 'Enviar este pedido?', approve: 'Aprovar este pedido?',
        resubmit: 'Reenviar este pedido?', cancel: 'Anular este pedido?',
      },
      voyageUnknown: 'O navio/viagem não existe',
      containerDuplicate: 'O contêiner {{n}} ({{ctnNo}}) está repetido',
      terminalUnknown: 'O porto secundário {{port}} não tem terminal responsável',
    },
  },
};

export const wentaiTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;
