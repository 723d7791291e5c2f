/**
 * A forwarder's 常用联系人 (frequent contacts) for placing orders (SPEC §2.10). Per company, in the caller's
 * data scope like the orders; changes by the company's own users (trucking:contact:* in openapi/), versioned and
 * audited. (常用工厂 is on the entity mechanism: factories.ts.)
 */
import { sql, type SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { OpQuery, Schemas } from '@port/sdk/contract';
import { validateEmail, validateLandline, validateMobile } from '@port/sdk/rules';
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
import { likePrefix as prefix } from '../../lib/like';

export const CONTACT_ENTITY = 'truck_contact';

export const CONTACT_LIST: ListSpec = {
  name: 'truck_contacts',
  idColumn: 'p.id',
  sorts: { createTime: { column: 'p.create_time', cast: 'timestamptz' }, name: { column: 'p.name', cast: 'text' } },
  defaultSort: { field: 'createTime', order: 'desc' },
};

/** A contact in the caller's scope: all, the caller's company, or the rows the caller created. */
function inScope(scope: DataScope) {
  if (scope.kind === 'all') return sql<SqlBool>`true`;
  if (scope.kind === 'company') return sql<SqlBool>`p.company_id = ${scope.companyId}`;
  return sql<SqlBool>`p.created_by = ${scope.userId}`;
}

function text(lang: ServerLanguage, value: string | null | undefined, labelKey: string, field: string): string {
  const v = value?.trim() ?? '';
  if (!v) throw invalid(serverMessage(lang, 'fieldRequired', { field: clientText(lang, labelKey) }), field);
  return v;
}
const optional = (value: string | null | undefined) => value?.trim() || null;
const companyName = sql<string | null>`(select company_name from companies where company_id = p.company_id)`.as('company_name');

const contactsFrom = (db: Executor) => db.selectFrom('truck_contacts as p');

function projectContact(qb: ReturnType<typeof contactsFrom>) {
  return qb.select([
    asText('p.id').as('id'), 'p.name', 'p.mobile', 'p.tel', 'p.email', 'p.remark', 'p.create_time', 'p.update_time', 'p.version', companyName,
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
  let base = contactsFrom(db).where(inScope(scope));
  const name = q.name?.trim();
  if (name) base = base.where('p.name', 'like', prefix(name));
  const mobile = q.mobile?.replace(/\s+/g, '');
  if (mobile) base = base.where('p.mobile', 'like', prefix(mobile));
  return { base, project: projectContact, filterKey: { s: scopeKey(scope), name, mobile } };
}

export async function contactById(services: AppServices, user: SessionUser, id: string): Promise<Schemas['TruckContact']> {
  const scope = await dataScopeOf(services, user);
  return toContact(found(await projectContact(contactsFrom(services.db).where(inScope(scope)).where('p.id', '=', id)).executeTakeFirst()));
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
  const scope = await dataScopeOf(services, user);
  const savedId = await saveVersionedRow(services.db, actorOf(user, req), () => services.now(), { id, version: body.version }, {
    entity: CONTACT_ENTITY,
    lists: [CONTACT_LIST.name],
    fields,
    insert: (trx, times) =>
      trx.insertInto('truck_contacts').values({ ...fields, company_id: user.companyId!, created_by: user.userId, ...times }).returning(asText('id').as('id')).executeTakeFirstOrThrow(),
    lock: (trx, rowId) => ownRow(trx, user, scope, rowId),
    update: async (trx, rowId, before, next) => {
      await trx.updateTable('truck_contacts').set({ ...fields, ...next }).where('id', '=', rowId).execute();
      return { before: strip(before), after: { ...fields, version: next.version } };
    },
    taken: () => refuse(409, 'contactMobileTaken', { mobile: fields.mobile }),
  });
  return contactById(services, user, savedId);
}

/**
 * The contact a change applies to: in the caller's scope (404 outside it) and of the caller's own company (an
 * administrator reads every company's contacts but changes none: 403), locked.
 */
async function ownRow(trx: Executor, user: SessionUser, scope: DataScope, id: string) {
  const row = found(await trx.selectFrom('truck_contacts as p').selectAll('p').where(inScope(scope)).where('p.id', '=', id).forUpdate().executeTakeFirst());
  if (row.company_id !== user.companyId) throw refuse(403, 'transitionForbidden');
  return row;
}

const strip = <T extends { create_time: Date; update_time: Date }>(row: T) => {
  const { create_time: _c, update_time: _u, ...rest } = row;
  return rest;
};

export async function removeContact(services: AppServices, user: SessionUser, req: Pick<FastifyRequest, 'id'>, id: string, version: number): Promise<void> {
  await assertForwarder(services, user);
  const scope = await dataScopeOf(services, user);
  await services.db.transaction().execute(async (trx) => {
    const before = await ownRow(trx, user, scope, id);
    assertVersion(before.version, version);
    await trx.deleteFrom('truck_contacts').where('id', '=', id).execute();
    await audited(trx, actorOf(user, req), { action: 'delete', entity: CONTACT_ENTITY, entityId: id, before: strip(before) });
  });
  touchList(CONTACT_LIST.name);
}
