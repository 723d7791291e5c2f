/** A route list shaped like GET /user/auth/getRouters answers, for the routing tests. */
import type { ServerRoute } from '../session/types';

const meta = (title: string, extra: Partial<ServerRoute['meta']> = {}): ServerRoute['meta'] => ({
  title,
  icon: null,
  keepAlive: false,
  noCache: false,
  hidden: false,
  pageId: null,
  permission: [],
  link: null,
  ...extra,
});

export const SERVER_ROUTES: ServerRoute[] = [
  {
    path: '/home',
    name: 'home',
    type: 'page',
    component: 'home',
    meta: meta('首页', { keepAlive: true, icon: 'home' }),
  },
  {
    path: '/order',
    name: 'order',
    type: 'nested',
    meta: meta('订单管理'),
    children: [
      {
        path: '/order/place',
        name: 'order.place',
        type: 'page',
        component: 'trucking/place',
        meta: meta('下单', { permission: ['td:main:edit'] }),
      },
      {
        path: 'list',
        name: 'order.list',
        type: 'page',
        component: 'trucking/orders',
        meta: meta('订单列表', { keepAlive: true }),
      },
    ],
  },
  {
    path: '/user',
    name: 'user',
    type: 'nested',
    meta: meta('用户管理'),
    children: [
      {
        path: '/user/account',
        name: 'user.account',
        type: 'page',
        component: 'users/accounts',
        meta: meta('账号管理'),
      },
    ],
  },
  { path: '/edi', name: 'edi', type: 'iframe', meta: meta('EDI平台', { link: 'https://edi.example/' }) },
  { path: '/screen', name: 'screen', type: 'blank', meta: meta('数据看板') },
  {
    path: '/wentai',
    name: 'wentai',
    type: 'nested',
    meta: meta('支线港放箱管理', { hidden: true }),
    children: [
      {
        path: '/wentai/addBranchVoyageApply',
        name: 'wentai.apply',
        type: 'named',
        component: 'wentai/apply',
        meta: meta('放箱操作', { hidden: true }),
      },
    ],
  },
  {
    path: '/later',
    name: 'later',
    type: 'nested',
    meta: meta('之后的菜单'),
    children: [{ path: '/later/page', name: 'later.page', type: 'page', meta: meta('之后的页面') }],
  },
  { path: '/empty', name: 'empty', type: 'nested', meta: meta('空目录'), children: [] },
];
