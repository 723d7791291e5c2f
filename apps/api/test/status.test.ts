/**
 * The status page's call (issue 18): public, every component with 90 days, and a run of 'down' database samples
 * recorded by the check becomes one incident ended by the next 'up' sample; one sample per component per minute.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOnce, COMPONENTS } from '../src/domains/status/checks';
import { formatDateTime } from '../src/lib/datetime';
import { startApp } from './helpers';

let app: FastifyInstance;
let clock = new Date('2026-11-20T02:00:00Z');
const at = (minutes: number) => new Date(Date.parse('2026-11-20T02:00:00Z') + minutes * 60_000);

beforeAll(async () => {
  app = await startApp({}, () => clock);
  await app.ready();
  // The server's own first check ran while it was starting (a busy machine can take longer than a probe's 3 s
  // then): the tests below write every sample themselves, from the page's own check on.
  await app.services.db.deleteFrom('status_samples').execute();
}, 240_000);
afterAll(async () => {
  await app.close();
});

type StatusBody = {
  code: number;
  result: {
    overall: string;
    history: boolean;
    components: Array<{ name: string; state: string; uptime: number | null; days: Array<{ day: string; uptime: number | null; worst: string | null }> }>;
    incidents: Array<{ component: string; state: string; start: string; end: string | null; minutes: number }>;
  };
};
const status = async () => {
  const res = await app.inject({ method: 'GET', url: '/new/api/status' });
  expect(res.statusCode).toBe(200);
  return (res.json() as StatusBody).result;
};

describe('status page', () => {
  it('answers a signed-out caller with every component and 90 days', async () => {
    const s = await status();
    expect(s.history).toBe(true);
    expect(s.overall).toBe('up');
    expect(s.components.map((c) => c.name)).toEqual([...COMPONENTS]);
    for (const c of s.components) {
      expect(c.state).toBe('up');
      expect(c.days).toHaveLength(90);
      expect(c.days.at(-1)).toEqual({ day: '2026-11-20', uptime: 100, worst: 'up' });
      expect(c.days[0]).toEqual({ day: '2026-08-23', uptime: null, worst: null });
    }
    expect(s.incidents).toEqual([]);
  });

  it('turns consecutive down samples of the database into one incident, ended by the next up sample', async () => {
    const down = { database: async () => 'down' as const };
    for (const m of [1, 2, 3]) {
      clock = at(m);
      await checkOnce(app.services, down);
    }
    // A second replica's check of the same minute writes nothing (one sample per component per minute).
    await checkOnce(app.services);
    clock = at(4);
    await checkOnce(app.services);
    clock = at(5);
    const s = await status();
    const database = s.components.find((c) => c.name === 'database')!;
    expect(database.state).toBe('up');
    expect(database.days.at(-1)!.worst).toBe('down');
    expect(database.days.at(-1)!.uptime).toBeLessThan(100);
    expect(s.incidents).toEqual([{ component: 'database', state: 'down', start: formatDateTime(at(1)), end: formatDateTime(at(4)), minutes: 3 }]);
    const samples = await app.services.db.selectFrom('status_samples').select((eb) => eb.fn.countAll<string>().as('n')).where('component', '=', 'database').where('minute', '=', at(3)).executeTakeFirstOrThrow();
    expect(Number(samples.n)).toBe(1);
  });

  it('shows an incident that still lasts as open', async () => {
    clock = at(10);
    await checkOnce(app.services, { webhooks: async () => 'degraded' as const });
    // Within the same minute: the call's own check writes no second sample of minute 10.
    clock = at(10.5);
    const s = await status();
    expect(s.incidents[0]).toEqual({ component: 'webhooks', state: 'degraded', start: formatDateTime(at(10)), end: null, minutes: 1 });
  });

  it('keeps the samples taken while the database is away and writes them when it answers again', async () => {
    const services = app.services;
    const real = services.db;
    const refused = () => {
      throw new Error('connection refused');
    };
    // The database away: no query reaches it (the probe's select and the sample's insert both fail).
    services.db = new Proxy(real, { get: (target, key) => (key === 'getExecutor' || key === 'insertInto' || key === 'selectFrom' ? refused : Reflect.get(target, key)) });
    try {
      for (const m of [20, 21]) {
        clock = at(m);
        const states = await checkOnce(services);
        expect(states).toMatchObject({ api: 'up', database: 'down', bank: 'down', customs: 'down', webhooks: 'down' });
      }
    } finally {
      services.db = real;
    }
    clock = at(22);
    await checkOnce(services);
    clock = at(22.5);
    const s = await status();
    expect(s.components.find((c) => c.name === 'database')!.state).toBe('up');
    expect(s.incidents).toContainEqual({ component: 'database', state: 'down', start: formatDateTime(at(20)), end: formatDateTime(at(22)), minutes: 2 });
    expect(s.incidents).toContainEqual({ component: 'sms', state: 'down', start: formatDateTime(at(20)), end: formatDateTime(at(22)), minutes: 2 });
    // The webhooks' degraded run of minute 10 went on into the outage: one incident, its worst sample down.
    expect(s.incidents).toContainEqual({ component: 'webhooks', state: 'down', start: formatDateTime(at(10)), end: formatDateTime(at(22)), minutes: 12 });
  });
});
