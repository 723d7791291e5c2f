/**
 * The message hub's console page (issue 25): 报文日志 under the EDI entry, its upload, replay and EDI-identity buttons.
 * The EDI entry ('edi', domain.ts) is a page, so the log is a top-level page placed right after it.
 */
import type { DomainMenu } from '../module';

const button = (perms: string): DomainMenu => ({ key: perms, type: 'button', title: perms.split(':').slice(1).join(':'), perms });

export const EDI_MESSAGE_MENUS: DomainMenu = {
  key: 'edi.messages', type: 'page', path: '/edi/messages', title: 'EDI报文日志', icon: 'link', component: 'edi/messages', keepAlive: true, after: 'edi',
  children: [button('edi:message:list'), button('edi:message:upload'), button('edi:message:replay'), button('edi:party:edit')],
};

/** Every company role that sends or receives messages gains the page and its buttons. */
const ALL = ['edi.messages'];
export const EDI_GRANTS = {
  FORWARDER: ALL,
  driver: ALL,
  CARRIER: ALL,
  TERMINAL: ALL,
  BARGE: ALL,
  YARD: ALL,
};
