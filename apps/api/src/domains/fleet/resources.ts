/**
 * Fleet management: trucks, drivers and their binding (driverRelationTruck). Every call is gated by its
 * fleet:* permission in openapi/ (x-permission); here: the fleet's data scope, the form's rules (plates,
 * mobiles, dictionaries), uniqueness with a clear message, versions and the audit log.
 */
import { sql, type SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { OpQuery, Schemas } from '@port/sdk/contract';
import { validateMobile, validatePlate } from '@port/sdk/rules';
import { serverMessage, type ServerLanguage } from '@port/config/server-messages';
import type { Database } from '../../db/database';
import { forbidden, invalid, notFound } from '../../http/errors';
import { actorOf } from '../../lib/audit';
import { dataScopeOf, scopeKey, type DataScope } from '../../lib/data-scope';
import { formatDateTime } from '../../lib/datetime';
import { asText } from '../../lib/ids';
import { touchList, type ListSpec } from '../../lib/list-query';
import { assertVersion, audited, found, refuse, saveVersionedRow, type Executor } from '../../lib/records';
import { clientText, enforce } from '../../lib/text';
import { TtlCache } from '../../lib/ttl-cache';
import type { AppServices, SessionUser } from '../../services';
import { isOnline, lastPosition } from '../gps/online';
import { FILING_STATUS } from './rules';
import { lapseFilingsOfChangedTruck } from '../permits/filed';
import { likePrefix as prefix } from '../../lib/like';
import { DISPATCH } from '@port/sdk/domains/trucking';

export const FLEET_DICTS = { truckType: 'fleet_truck_type', filingStatus: 'fleet_filing_status' } as const;

export const TRUCK_LIST: ListSpec = {
  name: 'fleet_trucks',
  idColumn: 't.id',
  sorts: { createTime: { column: 't.create_time', cast: 'timestamptz' }, truckLicense: { column: 't.truck_license', cast: 'text' } },
  defaultSort: { field: 'createTime', order: 'desc' },
};
export const DRIVER_LIST: ListSpec = {
  name: 'fleet_drivers',
  idColumn: 'd.id',
  sorts: { createTime: { column: 'd.create_time', cast: 'timestamptz' }, name: { column: 'd.name', cast: 'text' } },
  defaultSort: { field: 'createTime', order: 'desc' },
};
export const BINDING_LIST: ListSpec = {
  name: 'fleet_driver_trucks',
  idColumn: 'b.id',
  sorts: { createTime: { column: 'b.create_time', cast: 'timestamptz' } },
  defaultSort: { field: 'createTime', order: 'desc' },
};

const dt = (d: Date) => formatDateTime(d);

/** The fleet a change belongs to: the caller's company, which must be a fleet. */
async function ownFleet(services: AppServices, user: SessionUser): Promise<string> {
  const scope = await dataScopeOf(services, user);
  if (!user.companyId || (scope.kind === 'company' && scope.companyKind !== 'fleet')) throw forbidden();
  const kind = await services.db.selectFrom('companies').select('kind').where('company_id', '=', user.companyId).executeTakeFirst();
  if (kind?.kind !== 'fleet') throw forbidden();
  return user.companyId;
}

/** A column in the caller's scope: all, the caller's fleet, or nothing (fleet rows have no creator). */
function inScope(scope: DataScope, column: ReturnType<typeof sql.ref>) {
  if (scope.kind === 'all') return sql<SqlBool>`true`;
  if (scope.kind === 'company') return sql<SqlBool>`${column} = ${scope.companyId}`;
  return sql<SqlBool>`false`;
}

const dictCache = new TtlCache<Set<string>>(30_000, 10);
async function dictValues(db: Database, type: string): Promise<Set<string>> {
  const hit = dictCache.get(type);
  if (hit) return hit;
  const rows = await db.selectFrom('dict_data').select('dict_value').where('dict_type', '=', type).where('status', '=', '0').execute();
  const set = new Set(rows.map((r) => r.dict_value));
  dictCache.set(type, set);
  return set;
}

function requireText(lang: ServerLanguage, value: string | null | undefined, labelKey: string, field: string): string {
  const text = value?.trim() ?? '';
  if (!text) throw invalid(serverMessage(lang, 'fieldRequired', { field: clientText(lang, labelKey) }), field);
  return text;
}

async function checkDict(db: Database, lang: ServerLanguage, type: string, value: string, labelKey: string, field: string) {
  if (!(await dictValues(db, type)).has(value)) {
    throw invalid(serverMessage(lang, 'dictValueInvalid', { field: clientText(lang, labelKey), value }), field);
  }
}

// ---------------------------------------------------------------- trucks

function trucksFrom(db: Executor) {
  return db.selectFrom('fleet_trucks as t').leftJoin('gps_last as g', 'g.truck_id', 't.id');
}

function projectTruck(qb: ReturnType<typeof trucksFrom>) {
  return qb.select([
    asText('t.id').as('id'), 't.fleet_company_id', 't.truck_license', 't.trailer_license', 't.truck_type', 't.filing_status', 't.filing_reason',
    't.filing_submit_time', 't.filing_review_time', 't.status', 't.remark', 't.create_time', 't.version', 'g.lng', 'g.lat', 'g.speed', 'g.direction', 'g.gps_time',
    sql<string | null>`(select company_name from companies where company_id = t.fleet_company_id)`.as('fleet_name'),
    sql<string | null>`(select string_agg(d.name, ',' order by d.name) from fleet_driver_trucks b join fleet_drivers d on d.id = b.driver_id where b.truck_id = t.id)`.as('driver_names'),
  ]);
}

type TruckRow = Awaited<ReturnType<ReturnType<typeof projectTruck>['executeTakeFirstOrThrow']>>;

/** A truck as the caller sees it (its filing is the permits domain's: /pap/filings). */
export function toTruck(r: TruckRow, now: Date): Schemas['Truck'] {
  return {
    id: r.id,
    fleetName: r.fleet_name,
    truckLicense: r.truck_license,
    trailerLicense: r.trailer_license,
    truckType: r.truck_type,
    filingStatus: r.filing_status,
    filingReason: r.filing_reason,
    filingSubmitTime: r.filing_submit_time ? dt(r.filing_submit_time) : null,
    filingReviewTime: r.filing_review_time ? dt(r.filing_review_time) : null,
    status: r.status === '1' ? '1' : '0',
    remark: r.remark,
    online: isOnline(r.gps_time, now),
    lastPosition: lastPosition(r),
    driverNames: r.driver_names ? r.driver_names.split(',') : [],
    createTime: dt(r.create_time),
    version: r.version,
  };
}

export function truckListSource(db: Database, scope: DataScope, q: OpQuery<'listTrucks'>) {
  let base = trucksFrom(db).where(inScope(scope, sql.ref('t.fleet_company_id')));
  const plate = q.truckLicense?.replace(/\s+/g, '').toUpperCase();
  if (plate) base = base.where('t.truck_license', 'like', prefix(plate));
  if (q.filingStatus) base = base.where('t.filing_status', '=', q.filingStatus);
  if (q.status) base = base.where('t.status', '=', q.status);
  return { base, project: projectTruck, filterKey: { s: scopeKey(scope), plate, f: q.filingStatus, st: q.status } };
}

export async function truckById(services: AppServices, user: SessionUser, id: string, db: Executor = services.db) {
  const scope = await dataScopeOf(services, user);
  const row = await projectTruck(trucksFrom(db).where(inScope(scope, sql.ref('t.fleet_company_id'))).where('t.id', '=', id)).executeTakeFirst();
  return toTruck(found(row), services.now());
}

function truckFields(lang: ServerLanguage, body: Schemas['TruckWrite']) {
  const truckLicense = requireText(lang, body.truckLicense, 'fleet.fields.truckLicense', 'body.truckLicense').replace(/\s+/g, '').toUpperCase();
  enforce(lang, validatePlate, truckLicense, 'body.truckLicense');
  const trailer = body.trailerLicense?.replace(/\s+/g, '').toUpperCase() || null;
  if (trailer) enforce(lang, validatePlate, trailer, 'body.trailerLicense');
  return {
    truck_license: truckLicense,
    trailer_license: trailer,
    truck_type: requireText(lang, body.truckType, 'fleet.fields.truckType', 'body.truckType'),
    status: body.status ?? '0',
    remark: body.remark?.trim() || null,
  };
}

export async function saveTruck(
  services: AppServices, user: SessionUser, req: FastifyRequest, lang: ServerLanguage, body: Schemas['TruckWrite'], id?: string,
): Promise<Schemas['Truck']> {
  const fleet = await ownFleet(services, user);
  const fields = truckFields(lang, body);
  await checkDict(services.db, lang, FLEET_DICTS.truckType, fields.truck_type, 'fleet.fields.truckType', 'body.truckType');
  const savedId = await saveVersionedRow(services.db, actorOf(user, req), () => services.now(), { id, version: body.version }, {
    entity: 'fleet_truck',
    lists: [TRUCK_LIST.name],
    fields,
    insert: (trx, times) => trx.insertInto('fleet_trucks').values({ ...fields, fleet_company_id: fleet, ...times }).returning(asText('id').as('id')).executeTakeFirstOrThrow(),
    lock: async (trx, rowId) => found(await trx.selectFrom('fleet_trucks').selectAll().where('id', '=', rowId).where('fleet_company_id', '=', fleet).forUpdate().executeTakeFirst()),
    update: async (trx, rowId, before, next) => {
      // The filing covers the plates and the type: under review they are frozen, once filed a change needs a new filing.
      if (before.filing_status === FILING_STATUS.pending) throw refuse(409, 'filingUnderReview');
      const refile = before.filing_status === FILING_STATUS.filed
        && (before.truck_license !== fields.truck_license || before.trailer_license !== fields.trailer_license || before.truck_type !== fields.truck_type);
      const changes = { ...fields, ...(refile ? { filing_status: FILING_STATUS.none } : {}), version: next.version };
      await trx.updateTable('fleet_trucks').set({ ...changes, update_time: next.update_time }).where('id', '=', rowId).execute();
      if (refile) await lapseFilingsOfChangedTruck(trx, { user, services }, rowId, clientText(lang, 'permits.lapsedByTruckChange'));
      return { before, after: changes };
    },
    taken: () => refuse(409, 'truckLicenseTaken', { license: fields.truck_license }),
  });
  return truckById(services, user, savedId);
}

/** Removes a truck that holds no active dispatch; one with past dispatches is put out of service instead. */
export async function removeTruck(services: AppServices, user: SessionUser, req: FastifyRequest, id: string, version: number): Promise<void> {
  const fleet = await ownFleet(services, user);
  await services.db.transaction().execute(async (trx) => {
    const before = found(await trx.selectFrom('fleet_trucks').selectAll().where('id', '=', id).where('fleet_company_id', '=', fleet).forUpdate().executeTakeFirst());
    assertVersion(before.version, version);
    const active = await trx.selectFrom('truck_dispatches').select('id').where('truck_id', '=', id).where('status', '=', DISPATCH.sent).executeTakeFirst();
    if (active) throw refuse(409, 'recordInUse');
    const used = await trx.selectFrom('truck_dispatches').select('id').where('truck_id', '=', id).limit(1).executeTakeFirst();
    if (used) await trx.updateTable('fleet_trucks').set({ status: '1', version: before.version + 1, update_time: services.now() }).where('id', '=', id).execute();
    else await trx.deleteFrom('fleet_trucks').where('id', '=', id).execute();
    await audited(trx, actorOf(user, req), { action: used ? 'disable' : 'delete', entity: 'fleet_truck', entityId: id, before });
  });
  touchList(TRUCK_LIST.name);
}

// ---------------------------------------------------------------- drivers

function driversFrom(db: Executor) {
  return db.selectFrom('fleet_drivers as d');
}

function projectDriver(qb: ReturnType<typeof driversFrom>) {
  return qb.select([
    asText('d.id').as('id'), 'd.name', 'd.mobile', 'd.id_card_no', 'd.licence_no', 'd.status', 'd.remark', 'd.create_time', 'd.version',
    sql<string | null>`(select t.truck_license from fleet_driver_trucks b join fleet_trucks t on t.id = b.truck_id where b.driver_id = d.id)`.as('truck_license'),
  ]);
}

type DriverRow = Awaited<ReturnType<ReturnType<typeof projectDriver>['executeTakeFirstOrThrow']>>;

export function toDriver(r: DriverRow): Schemas['Driver'] {
  return {
    id: r.id, name: r.name, mobile: r.mobile, idCardNo: r.id_card_no, licenceNo: r.licence_no, status: r.status === '1' ? '1' : '0',
    remark: r.remark, truckLicense: r.truck_license, createTime: dt(r.create_time), version: r.version,
  };
}

export function driverListSource(db: Database, scope: DataScope, q: OpQuery<'listDrivers'>) {
  let base = driversFrom(db).where(inScope(scope, sql.ref('d.fleet_company_id')));
  const name = q.name?.trim();
  if (name) base = base.where('d.name', 'like', prefix(name));
  const mobile = q.mobile?.trim();
  if (mobile) base = base.where('d.mobile', 'like', prefix(mobile));
  if (q.status) base = base.where('d.status', '=', q.status);
  return { base, project: projectDriver, filterKey: { s: scopeKey(scope), name, mobile, st: q.status } };
}

export async function driverById(services: AppServices, user: SessionUser, id: string) {
  const scope = await dataScopeOf(services, user);
  const row = await projectDriver(driversFrom(services.db).where(inScope(scope, sql.ref('d.fleet_company_id'))).where('d.id', '=', id)).executeTakeFirst();
  return toDriver(found(row));
}

export async function saveDriver(
  services: AppServices, user: SessionUser, req: FastifyRequest, lang: ServerLanguage, body: Schemas['DriverWrite'], id?: string,
): Promise<Schemas['Driver']> {
  const fleet = await ownFleet(services, user);
  const mobile = requireText(lang, body.mobile, 'fleet.fields.mobile', 'body.mobile');
  enforce(lang, validateMobile, mobile, 'body.mobile');
  const fields = {
    name: requireText(lang, body.name, 'fleet.fields.name', 'body.name'),
    mobile,
    id_card_no: body.idCardNo?.trim().toUpperCase() || null,
    licence_no: body.licenceNo?.trim().toUpperCase() || null,
    status: body.status ?? '0',
    remark: body.remark?.trim() || null,
  };
  const savedId = await saveVersionedRow(services.db, actorOf(user, req), () => services.now(), { id, version: body.version }, {
    entity: 'fleet_driver',
    lists: [DRIVER_LIST.name],
    fields,
    insert: (trx, times) => trx.insertInto('fleet_drivers').values({ ...fields, fleet_company_id: fleet, ...times }).returning(asText('id').as('id')).executeTakeFirstOrThrow(),
    lock: async (trx, rowId) => found(await trx.selectFrom('fleet_drivers').selectAll().where('id', '=', rowId).where('fleet_company_id', '=', fleet).forUpdate().executeTakeFirst()),
    update: async (trx, rowId, before, next) => {
      await trx.updateTable('fleet_drivers').set({ ...fields, ...next }).where('id', '=', rowId).execute();
      return { before, after: { ...fields, version: next.version } };
    },
    taken: () => refuse(409, 'driverMobileTaken', { mobile }),
  });
  return driverById(services, user, savedId);
}

export async function removeDriver(services: AppServices, user: SessionUser, req: FastifyRequest, id: string, version: number): Promise<void> {
  const fleet = await ownFleet(services, user);
  await services.db.transaction().execute(async (trx) => {
    const before = found(await trx.selectFrom('fleet_drivers').selectAll().where('id', '=', id).where('fleet_company_id', '=', fleet).forUpdate().executeTakeFirst());
    assertVersion(before.version, version);
    const active = await trx.selectFrom('truck_dispatches').select('id').where('driver_id', '=', id).where('status', '=', DISPATCH.sent).executeTakeFirst();
    if (active) throw refuse(409, 'recordInUse');
    const used = await trx.selectFrom('truck_dispatches').select('id').where('driver_id', '=', id).limit(1).executeTakeFirst();
    if (used) await trx.updateTable('fleet_drivers').set({ status: '1', version: before.version + 1, update_time: services.now() }).where('id', '=', id).execute();
    else await trx.deleteFrom('fleet_drivers').where('id', '=', id).execute();
    await trx.deleteFrom('fleet_driver_trucks').where('driver_id', '=', id).execute();
    await audited(trx, actorOf(user, req), { action: used ? 'disable' : 'delete', entity: 'fleet_driver', entityId: id, before });
  });
  touchList(DRIVER_LIST.name);
  touchList(BINDING_LIST.name);
}

// ---------------------------------------------------------------- bindings (driverRelationTruck)

function bindingsFrom(db: Executor) {
  return db
    .selectFrom('fleet_driver_trucks as b')
    .innerJoin('fleet_drivers as d', 'd.id', 'b.driver_id')
    .innerJoin('fleet_trucks as t', 't.id', 'b.truck_id');
}

function projectBinding(qb: ReturnType<typeof bindingsFrom>) {
  return qb.select([
    asText('b.id').as('id'), asText('b.driver_id').as('driver_id'), 'd.name as driver_name', 'd.mobile as driver_mobile',
    asText('b.truck_id').as('truck_id'), 't.truck_license', 't.trailer_license', 'b.remark', 'b.create_time', 'b.version',
  ]);
}

type BindingRow = Awaited<ReturnType<ReturnType<typeof projectBinding>['executeTakeFirstOrThrow']>>;

export function toBinding(r: BindingRow): Schemas['DriverTruck'] {
  return {
    id: r.id, driverId: r.driver_id, driverName: r.driver_name, driverMobile: r.driver_mobile, truckId: r.truck_id, truckLicense: r.truck_license,
    trailerLicense: r.trailer_license, remark: r.remark, createTime: dt(r.create_time), version: r.version,
  };
}

export function bindingListSource(db: Database, scope: DataScope, q: OpQuery<'listDriverTrucks'>) {
  let base = bindingsFrom(db).where(inScope(scope, sql.ref('b.fleet_company_id')));
  const plate = q.truckLicense?.replace(/\s+/g, '').toUpperCase();
  if (plate) base = base.where('t.truck_license', 'like', prefix(plate));
  const name = q.driverName?.trim();
  if (name) base = base.where('d.name', 'like', prefix(name));
  return { base, project: projectBinding, filterKey: { s: scopeKey(scope), plate, name } };
}

export async function bindingById(services: AppServices, user: SessionUser, id: string) {
  const scope = await dataScopeOf(services, user);
  const row = await projectBinding(bindingsFrom(services.db).where(inScope(scope, sql.ref('b.fleet_company_id'))).where('b.id', '=', id)).executeTakeFirst();
  return toBinding(found(row));
}

export async function saveBinding(
  services: AppServices, user: SessionUser, req: FastifyRequest, body: Schemas['DriverTruckWrite'], id?: string,
): Promise<Schemas['DriverTruck']> {
  const fleet = await ownFleet(services, user);
  const driver = await services.db.selectFrom('fleet_drivers').select('fleet_company_id').where('id', '=', body.driverId).executeTakeFirst();
  const truck = await services.db.selectFrom('fleet_trucks').select('fleet_company_id').where('id', '=', body.truckId).executeTakeFirst();
  if (driver?.fleet_company_id !== fleet || truck?.fleet_company_id !== fleet) throw refuse(400, 'fleetResourceUnknown');
  const fields = { driver_id: body.driverId, truck_id: body.truckId, remark: body.remark?.trim() || null };
  const savedId = await saveVersionedRow(services.db, actorOf(user, req), () => services.now(), { id, version: body.version }, {
    entity: 'fleet_driver_truck',
    lists: [BINDING_LIST.name, TRUCK_LIST.name],
    fields,
    insert: (trx, times) => trx.insertInto('fleet_driver_trucks').values({ ...fields, fleet_company_id: fleet, ...times }).returning(asText('id').as('id')).executeTakeFirstOrThrow(),
    lock: async (trx, rowId) => found(await trx.selectFrom('fleet_driver_trucks').selectAll().where('id', '=', rowId).where('fleet_company_id', '=', fleet).forUpdate().executeTakeFirst()),
    update: async (trx, rowId, before, next) => {
      await trx.updateTable('fleet_driver_trucks').set({ ...fields, ...next }).where('id', '=', rowId).execute();
      return { before, after: fields };
    },
    // The driver is bound already (one truck per driver): the refusal names that truck.
    taken: async () => {
      const bound = await services.db
        .selectFrom('fleet_driver_trucks as b')
        .innerJoin('fleet_trucks as t', 't.id', 'b.truck_id')
        .select('t.truck_license')
        .where('b.driver_id', '=', body.driverId)
        .executeTakeFirst();
      return refuse(409, 'driverAlreadyBound', { truck: bound?.truck_license ?? '' });
    },
  });
  return bindingById(services, user, savedId);
}

export async function removeBinding(services: AppServices, user: SessionUser, req: FastifyRequest, id: string, version: number): Promise<void> {
  const fleet = await ownFleet(services, user);
  await services.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('fleet_driver_trucks').selectAll().where('id', '=', id).where('fleet_company_id', '=', fleet).forUpdate().executeTakeFirst();
    if (!before) throw notFound();
    assertVersion(before.version, version);
    await trx.deleteFrom('fleet_driver_trucks').where('id', '=', id).execute();
    await audited(trx, actorOf(user, req), { action: 'delete', entity: 'fleet_driver_truck', entityId: id, before });
  });
  touchList(BINDING_LIST.name);
  touchList(TRUCK_LIST.name);
}

/** The vehicle dispatch view: every truck of the caller's scope with drivers, position and active dispatch. */
export async function dispatchView(services: AppServices, user: SessionUser) {
  const scope = await dataScopeOf(services, user);
  const rows = await projectTruck(trucksFrom(services.db).where(inScope(scope, sql.ref('t.fleet_company_id')))).orderBy('t.truck_license').limit(2000).execute();
  return rows;
}
