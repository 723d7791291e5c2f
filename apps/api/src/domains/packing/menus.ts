/**
 * The packing-list menu (SPEC §2.8 /packingQuery): 装箱单 (the list), its detail, PackingListEdit (the form),
 * PackingListCompare (the comparison with the terminal's pre-entry data), PackingEdit (the printed sheet) and the
 * domestic-trade comparison of /emptyApplyDomestic/entraInfoCompareDomestic (the same comparison page). Writing
 * (packing:edit, the forwarder) and confirming (packing:confirm, the terminal) hang under a hidden group of their own.
 */
import type { DomainMenu } from '../module';

const button = (perms: string): DomainMenu => ({ key: perms, type: 'button', title: perms.split(':').pop()!, perms });
const named = (key: string, path: string, title: string, component: string): DomainMenu => ({ key, type: 'named', path, title, component, hidden: true });

export const PACKING_MENUS: DomainMenu = {
  key: 'packingQuery', type: 'nested', path: '/packingQuery', title: '装箱单管理', icon: 'order',
  children: [
    { key: 'packingQuery.list', type: 'page', path: '/packingQuery/PackingList', title: '装箱单', component: 'packing/lists', keepAlive: true, children: [button('packing:list')] },
    named('packingQuery.detail', '/packingQuery/PackingListDetail', '装箱单详情', 'packing/listDetail'),
    named('packingQuery.edit', '/packingQuery/PackingListEdit', '装箱单录入', 'packing/listForm'),
    named('packingQuery.compare', '/packingQuery/PackingListCompare', '装箱单预录比对', 'packing/compare'),
    named('packingQuery.print', '/packingQuery/PackingEdit', '装箱单打印', 'packing/print'),
    named('packingQuery.compareDomestic', '/emptyApplyDomestic/entraInfoCompareDomestic', '内贸进场信息比对', 'packing/compare'),
  ],
};

export const PACKING_OPERATION_MENUS: DomainMenu = {
  key: 'packingOperations', type: 'nested', path: '/packing-operations', title: '装箱单作业', icon: 'order', hidden: true,
  children: [button('packing:edit'), button('packing:confirm')],
};

export const PACKING_GRANTS = {
  FORWARDER: ['packingQuery', 'packing:edit'],
  TERMINAL: ['packingQuery', 'packing:confirm'],
};
