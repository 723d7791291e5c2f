/**
 * The accounts domain's sections: 用户管理 and 系统管理 (after 公共查询), where other domains hang their
 * administration pages (dict, message, screen, portal place theirs among these by key).
 */
import { crudButtons, type DomainMenu } from '../module';

export const ACCOUNTS_MENUS: DomainMenu[] = [
  {
    key: 'user', type: 'nested', path: '/user', title: '用户管理', icon: 'user', after: 'query',
    children: [
      { key: 'user.account', type: 'page', path: '/user/account', title: '账号管理', component: 'users/accounts', children: crudButtons('accounts:user', ['add', 'edit', 'remove', 'list', 'resetPwd']) },
      { key: 'user.role', type: 'page', path: '/user/role', title: '角色管理', component: 'users/roles', children: crudButtons('accounts:role') },
      { key: 'user.payment', type: 'page', path: '/user/payment', title: '支付管理', component: 'users/payment' },
    ],
  },
  {
    key: 'system', type: 'nested', path: '/system', title: '系统管理', icon: 'settings', after: 'user',
    children: [
      { key: 'system.review', type: 'page', path: '/system/review', title: '入驻审核', component: 'system/review', children: crudButtons('accounts:seller', ['list', 'edit']) },
      { key: 'system.sms', type: 'page', path: '/system/sms', title: '短信发件箱', component: 'system/sms', children: crudButtons('accounts:sms', ['list']) },
    ],
  },
];

/** Each company's users and roles: the forwarder manages them, the fleet lists its users, the port's counterparts hold 用户管理. */
export const ACCOUNTS_GRANTS: Partial<Record<string, readonly string[]>> = {
  FORWARDER: ['user', 'accounts:user:list', 'accounts:role:list'],
  driver: ['accounts:user:list'],
  CARRIER: ['user'],
  TERMINAL: ['user'],
  BARGE: ['user'],
  YARD: ['user'],
};
