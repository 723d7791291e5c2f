/** The branch-line box release domain's texts (namespace `wentai`), zh-CN the source; merged by ../index.ts. */
const zhCN = {
  wentai: {
    pages: { branchReleases: '放箱操作', branchReleaseDetail: '放箱申请详情', branchReleaseForm: '放箱申请' },
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
      confirm: { submit: '确认提交该放箱申请？', approve: '确认审核通过该放箱申请？', resubmit: '确认重新提交该放箱申请？', cancel: '确认作废该放箱申请？' },
      voyageUnknown: '船名航次不存在',
      containerDuplicate: '第{{n}}个箱号{{ctnNo}}重复',
      terminalUnknown: '支线港{{port}}没有审核码头',
    },
  },
};

type Texts = typeof zhCN;
type Complete<T> = { [K in keyof T]: T[K] extends string ? string : Complete<T[K]> };

const enUS: Complete<Texts> = {
  wentai: {
    pages: { branchReleases: 'Box release', branchReleaseDetail: 'Box release application', branchReleaseForm: 'Apply for box release' },
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
        submit: 'Submit this box release application?', approve: 'Approve this box release application?',
        resubmit: 'Resubmit this box release application?', cancel: 'Cancel this box release application?',
      },
      voyageUnknown: 'The vessel voyage does not exist',
      containerDuplicate: 'Container number {{n}} ({{ctnNo}}) is a duplicate',
      terminalUnknown: 'Branch port {{port}} has no auditing terminal',
    },
  },
};

export const wentaiTexts = { 'zh-CN': zhCN, 'en-US': enUS } as const;
