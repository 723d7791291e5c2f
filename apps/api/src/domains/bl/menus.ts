/**
 * The B/L domain's menus. 提单确认 (SPEC /exportation/bookBillConfirm/bookingOrderForm detail|audit|update, all
 * three the same detail page — the actions offered follow the state and the caller) with the td:main buttons
 * (list, packing list 装箱单, verify list 核对单); 船期配置 (ship_config_manage td/view, fc/view: the list; td/edit:
 * the form; sjjy/edit: the batch close). The agent's acting permissions (bl:issue, bl:shipconfig:edit) hang under a
 * hidden group, since a role selecting a menu takes its whole subtree; the forwarder confirms with td:main:edit.
 */
import type { MenuSeed } from '../module';

const button = (key: string, perms: string): MenuSeed => ({ key, type: 'button', title: perms.split(':').pop()!, perms });
const named = (key: string, path: string, title: string, component: string): MenuSeed => ({ key, type: 'named', path, title, component, hidden: true });

export const BL_MENUS: MenuSeed = {
  key: 'blConfirm', type: 'nested', path: '/exportation/bookBillConfirm', title: '提单确认', icon: 'ship',
  children: [
    { key: 'blConfirm.bills', type: 'page', path: '/exportation/bookBillConfirm/bills', title: '提单确认', component: 'bl/bills', keepAlive: true,
      children: [button('bl.td:main:list', 'td:main:list'), button('bl.td:main:exportZXD', 'td:main:exportZXD'), button('bl.td:main:exportVerifyList', 'td:main:exportVerifyList')] },
    named('blConfirm.detail', '/exportation/bookBillConfirm/bookingOrderForm/detail', '提单详情', 'bl/billDetail'),
    named('blConfirm.audit', '/exportation/bookBillConfirm/bookingOrderForm/audit', '提单审核', 'bl/billDetail'),
    named('blConfirm.update', '/exportation/bookBillConfirm/bookingOrderForm/update', '提单草稿', 'bl/billForm'),
  ],
};

export const SHIP_CONFIG_MENUS: MenuSeed = {
  key: 'shipConfig', type: 'nested', path: '/ship_config_manage', title: '船期配置', icon: 'setting',
  children: [
    { key: 'shipConfig.td', type: 'page', path: '/ship_config_manage/td/view', title: '提单确认配置', component: 'bl/shipConfigs', keepAlive: true,
      children: [button('bl:shipconfig:list', 'bl:shipconfig:list')] },
    { key: 'shipConfig.fc', type: 'page', path: '/ship_config_manage/fc/view', title: '订舱配置', component: 'bl/shipConfigs' },
    { key: 'shipConfig.close', type: 'page', path: '/ship_config_manage/sjjy/edit', title: '批量关闭船期', component: 'bl/shipConfigClose' },
    named('shipConfig.edit', '/ship_config_manage/td/edit', '船期配置', 'bl/shipConfigForm'),
    named('shipConfig.detail', '/ship_config_manage/td/detail', '船期配置详情', 'bl/shipConfigDetail'),
  ],
};

export const BL_OPERATION_MENUS: MenuSeed = {
  key: 'blOperations', type: 'nested', path: '/bl-operations', title: '提单作业', icon: 'ship', hidden: true,
  children: [button('bl:issue', 'bl:issue'), button('bl:shipconfig:edit', 'bl:shipconfig:edit')],
};

/** What the forwarder and the agent roles select (a key takes its subtree). */
export const BL_FORWARDER_KEYS = ['blConfirm'];
export const BL_AGENT_KEYS = ['blConfirm', 'shipConfig', 'bl:issue', 'bl:shipconfig:edit'];
