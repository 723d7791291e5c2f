/**
 * The ledger's menus: 预付款管理 (the account screen and invoices) for every company role; the ~25 occupation-detail
 * routes of SPEC §2.8 in a hidden group, all opening the one account screen (the business type and terminal
 * read from the route, @port/sdk/domains/ledger LEDGER_ROUTES); newBank; the invoice routes of hlc and wmm;
 * the platform's reconciliation under 系统管理.
 */
import { LEDGER_ROUTES } from '@port/sdk/domains/ledger';
import type { DomainMenu } from '../module';

export const LEDGER_MENUS: DomainMenu = {
  key: 'ledger', type: 'nested', path: '/ledger', title: '预付款管理', icon: 'order', after: 'user',
  children: [
    { key: 'ledger.account', type: 'page', path: '/ledger/account', title: '预付款账户', component: 'ledger/account', keepAlive: true,
      children: [{ key: 'ledger:export', type: 'button', title: 'export', perms: 'ledger:export' }] },
    { key: 'ledger.invoices', type: 'page', path: '/ledger/invoices', title: '发票管理', component: 'ledger/invoices', keepAlive: true },
  ],
};

const named = (key: string, path: string, title: string, component: string) => ({ key, type: 'named' as const, path, title, component, hidden: true });

export const LEDGER_HIDDEN_MENUS: DomainMenu = {
  key: 'prepay', type: 'nested', path: '/prepay', title: '预付款明细', icon: 'order', hidden: true,
  children: [
    ...LEDGER_ROUTES.map((r) => named(`prepay.${r.path.split('/').pop()}${r.path.startsWith('/prepay/') ? '' : `.${r.path.split('/')[1]}`}`, r.path, r.title, 'ledger/account')),
    named('prepay.holdDetail', '/prepay/holdDetail', '占用明细', 'ledger/holdDetail'),
    named('prepay.newBank', '/newBank', '银行支付', 'ledger/newBank'),
    named('prepay.hlcInInvoice', '/hlc/hlcInInvoice', '发票申请', 'ledger/invoiceApply'),
    named('prepay.wmmInvoiceCreate', '/wmm/invoiceCreate', '开票申请', 'ledger/invoiceApply'),
    named('prepay.wmmInvoiceDetail', '/wmm/invoiceDetail', '发票详情', 'ledger/invoiceDetail'),
  ],
};

export const LEDGER_PLATFORM_MENUS: DomainMenu = {
  key: 'system.ledgerReconciliation', type: 'page', path: '/system/ledgerReconciliation', title: '预付款对账', component: 'ledger/reconciliation', under: 'system',
};

/** What each company role selects. */
export const LEDGER_COMPANY_KEYS = ['ledger', 'prepay'];
