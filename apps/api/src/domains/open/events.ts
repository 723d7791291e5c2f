/**
 * Container events (gate in/out, load, discharge, release, reserve): recorded as a container move and, in the same
 * transaction, made into a yard-fee visit (yardfee/visits.ts) and written to the durable outbox once per matching subscription and channel (webhook, e-mail), so a
 * crash between the two loses nothing. The worker (worker.ts) delivers the outbox.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import type { Database } from '../../db/database';
import { formatDateTime } from '../../lib/datetime';
import { touchList } from '../../lib/list-query';
import type { Executor } from '../../lib/records';
import { lockVisitSync, syncVisits } from '../yardfee/visits';

export type EventKind = Schemas['ContainerEventKind'];
export const EVENT_KINDS: readonly EventKind[] = ['gateIn', 'gateOut', 'load', 'discharge', 'release', 'reserve'];

export interface NewContainerEvent {
  containerNo: string;
  event: EventKind;
  time: Date;
  place: string;
  sizeType: string;
  lineCode: string;
  emptyFull: 'E' | 'F';
  billNo: string | null;
  vesselCode: string | null;
  voyage: string | null;
  truckLicense: string | null;
}

type MoveRow = { id: string; container_no: string; event: string; event_time: Date | null; place: string; bill_no: string | null; vessel_code: string | null; voyage: string | null; empty_full: string };

export const toOpenEvent = (r: MoveRow): Schemas['OpenContainerEvent'] => ({
  id: String(r.id),
  containerNo: r.container_no,
  event: r.event as EventKind,
  time: formatDateTime(r.event_time ?? new Date(0)),
  place: r.place,
  billNo: r.bill_no,
  vesselCode: r.vessel_code,
  voyage: r.voyage,
  emptyFull: r.empty_full === 'E' ? 'E' : 'F',
});

/**
 * Records the event and queues its deliveries inside the caller's transaction (an inbound EDIFACT message records
 * all its containers in one, so it applies whole or not at all). The caller touches the lists after the commit
 * (touchEventLists). Answers the event, how many deliveries were queued and whether a yard-fee visit changed.
 */
export async function recordContainerEvent(trx: Executor, e: NewContainerEvent): Promise<{ event: Schemas['OpenContainerEvent']; queued: number; visits: boolean }> {
  // The move is made into a yard-fee visit in this transaction; the lock first keeps the visits in move order.
  await lockVisitSync(trx);
  const move = await trx
    .insertInto('portal_container_moves')
    .values({
      container_no: e.containerNo, size_type: e.sizeType, line_code: e.lineCode, empty_full: e.emptyFull, event: e.event, event_time: e.time,
      place: e.place, vessel_code: e.vesselCode, voyage: e.voyage, bill_no: e.billNo, seal_no: null, port_code: null, yard_location: null, truck_license: e.truckLicense,
    })
    .returning(['id', 'container_no', 'event', 'event_time', 'place', 'bill_no', 'vessel_code', 'voyage', 'empty_full'])
    .executeTakeFirstOrThrow();
  const event = toOpenEvent(move);
  const hooks = await trx
    .selectFrom('open_webhooks')
    .select(['id', 'company_id', 'url', 'email'])
    .where('active', '=', true)
    .where((eb) => (e.billNo ? eb.or([eb('container_no', '=', e.containerNo), eb('bill_no', '=', e.billNo)]) : eb('container_no', '=', e.containerNo)))
    .where(sql<boolean>`events @> ${JSON.stringify([e.event])}::jsonb`)
    .execute();
  const rows = hooks.flatMap((h) => {
    const eventId = `evt_${randomUUID()}`;
    const payload = JSON.stringify({ id: eventId, type: `container.${e.event}`, createdAt: event.time, data: event });
    const base = { webhook_id: h.id, company_id: h.company_id, event_id: eventId, event: e.event, container_no: e.containerNo, payload, next_attempt_at: e.time };
    return [
      ...(h.url ? [{ ...base, channel: 'webhook', target: h.url }] : []),
      ...(h.email ? [{ ...base, channel: 'email', target: h.email }] : []),
    ];
  });
  if (rows.length) await trx.insertInto('open_event_outbox').values(rows).execute();
  const visits = await syncVisits(trx);
  return { event, queued: rows.length, visits: Boolean(visits) };
}

/** After the commit: lists over the moves (the EDI page) recount their totals; the yard-fee visits too when a move opened or closed one. */
export function touchEventLists(visits: boolean): void {
  touchList('portal_container_moves');
  if (visits) touchList('yardfee.visit');
}

/**
 * Records the event and queues its deliveries; answers the event and how many deliveries were queued. `guard` runs
 * first in the same transaction and may refuse the move (the gate's release check).
 */
export async function emitContainerEvent(
  db: Database, e: NewContainerEvent, guard?: (trx: Executor) => Promise<void>,
): Promise<{ event: Schemas['OpenContainerEvent']; queued: number }> {
  const recorded = await db.transaction().execute(async (trx) => {
    if (guard) await guard(trx);
    return recordContainerEvent(trx, e);
  });
  touchEventLists(recorded.visits);
  return { event: recorded.event, queued: recorded.queued };
}
