/** The business centre's home page (首页, the first menu entry, which every business role holds) and its figures; no tables. */
import { serverLanguage } from '@port/config/server-messages';
import { defineHandlers, requireUser } from '../../http/contract';
import { defineDomain } from '../module';
import { homeOverview } from './overview';

export const domain = defineDomain({
  name: 'home',
  handlers: defineHandlers({
    getHomeOverview: async ({ services, user, req }) => homeOverview(services, requireUser(user), serverLanguage(req.headers['accept-language'])),
  }),
  menus: [{ key: 'home', type: 'page', path: '/home', title: '首页', component: 'home', icon: 'home', keepAlive: true }],
  grants: Object.fromEntries(['FORWARDER', 'driver', 'common', 'CARRIER', 'TERMINAL', 'BARGE', 'YARD'].map((role) => [role, ['home']])),
});
