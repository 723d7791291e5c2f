/** The portal's pages in the business centre: 公共查询 (after 车队管理) and the API subscription review. */
import { crudButtons, type DomainMenu } from '../module';

export const PORTAL_MENUS: DomainMenu[] = [
  {
    key: 'query', type: 'nested', path: '/query', title: '公共查询', icon: 'search',
    children: [
      { key: 'query.truck', type: 'page', path: '/query/truck', title: '车辆查询', component: 'query/trucks' },
      { key: 'query.emptyCtn', type: 'page', path: '/visual/emptyCtn', title: '空箱源', component: 'query/emptyCtn' },
    ],
  },
  {
    key: 'system.apiSubscription', type: 'page', path: '/system/api-subscription', title: 'API订阅审核', component: 'system/apiSubscriptions',
    children: crudButtons('portal:apiSubscription', ['list', 'review']), under: 'system',
  },
];

/** Every business role sees the public queries. */
export const PORTAL_GRANTS: Partial<Record<string, readonly string[]>> = Object.fromEntries(
  ['FORWARDER', 'driver', 'common', 'CARRIER', 'TERMINAL', 'BARGE', 'YARD'].map((role) => [role, ['query']]),
);
