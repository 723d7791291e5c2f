/**
 * 签约管理 (SPEC §2.8 signApply, signMessageDetail): signApply is the list of a company's applications and contracts
 * (platform staff see every company's), signMessageDetail the one detail page with the contract and its timeline, and
 * the application form. Applying and countersigning (sign:contract:edit, the companies) and reviewing
 * (sign:contract:audit, platform staff: the administrator role holds every menu) hang under a hidden group of their own.
 */
import type { DomainMenu } from '../module';

const button = (perms: string): DomainMenu => ({ key: perms, type: 'button', title: perms.split(':').pop()!, perms });

export const SIGN_MENUS: DomainMenu = {
  key: 'sign', type: 'nested', path: '/sign', title: '签约管理', icon: 'document', after: 'user',
  children: [
    { key: 'sign.signApply', type: 'page', path: '/sign/signApply', title: '签约申请', component: 'sign/contracts', keepAlive: true, children: [button('sign:contract:list')] },
    { key: 'sign.signMessageDetail', type: 'named', path: '/sign/signMessageDetail', title: '签约详情', component: 'sign/contractDetail', hidden: true },
    { key: 'sign.contractForm', type: 'named', path: '/sign/signApplyForm', title: '签约申请表', component: 'sign/contractForm', hidden: true },
  ],
};

export const SIGN_OPERATION_MENUS: DomainMenu = {
  key: 'signOperations', type: 'nested', path: '/sign-operations', title: '签约作业', icon: 'document', hidden: true,
  children: [button('sign:contract:edit'), button('sign:contract:audit')],
};

/** What each company role gains: the menu and applying / countersigning. */
export const SIGN_COMPANY_KEYS = ['sign', 'sign:contract:edit'];
