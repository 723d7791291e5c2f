/** Dictionaries (系统管理 › 字典管理) and the lookup lists (agents, company mappings, empty-container stock). */
import { crudButtons, defineDomain } from '../module';
import { dictHandlers } from './routes';
import { seedLookups } from './seed';

export const domain = defineDomain({
  name: 'dict',
  handlers: dictHandlers,
  menus: [
    { key: 'system.dict', type: 'page', path: '/system/dict', title: '字典管理', component: 'system/dict', children: crudButtons('dict:data'), under: 'system', after: 'system.review' },
  ],
  // The lookup calls' demo rows, which the portal's container moves are made from.
  seedDemo: seedLookups,
});
