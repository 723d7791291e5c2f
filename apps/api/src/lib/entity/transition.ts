/**
 * A status transition: the action must exist from the record's state (else 409 naming both), the caller
 * must be one of its actors (else 403), what it requires must be given (a reason, files, fields), the
 * version must be current; then the state and the action's own columns change, the trail and the audit
 * log are written in the same transaction, and the companies to notify are told after the commit.
 */
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { StatusFlow, TransitionSpec } from '@port/sdk/domain';
import { serverMessage, type ServerLanguage } from '@port/config/server-messages';
import type { AppServices, SessionUser } from '../../services';
import { ApiError, invalid } from '../../http/errors';
import { actorOf } from '../audit';
import { touchList } from '../list-query';
import { assertVersion, audited } from '../records';
import { clientText } from '../text';
import { mayTake, partiesOf } from './actors';
import { changesOf, writeHistory } from './history';
import { notifyCompanies, tellWorkChanged } from './notify';
import { lockRow, readRow } from './rows';
import { bare, type EntityCaller, type EntityStore, type Parties } from './store';

export interface TransitionBody {
  action: string;
  version: number;
  reason?: string | null;
  fileIds?: string[];
  fields?: Readonly<Record<string, unknown>>;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function flowOf<T, S extends string, D, TB extends keyof D>(store: EntityStore<T, S, D, TB>): StatusFlow<S> {
  const flow = store.description.status;
  if (!flow) throw new Error(`${store.description.name} has no status flow`);
  return flow;
}

function requireWhat<S extends string>(caller: EntityCaller, t: TransitionSpec<S>, body: TransitionBody, labels: Readonly<Record<string, { label: string } | undefined>>): void {
  const action = clientText(caller.lang, t.label);
  if (t.requires?.reason && !body.reason?.trim()) throw new ApiError(400, 'entityReasonRequired', { action }, { field: 'body.reason' });
  if (t.requires?.files && !body.fileIds?.length) throw new ApiError(400, 'entityFilesRequired', { action }, { field: 'body.fileIds' });
  for (const field of t.requires?.fields ?? []) {
    const v = body.fields?.[field];
    if (v === undefined || v === null || (typeof v === 'string' && !v.trim())) {
      throw invalid(serverMessage(caller.lang, 'fieldRequired', { field: clientText(caller.lang, labels[field]?.label ?? field) }), `body.fields.${field}`);
    }
  }
}

/** A state's label in a language (the code itself when the flow does not know it). */
export function stateLabelOf<S extends string>(flow: StatusFlow<S>, state: string, lang: ServerLanguage): string {
  const spec = (flow.states as Record<string, { label: string } | undefined>)[state];
  return spec ? clientText(lang, spec.label) : state;
}

/**
 * The transition `action` from `state` that this caller may take, else the refusal: an unknown action 400, an
 * action not open from the state 409 naming both, a caller none of its actors 403. `callerFirst` answers 403
 * before looking at the state when the action is never the caller's (a contract that promises 403 to a
 * non-party whatever the state, e.g. trucking orders).
 */
export function checkTransition<S extends string>(
  flow: StatusFlow<S>, action: string, state: string, user: SessionUser, parties: Parties, lang: ServerLanguage, opts: { callerFirst?: boolean } = {},
): TransitionSpec<S> {
  const candidates = flow.transitions.filter((t) => t.action === action);
  if (candidates.length === 0) throw new ApiError(400, 'entityActionUnknown', { action }, { field: 'body.action' });
  if (opts.callerFirst && !candidates.some((t) => mayTake(t, user, parties))) throw new ApiError(403, 'transitionForbidden');
  const open = candidates.filter((t) => (t.from as readonly string[]).includes(state));
  if (open.length === 0) {
    throw new ApiError(409, 'entityActionNotAllowed', { state: stateLabelOf(flow, state, lang), action: clientText(lang, candidates[0]!.label) });
  }
  const t = open.find((x) => mayTake(x, user, parties));
  if (!t) throw new ApiError(403, 'transitionForbidden');
  return t;
}

/**
 * Tells the companies of a transition's `notify` (message centre + WebSocket), after the commit: one notice for
 * every recipient, in the source language (the message centre stores one text).
 */
export async function notifyTransition<S extends string>(
  services: AppServices, log: FastifyBaseLogger, flow: StatusFlow<S>, t: TransitionSpec<S>,
  n: { title: string; fromState: string; reason: string | null; companies: ReadonlyArray<string | null>; actorId: string },
): Promise<void> {
  const title = `${clientText('zh-CN', t.label)}：${n.title}`;
  const content = clientText('zh-CN', n.reason ? 'entity.notice.withReason' : 'entity.notice.content', {
    title: n.title, from: stateLabelOf(flow, n.fromState, 'zh-CN'), to: stateLabelOf(flow, t.to, 'zh-CN'), reason: n.reason ?? '',
  });
  await notifyCompanies(services, log, n.companies, n.actorId, escapeHtml(title), escapeHtml(content));
}

export async function transitionEntity<T, S extends string, D, TB extends keyof D>(
  store: EntityStore<T, S, D, TB>, caller: EntityCaller, log: FastifyBaseLogger, id: string, body: TransitionBody,
): Promise<void> {
  const flow = flowOf(store);
  const d = store.description;
  const stateColumn = bare(String(store.column(flow.field)));
  if (!flow.transitions.some((t) => t.action === body.action)) throw new ApiError(400, 'entityActionUnknown', { action: body.action }, { field: 'body.action' });
  const { owner, counterpart, third } = store.parties;

  const done = await caller.services.db.transaction().execute(async (trx) => {
    const row = await lockRow(store, caller, trx, id);
    const state = String(row[stateColumn]);
    const parties = partiesOf(caller.user, owner ? row[bare(owner)] : null, counterpart ? row[bare(counterpart)] : null, third ? row[bare(third)] : null);
    const t = checkTransition(flow, body.action, state, caller.user, parties, caller.lang);
    requireWhat(caller, t, body, d.fields as Readonly<Record<string, { label: string } | undefined>>);
    assertVersion(Number(row.version), body.version);

    const now = caller.services.now();
    const reason = body.reason?.trim() || null;
    const own = (await store.hooks?.beforeTransition?.(caller, trx, t.action, row, { reason, fields: body.fields ?? {} })) ?? {};
    const byAction = (await store.hooks?.onTransition?.[t.action]?.(now, body.fields ?? {}, reason, { caller, row, trx })) ?? {};
    const sets: Record<string, unknown> = { ...byAction, ...own, [stateColumn]: t.to };
    const assignments = Object.entries(sets).map(([c, v]) => sql`${sql.ref(c)} = ${v}`);
    await sql`update ${sql.table(store.table)} set ${sql.join([...assignments, sql`version = version + 1`, sql`update_time = ${now}`])}
      where ${sql.ref(store.idColumn)} = ${id}`.execute(trx);
    const columnsByField = Object.fromEntries(Object.keys(sets).map((c) => [fieldOfColumn(store, c), c]));
    await writeHistory(trx, caller, {
      entity: d.name, recordId: id, action: t.action, fromState: state, toState: t.to, reason,
      // Only the record's fields: a column the description does not name (e.g. the counterpart a send sets) is no change a reader can label.
      changes: changesOf(columnsByField, row, sets).filter((c) => c.field !== flow.field && Object.hasOwn(d.fields, c.field)),
    });
    await audited(trx, actorOf(caller.user, { id: caller.traceId, ip: caller.ip }), { action: t.action, entity: store.auditEntity ?? d.name, entityId: id, before: { [stateColumn]: state }, after: sets });
    return { t, state, row, reason };
  });
  touchList(d.name);

  // The work queues the move touched: a state some party waits on was left or entered (issue 26).
  const work = d.work ?? [];
  if (work.some((w) => (w.states as readonly string[]).includes(done.state) || (w.states as readonly string[]).includes(done.t.to))) {
    const { rows: [now] } = await sql<Record<string, unknown>>`select * from ${sql.table(store.table)} where ${sql.ref(store.idColumn)} = ${id}`.execute(caller.services.db);
    // Before and after: a move may clear or name a party (a barge order released back to the pool).
    const companies = [owner, counterpart, third].filter((c): c is string => !!c)
      .flatMap((c) => [done.row[bare(c)], (now ?? done.row)[bare(c)]] as Array<string | null>);
    const pool = work.some((w) => w.party === 'pool') ? store.pool?.permission : undefined;
    await tellWorkChanged(caller.services, log, companies, pool);
  }

  if (!done.t.notify?.length) return;
  // One notice for every recipient, in the source language (the message centre stores one text).
  const record = await readRow(store, caller, id);
  // The row after the change: a transition may name the counterpart (e.g. a take from the pool).
  const { rows: [after] } = await sql<Record<string, unknown>>`select * from ${sql.table(store.table)} where ${sql.ref(store.idColumn)} = ${id}`.execute(caller.services.db);
  const companies = done.t.notify.map((who) => {
    const column = who === 'owner' ? owner : who === 'counterpart' ? counterpart : third;
    return column ? ((after ?? done.row)[bare(column)] as string | null) : null;
  });
  await notifyTransition(caller.services, log, flow, done.t, {
    title: String(record[d.titleField] ?? id), fromState: done.state, reason: done.reason, companies, actorId: caller.user.userId,
  });
}

/** The field a main-table column holds (for the trail's changes), else the column's own name. */
function fieldOfColumn<T, S extends string, D, TB extends keyof D>(store: EntityStore<T, S, D, TB>, column: string): string {
  for (const [field, c] of Object.entries(store.columns as Record<string, unknown>)) if (typeof c === 'string' && bare(c) === column) return field;
  return column;
}
