/**
 * The public information queries of the portal's /search page (SPEC §2.2 UnloadingShip … GatherCardInformation).
 * Ship and container moves come from portal_container_moves; vessel calls from the vessel_voyages lookup;
 * trucks from the fleet's trucks and their last GPS position (no coordinates are answered).
 */
import { sql, type SqlBool } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import type { Database } from '../../db/database';
import { formatDateTime, portDayEnd, portMidnight } from '../../lib/datetime';
import { likeContains as contains } from '../../lib/like';
import { offsetPage, type Paging } from '../../lib/offset-page';
import { isOnline } from '../gps/online';

export type { Paging };

const time = (value: Date | null) => (value ? formatDateTime(value) : null);
/** The vessel (joined as v) whose code, Chinese or English name contains the text. */
const vesselMatches = (text: string) => {
  const like = contains(text);
  return sql<SqlBool>`(${sql.ref('v.vessel_code')} ilike ${like} or ${sql.ref('v.vessel_name')} ilike ${like} or ${sql.ref('v.vessel_ename')} ilike ${like})`;
};

/** How long before the cut-off an export call starts accepting containers (集港). */
export const OPEN_HOURS = 72;

export interface ShipCriteria extends Paging {
  vessel?: string | undefined;
  voyage?: string | undefined;
  containerNos?: string[] | undefined;
}

/** UnloadingShip (event discharge) and LoadingShip (event load): newest move first, planned ones last. */
export async function shipContainers(db: Database, event: 'discharge' | 'load', criteria: ShipCriteria): Promise<Schemas['ShipContainerPage']> {
  let base = db
    .selectFrom('portal_container_moves as m')
    .innerJoin('vessels as v', 'v.vessel_code', 'm.vessel_code')
    .where('m.event', '=', event);
  if (criteria.vessel) base = base.where(vesselMatches(criteria.vessel));
  if (criteria.voyage) base = base.where('m.voyage', 'ilike', contains(criteria.voyage));
  if (criteria.containerNos?.length) base = base.where('m.container_no', 'in', criteria.containerNos);
  return offsetPage(
    base,
    (qb) =>
      qb
        .select([
          'm.container_no', 'm.size_type', 'm.empty_full', 'm.line_code', 'm.bill_no', 'm.seal_no', 'm.vessel_code',
          'v.vessel_name', 'm.voyage', 'm.port_code', 'm.event_time', 'm.yard_location',
        ])
        .orderBy(sql`m.event_time desc nulls last`)
        .orderBy('m.container_no'),
    (r) => ({
      containerNo: r.container_no,
      sizeType: r.size_type,
      emptyFull: r.empty_full === 'E' ? ('E' as const) : ('F' as const),
      lineCode: r.line_code,
      billNo: r.bill_no,
      sealNo: r.seal_no,
      vesselCode: r.vessel_code ?? '',
      vesselName: r.vessel_name,
      voyage: r.voyage ?? '',
      portCode: r.port_code,
      time: time(r.event_time),
      yardLocation: r.yard_location,
    }),
    criteria,
  );
}

/** SingleBoxHistory: every move of one container, oldest first (planned moves last). */
export async function containerHistory(db: Database, containerNo: string): Promise<Schemas['SingleBoxHistory']> {
  const rows = await db
    .selectFrom('portal_container_moves as m')
    .leftJoin('vessels as v', 'v.vessel_code', 'm.vessel_code')
    .select(['m.size_type', 'm.line_code', 'm.event', 'm.event_time', 'm.place', 'v.vessel_name', 'm.voyage', 'm.truck_license'])
    .where('m.container_no', '=', containerNo)
    // The moves of the public history; release and reserve (open/ gate moves) reach integrators only.
    .where('m.event', 'in', ['discharge', 'gateOut', 'gateIn', 'load'])
    .where('m.event_time', 'is not', null)
    .orderBy('m.event_time')
    .execute();
  const first = rows[0];
  return {
    containerNo,
    sizeType: first?.size_type ?? null,
    lineCode: first?.line_code ?? null,
    events: rows.map((r) => ({
      time: formatDateTime(r.event_time as Date),
      event: r.event as Schemas['ContainerEvent']['event'],
      place: r.place,
      vesselName: r.vessel_name ?? null,
      voyage: r.voyage,
      truckLicense: r.truck_license,
    })),
  };
}

export interface CallCriteria extends Paging {
  vessel?: string | undefined;
  voyage?: string | undefined;
  ieFlag?: 'I' | 'E' | undefined;
  etaFrom?: string | undefined;
  etaTo?: string | undefined;
}

function calls(db: Database, criteria: CallCriteria) {
  let base = db.selectFrom('vessel_voyages as c').innerJoin('vessels as v', 'v.vessel_code', 'c.vessel_code');
  if (criteria.vessel) base = base.where(vesselMatches(criteria.vessel));
  if (criteria.voyage) base = base.where('c.voyage', 'ilike', contains(criteria.voyage));
  return base;
}

/** The port's day bounds as instants (the last millisecond of the day for the end). */
const dayStart = (day: string) => portMidnight(day) ?? new Date(Number.NaN);
const dayEnd = (day: string) => new Date((portDayEnd(day) ?? new Date(Number.NaN)).getTime() - 1);

/** EntryNotice: export calls with a cut-off; by default those still open or closed within 3 days. */
export async function entryNotices(db: Database, criteria: CallCriteria, now: Date): Promise<Schemas['EntryNoticePage']> {
  let base = calls(db, criteria).where('c.ie_flag', '=', 'E').where('c.close_time', 'is not', null);
  if (!criteria.vessel && !criteria.voyage) base = base.where('c.close_time', '>=', new Date(now.getTime() - 3 * 86_400_000));
  return offsetPage(
    base,
    (qb) =>
      qb
        .select(['c.vessel_code', 'v.vessel_name', 'v.vessel_ename', 'c.voyage', 'c.terminal_code', 'c.berth', 'c.eta', 'c.close_time'])
        .orderBy('c.close_time')
        .orderBy('c.vessel_code'),
    (r) => {
      const close = r.close_time as Date;
      const open = new Date(close.getTime() - OPEN_HOURS * 3_600_000);
      const status = now < open ? ('notOpen' as const) : now <= close ? ('open' as const) : ('closed' as const);
      return {
        vesselCode: r.vessel_code,
        vesselName: r.vessel_name,
        vesselEname: r.vessel_ename,
        voyage: r.voyage,
        terminalCode: r.terminal_code,
        berth: r.berth,
        eta: time(r.eta),
        openTime: formatDateTime(open),
        closeTime: formatDateTime(close),
        status,
      };
    },
    criteria,
  );
}

/** DockDate: vessel calls by ETA; by default from 7 days ago onwards. */
export async function dockDates(db: Database, criteria: CallCriteria, now: Date): Promise<Schemas['DockDatePage']> {
  let base = calls(db, criteria);
  if (criteria.ieFlag) base = base.where('c.ie_flag', '=', criteria.ieFlag);
  if (criteria.etaFrom) base = base.where('c.eta', '>=', dayStart(criteria.etaFrom));
  if (criteria.etaTo) base = base.where('c.eta', '<=', dayEnd(criteria.etaTo));
  if (!criteria.vessel && !criteria.voyage && !criteria.etaFrom && !criteria.etaTo) {
    base = base.where('c.eta', '>=', new Date(now.getTime() - 7 * 86_400_000));
  }
  return offsetPage(
    base,
    (qb) =>
      qb
        .select(['c.vessel_code', 'v.vessel_name', 'v.vessel_ename', 'c.voyage', 'c.ie_flag', 'c.terminal_code', 'c.berth', 'c.eta', 'c.etd', 'c.ata', 'c.atd'])
        .orderBy('c.eta')
        .orderBy('c.vessel_code')
        .orderBy('c.ie_flag'),
    (r) => ({
      vesselCode: r.vessel_code,
      vesselName: r.vessel_name,
      vesselEname: r.vessel_ename,
      voyage: r.voyage,
      ieFlag: r.ie_flag === 'E' ? ('E' as const) : ('I' as const),
      terminalCode: r.terminal_code,
      berth: r.berth,
      eta: time(r.eta),
      etd: time(r.etd),
      ata: time(r.ata),
      atd: time(r.atd),
      status: r.atd ? ('departed' as const) : r.ata ? ('berthed' as const) : ('planned' as const),
    }),
    criteria,
  );
}

export interface VesselInfoCriteria extends Paging {
  keyword?: string | undefined;
}

/**
 * 船舶查询: vessels by any of their identifiers, each with one call to show: the one at berth, else the next
 * planned, else the last departed (a lateral pick, so a vessel with many calls costs one index read).
 */
export async function vesselInfos(db: Database, criteria: VesselInfoCriteria): Promise<Schemas['VesselInfoPage']> {
  let base = db.selectFrom('vessels as v');
  if (criteria.keyword) {
    const like = contains(criteria.keyword);
    base = base.where((w) => w.or([vesselMatches(criteria.keyword!), w('v.imo', 'ilike', like), w('v.mmsi', 'ilike', like), w('v.call_sign', 'ilike', like)]));
  }
  return offsetPage(
    base,
    (qb) =>
      qb
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('vessel_voyages as c')
              .select(['c.voyage', 'c.ie_flag', 'c.terminal_code', 'c.berth', 'c.eta', 'c.etd', 'c.ata', 'c.atd'])
              .whereRef('c.vessel_code', '=', 'v.vessel_code')
              // at berth first, then planned by ETA, then the latest departure
              .orderBy(sql`case when c.ata is not null and c.atd is null then 0 when c.ata is null then 1 else 2 end`)
              .orderBy(sql`case when c.ata is null then c.eta end`, 'asc')
              .orderBy('c.atd', 'desc')
              .limit(1)
              .as('c'),
          (join) => join.onTrue(),
        )
        .select(['v.vessel_code', 'v.vessel_name', 'v.vessel_ename', 'v.imo', 'v.mmsi', 'v.call_sign', 'v.flag', 'v.vessel_type', 'v.teu'])
        .select(['c.voyage', 'c.ie_flag', 'c.terminal_code', 'c.berth', 'c.eta', 'c.etd', 'c.ata', 'c.atd'])
        .orderBy(sql`coalesce(v.vessel_ename, v.vessel_name)`)
        .orderBy('v.vessel_code'),
    (r) => ({
      vesselCode: r.vessel_code,
      vesselName: r.vessel_name,
      vesselEname: r.vessel_ename,
      imo: r.imo,
      mmsi: r.mmsi,
      callSign: r.call_sign,
      flag: r.flag,
      vesselType: r.vessel_type,
      teu: r.teu,
      call: r.voyage
        ? {
            voyage: r.voyage,
            ieFlag: r.ie_flag === 'E' ? ('E' as const) : ('I' as const),
            terminalCode: r.terminal_code,
            berth: r.berth,
            eta: time(r.eta),
            etd: time(r.etd),
            status: r.atd ? ('departed' as const) : r.ata ? ('berthed' as const) : ('planned' as const),
          }
        : null,
    }),
    criteria,
  );
}

export interface TruckCriteria extends Paging {
  truckLicense?: string | undefined;
  fleetName?: string | undefined;
}

function trucks(db: Database, criteria: TruckCriteria) {
  let base = db.selectFrom('fleet_trucks as t').leftJoin('companies as f', 'f.company_id', 't.fleet_company_id');
  if (criteria.truckLicense) base = base.where('t.truck_license', 'ilike', contains(criteria.truckLicense));
  if (criteria.fleetName) base = base.where('f.company_name', 'ilike', contains(criteria.fleetName));
  return base;
}

/** SetCardGpsInformation: whether matching trucks report positions, and when they last did. */
export async function truckGps(db: Database, criteria: TruckCriteria, now: Date): Promise<Schemas['TruckGpsPage']> {
  const base = trucks(db, criteria).leftJoin('gps_last as g', 'g.truck_id', 't.id');
  return offsetPage(
    base,
    (qb) => qb.select(['t.truck_license', 'f.company_name', 'g.gps_time', 'g.speed']).orderBy('t.truck_license'),
    (r) => {
      const at = r.gps_time ? new Date(r.gps_time) : null;
      return {
        truckLicense: r.truck_license,
        fleetName: r.company_name ?? null,
        online: isOnline(at, now),
        gpsTime: at ? formatDateTime(at) : null,
        speed: r.speed === null || r.speed === undefined ? null : Number(r.speed),
      };
    },
    criteria,
  );
}

/** GatherCardInformation: the filing of matching trucks. */
export async function truckFilings(db: Database, criteria: TruckCriteria): Promise<Schemas['TruckFilingPage']> {
  const base = trucks(db, criteria);
  return offsetPage(
    base,
    (qb) => qb.select(['t.truck_license', 't.trailer_license', 'f.company_name', 't.truck_type', 't.filing_status', 't.status']).orderBy('t.truck_license'),
    (r) => ({
      truckLicense: r.truck_license,
      trailerLicense: r.trailer_license,
      fleetName: r.company_name ?? null,
      truckType: r.truck_type,
      filingStatus: r.filing_status,
      status: r.status === '1' ? ('1' as const) : ('0' as const),
    }),
    criteria,
  );
}

export interface StandardCriteria extends Paging {
  keyword?: string | undefined;
  category?: 'fee' | 'operation' | 'data' | undefined;
}

/** PlatformStandardInformation. */
export async function platformStandards(db: Database, criteria: StandardCriteria): Promise<Schemas['PlatformStandardPage']> {
  let base = db.selectFrom('portal_standards');
  if (criteria.category) base = base.where('category', '=', criteria.category);
  if (criteria.keyword) {
    const like = contains(criteria.keyword);
    base = base.where((eb) => eb.or([eb('code', 'ilike', like), eb('name', 'ilike', like)]));
  }
  return offsetPage(
    base,
    (qb) =>
      qb
        .select(['code', 'name', 'category', 'unit', 'price', sql<string>`to_char(effective_date, 'YYYY-MM-DD')`.as('effective'), 'remark'])
        .orderBy('sort')
        .orderBy('code'),
    (r) => ({
      code: r.code,
      name: r.name,
      category: r.category as Schemas['PlatformStandardRow']['category'],
      unit: r.unit,
      price: r.price === null ? null : Number(r.price),
      effectiveDate: r.effective,
      remark: r.remark,
    }),
    criteria,
  );
}
