import { LEDGER_BUSINESS_TYPES, LEDGER_TERMINALS } from '@port/sdk/domains/ledger';
import { WMM_MACHINE_TYPES } from '@port/sdk/domains/wmm';
/** Dictionary types and values of SPEC §3 (labels where the spec gives none are the port's usual ones). */
export const DICTIONARIES: Record<string, Array<[value: string, label: string]>> = {
  td_take_address: [
    ['ZITYARD', '中技堆场'],
    ['JXTLYARD', '嘉兴铁路堆场'],
    ['DFDCYARD', '东方大港堆场'],
    ['GMCYARD', '港码集装箱堆场'],
    ['CXNYARD', '长兴南堆场'],
  ],
  td_ctn_type: [
    ['GP', '普通箱'], ['HC', '高箱'], ['PF', '平台箱'], ['R1', '冷冻箱R1'], ['T1', '罐箱'],
    ['G1', '通用箱G1'], ['DV', '干货箱'], ['HQ', '高柜'], ['RH', '冷高箱'], ['RF', '冷藏箱'],
  ],
  td_ctn_size: [['20', '20尺'], ['40', '40尺'], ['45', '45尺'], ['22', '22G1'], ['42', '42G1'], ['L5', 'L5(45尺高箱)']],
  FOUR_CHANGS_CTN_STATUS_LIST: [['E', '空箱'], ['F', '重箱'], ['L', '拼箱']],
  JIAXING_FOUR_CHANGES_TRADE_NEW: [['I', '内贸'], ['W', '外贸']],
  cus_company_business_type: [
    ['1', '货代'], ['2', '船代'], ['4', '报关行'], ['8', '堆场'], ['16', '码头'], ['32', '船公司'],
    ['64', '货主'], ['128', '车队'], ['256', '驳船公司'],
  ],
  PAY_TICKET_BUSSINES_CONFIG: [
    ['TRUCK', '集卡运输'], ['YARD', '堆场费用'], ['PAP', '港区通行'], ['BARGE', '驳船运输'],
    // The business types of the prepayment occupation routes (the ledger domain, @port/sdk/domains/ledger).
    ...LEDGER_BUSINESS_TYPES,
  ],
  LEDGER_TERMINAL: [...LEDGER_TERMINALS],
  // The wheeled machine types (the wmm domain, @port/sdk/domains/wmm).
  wmm_machine_type: WMM_MACHINE_TYPES.map(([code, , label]) => [code, label]),
  sys_normal_disable: [['0', '正常'], ['1', '停用']],
  sys_user_sex: [['0', '男'], ['1', '女'], ['2', '未知']],
};
