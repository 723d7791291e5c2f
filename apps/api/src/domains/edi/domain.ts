/**
 * The EDI domain: the EDI entry by signed single sign-on, or the company's gate moves as CODECO and CSV (issue 15);
 * the message hub (issue 25): inbound EDIFACT by API key or upload, CONTRL/APERAK answers, the message log, the
 * companies' EDI identities.
 */
import { defineDomain } from '../module';
import { ediHandlers } from './routes';
import { ediMessageHandlers } from './messages';
import { EDI_GRANTS, EDI_MESSAGE_MENUS } from './menus';
import * as migration from './migration';
import { seedEdiMoves } from './seed';

export const domain = defineDomain({
  name: 'edi',
  handlers: { ...ediHandlers, ...ediMessageHandlers },
  migrations: { '0179_edi_messages': migration },
  // The EDI entry among the older sections, before 数据看板, where it has always been; the message log right after it.
  menus: [{ key: 'edi', type: 'page', path: '/edi', title: 'EDI平台', icon: 'link', component: 'edi/moves', after: 'truckDetail' }, EDI_MESSAGE_MENUS],
  grants: { ...EDI_GRANTS, FORWARDER: ['edi', ...EDI_GRANTS.FORWARDER] },
  seedDemo: seedEdiMoves,
});
