/**
 * The yard-booking menu (SPEC §2.8 yardBkManage: yardBkForm, JxYardBkForm; jxYardLiftEmpty/jxYardLiftEmptyApply):
 * 堆场预约 is the list; its detail and the form (yardBkForm, and JxYardBkForm — the same form starting on port JX);
 * 嘉兴堆场提空 is the same list filtered to Jiaxing's empty lifts and jxYardLiftEmptyApply the same form starting on
 * port JX and a lift. Booking (yardbk:edit: forwarders and fleets) and answering (yardbk:audit: the yard) hang under
 * a hidden group of their own, since a role selecting a menu takes its whole subtree.
 */
import type { DomainMenu } from '../module';

const button = (perms: string): DomainMenu => ({ key: perms, type: 'button', title: perms.split(':').pop()!, perms });
const named = (key: string, path: string, title: string, component: string): DomainMenu => ({ key, type: 'named', path, title, component, hidden: true });

export const YARDBK_MENUS: DomainMenu = {
  key: 'yardBkManage', type: 'nested', path: '/yardBkManage', title: '堆场预约', icon: 'ship', after: 'emptyApply',
  children: [
    { key: 'yardBkManage.bookings', type: 'page', path: '/yardBkManage/bookings', title: '堆场预约', component: 'yardbk/bookings', keepAlive: true, children: [button('yardbk:list')] },
    named('yardBkManage.detail', '/yardBkManage/detail', '堆场预约详情', 'yardbk/bookingDetail'),
    named('yardBkManage.yardBkForm', '/yardBkManage/yardBkForm', '堆场预约单', 'yardbk/bookingForm'),
    named('yardBkManage.JxYardBkForm', '/yardBkManage/JxYardBkForm', '嘉兴堆场预约单', 'yardbk/bookingForm'),
    { key: 'yardBkManage.jxYardLiftEmpty', type: 'page', path: '/jxYardLiftEmpty', title: '嘉兴堆场提空', component: 'yardbk/bookings', keepAlive: true },
    named('yardBkManage.jxYardLiftEmptyApply', '/jxYardLiftEmpty/jxYardLiftEmptyApply', '嘉兴提空预约', 'yardbk/bookingForm'),
  ],
};

export const YARDBK_OPERATION_MENUS: DomainMenu = {
  key: 'yardbkOperations', type: 'nested', path: '/yardbk-operations', title: '堆场预约作业', icon: 'ship', hidden: true,
  children: [button('yardbk:edit'), button('yardbk:audit')],
};

export const YARDBK_GRANTS = {
  FORWARDER: ['yardBkManage', 'yardbk:edit'],
  driver: ['yardBkManage', 'yardbk:edit'],
  YARD: ['yardBkManage', 'yardbk:audit'],
};
