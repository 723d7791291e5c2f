/** The ledger's calls, typed by the contract (openapi/paths/ledger.yaml). */
import { saveDownload } from '../../shared/save-download';
import type { OpQuery, Schemas } from '@port/sdk/contract';
import { api, unwrap } from '../../app/api';

export type LedgerAccount = Schemas['LedgerAccount'];
export type LedgerEntry = Schemas['LedgerEntry'];
export type LedgerHold = Schemas['LedgerHold'];
export type LedgerInvoice = Schemas['LedgerInvoice'];
export type Reconciliation = Schemas['LedgerReconciliation'];

export const ledgerAccount = (query: OpQuery<'getLedgerAccount'>) => unwrap(api.GET('/ledger/account', { params: { query } }));
export const ledgerEntries = (query: OpQuery<'listLedgerEntries'>) => unwrap(api.GET('/ledger/entries', { params: { query } }));
export const exportLedgerEntries = async (query: OpQuery<'exportLedgerEntries'>) =>
  (await api.GET('/ledger/entries/export', { params: { query }, parseAs: 'stream' })).response;
export const ledgerHolds = (query: OpQuery<'listLedgerHolds'>) => unwrap(api.GET('/ledger/holds', { params: { query } }));
export const ledgerHold = (id: string) => unwrap(api.GET('/ledger/holds/{id}', { params: { path: { id } } }));
export const createTopup = (amountCents: number) => unwrap(api.POST('/ledger/topups', { body: { amountCents } }));
export const ledgerTopup = (orderNo: string) => unwrap(api.GET('/ledger/topups/{orderNo}', { params: { path: { orderNo } } }));
export const createRefund = (amountCents: number, reason: string) => unwrap(api.POST('/ledger/refunds', { body: { amountCents, reason } }));
export const reconciliation = () => unwrap(api.GET('/ledger/reconciliation'));
export const ledgerInvoices = (query: OpQuery<'listLedgerInvoices'>) => unwrap(api.GET('/ledger/invoices', { params: { query } }));
export const ledgerInvoice = (id: string) => unwrap(api.GET('/ledger/invoices/{id}', { params: { path: { id } } }));
export const applyInvoice = (holdIds: string[], remark?: string) => unwrap(api.POST('/ledger/invoices', { body: { holdIds, ...(remark ? { remark } : {}) } }));
export const issueInvoice = (id: string) => unwrap(api.POST('/ledger/invoices/{id}/issue', { params: { path: { id } } }));
export const rejectInvoice = (id: string, reason: string) => unwrap(api.POST('/ledger/invoices/{id}/reject', { params: { path: { id } }, body: { reason } }));
export const reverseInvoice = (id: string, reason: string) => unwrap(api.POST('/ledger/invoices/{id}/reverse', { params: { path: { id } }, body: { reason } }));

/** Downloads the invoice PDF (the browser saves it under the server's file name). */
export async function downloadInvoicePdf(id: string, fileName: string): Promise<void> {
  const res = await api.GET('/ledger/invoices/{id}/pdf', { params: { path: { id } }, parseAs: 'blob' });
  saveDownload(res, fileName);
}
