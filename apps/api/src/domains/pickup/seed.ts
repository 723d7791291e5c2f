/**
 * Demo pick-up data: the yard YRD001 (中技集装箱堆场) opens hourly slots 08:00–19:00 (the port's clock) from yesterday to
 * a week ahead for four size/types; FWD001 applies to AGT001 for empty containers on its accepted bookings and
 * for laden ones on import B/Ls (24 applications across every state); the released ones carry their D/O and
 * some reservations, which fill tomorrow's 10:00 40HC slot. Every container number passes SPEC §5 (a check
 * below refuses the seed otherwise).
 */
import { sql } from 'kysely';
import { normalizeList, validatePickupContainers, validateSeals } from '@port/sdk/domains/pickup';
import { containerNumberOf } from '@port/sdk/rules';
import type { AppServices } from '../../services';
import { addPortDays, parseDateTime, portDay, portDayStamp } from '../../lib/datetime';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Capacity per hourly slot by size/type. */
export const SLOT_CAPACITY: Readonly<Record<string, number>> = { '20GP': 6, '40GP': 8, '40HC': 10, '40RF': 4 };
const OWNERS = ['MSKU', 'CSNU', 'TGHU', 'OOLU', 'EGHU', 'CMAU'];

/** A container number with its ISO 6346 check digit. */
export function containerNo(owner: string, serial: number): string {
  return containerNumberOf(owner, serial);
}

/** The instant the port's clock reads `hour`:00 on the day `offset` days from today (hours by the clock, also on a day the clock changes). */
const portHour = (now: Date, offset: number, hour: number) => parseDateTime(`${addPortDays(portDay(now), offset)} ${String(hour).padStart(2, '0')}:00:00`)!;

const STATES = ['released', 'submitted', 'released', 'draft', 'rejected', 'released', 'submitted', 'cancelled'] as const;
const SIZES = ['40HC', '20GP', '40GP', '40HC', '40RF', '40HC'] as const;
const PLATES = ['浙B3K721', '浙B5M208', '浙BD12345', '浙B7Q663', '浙B2H915'];

export async function seedPickup(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('yard_slots').select('id').limit(1).executeTakeFirst()) return;
  const companies = await db.selectFrom('companies').select(['company_id', 'company_code', 'company_name']).where('company_code', 'in', ['FWD001', 'AGT001', 'YRD001']).execute();
  const id = (code: string) => companies.find((c) => c.company_code === code)?.company_id;
  const [forwarder, agent, yard] = [id('FWD001'), id('AGT001'), id('YRD001')];
  if (!forwarder || !agent || !yard) return;
  const now = services.now();

  const slots = [];
  for (let d = -1; d <= 7; d += 1) {
    for (let h = 8; h < 20; h += 1) {
      for (const [sizeType, capacity] of Object.entries(SLOT_CAPACITY)) {
        slots.push({ yard_company_id: yard, size_type: sizeType, slot_start: portHour(now, d, h), slot_end: portHour(now, d, h + 1), capacity });
      }
    }
  }
  await db.insertInto('yard_slots').values(slots).execute();

  const user = await db.selectFrom('users').select('user_id').where('mobile', '=', '13800000002').executeTakeFirst();
  const bookings = await db.selectFrom('bookings').select(['id', 'booking_no', 'consignee']).where('status', '=', 'accepted').where('company_id', '=', forwarder)
    .where('agent_company_id', '=', agent).orderBy('id').execute();
  const rows = Array.from({ length: 24 }, (_, i) => {
    const status = STATES[i % STATES.length]!;
    const laden = i % 3 === 2 || bookings.length === 0;
    const booking = laden ? undefined : bookings[i % bookings.length];
    const sizeType = SIZES[i % SIZES.length]!;
    const quantity = (i % 4) + 1;
    const containers = i % 2 === 0 ? Array.from({ length: quantity }, (_, k) => containerNo(OWNERS[(i + k) % OWNERS.length]!, 301_000 + i * 17 + k)).join(',') : null;
    const seals = laden ? Array.from({ length: quantity }, (_, k) => `NB${String(880_000 + i * 11 + k)}`).join(',') : null;
    if (validatePickupContainers(containers) || validateSeals(seals)) throw new Error(`seed pick-up ${i} fails a rule`);
    const created = new Date(now.getTime() - (30 - i) * DAY + (i * 41 % 600) * 60_000);
    const released = status === 'released';
    return {
      apply_no: `TX${portDayStamp(created)}${String(900_000 + i).padStart(6, '0')}`,
      status, company_id: forwarder, agent_company_id: agent, created_by: user?.user_id ?? null,
      kind: laden ? 'laden' : 'empty', trade: i % 5 === 4 ? 'domestic' : 'foreign',
      booking_id: booking?.id ?? null, booking_no: booking?.booking_no ?? null, bl_no: laden ? `DHSANGB${String(7_260_000 + i * 13)}` : null,
      size_type: sizeType, quantity, containers, seal_nos: seals, yard_company_id: i % 2 ? yard : null,
      pickup_date: portDay(new Date(now.getTime() + ((i % 4) + 1) * DAY)), remark: null,
      release_no: released ? `FX${String(800_000 + i)}` : null, release_yard_id: released ? yard : null,
      released_size_type: released ? sizeType : null, released_quantity: released ? quantity + (i % 2) : null,
      released_containers: released ? containers : null, valid_until: released ? portDay(new Date(now.getTime() + 7 * DAY)) : null,
      reject_reason: status === 'rejected' ? '该订舱箱量已全部放箱，请核对后重新申请' : null,
      create_time: created, update_time: new Date(created.getTime() + (status === 'draft' ? 0 : 5 * HOUR)),
    };
  });
  const apps = await db.insertInto('pickup_applications').values(rows).returning(['id', 'apply_no', 'status', 'size_type', 'released_quantity', 'released_containers', 'bl_no', 'booking_no']).execute();
  const names = Object.fromEntries(companies.map((c) => [c.company_id, c.company_name]));

  // The D/O of every release, and reservations that fill tomorrow's 10:00 40HC slot.
  const full = portHour(now, 1, 10);
  let plate = 0;
  for (const a of apps.filter((x) => x.status === 'released')) {
    const containers = a.released_containers ? a.released_containers.split(',') : Array.from({ length: a.released_quantity ?? 0 }, () => '');
    const edo = await db.insertInto('edo_records').values({
      edo_no: `EDO${a.apply_no}`, company_id: forwarder, bill_no: a.bl_no ?? a.booking_no ?? a.apply_no, vessel: '-', voyage: '-',
      consignee: names[forwarder] ?? '', agent_name: names[agent] ?? '', yard_name: names[yard] ?? '', valid_until: new Date(now.getTime() + 7 * DAY),
      containers: JSON.stringify(containers.map((ctnNo) => ({ ctnNo, ctnSize: a.size_type.slice(0, 2), ctnType: a.size_type.slice(2), sealNo: null, grossKg: null }))),
      issue_time: now,
    }).returning('id').executeTakeFirstOrThrow();
    await db.updateTable('pickup_applications').set({ edo_id: String(edo.id) }).where('id', '=', a.id).execute();
    if (a.size_type !== '40HC') continue;
    const slot = await db.selectFrom('yard_slots').select(['id', 'capacity', 'used']).where('yard_company_id', '=', yard).where('size_type', '=', '40HC')
      .where('slot_start', '=', full).executeTakeFirstOrThrow();
    const take = Math.min(a.released_quantity ?? 0, slot.capacity - slot.used);
    for (let k = 0; k < take; k += 1) {
      const ctnNo = containers[k] ? normalizeList(containers[k]!) : null;
      await db.insertInto('pickup_reservations').values({
        res_no: `YY${String(700_000 + plate)}`, application_id: a.id, company_id: forwarder, yard_company_id: yard, slot_id: slot.id,
        truck_plate: PLATES[plate % PLATES.length]!, ctn_no: ctnNo, status: 'booked', created_by: user?.user_id ?? null, create_time: now, update_time: now,
      }).execute();
      plate += 1;
    }
    await db.updateTable('yard_slots').set({ used: sql`used + ${take}` }).where('id', '=', slot.id).execute();
    await db.updateTable('pickup_applications').set({ reserved_count: sql`reserved_count + ${take}` }).where('id', '=', a.id).execute();
  }
  // The slot is full whatever the releases held: its capacity is what was reserved in it.
  await db.updateTable('yard_slots').set({ capacity: sql`used` }).where('yard_company_id', '=', yard).where('size_type', '=', '40HC').where('slot_start', '=', full)
    .where('used', '>', 0).execute();
}

/** The demo yard charges a reservation fee of CNY 30 a place (emptyPrepayFull), held from the forwarder's prepayment balance. */
export const DEMO_RESERVATION_FEE_CENTS = 3_000;

export async function seedYardFees(services: AppServices): Promise<void> {
  const yard = await services.db.selectFrom('companies').select('company_id').where('company_code', '=', 'YRD001').executeTakeFirst();
  if (!yard) return;
  await services.db.insertInto('pickup_yard_fees').values({ yard_company_id: yard.company_id, reservation_fee_cents: DEMO_RESERVATION_FEE_CENTS })
    .onConflict((oc) => oc.column('yard_company_id').doNothing()).execute();
}

/** The demo agent releases for MSK: its releases by quantity count in 空箱源 under that line. */
export async function seedAgentLines(services: AppServices): Promise<void> {
  const agent = await services.db.selectFrom('companies').select('company_id').where('company_code', '=', 'AGT001').executeTakeFirst();
  if (!agent) return;
  await services.db.insertInto('pickup_agent_lines').values({ agent_company_id: agent.company_id, line_code: 'MSK' })
    .onConflict((oc) => oc.column('agent_company_id').doNothing()).execute();
}
