/** The EDI domain (issue 15): the EDI entry by signed single sign-on, or the company's gate moves as CODECO and CSV. */
import { defineDomain } from '../module';
import { ediHandlers } from './routes';
import { seedEdiMoves } from './seed';

export const domain = defineDomain({
  name: 'edi',
  handlers: ediHandlers,
  // Among the older sections, before 数据看板, where it has always been.
  menus: [{ key: 'edi', type: 'page', path: '/edi', title: 'EDI平台', icon: 'link', component: 'edi/moves', after: 'truckDetail' }],
  grants: { FORWARDER: ['edi'] },
  seedDemo: seedEdiMoves,
});
