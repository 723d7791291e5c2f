/** The data screen (数据看板) and its display tokens; alarms (tables made by 0005_trucking and 0006_documents). */
import { crudButtons, defineDomain } from '../module';
import { screenHandlers } from './routes';
import { seedScreen } from './seed';

export const domain = defineDomain({
  name: 'screen',
  handlers: screenHandlers,
  menus: [
    { key: 'screen', type: 'blank', path: '/screen', title: '数据看板', icon: 'dashboard' },
    { key: 'system.screenToken', type: 'page', path: '/system/screen-token', title: '大屏令牌', component: 'system/screenToken', children: crudButtons('screen:token', ['edit']), under: 'system', after: 'system.sms' },
  ],
  grants: { driver: ['screen'] },
  // After trucking's: its alarms are raised on the demo fleet's trucks.
  seed: { late: async (services, demo) => { if (demo) await seedScreen(services); } },
});
