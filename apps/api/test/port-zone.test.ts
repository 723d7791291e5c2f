import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startApp } from './helpers';
import { Caller, MOBILES } from './trucking-helpers';
import { applyPortTimeZone } from '../src/lib/datetime';

interface Slot { id: string; start: string; sizeType: string }

describe('a port in America/New_York (PORT_TIME_ZONE)', () => {
  let app: FastifyInstance;
  let forwarder: Caller;
  let yardId: string;

  beforeAll(async () => {
    app = await startApp({ portTimeZone: 'America/New_York' });
    [forwarder] = await Caller.all(app, [MOBILES.forwarder]);
    yardId = (await forwarder.call<{ data: Array<{ id: string }> }>('GET', '/pickup/yards')).body.result.data[0]!.id;
  });
  afterAll(async () => {
    await app.close();
    applyPortTimeZone(undefined);
  });

  /** Slots of the demo yard at the given instants (years ahead, where the seed made none). */
  const addSlots = (starts: string[]) =>
    app.services.db.insertInto('yard_slots')
      .values(starts.map((start) => ({ yard_company_id: yardId, size_type: '40HC', slot_start: new Date(start), slot_end: new Date(new Date(start).getTime() + 3_600_000), capacity: 5 })))
      .execute();
  const slotsOf = async (date: string) => {
    const res = await forwarder.call<Slot[]>('GET', '/pickup/slots', undefined, { yardId, date, sizeType: '40HC' });
    expect(res.status).toBe(200);
    return res.body.result.map((s) => s.start);
  };

  it("a day's pick-up slots are those of New York's calendar day, shown with its offset", async () => {
    // A Shanghai day (+08:00) would run from 11:00 the day before to 11:00 in New York.
    await addSlots(['2030-01-14T23:30:00-05:00', '2030-01-15T00:00:00-05:00', '2030-01-15T10:00:00-05:00', '2030-01-15T23:00:00-05:00', '2030-01-16T00:00:00-05:00']);
    expect(await slotsOf('2030-01-15')).toEqual(['2030-01-15T00:00:00-05:00', '2030-01-15T10:00:00-05:00', '2030-01-15T23:00:00-05:00']);
  });

  it('the day the clocks go forward is 23 hours long: its last slot is still that day', async () => {
    // 2030-03-10: New York goes from 02:00 -05:00 to 03:00 -04:00.
    await addSlots(['2030-03-10T00:00:00-05:00', '2030-03-10T03:00:00-04:00', '2030-03-10T23:30:00-04:00', '2030-03-11T00:00:00-04:00']);
    expect(await slotsOf('2030-03-10')).toEqual(['2030-03-10T00:00:00-05:00', '2030-03-10T03:00:00-04:00', '2030-03-10T23:30:00-04:00']);
    expect(await slotsOf('2030-03-11')).toEqual(['2030-03-11T00:00:00-04:00']);
  });

  it("the home page's dispatches per day end with New York's today", async () => {
    const newYorkToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const before = newYorkToday();
    const res = await forwarder.call<{ dispatchesPerDay: Array<{ day: string; count: number }> }>('GET', '/home/overview');
    // (Read before and after the call: the answer is one of them even if New York's midnight passes meanwhile.)
    const after = newYorkToday();
    expect(res.status).toBe(200);
    const days = res.body.result.dispatchesPerDay.map((d) => d.day);
    expect(days).toHaveLength(30);
    expect([before, after]).toContain(days[29]);
  });
});
