/** Rows of the ledger tables as the contract's schemas, and the caller's company scope. */
import { sql, type SqlBool } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import { ApiError, notFound } from '../../http/errors';
import type { AppServices, SessionUser } from '../../services';
import { dateTime } from '../accounts/common/format';
import { dictionary } from '../accounts/company/form';
import { clientText } from '../../lib/text';
import type { ServerLanguage } from '@port/config/server-messages';
import { LedgerError } from './ledger';

export const num = (v: string | number | bigint) => Number(v);

/** The company a call is about: platform staff may name one (or none: every company); others have their own. */
export function scopeCompany(me: SessionUser, requested?: string): string | null {
  if (me.platform) return requested || null;
  if (!me.companyId) throw notFound();
  return me.companyId;
}

export const inScope = (column: string, company: string | null) => (company ? sql<SqlBool>`${sql.ref(column)} = ${company}` : sql<SqlBool>`true`);

export const businessNames = (services: AppServices) => dictionary(services, 'PAY_TICKET_BUSSINES_CONFIG');

export function ledgerFailure(lang: ServerLanguage, err: unknown): never {
  if (err instanceof LedgerError) {
    const status = err.code === 'unknownHold' ? 404 : err.code === 'tooMuch' ? 400 : 409;
    throw new ApiError(status, status === 404 ? 'notFound' : status === 400 ? 'invalidBody' : 'staleUpdate', {}, { text: clientText(lang, `ledger.errors.${err.code}`) });
  }
  throw err;
}

export interface EntryRow {
  id: string; kind: string; company_id: string; company_name: string | null; business_type: string; terminal: string | null; business_key: string;
  from_account: string; to_account: string; amount_cents: string; hold_id: string | null; user_name: string | null; create_time: Date; remark: string | null;
}

export function entryView(r: EntryRow, names: Map<string, string>): Schemas['LedgerEntry'] {
  return {
    id: String(r.id), kind: r.kind as Schemas['LedgerEntryKind'], companyId: r.company_id, companyName: r.company_name ?? '',
    businessType: r.business_type, businessName: names.get(r.business_type) ?? null, terminal: r.terminal, businessKey: r.business_key,
    fromAccount: r.from_account as Schemas['LedgerAccountName'], toAccount: r.to_account as Schemas['LedgerAccountName'],
    amountCents: num(r.amount_cents), holdId: r.hold_id === null ? null : String(r.hold_id), userName: r.user_name,
    createTime: dateTime(r.create_time) ?? '', remark: r.remark,
  };
}

/** The entries query with the company and user names. */
export function entriesFrom(services: AppServices) {
  return services.db
    .selectFrom('ledger_entries as e')
    .leftJoin('companies as c', 'c.company_id', 'e.company_id')
    .leftJoin('users as u', 'u.user_id', 'e.user_id');
}

export const ENTRY_COLUMNS = [
  sql<string>`e.id::text`.as('id'), 'e.kind', 'e.company_id', 'c.company_name', 'e.business_type', 'e.terminal', 'e.business_key',
  'e.from_account', 'e.to_account', sql<string>`e.amount_cents::text`.as('amount_cents'), sql<string | null>`e.hold_id::text`.as('hold_id'),
  sql<string | null>`coalesce(u.name, u.mobile)`.as('user_name'), 'e.create_time', 'e.remark',
] as const;
