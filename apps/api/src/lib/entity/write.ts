/**
 * Create and update of an entity: every writable field checked as the form checks it (required, longest
 * text, number and time forms, the description's shared validators, with the form's own words), the
 * store's cross-field rules and derived columns, a versioned save (409 when stale), the trail and the
 * audit log in the same transaction; removal likewise.
 */
import { sql } from 'kysely';
import { checkRecord, numberBounds, type FieldSpec } from '@port/sdk/domain';
import { serverMessage } from '@port/config/server-messages';
import { conflict, invalid } from '../../http/errors';
import { actorOf } from '../audit';
import { sanitizeRichHtml } from '../html';
import { parseDateTime, portDay } from '../datetime';
import { touchList } from '../list-query';
import { assertVersion, audited, isUniqueViolation, type Executor } from '../records';
import { clientText, enforce } from '../text';
import { changesOf, writeHistory } from './history';
import { lockRow } from './rows';
import { bare, type EntityCaller, type EntityStore, type Row } from './store';

type Body = Readonly<Record<string, unknown>>;

/** One field's value as written: trimmed, normalized, checked; null when blank. */
function checked(caller: EntityCaller, field: string, spec: FieldSpec, raw: unknown, normalize?: (v: string) => string): unknown {
  const { lang } = caller;
  const at = `body.${field}`;
  const label = () => clientText(lang, spec.label);
  let value: unknown = typeof raw === 'string' ? raw.trim() : raw;
  if (typeof value === 'string' && normalize) value = normalize(value);
  if (value === '' || value === undefined) value = null;
  if (value === null) {
    if (spec.required) throw invalid(serverMessage(lang, 'fieldRequired', { field: label() }), at);
    return null;
  }
  if (typeof value === 'string' && spec.maxLength && value.length > spec.maxLength) {
    throw invalid(serverMessage(lang, 'fieldTooLong', { field: label(), max: spec.maxLength }), at);
  }
  if (spec.kind === 'datetime' || spec.kind === 'date') {
    const when = typeof value === 'string' ? parseDateTime(spec.kind === 'date' && value.length === 10 ? `${value} 00:00:00` : value) : null;
    if (!when) throw invalid(serverMessage(lang, 'fieldInvalid', { field: label() }), at);
    // A date is written as its port day: the instant of the port's midnight, cast to a date in a UTC session, may be the day before.
    value = spec.kind === 'date' ? portDay(when) : when;
  }
  // Rich text is stored as the sanitiser leaves it: no script or handler is kept, whatever the client sent.
  if (spec.kind === 'html' && typeof value === 'string') {
    value = sanitizeRichHtml(value);
    if (spec.required && !String(value).trim()) throw invalid(serverMessage(lang, 'fieldRequired', { field: label() }), at);
  }
  if ((spec.kind === 'integer' || spec.kind === 'money') && !Number.isInteger(value)) throw invalid(serverMessage(lang, 'fieldInvalid', { field: label() }), at);
  // A select with options takes only one of them (the form offers nothing else).
  if (spec.kind === 'select' && spec.options && !(typeof value === 'string' && Object.hasOwn(spec.options, value))) throw invalid(serverMessage(lang, 'fieldInvalid', { field: label() }), at);
  if (spec.kind === 'integer' || spec.kind === 'money' || spec.kind === 'decimal') {
    const { min, max } = numberBounds(spec);
    if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) throw invalid(serverMessage(lang, 'fieldInvalid', { field: label() }), at);
  }
  for (const validate of spec.validate ?? []) enforce(lang, validate, value, at);
  return value;
}

/** The checked values of every writable field, by table column; then the description's rules across fields. */
function valuesOf<T, S extends string, D, TB extends keyof D>(store: EntityStore<T, S, D, TB>, caller: EntityCaller, body: Body): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const byField: Record<string, unknown> = {};
  for (const [field, column] of Object.entries((store.writes ?? {}) as Record<string, string>)) {
    const spec = (store.description.fields as Record<string, FieldSpec | undefined>)[field];
    if (!spec) throw new Error(`${store.description.name}: writable field ${field} is not described`);
    out[column] = byField[field] = checked(caller, field, spec, body[field], store.hooks?.normalize?.[field]);
  }
  const failed = checkRecord(store.description.checks, byField);
  if (failed) enforce(caller.lang, () => failed.issue, null, `body.${failed.field}`);
  return out;
}

/**
 * Each document field (kind 'file') names a stored file of its upload purpose that the writer's company uploaded
 * (or, on update, the one the record already holds): a path taken from elsewhere is refused with the field's name.
 */
async function assertFiles<T, S extends string, D, TB extends keyof D>(
  store: EntityStore<T, S, D, TB>, caller: EntityCaller, trx: Executor, values: Record<string, unknown>, before: Record<string, unknown> | null,
): Promise<void> {
  for (const [field, column] of Object.entries((store.writes ?? {}) as Record<string, string>)) {
    const spec = (store.description.fields as Record<string, FieldSpec | undefined>)[field];
    const path = values[column];
    if (spec?.kind !== 'file' || typeof path !== 'string' || (before && before[column] === path)) continue;
    let q = trx.selectFrom('stored_files').select('id').where('path', '=', path);
    if (spec.upload) q = q.where('biz_type', '=', spec.upload.bizType);
    q = caller.user.companyId ? q.where('company_id', '=', caller.user.companyId) : q.where('uploader_id', '=', caller.user.userId);
    if (!(await q.executeTakeFirst())) throw invalid(clientText(caller.lang, 'entity.fileUnknown', { field: clientText(caller.lang, spec.label) }), `body.${field}`);
  }
}

const fieldsByColumn = <T, S extends string, D, TB extends keyof D>(store: EntityStore<T, S, D, TB>) => (store.writes ?? {}) as Record<string, string>;

/** Creates (no id) or updates the record; answers its id. */
export async function saveEntity<T, S extends string, D, TB extends keyof D>(
  store: EntityStore<T, S, D, TB>, caller: EntityCaller, body: Body & { version?: number | null }, id?: string,
): Promise<string> {
  const d = store.description;
  const audit = store.auditEntity ?? d.name;
  await store.hooks?.assertWriter?.(caller, null);
  const values = valuesOf(store, caller, body);
  const { user, services } = caller;
  try {
    const savedId = await services.db.transaction().execute(async (trx) => {
      const before = id ? await lockRow(store, caller, trx, id, { edit: true }) : null;
      if (before) await store.hooks?.assertWriter?.(caller, before);
      if (before) assertVersion(Number(before.version), body.version);
      await assertFiles(store, caller, trx, values, before);
      const all = { ...values, ...((await store.hooks?.derive?.(caller, trx, values, before)) ?? {}) };
      const now = services.now();
      if (!before) {
        const own: Record<string, unknown> = { ...all, create_time: now, update_time: now };
        if (store.parties.owner) own[bare(store.parties.owner)] = user.companyId;
        if (store.parties.createdBy) own[bare(store.parties.createdBy)] = user.userId;
        if (d.status) own[bare(String(store.column(d.status.field)))] = d.status.initial;
        const newId = await insert(trx, store.table, store.idColumn, own);
        await store.hooks?.afterWrite?.(caller, trx, newId, all, null);
        await writeHistory(trx, caller, { entity: d.name, recordId: newId, action: 'create', toState: d.status?.initial ?? null, changes: changesOf(fieldsByColumn(store), null, all) });
        await audited(trx, actorOf(user, { id: caller.traceId, ip: caller.ip }), { action: 'create', entity: audit, entityId: newId, after: all });
        return newId;
      }
      const assignments = Object.entries(all).map(([c, v]) => sql`${sql.ref(c)} = ${v}`);
      await sql`update ${sql.table(store.table)} set ${sql.join([...assignments, sql`version = version + 1`, sql`update_time = ${now}`])}
        where ${sql.ref(store.idColumn)} = ${id}`.execute(trx);
      await store.hooks?.afterWrite?.(caller, trx, id!, all, before);
      const changes = changesOf(fieldsByColumn(store), before, all);
      await writeHistory(trx, caller, { entity: d.name, recordId: id!, action: 'update', changes });
      await audited(trx, actorOf(user, { id: caller.traceId, ip: caller.ip }), { action: 'update', entity: audit, entityId: id!, before, after: all });
      return id!;
    });
    touchList(d.name);
    return savedId;
  } catch (err) {
    if (isUniqueViolation(err)) throw store.hooks?.taken?.(caller, values, err as { constraint?: string }) ?? conflict('staleUpdate');
    throw err;
  }
}

async function insert(trx: Executor, table: string, idColumn: string, values: Record<string, unknown>): Promise<string> {
  const columns = Object.keys(values);
  const { rows } = await sql<{ id: string }>`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
    values (${sql.join(columns.map((c) => values[c]))}) returning ${sql.ref(idColumn)}::text as id`.execute(trx);
  return rows[0]!.id;
}

/** Removes the record (version required), with the trail and the audit log. */
export async function removeEntity<T, S extends string, D, TB extends keyof D>(
  store: EntityStore<T, S, D, TB>, caller: EntityCaller, id: string, version: number,
): Promise<void> {
  const d = store.description;
  await store.hooks?.assertWriter?.(caller, null);
  await caller.services.db.transaction().execute(async (trx) => {
    const before: Row = await lockRow(store, caller, trx, id, { edit: true });
    await store.hooks?.assertWriter?.(caller, before);
    assertVersion(Number(before.version), version);
    await sql`delete from ${sql.table(store.table)} where ${sql.ref(store.idColumn)} = ${id}`.execute(trx);
    await writeHistory(trx, caller, { entity: d.name, recordId: id, action: 'delete', changes: changesOf(fieldsByColumn(store), before, {}) });
    await audited(trx, actorOf(caller.user, { id: caller.traceId, ip: caller.ip }), { action: 'delete', entity: store.auditEntity ?? d.name, entityId: id, before });
  });
  touchList(d.name);
}
