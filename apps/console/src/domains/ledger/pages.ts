import type { PageRegistry } from '../../routing/pages';

/**
 * The ledger's screens by the component keys of its menus (apps/api/src/domains/ledger/menus.ts): one account
 * screen for the ~25 occupation routes (the business type and terminal read from the path), the occupation
 * detail, newBank, invoices (list, apply, detail) and the platform's reconciliation.
 */
export const ledgerPages: PageRegistry = {
  'ledger/account': () => import('./LedgerAccountPage'),
  'ledger/holdDetail': () => import('./HoldDetailPage'),
  'ledger/newBank': () => import('./NewBankPage'),
  'ledger/invoices': () => import('./InvoicesPage'),
  'ledger/invoiceApply': () => import('./InvoiceApplyPage'),
  'ledger/invoiceDetail': () => import('./InvoiceDetailPage'),
  'ledger/reconciliation': () => import('./ReconciliationPage'),
};
