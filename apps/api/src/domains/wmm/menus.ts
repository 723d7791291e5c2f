/**
 * 轮式机械 (SPEC §2.8 wmm): 机械登记 is the list (with the "expiring in 30 days" filter); wmm/detail opens a machine;
 * wmm/licenseRemake is the plate re-issue screen (the company's registered machines and the re-issues under review);
 * the registration form. The invoice routes (wmm/invoiceCreate, wmm/invoiceDetail) are the ledger domain's invoicing.
 * Registering (wmm:machine:edit, a fleet, yard or terminal) and reviewing (wmm:machine:audit, platform staff: the
 * administrator role holds every menu) hang under a hidden group of their own.
 */
import type { DomainMenu } from '../module';

const button = (perms: string): DomainMenu => ({ key: perms, type: 'button', title: perms.split(':').pop()!, perms });
const named = (key: string, path: string, title: string, component: string): DomainMenu => ({ key, type: 'named', path, title, component, hidden: true });

export const WMM_MENUS: DomainMenu = {
  key: 'wmm', type: 'nested', path: '/wmm', title: '轮式机械', icon: 'truck', after: 'papDetail',
  children: [
    { key: 'wmm.machines', type: 'page', path: '/wmm/machines', title: '机械登记', component: 'wmm/machines', keepAlive: true, children: [button('wmm:machine:list')] },
    { key: 'wmm.licenseRemake', type: 'page', path: '/wmm/licenseRemake', title: '牌证补办', component: 'wmm/licenseRemake' },
    named('wmm.detail', '/wmm/detail', '机械详情', 'wmm/machineDetail'),
    named('wmm.machineForm', '/wmm/machineForm', '机械登记申请', 'wmm/machineForm'),
  ],
};

export const WMM_OPERATION_MENUS: DomainMenu = {
  key: 'wmmOperations', type: 'nested', path: '/wmm-operations', title: '轮式机械作业', icon: 'truck', hidden: true,
  children: [button('wmm:machine:edit'), button('wmm:machine:audit')],
};

/** What each registering company role selects (a fleet, a yard, a terminal). */
export const WMM_COMPANY_KEYS = ['wmm', 'wmm:machine:edit'];
