/**
 * The entity mechanism (src/lib/entity) on its own, over a fake domain: a small description defined here, a table of
 * its own created in this file's database, and the store that binds them. Every hook is called as a domain's handler
 * map calls it (entityHandlers), with sessions of the seeded demo users: list (paging, filters, sorting, the owner's
 * scope), form (create/edit validation, refusals, stale versions), detail, transitions (allowed, refused by state and
 * by actor), the trail and the audit log, export, and the notices a transition sends.
 *
 * The mechanism has no import of its own (a description's `import` names only the template's columns; each domain
 * reads its sheet itself), so there is no import hook to exercise here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, FastifyReply } from 'fastify';
import ExcelJS from 'exceljs';
import { sql, type Generated, type Kysely } from 'kysely';
import type { OperationId } from '@port/sdk/contract';
import { describeEntity } from '@port/sdk/domain';
import type { MessageKey } from '@port/sdk/i18n';
import { resolveSession } from '../src/domains/auth/sessions';
import { ApiError } from '../src/http/errors';
import { entityHandlers } from '../src/lib/entity/handlers';
import { defineStore } from '../src/lib/entity/store';
import type { SessionUser } from '../src/services';
import { ADMIN, FLEET, FORWARDER, startApp, tokenFor } from './helpers';

/** The fake domain's record, as its contract would type it. */
interface Probe {
  id: string;
  title: string;
  qty: number;
  kind: string | null;
  counterpartId: string | null;
  status: ProbeStatus;
  createTime: string;
  version: number;
}
type ProbeStatus = 'draft' | 'sent' | 'done' | 'refused';

interface ProbeTable {
  id: Generated<string>;
  title: string;
  qty: number;
  kind: string | null;
  company_id: string | null;
  counterpart_id: string | null;
  created_by: string | null;
  status: string;
  version: Generated<number>;
  create_time: Date;
  update_time: Date;
}

const op = (name: string) => `probe${name}` as OperationId;
const APPROVE = 'probe:probe:approve';

const probeEntity = describeEntity<Probe>()<ProbeStatus>({
  name: 'probe.item',
  titleField: 'title',
  fields: {
    id: { label: 'probe.id', kind: 'text', readOnly: true },
    title: { label: 'probe.title', kind: 'text', required: true, maxLength: 20 },
    qty: { label: 'probe.qty', kind: 'integer', required: true, max: 1000 },
    kind: { label: 'probe.kind', kind: 'select', options: { a: 'probe.kindA', b: 'probe.kindB' } },
    counterpartId: { label: 'probe.counterpart', kind: 'text' },
    status: { label: 'probe.status', kind: 'select' },
    createTime: { label: 'probe.createTime', kind: 'datetime', readOnly: true },
    version: { label: 'probe.version', kind: 'integer', readOnly: true },
  },
  filters: [
    { field: 'title', match: 'contains' },
    { field: 'kind', match: 'exact' },
    { field: 'status', match: 'in' },
  ],
  sorts: ['qty', 'createTime'],
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: ['title', 'qty', 'kind', 'status'],
  detail: [{ title: 'probe.main', fields: ['title', 'qty', 'kind', 'status'] }],
  form: [{ title: 'probe.main', fields: ['title', 'qty', 'kind', 'counterpartId'] }],
  status: {
    field: 'status',
    initial: 'draft',
    states: {
      draft: { label: 'probe.states.draft', color: 'gray' },
      sent: { label: 'probe.states.sent', color: 'blue', locked: true },
      done: { label: 'probe.states.done', color: 'green', final: true },
      refused: { label: 'probe.states.refused', color: 'red', final: true },
    },
    transitions: [
      { action: 'send', label: 'probe.actions.send', from: ['draft'], to: 'sent', by: [{ party: 'owner' }], notify: ['counterpart'] },
      { action: 'finish', label: 'probe.actions.finish', from: ['sent'], to: 'done', by: [{ party: 'counterpart' }], notify: ['owner'] },
      { action: 'refuse', label: 'probe.actions.refuse', from: ['sent'], to: 'refused', by: [{ permission: APPROVE }], requires: { reason: true }, notify: ['owner'], danger: true },
    ],
  },
  checks: [(v) => (v.kind === 'b' && typeof v.qty === 'number' && v.qty > 500 ? { field: 'qty', issue: { key: 'probe.tooManyB' as MessageKey } } : null)],
  operations: {
    list: op('List'), get: op('Get'), create: op('Create'), update: op('Update'), remove: op('Remove'),
    transition: op('Transition'), history: op('History'), export: op('Export'),
  },
  permissions: {},
});

const probeStore = defineStore({
  description: probeEntity,
  table: 'entity_probes',
  idColumn: 'id',
  from: (db) => (db as unknown as Kysely<{ entity_probes: ProbeTable }>).selectFrom('entity_probes as p'),
  id: 'p.id',
  columns: {
    id: sql`p.id::text`, title: 'p.title', qty: 'p.qty', kind: 'p.kind', counterpartId: 'p.counterpart_id',
    status: 'p.status', createTime: 'p.create_time', version: 'p.version',
  },
  visibility: 'parties',
  parties: { owner: 'p.company_id', counterpart: 'p.counterpart_id', createdBy: 'p.created_by' },
  writes: { title: 'title', qty: 'qty', kind: 'kind', counterpartId: 'counterpart_id' },
  hooks: {
    normalize: { title: (v) => v.replace(/\s+/g, ' ') },
    assertWriter: (caller, before) => {
      if (!caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
      if (before && String(before.company_id) !== caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
    },
    onTransition: { finish: () => ({ qty: 999 }) },
  },
});

const handlers = entityHandlers(probeStore, { exportTitle: 'probe.title' }) as unknown as Record<string, (call: unknown) => Promise<unknown>>;

let app: FastifyInstance;
let forwarder: SessionUser;
let fleet: SessionUser;
let admin: SessionUser;
let traceSeq = 0;

const log = { warn: () => undefined, info: () => undefined, error: () => undefined, debug: () => undefined, child() { return this; } };

/** Calls one of the fake domain's handlers as the contract would: the caller, the validated query and body. */
async function call<R>(name: string, user: SessionUser | null, input: { query?: Record<string, unknown>; params?: { id?: string }; body?: Record<string, unknown>; reply?: unknown } = {}): Promise<R> {
  const handler = handlers[op(name)];
  if (!handler) throw new Error(`no handler ${name}`);
  return handler({
    services: app.services, user,
    req: { id: `probe-${++traceSeq}`, ip: '127.0.0.1', headers: { 'accept-language': 'zh-CN' }, log },
    reply: input.reply ?? {}, query: input.query ?? {}, params: input.params ?? {}, body: input.body ?? {},
  }) as R;
}

/** The refusal a call ends in: its status and message key. */
async function refusal(p: Promise<unknown>): Promise<{ status: number; key: string; field?: string }> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ApiError) return { status: err.status, key: err.key, ...(err.options.field ? { field: err.options.field } : {}) };
    throw err;
  }
  throw new Error('the call was not refused');
}

type Record_ = Probe & { allowedActions: string[] };
interface Page { data: Record_[]; total: number; pageNo: number; pageSize: number; cursor: string | null }

const create = (user: SessionUser, body: Record<string, unknown>) => call<Record_>('Create', user, { body });

beforeAll(async () => {
  app = await startApp();
  await sql`create table entity_probes (
    id bigint generated always as identity primary key, title varchar(20) not null, qty integer not null, kind varchar(8),
    company_id text, counterpart_id text, created_by text, status varchar(16) not null,
    version integer not null default 0, create_time timestamptz not null, update_time timestamptz not null,
    constraint entity_probes_title unique (title))`.execute(app.services.db);
  const session = async (mobile: string) => (await resolveSession(app.services, await tokenFor(app, mobile)))!;
  [forwarder, fleet, admin] = await Promise.all([session(FORWARDER), session(FLEET), session(ADMIN)]);
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('form: create and edit', () => {
  it('creates a record: owner, creator and the initial state set by the mechanism, the detail as the caller sees it', async () => {
    const made = await create(forwarder, { title: '  first   probe ', qty: 3, kind: 'a', counterpartId: fleet.companyId });
    expect(made).toMatchObject({ title: 'first probe', qty: 3, kind: 'a', status: 'draft', counterpartId: fleet.companyId, version: 0 });
    // The owner may send a draft; the counterpart may do nothing with it yet.
    expect(made.allowedActions).toEqual(['send']);
    const { rows: [row] } = await sql<{ company_id: string; created_by: string }>`select company_id, created_by from entity_probes where id = ${made.id}`.execute(app.services.db);
    expect(row).toEqual({ company_id: forwarder.companyId, created_by: forwarder.userId });
    const seen = await call<Record_>('Get', fleet, { params: { id: made.id } });
    expect(seen.allowedActions).toEqual([]);
  });

  it('refuses what the description refuses, naming the field', async () => {
    expect(await refusal(create(forwarder, { title: '', qty: 1 }))).toMatchObject({ status: 400, field: 'body.title' });
    expect(await refusal(create(forwarder, { title: 'x'.repeat(21), qty: 1 }))).toMatchObject({ status: 400, field: 'body.title' });
    expect(await refusal(create(forwarder, { title: 'no qty' }))).toMatchObject({ status: 400, field: 'body.qty' });
    expect(await refusal(create(forwarder, { title: 'fraction', qty: 1.5 }))).toMatchObject({ status: 400, field: 'body.qty' });
    expect(await refusal(create(forwarder, { title: 'negative', qty: -1 }))).toMatchObject({ status: 400, field: 'body.qty' });
    expect(await refusal(create(forwarder, { title: 'too many', qty: 1001 }))).toMatchObject({ status: 400, field: 'body.qty' });
    expect(await refusal(create(forwarder, { title: 'bad kind', qty: 1, kind: 'z' }))).toMatchObject({ status: 400, field: 'body.kind' });
    // The description's cross-field check, after each field's own.
    expect(await refusal(create(forwarder, { title: 'many b', qty: 501, kind: 'b' }))).toMatchObject({ status: 400, field: 'body.qty' });
    // The store's writer hook: a user of no company writes nothing.
    expect((await refusal(create({ ...forwarder, companyId: null }, { title: 'no company', qty: 1 }))).status).toBe(403);
    // A unique violation without the store's `taken` hook is a conflict.
    await create(forwarder, { title: 'unique one', qty: 1 });
    expect((await refusal(create(forwarder, { title: 'unique one', qty: 2 }))).status).toBe(409);
    const { rows: [n] } = await sql<{ n: number }>`select count(*)::int as n from entity_probes where title in ('', 'fraction', 'negative', 'too many', 'bad kind', 'many b', 'no company')`.execute(app.services.db);
    expect(n!.n).toBe(0);
  });

  it('edits with the current version only; another company neither edits nor reads it', async () => {
    const made = await create(forwarder, { title: 'to edit', qty: 5 });
    const edited = await call<Record_>('Update', forwarder, { params: { id: made.id }, body: { title: 'edited', qty: 6, version: 0 } });
    expect(edited).toMatchObject({ title: 'edited', qty: 6, version: 1 });
    expect(await refusal(call('Update', forwarder, { params: { id: made.id }, body: { title: 'stale', qty: 7, version: 0 } }))).toMatchObject({ status: 409, key: 'staleUpdate' });
    // A company that is no party to it: 404 (it is outside the caller's scope), whatever the version.
    const other = { ...fleet, companyId: admin.companyId };
    expect((await refusal(call('Update', other, { params: { id: made.id }, body: { title: 'x', qty: 1, version: 1 } }))).status).toBe(404);
    // The counterpart reads it but the writer hook refuses its edit.
    const shared = await create(forwarder, { title: 'shared edit', qty: 1, counterpartId: fleet.companyId });
    expect((await refusal(call('Update', fleet, { params: { id: shared.id }, body: { title: 'theirs', qty: 1, version: 0 } }))).status).toBe(403);
    // Removal needs the version too.
    expect(await refusal(call('Remove', forwarder, { params: { id: made.id }, query: { version: 0 } }))).toMatchObject({ status: 409 });
    await call('Remove', forwarder, { params: { id: made.id }, query: { version: 1 } });
    expect((await refusal(call('Get', forwarder, { params: { id: made.id } }))).status).toBe(404);
  });
});

describe('list', () => {
  const titles = Array.from({ length: 7 }, (_, i) => `page ${i}`);
  beforeAll(async () => {
    for (const [i, title] of titles.entries()) await create(forwarder, { title, qty: 100 + i, kind: i % 2 ? 'b' : 'a' });
    await create(fleet, { title: 'fleet own', qty: 1 });
  });

  it('pages by keyset in the sort asked, the total counted', async () => {
    const first = await call<Page>('List', forwarder, { query: { title: 'page', pageSize: 3, sortField: 'qty', sortOrder: 'asc' } });
    expect(first.total).toBe(7);
    expect(first.data.map((r) => r.title)).toEqual(['page 0', 'page 1', 'page 2']);
    const second = await call<Page>('List', forwarder, { query: { title: 'page', pageSize: 3, pageNo: 2, cursor: first.cursor, sortField: 'qty', sortOrder: 'asc' } });
    expect(second.data.map((r) => r.title)).toEqual(['page 3', 'page 4', 'page 5']);
    const desc = await call<Page>('List', forwarder, { query: { title: 'page', pageSize: 2, sortField: 'qty', sortOrder: 'desc' } });
    expect(desc.data.map((r) => r.qty)).toEqual([106, 105]);
    // The default sort: newest first.
    const byDefault = await call<Page>('List', forwarder, { query: { title: 'page', pageSize: 1 } });
    expect(byDefault.data[0]!.title).toBe('page 6');
  });

  it('filters by each of the description filters, and only by them', async () => {
    const kindB = await call<Page>('List', forwarder, { query: { title: 'page', kind: 'b', pageSize: 50 } });
    expect(kindB.data.map((r) => r.title).sort()).toEqual(['page 1', 'page 3', 'page 5']);
    const inStates = await call<Page>('List', forwarder, { query: { title: 'page', status: 'sent,done', pageSize: 50 } });
    expect(inStates.total).toBe(0);
    // A parameter the description does not filter by narrows nothing.
    const unknown = await call<Page>('List', forwarder, { query: { title: 'page', qty: 100, pageSize: 50 } });
    expect(unknown.total).toBe(7);
  });

  it('keeps each company to its own rows and the rows addressed to it; the all-data scope reads every row', async () => {
    const fleetSees = await call<Page>('List', fleet, { query: { pageSize: 50 } });
    const titlesOf = (p: Page) => p.data.map((r) => r.title);
    expect(titlesOf(fleetSees)).toContain('fleet own');
    expect(titlesOf(fleetSees)).toContain('shared edit');
    expect(titlesOf(fleetSees)).not.toContain('page 0');
    const forwarderSees = await call<Page>('List', forwarder, { query: { pageSize: 50 } });
    expect(titlesOf(forwarderSees)).not.toContain('fleet own');
    // Data scope 3: only what the user created.
    const self = await call<Page>('List', { ...fleet, dataScope: '3' }, { query: { pageSize: 50 } });
    expect(titlesOf(self)).toEqual(['fleet own']);
    const all = await call<Page>('List', { ...fleet, dataScope: '1' }, { query: { pageSize: 50 } });
    expect(titlesOf(all)).toEqual(expect.arrayContaining(['fleet own', 'page 0', 'shared edit']));
    expect((await refusal(call('List', null))).status).toBe(401);
  });

  it('refuses a sort outside the allow-list', async () => {
    expect((await refusal(call('List', forwarder, { query: { sortField: 'title' } }))).status).toBe(400);
  });
});

describe('transitions, history and notices', () => {
  let id: string;
  let version = 0;
  const noticesTo = async (userId: string) =>
    (await sql<{ title: string }>`select n.title from notices n join notice_targets t on t.notice_id = n.id where t.target_id = ${userId} and n.title like ${'%probe flow%'} order by n.id`.execute(app.services.db)).rows.map((r) => r.title);

  beforeAll(async () => {
    id = (await create(forwarder, { title: 'probe flow', qty: 2, counterpartId: fleet.companyId })).id;
  });

  it('refuses an unknown action, an action not open from the state, a caller who is none of its actors', async () => {
    expect(await refusal(call('Transition', forwarder, { params: { id }, body: { action: 'fly', version } }))).toMatchObject({ status: 400, key: 'entityActionUnknown' });
    expect(await refusal(call('Transition', fleet, { params: { id }, body: { action: 'finish', version } }))).toMatchObject({ status: 409, key: 'entityActionNotAllowed' });
    // Send is the owner's: the counterpart may not.
    expect(await refusal(call('Transition', fleet, { params: { id }, body: { action: 'send', version } }))).toMatchObject({ status: 403, key: 'transitionForbidden' });
    expect(await refusal(call('Transition', forwarder, { params: { id }, body: { action: 'send', version: version + 5 } }))).toMatchObject({ status: 409, key: 'staleUpdate' });
  });

  it('moves the state when an actor asks, tells the counterpart (not the actor), and locks the record to no further owner action', async () => {
    const sent = await call<Record_>('Transition', forwarder, { params: { id }, body: { action: 'send', version } });
    version = sent.version;
    expect(sent).toMatchObject({ status: 'sent', version: 1 });
    expect(sent.allowedActions).toEqual([]);
    expect((await call<Record_>('Get', fleet, { params: { id } })).allowedActions).toEqual(['finish']);
    // A holder of the approve permission may refuse, whatever company.
    expect((await call<Record_>('Get', { ...fleet, permissions: [...fleet.permissions, APPROVE] }, { params: { id } })).allowedActions).toEqual(['finish', 'refuse']);
    expect(await noticesTo(fleet.userId)).toHaveLength(1);
    expect(await noticesTo(forwarder.userId)).toHaveLength(0);
    // The owner may not send again: the action is not open from 'sent'.
    expect((await refusal(call('Transition', forwarder, { params: { id }, body: { action: 'send', version } }))).status).toBe(409);
  });

  it('requires what the action requires, and refuses an actor lacking the permission', async () => {
    expect((await refusal(call('Transition', forwarder, { params: { id }, body: { action: 'refuse', version, reason: 'no' } }))).status).toBe(403);
    const approver = { ...fleet, permissions: [...fleet.permissions, APPROVE] };
    expect(await refusal(call('Transition', approver, { params: { id }, body: { action: 'refuse', version, reason: '  ' } }))).toMatchObject({ status: 400, key: 'entityReasonRequired' });
  });

  it('sets the columns the action hook answers, into the trail', async () => {
    const done = await call<Record_>('Transition', fleet, { params: { id }, body: { action: 'finish', version } });
    expect(done).toMatchObject({ status: 'done', qty: 999, version: 2 });
    expect(await noticesTo(forwarder.userId)).toHaveLength(1);
    // A final state: nothing leaves it.
    expect((await refusal(call('Transition', { ...fleet, permissions: ['*:*:*'] }, { params: { id }, body: { action: 'refuse', version: 2, reason: 'late' } }))).status).toBe(409);
  });

  it('keeps the trail of every change as a timeline, and the audit log beside it', async () => {
    const history = await call<Array<{ action: string; fromState: string | null; toState: string | null; actorName: string | null; changes: Array<{ field: string; before: unknown; after: unknown }> }>>('History', forwarder, { params: { id } });
    expect(history.map((h) => [h.action, h.fromState, h.toState])).toEqual([['create', null, 'draft'], ['send', 'draft', 'sent'], ['finish', 'sent', 'done']]);
    expect(history[0]!.changes).toEqual(expect.arrayContaining([{ field: 'title', before: null, after: 'probe flow' }]));
    expect(history[2]!.changes).toEqual([{ field: 'qty', before: 2, after: 999 }]);
    expect(history.every((h) => h.actorName)).toBe(true);
    // Out of scope: the history is refused like the record.
    expect((await refusal(call('History', { ...fleet, companyId: admin.companyId }, { params: { id } }))).status).toBe(404);
    const { rows } = await sql<{ action: string }>`select action from audit_log where entity = 'probe.item' and entity_id = ${id} `.execute(app.services.db);
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'finish', 'send']);
  });
});

describe('export', () => {
  it('streams the filtered, scoped list as a sheet, state labels in the caller\'s language', async () => {
    const sent: { headers: Record<string, string>; body?: NodeJS.ReadableStream } = { headers: {} };
    const reply = {
      header(name: string, value: string) { sent.headers[name] = value; return reply; },
      send(body: NodeJS.ReadableStream) { sent.body = body; return reply; },
    } as unknown as FastifyReply;
    const chunks: Buffer[] = [];
    const done = call('Export', forwarder, { query: { title: 'page', sortField: 'qty', sortOrder: 'asc' }, reply });
    await done;
    for await (const chunk of sent.body!) chunks.push(Buffer.from(chunk as Buffer));
    expect(sent.headers['x-export-total']).toBe('7');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.concat(chunks) as unknown as ExcelJS.Buffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.rowCount).toBe(8);
    // The columns of the description's list (no `export` given), in order; the state as its label's text (the key here: no catalogue has it).
    expect(sheet.getRow(2).values).toEqual([undefined, 'page 0', 100, 'probe.kindA', 'probe.states.draft']);
    expect(sheet.getRow(8).getCell(1).value).toBe('page 6');
  });
});
