/**
 * Payment management: the company's payment accounts (openapi/paths/accounts/payment.yaml). The overview's balances are the
 * ledger's (ledger/overview.ts): money has one source.
 */
import { sql } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import { defineHandlers, requireUser } from '../../../http/contract';
import { Answer } from '../../../http/envelope';
import { actorOf, recordAudit } from '../../../lib/audit';
import type { AppServices, SessionUser } from '../../../services';
import { isPlatformAdmin, notFound, requireAuthenticatedEnterprise } from '../common/access';
import { checkBank } from '../common/bank';
import { isUniqueViolation } from '../common/db-errors';
import { fail, langOf, say, type Lang } from '../common/messages';

type Write = Schemas['PaymentAccountWrite'];

/** The company a payment call is about: the caller's own, or the one platform administrators name. */
export async function companyOf(services: AppServices, me: SessionUser, requested?: string) {
  const id = requested && isPlatformAdmin(me) ? requested : me.companyId;
  if (!id) throw notFound();
  const row = await services.db.selectFrom('companies').select(['company_id', 'company_name']).where('company_id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

function checkWrite(lang: Lang, body: Write, companyName: string): void {
  checkBank(lang, body.bankName, body.accountNo, { name: 'bankName', account: 'accountNo' });
  if (body.accountName.trim() !== companyName) throw fail(lang, 'accounts.payment.accountNameMismatch', {}, { field: 'accountName' });
}

/** Exactly one default account per company while any exist. */
async function settleDefault(services: AppServices, companyId: string, preferred: string | null): Promise<void> {
  if (preferred) {
    await services.db.updateTable('payment_accounts').set({ is_default: sql`id = ${preferred}` }).where('company_id', '=', companyId).execute();
    return;
  }
  const current = await services.db.selectFrom('payment_accounts').select('id').where('company_id', '=', companyId).where('is_default', '=', true).executeTakeFirst();
  if (current) return;
  const oldest = await services.db.selectFrom('payment_accounts').select('id').where('company_id', '=', companyId).orderBy('create_time').limit(1).executeTakeFirst();
  if (oldest) await services.db.updateTable('payment_accounts').set({ is_default: true }).where('id', '=', oldest.id).execute();
}

export const paymentHandlers = defineHandlers({
  createPaymentAccount: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    await requireAuthenticatedEnterprise(services, me, lang);
    const company = await companyOf(services, me);
    checkWrite(lang, body, company.company_name);
    try {
      const row = await services.db
        .insertInto('payment_accounts')
        .values({
          company_id: company.company_id, bank_name: body.bankName.trim(), account_no: body.accountNo.trim(),
          account_name: body.accountName.trim(), status: body.status ?? '0', remark: body.remark ?? null,
          create_time: services.now(), update_time: services.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await settleDefault(services, company.company_id, body.isDefault ? row.id : null);
      await recordAudit(services.db, actorOf(me, req), { action: 'create', entity: 'payment_account', entityId: row.id, after: body });
      return new Answer({ id: row.id }, say(lang, 'accounts.users.created'));
    } catch (error) {
      if (isUniqueViolation(error)) throw fail(lang, 'accounts.payment.accountTaken', {}, { status: 409, field: 'accountNo' });
      throw error;
    }
  },

  updatePaymentAccount: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    await requireAuthenticatedEnterprise(services, me, lang);
    const company = await companyOf(services, me);
    const before = await services.db.selectFrom('payment_accounts').selectAll().where('id', '=', body.id).where('company_id', '=', company.company_id).executeTakeFirst();
    if (!before) throw notFound();
    checkWrite(lang, body, company.company_name);
    try {
      await services.db
        .updateTable('payment_accounts')
        .set({
          bank_name: body.bankName.trim(), account_no: body.accountNo.trim(), account_name: body.accountName.trim(),
          ...(body.status ? { status: body.status } : {}), ...(body.remark !== undefined ? { remark: body.remark } : {}),
          ...(body.isDefault === false ? { is_default: false } : {}), update_time: services.now(),
        })
        .where('id', '=', before.id)
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw fail(lang, 'accounts.payment.accountTaken', {}, { status: 409, field: 'accountNo' });
      throw error;
    }
    await settleDefault(services, company.company_id, body.isDefault ? before.id : null);
    await recordAudit(services.db, actorOf(me, req), {
      action: 'update', entity: 'payment_account', entityId: before.id,
      before: { bankName: before.bank_name, accountNo: before.account_no, status: before.status, isDefault: before.is_default }, after: body,
    });
    return new Answer(null, say(lang, 'accounts.users.saved'));
  },

  deletePaymentAccount: async ({ services, user, params, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    await requireAuthenticatedEnterprise(services, me, lang);
    const company = await companyOf(services, me);
    const gone = await services.db
      .deleteFrom('payment_accounts')
      .where('id', '=', params.id)
      .where('company_id', '=', company.company_id)
      .returningAll()
      .executeTakeFirst();
    if (!gone) throw notFound();
    await settleDefault(services, company.company_id, null);
    await recordAudit(services.db, actorOf(me, req), { action: 'delete', entity: 'payment_account', entityId: gone.id, before: { bankName: gone.bank_name, accountNo: gone.account_no } });
    return new Answer(null, say(lang, 'accounts.payment.deleted'));
  },
});
