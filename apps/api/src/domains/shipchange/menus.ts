/**
 * The vessel-change menu (SPEC §2.8): 换船申请 is the list, read by the forwarder (its applications) and the
 * terminal (those addressed to it); the seed's routes /JxTzShipApplyForm/{view|add|edit} and
 * /JxTzShipApplyCheckForm/{view|edit} open the shared detail and form pages. Applying and auditing hang under a
 * hidden group of their own, since a role selecting a menu takes its whole subtree.
 */
import type { MenuSeed } from '../module';

const button = (perms: string): MenuSeed => ({ key: perms, type: 'button', title: perms.split(':').slice(1).join(':'), perms });
const named = (key: string, path: string, title: string, component: string): MenuSeed => ({ key: `shipchange.${key}`, type: 'named', path, title, component, hidden: true });

const LIST = 'shipchange/applications';
const DETAIL = 'shipchange/applicationDetail';
const FORM = 'shipchange/applicationForm';

export const SHIPCHANGE_MENUS: MenuSeed = {
  key: 'shipchange', type: 'nested', path: '/shipchange', title: '换船管理', icon: 'ship',
  children: [
    { key: 'shipchange.apply', type: 'page', path: '/JxTzShipApply', title: '换船申请', component: LIST, keepAlive: true,
      children: [button('shipchange:apply:list'), button('shipchange:apply:export')] },
    named('view', '/JxTzShipApplyForm/view', '换船申请详情', DETAIL),
    named('add', '/JxTzShipApplyForm/add', '新增换船申请', FORM),
    named('edit', '/JxTzShipApplyForm/edit', '修改换船申请', FORM),
    named('checkView', '/JxTzShipApplyCheckForm/view', '换船审核详情', DETAIL),
    named('checkEdit', '/JxTzShipApplyCheckForm/edit', '换船审核', DETAIL),
  ],
};

export const SHIPCHANGE_OPERATION_MENUS: MenuSeed = {
  key: 'shipchangeOperations', type: 'nested', path: '/shipchange-operations', title: '换船作业', icon: 'ship', hidden: true,
  children: [button('shipchange:apply:edit'), button('shipchange:audit')],
};
