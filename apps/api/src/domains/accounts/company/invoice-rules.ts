/**
 * Per-business invoice types (SPEC §5): only SDP and SDZ; the global type changes only when every business
 * agrees, and changing it sets them all.
 */
import type { Schemas } from '@port/sdk/contract';
import type { AppServices } from '../../../services';
import { fail, type Lang } from '../common/messages';
import { checkInvoiceType, dictionary } from './form';

type InvoiceBusiness = Schemas['InvoiceBusiness'];

export async function settleInvoiceBusinesses(
  services: AppServices,
  lang: Lang,
  list: ReadonlyArray<InvoiceBusiness>,
  globalType: string,
  storedGlobal: string,
): Promise<Array<{ bussinessType: string; invoiceType: string }>> {
  checkInvoiceType(lang, globalType);
  const known = await dictionary(services, 'PAY_TICKET_BUSSINES_CONFIG');
  const seen = new Set<string>();
  const out: Array<{ bussinessType: string; invoiceType: string }> = [];
  for (const b of list) {
    if (!known.has(b.bussinessType)) throw fail(lang, 'accounts.onboarding.businessTypeUnknown', { code: b.bussinessType }, { field: 'invoiceBussiness' });
    checkInvoiceType(lang, b.invoiceType, 'invoiceBussiness');
    if (seen.has(b.bussinessType)) continue;
    seen.add(b.bussinessType);
    out.push({ bussinessType: b.bussinessType, invoiceType: b.invoiceType });
  }
  if (globalType !== storedGlobal) {
    const agree = out.every((b) => b.invoiceType === out[0]?.invoiceType);
    if (!agree) throw fail(lang, 'accounts.onboarding.invoiceTypeLocked', {}, { field: 'invoiceType' });
    return out.map((b) => ({ ...b, invoiceType: globalType }));
  }
  return out;
}
