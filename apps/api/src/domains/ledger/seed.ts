/**
 * Demo ledger: the forwarder FWD001, the fleet FLT001 and the barge operator BRG001 each top up through the
 * bank (paid orders), then their business orders of the last weeks hold, settle (most), release (some) or stay
 * held, across every business type and terminal of the occupation routes — all through the ledger functions,
 * so every balance equals the sum of its entries. FWD001 has one issued invoice and one application.
 * Invoice settings with a valid unified social credit code (GB 32100 check character) are written where missing.
 */
import { LEDGER_ROUTES } from '@port/sdk/domains/ledger';
import type { AppServices } from '../../services';
import { hold, release, settle, topUp } from './ledger';
import { TAX_RATE_PERMILLE } from './invoices';

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The 18-character code with its check character (GB 32100-2015). */
export function uscc(first17: string): string {
  const sum = [...first17].reduce((s, ch, i) => s + USCC_CHARS.indexOf(ch) * USCC_WEIGHTS[i]!, 0);
  return first17 + USCC_CHARS[(31 - (sum % 31)) % 31]!;
}

const COMPANIES: Array<[code: string, mobile: string, uscc17: string]> = [
  ['FWD001', '13800000002', '91330206MA2GL3K0X'],
  ['FLT001', '13800000003', '91330206MA2H07T5B'],
  ['BRG001', '13800000007', '91330203MA2AY6QH3'],
];

const PREFIX: Record<string, string> = {
  DISINFECT: 'XD', SIGAI: 'SG', RETURN_EMPTY: 'HK', HLC: 'SX', LIFTING: 'TX', WLCY: 'CY', TK: 'TK', CLEAN: 'XX', SOC_BARGE: 'SB', BARCODE: 'TM',
  PAP: 'TX', PRE_ENTRY: 'YJ', PRE_ARRIVAL: 'YD', INRIVER: 'NH',
};

export async function seedLedger(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('ledger_entries').select('id').limit(1).executeTakeFirst()) return;
  const now = services.now().getTime();
  const day = 86_400_000;
  for (const [ci, [code, mobile, first17]] of COMPANIES.entries()) {
    const company = await db.selectFrom('companies').select(['company_id', 'shop_id', 'company_name']).where('company_code', '=', code).executeTakeFirst();
    const user = await db.selectFrom('users').select('user_id').where('mobile', '=', mobile).executeTakeFirst();
    if (!company) continue;
    const userId = user?.user_id ?? null;
    await db.insertInto('invoice_managers').values({
      shop_id: company.shop_id, invoice_type: 'SDP', update_by: userId, update_time: new Date(now - 60 * day),
      base: JSON.stringify({ companyName: company.company_name, companyTaxCode: uscc(first17) }),
    }).onConflict((oc) => oc.column('shop_id').doNothing()).execute();
    const tops = [5_000_000, 2_000_000, 800_000];
    for (const [i, cents] of tops.entries()) {
      const at = new Date(now - (40 - i * 12) * day);
      const stamp = at.toISOString().replace(/\D/g, '').slice(0, 14);
      const orderNo = `TU${stamp}${String(100 + ci * 10 + i).padStart(6, '0')}`;
      await db.insertInto('ledger_topups').values({ order_no: orderNo, company_id: company.company_id, amount_cents: cents, status: 'paid', bank: 'sandbox', user_id: userId, create_time: at, paid_time: at }).execute();
      await topUp(db, { companyId: company.company_id, orderNo, amountCents: cents, userId, now: at });
    }
    for (let i = 0; i < 44; i++) {
      const route = LEDGER_ROUTES[(i + ci * 5) % LEDGER_ROUTES.length]!;
      const at = new Date(now - (36 - Math.floor(i * 0.8)) * day + (i * 47 % 600) * 60_000);
      const key = `${PREFIX[route.businessType] ?? 'YW'}${String(26110000 + ci * 1000 + i * 7)}`;
      const cents = 15_000 + ((i * 7919) % 60) * 2_500;
      const h = await hold(db, {
        companyId: company.company_id, businessType: route.businessType, businessKey: key, amountCents: cents, terminal: route.terminal ?? null,
        description: route.title.replace(/预付款明细|预付款|明细/g, '').replace(/\(.*\)/, '') || route.title, userId, now: at,
      });
      const close = new Date(at.getTime() + 2 * day);
      if (i % 5 === 4) await release(db, { companyId: company.company_id, businessType: route.businessType, businessKey: key, userId, now: close });
      else if (i % 5 !== 3 && i < 40) {
        await settle(db, { companyId: company.company_id, businessType: route.businessType, businessKey: key, amountCents: i % 3 === 0 ? cents - 2_000 : cents, userId, now: close });
      }
      void h;
    }
    if (code === 'FWD001') await seedInvoices(services, company.company_id, userId, now);
  }
}

async function seedInvoices(services: AppServices, companyId: string, userId: string | null, now: number) {
  const { db } = services;
  const settled = await db.selectFrom('ledger_holds').selectAll().where('company_id', '=', companyId).where('status', '=', 'settled').orderBy('id').execute();
  const byType = new Map<string, typeof settled>();
  for (const h of settled) byType.set(h.business_type, [...(byType.get(h.business_type) ?? []), h]);
  const groups = [...byType.values()].filter((g) => g.length >= 2).slice(0, 2);
  const buyer = await db.selectFrom('companies as c').innerJoin('invoice_managers as m', 'm.shop_id', 'c.shop_id').select(['m.base']).where('c.company_id', '=', companyId).executeTakeFirstOrThrow();
  for (const [gi, group] of groups.entries()) {
    const lines = group.map((h) => {
      const amount = Number(h.settled_cents);
      return { holdId: String(h.id), businessKey: h.business_key, description: h.description, amountCents: amount, taxCents: Math.round((amount * TAX_RATE_PERMILLE) / (1000 + TAX_RATE_PERMILLE)) };
    });
    const issued = gi === 0;
    const at = new Date(now - (10 - gi * 5) * 86_400_000);
    const row = await db.insertInto('ledger_invoices').values({
      company_id: companyId, business_type: group[0]!.business_type, invoice_type: 'SDP', buyer_name: String(buyer.base.companyName), buyer_tax_code: String(buyer.base.companyTaxCode),
      tax_rate_permille: TAX_RATE_PERMILLE, total_cents: lines.reduce((s, l) => s + l.amountCents, 0), tax_cents: lines.reduce((s, l) => s + l.taxCents, 0),
      status: issued ? 'issued' : 'applied', lines: JSON.stringify(lines), user_id: userId, create_time: at, issue_time: issued ? new Date(at.getTime() + 3_600_000) : null,
    }).returning('id').executeTakeFirstOrThrow();
    if (issued) await db.updateTable('ledger_invoices').set({ invoice_no: `2633200${String(row.id).padStart(13, '0')}` }).where('id', '=', row.id).execute();
    await db.insertInto('ledger_invoice_holds').values(lines.map((l) => ({ hold_id: l.holdId, invoice_id: row.id }))).execute();
  }
}
