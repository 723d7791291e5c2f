/** The vessel domain's texts (namespace `vessel`), zh-CN the source; merged into the i18n resources by ../index.ts. */
const zhCN = {
  vessel: {
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
  vessel: {
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

export const vesselTexts = { 'zh-CN': zhCN, 'en-US': enUS } as const;
