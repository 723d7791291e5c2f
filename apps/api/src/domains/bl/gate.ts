/**
 * The ship configuration's gate (ship_config_manage): a voyage whose agent has closed bookings or B/L
 * confirmation, or whose deadline has passed, refuses them (409, in the caller's language, naming the voyage).
 * A voyage without a configuration is open. Read inside the caller's transaction, with the configuration row
 * shared-locked so a batch close and a submission do not cross.
 */
import { sql } from 'kysely';
import { ApiError } from '../../http/errors';
import type { EntityCaller } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';

export type Gate = 'booking' | 'bl';

export async function assertVoyageOpen(caller: EntityCaller, trx: Executor, voyageSeq: unknown, gate: Gate): Promise<void> {
  if (voyageSeq === null || voyageSeq === undefined) return;
  const { rows } = await sql<{ open: boolean; deadline: Date | null; name: string | null }>`
    select ${gate === 'booking' ? sql`c.booking_open` : sql`c.bl_open`} as open,
           ${gate === 'booking' ? sql`c.booking_deadline` : sql`c.bl_deadline`} as deadline,
           coalesce(s.vessel_ename, s.vessel_name) || ' / ' || coalesce(v.export_voyage, v.import_voyage, v.voyage) as name
      from ship_configs c
      join vessel_voyages v on v.seq = c.voyage_seq
      left join vessels s on s.vessel_code = v.vessel_code
     where c.voyage_seq = ${String(voyageSeq)}
     for share of c`.execute(trx);
  const config = rows[0];
  if (!config) return;
  const past = config.deadline !== null && new Date(config.deadline).getTime() <= caller.services.now().getTime();
  if (config.open && !past) return;
  const key = gate === 'booking' ? 'bl.shipConfig.bookingClosed' : 'bl.shipConfig.blClosed';
  throw new ApiError(409, 'entityActionNotAllowed', {}, { text: clientText(caller.lang, key, { voyage: config.name ?? String(voyageSeq) }) });
}
