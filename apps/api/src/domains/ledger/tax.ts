/**
 * The tax authority adapter: issues an invoice and answers its number. The built-in issuer numbers 数电 invoices
 * as the national platform does (20 digits: year, region 33 for Zhejiang, then a sequence) from the invoice id;
 * a hosted issuer implements TaxIssuer.
 */
export interface TaxIssuer {
  readonly name: string;
  issue(invoice: { id: string; totalCents: number; red: boolean }, now: Date): Promise<{ invoiceNo: string }>;
}

export const builtInIssuer: TaxIssuer = {
  name: 'built-in',
  async issue(invoice, now) {
    const yy = String(now.getUTCFullYear() % 100).padStart(2, '0');
    return { invoiceNo: `${yy}33${invoice.red ? '9' : '2'}${invoice.id.padStart(15, '0')}` };
  },
};

export const taxIssuer = (): TaxIssuer => builtInIssuer;
