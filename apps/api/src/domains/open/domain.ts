/** The open API domain (issue 18): keys of API subscriptions, /open/v1, container event webhooks, the terminal's gate moves. */
import { defineDomain } from '../module';
import * as migration from './migration';
import { openHandlers } from './routes';

export const domain = defineDomain({
  name: 'open',
  handlers: openHandlers,
  migrations: { '0060_open': migration },
  menus: [
    { key: 'query.eventDeliveries', type: 'page', path: '/query/eventDeliveries', title: '事件推送记录', component: 'open/eventDeliveries', under: 'query' },
    {
      key: 'gate', type: 'nested', path: '/gate', title: '闸口作业', icon: 'ship', after: 'home',
      children: [{ key: 'gate.moves', type: 'page', path: '/gate/moves', title: '箱动态录入', component: 'open/gateMoves' }],
    },
  ],
  grants: { TERMINAL: ['gate'], YARD: ['gate'] },
});
