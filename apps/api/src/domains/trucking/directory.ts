/**
 * A forwarder's directory for placing orders (SPEC §2.10): 常用工厂 (frequent factories: loading / unloading
 * addresses) and 常用联系人 (frequent contacts). Per company, in the caller's data scope like the orders;
 * changes by the company's own users (td:factory:* / td:contact:* in openapi/), versioned and audited.
 */
import { sql, type SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { OpQuery, Schemas } from '@port/sdk/contract';
import { validateEmail, validateLandline, validateMobile, validatePhone } from '@port/sdk/rules';
import { serverMessage, type ServerLanguage } from '@port/config/server-messages';
import type { Database } from '../../db/database';
import { actorOf } from '../../lib/audit';
import { dataScopeOf, scopeKey, type DataScope } from '../../lib/data-scope';
import { formatDateTime } from '../../lib/datetime';
import { asText } from '../../lib/ids';
import { touchList, type ListSpec } from '../../lib/list-query';
import { assertVersion, audited, found, refuse, saveVersionedRow, type Executor } from '../../lib/records';
import { clientText, enforce } from '../../lib/text';
import { invalid } from '../../http/errors';
import type { AppServices, SessionUser } from '../../services';
import { assertForwarder } from './orders';
import { likePrefix as prefix, likeContains as contains } from '../../lib/like';

export const FACTORY_ENTITY = 'truck_factory';
export const CONTACT_ENTITY = 'truck_contact';

export const FACTORY_LIST: ListSpec = {
  name: 'truck_factories',
  idColumn: 'f.id',
  sorts: { createTime: { column: 'f.create_time', cast: 'timestamptz' }, factoryName: { column: 'f.factory_name', cast: 'text' } },
  defaultSort: { field: 'createTime', order: 'desc' },
};
export const CONTACT_LIST: ListSpec = {
  name: 'truck_contacts',
  idColumn: 'p.id',
  sorts: { createTime: { column: 'p.create_time', cast: 'timestamptz' }, name: { column: 'p.name', cast: 'text' } },
  defaultSort: { field: 'createTime', order: 'desc' },
};

/** A directory row in the caller's scope: all, the caller's company, or the rows the caller created. */
function inScope(scope: DataScope, alias: 'f' | 'p') {
  if (scope.kind === 'all') return sql<SqlBool>`true`;
  if (scope.kind === 'company') return sql<SqlBool>`${sql.ref(`${alias}.company_id`)} = ${scope.companyId}`;
  return sql<SqlBool>`${sql.ref(`${alias}.created_by`)} = ${scope.userId}`;
}

function text(lang: ServerLanguage, value: string | null | undefined, labelKey: string, field: string): string {
  const v = value?.trim() ?? '';
  if (!v) throw invalid(serverMessage(lang, 'fieldRequired', { field: clientText(lang, labelKey) }), field);
  return v;
}
const optional = (value: string | null | undefined) => value?.trim() || null;
const companyName = (alias: 'f' | 'p') =>
  sql<string | null>`(select company_name from companies where company_id = ${sql.ref(`${alias}.company_id`)})`.as('company_name');

// ---------------------------------------------------------------- factories

const factoriesFrom = (db: Executor) => db.selectFrom('truck_factories as f');

function projectFactory(qb: ReturnType<typeof factoriesFrom>) {
  return qb.select([
    asText('f.id').as('id'), 'f.factory_name', 'f.address', 'f.contact_name', 'f.contact_phone', 'f.remark', 'f.create_time', 'f.update_time', 'f.version',
    companyName('f'),
  ]);
}
type FactoryRow = Awaited<ReturnType<ReturnType<typeof projectFactory>['executeTakeFirstOrThrow']>>;

export function toFactory(r: FactoryRow): Schemas['TruckFactory'] {
  return {
    id: r.id, companyName: r.company_name, factoryName: r.factory_name, address: r.address, contactName: r.contact_name, contactPhone: r.contact_phone,
    remark: r.remark, createTime: formatDateTime(r.create_time), updateTime: formatDateTime(r.update_time), version: r.version,
  };
}

export type FactoryFilter = Pick<OpQuery<'listTruckFactories'>, 'factoryName' | 'address'>;

export function factoryListSource(db: Database, scope: DataScope, q: FactoryFilter) {
  let base = factoriesFrom(db).where(inScope(scope, 'f'));
  const name = q.factoryName?.trim();
  if (name) base = base.where('f.factory_name', 'like', prefix(name));
  const address = q.address?.trim();
  if (address) base = base.where('f.address', 'like', contains(address));
  return { base, project: projectFactory, filterKey: { s: scopeKey(scope), name, address } };
}

export async function factoryById(services: AppServices, user: SessionUser, id: string): Promise<Schemas['TruckFactory']> {
  const scope = await dataScopeOf(services, user);
  return toFactory(found(await projectFactory(factoriesFrom(services.db).where(inScope(scope, 'f')).where('f.id', '=', id)).executeTakeFirst()));
}

function factoryFields(lang: ServerLanguage, body: Schemas['TruckFactoryWrite']) {
  const phone = body.contactPhone?.replace(/\s+/g, '') || null;
  if (phone) enforce(lang, validatePhone, phone, 'body.contactPhone');
  return {
    factory_name: text(lang, body.factoryName, 'trucking.directory.factoryName', 'body.factoryName'),
    address: text(lang, body.address, 'trucking.directory.address', 'body.address'),
    contact_name: optional(body.contactName),
    contact_phone: phone,
    remark: optional(body.remark),
  };
}

export async function saveFactory(
  services: AppServices, user: SessionUser, req: Pick<FastifyRequest, 'id'>, lang: ServerLanguage, body: Schemas['TruckFactoryWrite'], id?: string,
): Promise<Schemas['TruckFactory']> {
  await assertForwarder(services, user);
  const fields = factoryFields(lang, body);
  const savedId = await saveDirectoryRow(services, user, req, 'factory', { id, version: body.version }, fields, {
    insert: (trx, values) => trx.insertInto('truck_factories').values({ ...fields, ...values }).returning(asText('id').as('id')).executeTakeFirstOrThrow(),
    update: async (trx, rowId, values) => void (await trx.updateTable('truck_factories').set({ ...fields, ...values }).where('id', '=', rowId).execute()),
    taken: () => refuse(409, 'factoryNameTaken', { name: fields.factory_name }),
  });
  return factoryById(services, user, savedId);
}

// ---------------------------------------------------------------- contacts

const contactsFrom = (db: Executor) => db.selectFrom('truck_contacts as p');

function projectContact(qb: ReturnType<typeof contactsFrom>) {
  return qb.select([
    asText('p.id').as('id'), 'p.name', 'p.mobile', 'p.tel', 'p.email', 'p.remark', 'p.create_time', 'p.update_time', 'p.version', companyName('p'),
  ]);
}
type ContactRow = Awaited<ReturnType<ReturnType<typeof projectContact>['executeTakeFirstOrThrow']>>;

export function toContact(r: ContactRow): Schemas['TruckContact'] {
  return {
    id: r.id, companyName: r.company_name, name: r.name, mobile: r.mobile, tel: r.tel, email: r.email, remark: r.remark,
    createTime: formatDateTime(r.create_time), updateTime: formatDateTime(r.update_time), version: r.version,
  };
}

export type ContactFilter = Pick<OpQuery<'listTruckContacts'>, 'name' | 'mobile'>;

export function contactListSource(db: Database, scope: DataScope, q: ContactFilter) {
  let base = contactsFrom(db).where(inScope(scope, 'p'));
  const name = q.name?.trim();
  if (name) base = base.where('p.name', 'like', prefix(name));
  const mobile = q.mobile?.replace(/\s+/g, '');
  if (mobile) base = base.where('p.mobile', 'like', prefix(mobile));
  return { base, project: projectContact, filterKey: { s: scopeKey(scope), name, mobile } };
}

export async function contactById(services: AppServices, user: SessionUser, id: string): Promise<Schemas['TruckContact']> {
  const scope = await dataScopeOf(services, user);
  return toContact(found(await projectContact(contactsFrom(services.db).where(inScope(scope, 'p')).where('p.id', '=', id)).executeTakeFirst()));
}

function contactFields(lang: ServerLanguage, body: Schemas['TruckContactWrite']) {
  const mobile = text(lang, body.mobile?.replace(/\s+/g, ''), 'trucking.directory.mobile', 'body.mobile');
  enforce(lang, validateMobile, mobile, 'body.mobile');
  const tel = body.tel?.replace(/\s+/g, '') || null;
  if (tel) enforce(lang, validateLandline, tel, 'body.tel');
  const email = body.email?.trim() || null;
  if (email) enforce(lang, validateEmail, email, 'body.email');
  return { name: text(lang, body.name, 'trucking.directory.name', 'body.name'), mobile, tel, email, remark: optional(body.remark) };
}

export async function saveContact(
  services: AppServices, user: SessionUser, req: Pick<FastifyRequest, 'id'>, lang: ServerLanguage, body: Schemas['TruckContactWrite'], id?: string,
): Promise<Schemas['TruckContact']> {
  await assertForwarder(services, user);
  const fields = contactFields(lang, body);
  const savedId = await saveDirectoryRow(services, user, req, 'contact', { id, version: body.version }, fields, {
    insert: (trx, values) => trx.insertInto('truck_contacts').values({ ...fields, ...values }).returning(asText('id').as('id')).executeTakeFirstOrThrow(),
    update: async (trx, rowId, values) => void (await trx.updateTable('truck_contacts').set({ ...fields, ...values }).where('id', '=', rowId).execute()),
    taken: () => refuse(409, 'contactMobileTaken', { mobile: fields.mobile }),
  });
  return contactById(services, user, savedId);
}

/** What a directory kind writes: its own table's insert and update; a duplicate name or mobile refused as `taken`. */
interface DirectoryWrite {
  insert(trx: Executor, values: { company_id: string; created_by: string; create_time: Date; update_time: Date }): Promise<{ id: string }>;
  update(trx: Executor, id: string, values: { version: number; update_time: Date }): Promise<void>;
  taken(): Error;
}

const DIRECTORY = {
  factory: { entity: FACTORY_ENTITY, list: FACTORY_LIST.name },
  contact: { entity: CONTACT_ENTITY, list: CONTACT_LIST.name },
} as const;

/** Creates (no id) or updates one directory row of the caller's company (lib/records saveVersionedRow); answers its id. */
async function saveDirectoryRow(
  services: AppServices, user: SessionUser, req: Pick<FastifyRequest, 'id'>, kind: 'factory' | 'contact',
  target: { id: string | undefined; version: number | undefined }, fields: Record<string, unknown>, write: DirectoryWrite,
): Promise<string> {
  const { entity, list } = DIRECTORY[kind];
  const scope = await dataScopeOf(services, user);
  return saveVersionedRow(services.db, actorOf(user, req), () => services.now(), target, {
    entity,
    lists: [list],
    fields,
    insert: (trx, times) => write.insert(trx, { company_id: user.companyId!, created_by: user.userId, ...times }),
    lock: (trx, id) => ownRow(trx, kind, user, scope, id),
    update: async (trx, id, before, next) => {
      await write.update(trx, id, next);
      return { before: strip(before), after: { ...fields, version: next.version } };
    },
    taken: write.taken,
  });
}

// ---------------------------------------------------------------- shared: the row a change applies to, removal

/**
 * The row a change applies to: in the caller's scope (404 outside it) and of the caller's own company (an
 * administrator reads every company's directory but changes none: 403), locked.
 */
async function ownRow(trx: Executor, kind: 'factory' | 'contact', user: SessionUser, scope: DataScope, id: string) {
  const row = found(
    kind === 'factory'
      ? await trx.selectFrom('truck_factories as f').selectAll('f').where(inScope(scope, 'f')).where('f.id', '=', id).forUpdate().executeTakeFirst()
      : await trx.selectFrom('truck_contacts as p').selectAll('p').where(inScope(scope, 'p')).where('p.id', '=', id).forUpdate().executeTakeFirst(),
  );
  if (row.company_id !== user.companyId) throw refuse(403, 'transitionForbidden');
  return row;
}

const strip = <T extends { create_time: Date; update_time: Date }>(row: T) => {
  const { create_time: _c, update_time: _u, ...rest } = row;
  return rest;
};

export async function removeDirectoryRow(
  services: AppServices, user: SessionUser, req: Pick<FastifyRequest, 'id'>, kind: 'factory' | 'contact', id: string, version: number,
): Promise<void> {
  await assertForwarder(services, user);
  const scope = await dataScopeOf(services, user);
  const { entity, list } = DIRECTORY[kind];
  const table = kind === 'factory' ? 'truck_factories' : 'truck_contacts';
  await services.db.transaction().execute(async (trx) => {
    const before = await ownRow(trx, kind, user, scope, id);
    assertVersion(before.version, version);
    await trx.deleteFrom(table).where('id', '=', id).execute();
    await audited(trx, actorOf(user, req), { action: 'delete', entity, entityId: id, before: strip(before) });
  });
  touchList(list);
}
