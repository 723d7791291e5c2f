import { sql, type Kysely } from 'kysely';

/**
 * One vocabulary (issue 13): dispatch is the trucking domain's, in the console too. 车辆调度 and the 派单 pages
 * moved from apps/console/src/domains/fleet to domains/trucking, so the routes' page keys (menus.component) of a
 * database seeded before follow. A new database is seeded with the new keys (seed/menus.ts) and has no rows here yet.
 */
export const MOVED_PAGES: ReadonlyArray<readonly [from: string, to: string]> = [
  ['fleet/dispatch', 'trucking/dispatch'],
  ['fleet/sendsCreate', 'trucking/sendsCreate'],
  ['fleet/sendsDetailed', 'trucking/sendsDetailed'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [from, to] of MOVED_PAGES) await sql`update menus set component = ${to} where component = ${from}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [from, to] of MOVED_PAGES) await sql`update menus set component = ${from} where component = ${to}`.execute(db);
}
