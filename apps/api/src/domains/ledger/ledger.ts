/**
 * The prepayment ledger: the only way money moves (issue 15). Other domains call these functions; nothing
 * else writes ledger_accounts or ledger_entries.
 *
 *   topUp(db, { companyId, orderNo, amountCents })                       bank      → available
 *   refund(db, { companyId, refundNo, amountCents })                     available → bank
 *   hold(db, { companyId, businessType, businessKey, amountCents, … })   available → held     (an occupation)
 *   settle(db, { companyId, businessType, businessKey, amountCents? })   held      → revenue  (the rest: release)
 *   release(db, { companyId, businessType, businessKey })                held      → available
 *
 * Amounts are integer cents. Every entry is idempotent by its business key: (company, kind, business type,
 * key) is unique in the database, and calling again with the same arguments answers the first outcome; the
 * same key with another amount is a LedgerError 'keyConflict'. A balance never goes below zero: the database's
 * check constraint refuses it (LedgerError 'insufficient'), so concurrent holds cannot overdraw. Each call is
 * one transaction (or joins the caller's, when given a transaction); account rows are locked in one fixed
 * order, so concurrent calls never deadlock.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

export type LedgerAccountName = 'bank' | 'available' | 'held' | 'revenue';
export type EntryKind = 'topup' | 'refund' | 'hold' | 'settle' | 'release';
export const ACCOUNTS: readonly LedgerAccountName[] = ['bank', 'available', 'held', 'revenue'];
/** Top-ups and refunds are not of a business: they carry this business type. */
export const ACCOUNT_BUSINESS = 'ACCOUNT';

export class LedgerError extends Error {
  constructor(readonly code: 'insufficient' | 'keyConflict' | 'holdClosed' | 'unknownHold' | 'tooMuch') {
    super(`ledger: ${code}`);
  }
}

interface Movement {
  kind: EntryKind;
  from: LedgerAccountName;
  to: LedgerAccountName;
  amount: bigint;
}

export interface EntryRef {
  companyId: string;
  businessType: string;
  businessKey: string;
  terminal?: string | null;
  holdId?: string | null;
  userId?: string | null;
  remark?: string | null;
}

const isCheckViolation = (err: unknown) => !!err && typeof err === 'object' && (err as { code?: unknown }).code === '23514';

async function inTransaction<T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<DB>);
  return db.transaction().execute(work);
}

/** Creates a company's four accounts when missing (the first movement of a company). */
async function ensureAccounts(trx: Kysely<DB>, companyId: string, now: Date): Promise<void> {
  await trx
    .insertInto('ledger_accounts')
    .values(ACCOUNTS.map((account) => ({ company_id: companyId, account, balance_cents: 0, update_time: now })))
    .onConflict((oc) => oc.columns(['company_id', 'account']).doNothing())
    .execute();
}

/**
 * Posts movements of one company: applies each account's net change in the fixed account order (locks) and
 * writes one entry per movement. The unique business key makes a replay fail with 23505 before any balance moves.
 */
async function post(trx: Kysely<DB>, ref: EntryRef, moves: Movement[], now: Date): Promise<void> {
  const delta = new Map<LedgerAccountName, bigint>();
  for (const m of moves) {
    delta.set(m.from, (delta.get(m.from) ?? 0n) - m.amount);
    delta.set(m.to, (delta.get(m.to) ?? 0n) + m.amount);
  }
  await trx
    .insertInto('ledger_entries')
    .values(moves.map((m) => ({
      company_id: ref.companyId, kind: m.kind, business_type: ref.businessType, terminal: ref.terminal ?? null, business_key: ref.businessKey,
      from_account: m.from, to_account: m.to, amount_cents: m.amount.toString(), hold_id: ref.holdId ?? null, user_id: ref.userId ?? null,
      remark: ref.remark ?? null, create_time: now,
    })))
    .execute();
  for (const account of ACCOUNTS) {
    const d = delta.get(account);
    if (!d) continue;
    try {
      let res = await trx.updateTable('ledger_accounts')
        .set({ balance_cents: sql`balance_cents + ${d.toString()}::bigint`, update_time: now })
        .where('company_id', '=', ref.companyId).where('account', '=', account).executeTakeFirst();
      if (res.numUpdatedRows === 0n) {
        await ensureAccounts(trx, ref.companyId, now);
        res = await trx.updateTable('ledger_accounts')
          .set({ balance_cents: sql`balance_cents + ${d.toString()}::bigint`, update_time: now })
          .where('company_id', '=', ref.companyId).where('account', '=', account).executeTakeFirst();
      }
    } catch (err) {
      if (isCheckViolation(err)) throw new LedgerError('insufficient');
      throw err;
    }
  }
}

/** The existing entry of a key, for replays. */
async function existingEntry(trx: Kysely<DB>, companyId: string, kind: EntryKind, businessType: string, businessKey: string) {
  return trx.selectFrom('ledger_entries').selectAll()
    .where('company_id', '=', companyId).where('kind', '=', kind).where('business_type', '=', businessType).where('business_key', '=', businessKey)
    .executeTakeFirst();
}

/**
 * One movement keyed by (company, kind, type, key): a replay with the same amount answers the stored entry.
 * A savepoint keeps the caller's transaction usable after the unique violation.
 */
async function postOnce(db: Kysely<DB>, kind: EntryKind, from: LedgerAccountName, to: LedgerAccountName, ref: EntryRef, cents: number | bigint, now: Date) {
  const amount = BigInt(cents);
  if (amount <= 0n) throw new LedgerError('tooMuch');
  return inTransaction(db, async (trx) => {
    const before = await existingEntry(trx, ref.companyId, kind, ref.businessType, ref.businessKey);
    if (before) {
      if (BigInt(before.amount_cents) !== amount) throw new LedgerError('keyConflict');
      return before;
    }
    await post(trx, ref, [{ kind, from, to, amount }], now);
    return (await existingEntry(trx, ref.companyId, kind, ref.businessType, ref.businessKey))!;
  });
}

export interface Clock {
  now?: Date;
}

/** Money the bank confirmed enters the company's available balance. The key is the bank order number. */
export function topUp(db: Kysely<DB>, a: { companyId: string; orderNo: string; amountCents: number | bigint; userId?: string | null } & Clock) {
  return postOnce(db, 'topup', 'bank', 'available', { companyId: a.companyId, businessType: ACCOUNT_BUSINESS, businessKey: a.orderNo, userId: a.userId ?? null }, a.amountCents, a.now ?? new Date());
}

/** Money paid back to the company's bank account out of its available balance. */
export function refund(db: Kysely<DB>, a: { companyId: string; refundNo: string; amountCents: number | bigint; userId?: string | null; remark?: string | null } & Clock) {
  return postOnce(db, 'refund', 'available', 'bank', {
    companyId: a.companyId, businessType: ACCOUNT_BUSINESS, businessKey: a.refundNo, userId: a.userId ?? null, remark: a.remark ?? null,
  }, a.amountCents, a.now ?? new Date());
}

export interface HoldArgs extends Clock {
  companyId: string;
  businessType: string;
  businessKey: string;
  amountCents: number | bigint;
  terminal?: string | null;
  description: string;
  /** The console path of the business record. */
  recordPath?: string | null;
  userId?: string | null;
}

export type HoldRow = Awaited<ReturnType<typeof holdByKey>>;

async function holdByKey(trx: Kysely<DB>, companyId: string, businessType: string, businessKey: string) {
  return trx.selectFrom('ledger_holds').selectAll()
    .where('company_id', '=', companyId).where('business_type', '=', businessType).where('business_key', '=', businessKey)
    .executeTakeFirst();
}

/** A business order occupies an amount: available → held. Idempotent by (company, business type, key). */
export function hold(db: Kysely<DB>, a: HoldArgs) {
  const amount = BigInt(a.amountCents);
  if (amount <= 0n) throw new LedgerError('tooMuch');
  const now = a.now ?? new Date();
  return inTransaction(db, async (trx) => {
    const inserted = await trx.insertInto('ledger_holds')
      .values({
        company_id: a.companyId, business_type: a.businessType, terminal: a.terminal ?? null, business_key: a.businessKey,
        amount_cents: amount.toString(), description: a.description, record_path: a.recordPath ?? null, user_id: a.userId ?? null,
        create_time: now, update_time: now,
      })
      .onConflict((oc) => oc.columns(['company_id', 'business_type', 'business_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) {
      const before = (await holdByKey(trx, a.companyId, a.businessType, a.businessKey))!;
      if (BigInt(before.amount_cents) !== amount) throw new LedgerError('keyConflict');
      return before;
    }
    await post(trx, {
      companyId: a.companyId, businessType: a.businessType, businessKey: a.businessKey, terminal: a.terminal ?? null, holdId: inserted.id, userId: a.userId ?? null,
    }, [{ kind: 'hold', from: 'available', to: 'held', amount }], now);
    return inserted;
  });
}

export interface CloseArgs extends Clock {
  companyId: string;
  businessType: string;
  businessKey: string;
  userId?: string | null;
}

/**
 * The fee is paid: held → revenue, and what the final amount leaves of the occupation back to available.
 * A settled occupation settled again with the same amount answers it unchanged; a released one is 'holdClosed'.
 */
export function settle(db: Kysely<DB>, a: CloseArgs & { amountCents?: number | bigint | undefined }) {
  const now = a.now ?? new Date();
  return inTransaction(db, async (trx) => {
    const h = await trx.selectFrom('ledger_holds').selectAll()
      .where('company_id', '=', a.companyId).where('business_type', '=', a.businessType).where('business_key', '=', a.businessKey)
      .forUpdate().executeTakeFirst();
    if (!h) throw new LedgerError('unknownHold');
    const full = BigInt(h.amount_cents);
    const fee = a.amountCents === undefined ? full : BigInt(a.amountCents);
    if (fee < 0n || fee > full) throw new LedgerError('tooMuch');
    if (h.status === 'settled') {
      if (BigInt(h.settled_cents) !== fee) throw new LedgerError('keyConflict');
      return h;
    }
    if (h.status !== 'held') throw new LedgerError('holdClosed');
    const moves: Movement[] = [];
    if (fee > 0n) moves.push({ kind: 'settle', from: 'held', to: 'revenue', amount: fee });
    if (full - fee > 0n) moves.push({ kind: 'release', from: 'held', to: 'available', amount: full - fee });
    await post(trx, { companyId: h.company_id, businessType: h.business_type, businessKey: h.business_key, terminal: h.terminal, holdId: h.id, userId: a.userId ?? null }, moves, now);
    return trx.updateTable('ledger_holds').set({ status: fee > 0n ? 'settled' : 'released', settled_cents: fee.toString(), update_time: now })
      .where('id', '=', h.id).returningAll().executeTakeFirstOrThrow();
  });
}

/** The business order was cancelled: held → available. Releasing again answers the occupation unchanged. */
export function release(db: Kysely<DB>, a: CloseArgs) {
  const now = a.now ?? new Date();
  return inTransaction(db, async (trx) => {
    const h = await trx.selectFrom('ledger_holds').selectAll()
      .where('company_id', '=', a.companyId).where('business_type', '=', a.businessType).where('business_key', '=', a.businessKey)
      .forUpdate().executeTakeFirst();
    if (!h) throw new LedgerError('unknownHold');
    if (h.status === 'released') return h;
    if (h.status !== 'held') throw new LedgerError('holdClosed');
    await post(trx, { companyId: h.company_id, businessType: h.business_type, businessKey: h.business_key, terminal: h.terminal, holdId: h.id, userId: a.userId ?? null },
      [{ kind: 'release', from: 'held', to: 'available', amount: BigInt(h.amount_cents) }], now);
    return trx.updateTable('ledger_holds').set({ status: 'released', update_time: now }).where('id', '=', h.id).returningAll().executeTakeFirstOrThrow();
  });
}

/** A company's stored balances (zeros when it has no account yet). */
export async function balances(db: Kysely<DB>, companyId: string): Promise<Record<LedgerAccountName, bigint>> {
  const rows = await db.selectFrom('ledger_accounts').select(['account', 'balance_cents']).where('company_id', '=', companyId).execute();
  const out = { bank: 0n, available: 0n, held: 0n, revenue: 0n } as Record<LedgerAccountName, bigint>;
  for (const r of rows) out[r.account as LedgerAccountName] = BigInt(r.balance_cents);
  return out;
}

export interface ReconciliationRow {
  companyId: string;
  entries: number;
  accounts: Array<{ account: LedgerAccountName; storedCents: bigint; entriesCents: bigint }>;
  sumCents: bigint;
  ok: boolean;
}

/** Per company: each stored balance against the sum of its entries (in minus out), and the four summing to zero. */
export async function reconcile(db: Kysely<DB>, companyId?: string): Promise<ReconciliationRow[]> {
  let stored = db.selectFrom('ledger_accounts').select(['company_id', 'account', 'balance_cents']);
  if (companyId) stored = stored.where('company_id', '=', companyId);
  const sums = await sql<{ company_id: string; account: string; cents: string; n: string }>`
    select company_id, account, sum(cents)::text as cents, sum(n)::text as n from (
      select company_id, to_account as account, amount_cents as cents, 1 as n from ledger_entries ${companyId ? sql`where company_id = ${companyId}` : sql``}
      union all
      select company_id, from_account, -amount_cents, 0 from ledger_entries ${companyId ? sql`where company_id = ${companyId}` : sql``}
    ) m group by company_id, account`.execute(db);
  const byCompany = new Map<string, ReconciliationRow>();
  const row = (id: string) => {
    let r = byCompany.get(id);
    if (!r) {
      r = { companyId: id, entries: 0, accounts: ACCOUNTS.map((account) => ({ account, storedCents: 0n, entriesCents: 0n })), sumCents: 0n, ok: true };
      byCompany.set(id, r);
    }
    return r;
  };
  for (const s of await stored.execute()) row(s.company_id).accounts.find((a) => a.account === s.account)!.storedCents = BigInt(s.balance_cents);
  for (const s of sums.rows) {
    const r = row(s.company_id);
    r.accounts.find((a) => a.account === s.account)!.entriesCents = BigInt(s.cents);
    r.entries += Number(s.n);
  }
  for (const r of byCompany.values()) {
    r.sumCents = r.accounts.reduce((t, a) => t + a.storedCents, 0n);
    r.ok = r.sumCents === 0n && r.accounts.every((a) => a.storedCents === a.entriesCents && (a.account === 'bank' || a.storedCents >= 0n));
  }
  return [...byCompany.values()];
}
