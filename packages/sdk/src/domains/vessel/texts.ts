/** The vessel domain's texts (namespace `vessel`), zh-CN the source; merged into the i18n resources by ../index.ts. */
const zhCN = {
  menus: { query_vessel: '船舶查询', query_vessels: '船舶资料', vessel: '船舶', vessel_voyageDetail: '船期详情', vessel_vesselDetail: '船舶详情', vessel_voyageForm: '船期编辑', vessel_vesselForm: '船舶编辑', vesselOperations: '船期作业' },
  vessel: {
    criteriaRequired: '请输入船名、船舶代码或航次',
    pages: { voyages: '船期查询', vessels: '船舶资料', voyageDetail: '船期详情', voyageForm: '船期编辑', vesselDetail: '船舶详情', vesselForm: '船舶编辑' },
    vessel: {
      fields: {
        id: '编号', code: '船舶代码', nameZh: '中文船名', nameEn: '英文船名', imo: 'IMO编号', mmsi: 'MMSI', callSign: '呼号',
        flag: '船旗', type: '船舶类型', teu: '载箱量(TEU)', createTime: '创建时间', updateTime: '更新时间',
      },
      sections: { identity: '船舶标识', particulars: '船舶规范' },
      types: { container: '集装箱船', bulk: '散货船', tanker: '油轮', general: '杂货船', roro: '滚装船', barge: '驳船' },
      codeTaken: '船舶代码{{code}}已存在',
    },
    voyage: {
      fields: {
        id: '编号', vesselId: '船舶', vesselCode: '船舶代码', vesselName: '船名', importVoyage: '进口航次', exportVoyage: '出口航次',
        portCode: '港口代码', terminalCode: '码头', berth: '泊位', eta: '预计到港', etd: '预计离港', ata: '实际到港', atd: '实际离港',
        docCutoff: '截单时间', gateCutoff: '截港时间', status: '状态', ownerCompanyName: '录入单位', createTime: '创建时间', updateTime: '更新时间',
      },
      sections: { call: '挂靠信息', times: '时间节点', record: '记录信息' },
      status: { planned: '计划', berthed: '已靠泊', departed: '已离港', closed: '已关闭', cancelled: '已取消' },
      actions: { berth: '靠泊', depart: '离港', close: '关闭', cancel: '取消' },
      confirm: { berth: '确认该船已靠泊？', depart: '确认该船已离港？', close: '确认关闭该船期？' },
      voyageRequired: '进口航次和出口航次至少填写一个',
      vesselUnknown: '船舶不存在',
      notice: '{{vessel}} {{voyage}}：{{action}}（{{state}}）',
    },
  },
};

type Texts = typeof zhCN;

/** The same shape as zh-CN with every text filled in (the compiler checks the keys). */
type Complete<T> = { [K in keyof T]: T[K] extends string ? string : Complete<T[K]> };

const enUS: Complete<Texts> = {
  menus: { query_vessel: 'Vessel schedule', query_vessels: 'Vessels', vessel: 'Vessel', vessel_voyageDetail: 'Voyage', vessel_vesselDetail: 'Vessel', vessel_voyageForm: 'Edit voyage', vessel_vesselForm: 'Edit vessel', vesselOperations: 'Voyage operations' },
  vessel: {
    criteriaRequired: 'Enter a vessel name, vessel code or voyage',
    pages: { voyages: 'Vessel schedule', vessels: 'Vessels', voyageDetail: 'Voyage', voyageForm: 'Edit voyage', vesselDetail: 'Vessel', vesselForm: 'Edit vessel' },
    vessel: {
      fields: {
        id: 'ID', code: 'Vessel code', nameZh: 'Chinese name', nameEn: 'English name', imo: 'IMO number', mmsi: 'MMSI', callSign: 'Call sign',
        flag: 'Flag', type: 'Vessel type', teu: 'Capacity (TEU)', createTime: 'Created', updateTime: 'Updated',
      },
      sections: { identity: 'Identity', particulars: 'Particulars' },
      types: { container: 'Container ship', bulk: 'Bulk carrier', tanker: 'Tanker', general: 'General cargo', roro: 'Ro-ro', barge: 'Barge' },
      codeTaken: 'Vessel code {{code}} already exists',
    },
    voyage: {
      fields: {
        id: 'ID', vesselId: 'Vessel', vesselCode: 'Vessel code', vesselName: 'Vessel', importVoyage: 'Import voyage', exportVoyage: 'Export voyage',
        portCode: 'Port', terminalCode: 'Terminal', berth: 'Berth', eta: 'ETA', etd: 'ETD', ata: 'ATA', atd: 'ATD',
        docCutoff: 'Documents cut-off', gateCutoff: 'Gate-in cut-off', status: 'Status', ownerCompanyName: 'Entered by', createTime: 'Created', updateTime: 'Updated',
      },
      sections: { call: 'Call', times: 'Times', record: 'Record' },
      status: { planned: 'Planned', berthed: 'Berthed', departed: 'Departed', closed: 'Closed', cancelled: 'Cancelled' },
      actions: { berth: 'Berth', depart: 'Depart', close: 'Close', cancel: 'Cancel' },
      confirm: { berth: 'Confirm the vessel has berthed?', depart: 'Confirm the vessel has departed?', close: 'Close this voyage?' },
      voyageRequired: 'Enter an import or an export voyage number',
      vesselUnknown: 'The vessel does not exist',
      notice: '{{vessel}} {{voyage}}: {{action}} ({{state}})',
    },
  },
};

const zhTW: Complete<Texts> = {
  menus: { query_vessel: '船舶查詢', query_vessels: '船舶資料', vessel: '船舶', vessel_voyageDetail: '船期詳情', vessel_vesselDetail: '船舶詳情', vessel_voyageForm: '船期編輯', vessel_vesselForm: '船舶編輯', vesselOperations: '船期作業' },
  vessel: {
    criteriaRequired: '請輸入船名、船舶代碼或航次',
    pages: { voyages: '船期查詢', vessels: '船舶資料', voyageDetail: '船期詳情', voyageForm: '船期編輯', vesselDetail: '船舶詳情', vesselForm: '船舶編輯' },
    vessel: {
      fields: {
        id: '編號', code: '船舶代碼', nameZh: '中文船名', nameEn: '英文船名', imo: 'IMO編號', mmsi: 'MMSI', callSign: '呼號',
        flag: '船旗', type: '船舶類型', teu: '載櫃量(TEU)', createTime: '建立時間', updateTime: '更新時間',
      },
      sections: { identity: '船舶識別', particulars: '船舶規格' },
      types: { container: '貨櫃輪', bulk: '散裝船', tanker: '油輪', general: '雜貨船', roro: '駛上駛下船', barge: '駁船' },
      codeTaken: '船舶代碼{{code}}已存在',
    },
    voyage: {
      fields: {
        id: '編號', vesselId: '船舶', vesselCode: '船舶代碼', vesselName: '船名', importVoyage: '進口航次', exportVoyage: '出口航次',
        portCode: '港口代碼', terminalCode: '碼頭', berth: '泊位', eta: '預計到港', etd: '預計離港', ata: '實際到港', atd: '實際離港',
        docCutoff: '截單時間', gateCutoff: '截櫃時間', status: '狀態', ownerCompanyName: '建檔單位', createTime: '建立時間', updateTime: '更新時間',
      },
      sections: { call: '靠港資訊', times: '時間節點', record: '記錄資訊' },
      status: { planned: '預定', berthed: '已靠泊', departed: '已離港', closed: '已關閉', cancelled: '已取消' },
      actions: { berth: '靠泊', depart: '離港', close: '關閉', cancel: '取消' },
      confirm: { berth: '確認該船已靠泊？', depart: '確認該船已離港？', close: '確認關閉該船期？' },
      voyageRequired: '進口航次和出口航次至少填寫一個',
      vesselUnknown: '船舶不存在',
      notice: '{{vessel}} {{voyage}}：{{action}}（{{state}}）',
    },
  },
};

const ptBR: Complete<Texts> = {
  menus: { query_vessel: 'Escala de navios', query_vessels: 'Navios', vessel: 'Navio', vessel_voyageDetail: 'Viagem', vessel_vesselDetail: 'Navio', vessel_voyageForm: 'Editar viagem', vessel_vesselForm: 'Editar navio', vesselOperations: 'Operações de viagem' },
  vessel: {
    criteriaRequired: 'Informe o nome do navio, o código do navio ou a viagem',
    pages: { voyages: 'Escala de navios', vessels: 'Navios', voyageDetail: 'Viagem', voyageForm: 'Editar viagem', vesselDetail: 'Navio', vesselForm: 'Editar navio' },
    vessel: {
      fields: {
        id: 'ID', code: 'Código do navio', nameZh: 'Nome em chinês', nameEn: 'Nome em inglês', imo: 'Número IMO', mmsi: 'MMSI', callSign: 'Indicativo de chamada',
        flag: 'Bandeira', type: 'Tipo de navio', teu: 'Capacidade (TEU)', createTime: 'Criado em', updateTime: 'Atualizado em',
      },
      sections: { identity: 'Identificação', particulars: 'Características' },
      types: { container: 'Porta-contêineres', bulk: 'Graneleiro', tanker: 'Navio-tanque', general: 'Carga geral', roro: 'Ro-ro', barge: 'Barcaça' },
      codeTaken: 'O código de navio {{code}} já existe',
    },
    voyage: {
      fields: {
        id: 'ID', vesselId: 'Navio', vesselCode: 'Código do navio', vesselName: 'Navio', importVoyage: 'Viagem de importação', exportVoyage: 'Viagem de exportação',
        portCode: 'Porto', terminalCode: 'Terminal', berth: 'Berço', eta: 'ETA', etd: 'ETD', ata: 'ATA', atd: 'ATD',
        docCutoff: 'Deadline de documentos', gateCutoff: 'Deadline de carga', status: 'Situação', ownerCompanyName: 'Cadastrado por', createTime: 'Criado em', updateTime: 'Atualizado em',
      },
      sections: { call: 'Escala', times: 'Horários', record: 'Registro' },
      status: { planned: 'Prevista', berthed: 'Atracado', departed: 'Desatracado', closed: 'Encerrada', cancelled: 'Cancelada' },
      actions: { berth: 'Atracar', depart: 'Desatracar', close: 'Encerrar', cancel: 'Cancelar' },
      confirm: { berth: 'Confirmar que o navio atracou?', depart: 'Confirmar que o navio desatracou?', close: 'Encerrar esta viagem?' },
      voyageRequired: 'Informe uma viagem de importação ou de exportação',
      vesselUnknown: 'O navio não existe',
      notice: '{{vessel}} {{voyage}}: {{action}} ({{state}})',
    },
  },
};

export const vesselTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;
