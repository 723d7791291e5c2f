/**
 * The demo world's companies and users, which the accounts domain seeds (with SEED_DEMO) and the other domains'
 * demo data and the tests refer to by code and mobile.
 */
export const DEMO_PASSWORD = 'Demo@123456';

export const DEMO_COMPANIES = [
  { code: 'PORTOP', name: '港口社区运营中心', kind: 'operator' },
  { code: 'FWD001', name: '宁港国际货运代理有限公司', kind: 'forwarder' },
  { code: 'FLT001', name: '北仑顺达集卡车队有限公司', kind: 'fleet' },
  { code: 'AGT001', name: '东海船务代理有限公司', kind: 'agent', type: '2' },
  { code: 'YRD001', name: '中技集装箱堆场有限公司', kind: 'yard', type: '8' },
  { code: 'TML001', name: '北仑第二集装箱码头有限公司', kind: 'terminal', type: '16' },
  { code: 'BRG001', name: '甬江驳运有限公司', kind: 'barge', type: '256' },
] as const;

export const DEMO_USERS = [
  { mobile: '13800000001', name: '平台管理员', role: 'sys', company: 'PORTOP', authStatus: '02' },
  { mobile: '13800000002', name: '货代张经理', role: 'FORWARDER', company: 'FWD001', authStatus: '02' },
  { mobile: '13800000003', name: '车队李队长', role: 'driver', company: 'FLT001', authStatus: '02' },
  { mobile: '13800000004', name: '业务员王五', role: 'common', company: 'FWD001', authStatus: '00' },
  // The port's counterparts of the shipping business (issue 13 §2): onboarded and real-name authenticated.
  { mobile: '13800000005', name: '船代陈经理', role: 'CARRIER', company: 'AGT001', authStatus: '02' },
  { mobile: '13800000006', name: '码头赵主管', role: 'TERMINAL', company: 'TML001', authStatus: '02' },
  { mobile: '13800000007', name: '驳船孙调度', role: 'BARGE', company: 'BRG001', authStatus: '02' },
  // The yard operator (issue 14): sets slot capacities, sees the reservations at its yard, records no-shows.
  { mobile: '13800000008', name: '堆场周调度', role: 'YARD', company: 'YRD001', authStatus: '02' },
] as const;
