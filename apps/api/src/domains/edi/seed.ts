/**
 * Demo gate moves for the EDI page: for each accepted booking, three containers of its line picked up empty at the
 * terminal (gate-out, E) and brought back full (gate-in, F) a day or two later, each move carrying the booking number
 * as its bill, so the forwarder and the agent of the booking see them. Container numbers pass ISO 6346; times lie in
 * the last 30 days. Runs once (skipped when a move with such a bill exists); at most the first DEMO_BOOKINGS bookings,
 * so a database holding a benchmark's million bookings seeds the same few moves.
 */
import type { Insertable } from 'kysely';
import type { AppServices } from '../../services';
import { containerNumber } from '../portal/seed';
import type { PortalContainerMovesTable } from '../portal/tables';

const PREFIXES = ['MSKU', 'CSNU', 'MSCU', 'CMAU', 'ONEU', 'EMCU', 'HLCU', 'OOLU'] as const;
const LINE_OF: Record<string, string> = { MSKU: 'MSK', CSNU: 'COS', MSCU: 'MSC', CMAU: 'CMA', ONEU: 'ONE', EMCU: 'EMC', HLCU: 'HLC', OOLU: 'OOL' };
const SIZE_TYPES = ['22G1', '42G1', '45G1', '45R1'] as const;
const TERMINALS = ['BLCT', 'NBCT', 'MSICT'] as const;
const PER_BOOKING = 3;
const DEMO_BOOKINGS = 200;

export async function seedEdiMoves(services: AppServices): Promise<void> {
  const { db } = services;
  const bookings = await db.selectFrom('bookings').select(['booking_no']).where('booking_no', 'is not', null).orderBy('booking_no').limit(DEMO_BOOKINGS).execute();
  if (!bookings.length) return;
  const numbers = bookings.map((b) => b.booking_no as string);
  if (await db.selectFrom('portal_container_moves').select('id').where('bill_no', 'in', numbers).limit(1).executeTakeFirst()) return;
  const now = services.now().getTime();
  const hour = 3_600_000;
  const moves: Array<Insertable<PortalContainerMovesTable>> = [];
  for (const [i, bookingNo] of numbers.entries()) {
    for (let k = 0; k < PER_BOOKING; k += 1) {
      const n = i * PER_BOOKING + k;
      const prefix = PREFIXES[n % PREFIXES.length]!;
      const base = {
        container_no: containerNumber(prefix, 520_000 + n * 13),
        size_type: SIZE_TYPES[n % SIZE_TYPES.length]!,
        line_code: LINE_OF[prefix]!,
        place: TERMINALS[i % TERMINALS.length]!,
        bill_no: bookingNo,
      };
      const out = new Date(now - (30 * 24 - n * 15 - k) * hour);
      const back = new Date(out.getTime() + (20 + (n % 5) * 6) * hour);
      moves.push({ ...base, empty_full: 'E', event: 'gateOut', event_time: out, truck_license: `浙B${String(20000 + ((n * 37) % 79999)).padStart(5, '0')}` });
      if (back.getTime() < now) {
        moves.push({ ...base, empty_full: 'F', event: 'gateIn', event_time: back, seal_no: `SL${String(3_000_000 + n)}`, truck_license: `浙B${String(20000 + ((n * 53) % 79999)).padStart(5, '0')}` });
      }
    }
  }
  await db.insertInto('portal_container_moves').values(moves).execute();
}
