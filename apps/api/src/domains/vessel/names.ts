/**
 * How every domain names a vessel and a call in its lists: the English name first (the lookups' convention), a call
 * as 'VESSEL / VOYAGE' with the export voyage first. `s` and `v` are the aliases the query joined vessels and
 * vessel_voyages under.
 */
import { sql, type RawBuilder } from 'kysely';

export const vesselNameSql = (s = 's'): RawBuilder<string | null> => sql<string | null>`coalesce(${sql.ref(`${s}.vessel_ename`)}, ${sql.ref(`${s}.vessel_name`)})`;

export const voyageNameSql = (v = 'v', s = 's'): RawBuilder<string | null> =>
  sql<string | null>`case when ${sql.ref(`${v}.seq`)} is null then null else ${vesselNameSql(s)} || ' / ' || coalesce(${sql.ref(`${v}.export_voyage`)}, ${sql.ref(`${v}.import_voyage`)}, ${sql.ref(`${v}.voyage`)}) end`;

/**
 * The call named by a vessel_voyages.seq column, as a lookup rather than a join (lib/entity/lookups.ts says why);
 * null without a call.
 */
export const voyageNameOf = (seq: string): RawBuilder<string | null> =>
  sql<string | null>`(select ${voyageNameSql('lv', 'ls')} from vessel_voyages as lv join vessels as ls on ls.vessel_code = lv.vessel_code
    where lv.seq = ${sql.ref(seq)})`;
