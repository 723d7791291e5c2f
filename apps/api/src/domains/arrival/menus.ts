/**
 * The arrival information menu (SPEC §2.8 shipToSend / shipToAdd): 到港信息 is the list, read by the
 * shipping-line agent (what it sent) and the forwarders addressed; shipToAdd opens the shared form, the detail a
 * named page. Sending and acknowledging hang under a hidden group of their own, since a role selecting a menu
 * takes its whole subtree.
 */
import type { MenuSeed } from '../module';

const button = (perms: string): MenuSeed => ({ key: perms, type: 'button', title: perms.split(':').slice(1).join(':'), perms });

export const ARRIVAL_MENUS: MenuSeed = {
  key: 'arrival', type: 'nested', path: '/arrival', title: '到港信息管理', icon: 'ship',
  children: [
    { key: 'arrival.send', type: 'page', path: '/shipToSend', title: '到港信息', component: 'arrival/notices', keepAlive: true,
      children: [button('arrival:list'), button('arrival:export')] },
    { key: 'arrival.add', type: 'named', path: '/shipToAdd', title: '新增到港信息', component: 'arrival/noticeForm', hidden: true },
    { key: 'arrival.detail', type: 'named', path: '/shipToSend/detail', title: '到港信息详情', component: 'arrival/noticeDetail', hidden: true },
  ],
};

export const ARRIVAL_OPERATION_MENUS: MenuSeed = {
  key: 'arrivalOperations', type: 'nested', path: '/arrival-operations', title: '到港信息作业', icon: 'ship', hidden: true,
  children: [button('arrival:edit'), button('arrival:ack')],
};
