/** The business centre's home page (首页, the first menu entry, which every business role holds): its charts' figures and the work queue (issue 26) with its overdue limits. */
import { serverLanguage } from '@port/config/server-messages';
import { defineHandlers, requireUser } from '../../http/contract';
import { defineDomain } from '../module';
import * as workLimits from './migration-work-limits';
import { homeOverview } from './overview';
import { listWorkLimits, setWorkLimit, workQueue } from './work';

export const domain = defineDomain({
  name: 'home',
  migrations: { '0179_home_work_limits': workLimits },
  handlers: defineHandlers({
    getHomeOverview: async ({ services, user, req }) => homeOverview(services, requireUser(user), serverLanguage(req.headers['accept-language'])),
    getWorkQueue: async ({ services, user, req, query }) => workQueue(services, requireUser(user), serverLanguage(req.headers['accept-language']), query),
    listWorkLimits: async ({ services, req }) => listWorkLimits(services, serverLanguage(req.headers['accept-language'])),
    setWorkLimit: async ({ services, user, req, body }) => setWorkLimit(services, requireUser(user), serverLanguage(req.headers['accept-language']), body),
  }),
  menus: [{ key: 'home', type: 'page', path: '/home', title: '首页', component: 'home', icon: 'home', keepAlive: true }],
  grants: Object.fromEntries(['FORWARDER', 'driver', 'common', 'CARRIER', 'TERMINAL', 'BARGE', 'YARD'].map((role) => [role, ['home']])),
});
