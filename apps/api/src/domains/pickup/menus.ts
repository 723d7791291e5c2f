/**
 * The pick-up menu (SPEC §2.8 /emptyApply): 提箱申请 (the list), its detail under SPEC's detailsNumber (B/L),
 * detailsSealNumber (with seals) and detailsNumberDomestic (domestic trade) — one detail page, the record's
 * kind and trade as data — shipInfoCompare (applied vs released), the form; 提箱预约 (slots), 我的预约 and the
 * pass; 堆场时段容量 for the yard operator. The acting permissions hang under a hidden group of their own.
 */
import type { DomainMenu } from '../module';

const button = (perms: string): DomainMenu => ({ key: perms, type: 'button', title: perms.split(':').pop()!, perms });
const named = (name: string, title: string, component: string): DomainMenu => ({
  key: `emptyApply.${name}`, type: 'named', path: `/emptyApply/${name}`, title, component, hidden: true,
});

export const PICKUP_MENUS: DomainMenu = {
  key: 'emptyApply', type: 'nested', path: '/emptyApply', title: '提箱管理', icon: 'ship',
  children: [
    { key: 'emptyApply.applications', type: 'page', path: '/emptyApply/applications', title: '提箱申请', component: 'pickup/applications', keepAlive: true },
    named('detailsNumber', '提单申请单详情', 'pickup/applicationDetail'),
    named('detailsSealNumber', '申请单详情', 'pickup/applicationDetail'),
    named('detailsNumberDomestic', '内贸申请单详情', 'pickup/applicationDetail'),
    named('applicationForm', '提箱申请单', 'pickup/applicationForm'),
    named('shipInfoCompare', '放箱信息比对', 'pickup/compare'),
    { key: 'emptyApply.reserve', type: 'page', path: '/emptyApply/reserve', title: '提箱预约', component: 'pickup/reserve' },
    { key: 'emptyApply.reservations', type: 'page', path: '/emptyApply/reservations', title: '预约记录', component: 'pickup/reservations', keepAlive: true },
    named('pass', '预约提箱凭证', 'pickup/pass'),
    { key: 'emptyApply.slots', type: 'page', path: '/emptyApply/slots', title: '堆场时段容量', component: 'pickup/slots' },
  ],
};

export const PICKUP_OPERATION_MENUS: DomainMenu = {
  key: 'pickupOperations', type: 'nested', path: '/pickup-operations', title: '提箱作业', icon: 'ship', hidden: true,
  children: [button('pickup:list'), button('pickup:apply'), button('pickup:release'), button('pickup:slot')],
};

const DETAILS = ['emptyApply.detailsNumber', 'emptyApply.detailsSealNumber', 'emptyApply.detailsNumberDomestic', 'emptyApply.shipInfoCompare'];
export const PICKUP_GRANTS = {
  FORWARDER: ['emptyApply.applications', ...DETAILS, 'emptyApply.applicationForm', 'emptyApply.reserve', 'emptyApply.reservations', 'emptyApply.pass', 'pickup:list', 'pickup:apply'],
  CARRIER: ['emptyApply.applications', ...DETAILS, 'pickup:list', 'pickup:release'],
  YARD: ['emptyApply.slots', 'emptyApply.reservations', 'emptyApply.pass', 'pickup:list', 'pickup:slot'],
};
