/**
 * The work queue (issue 26 §1): what waits for each demo party, counted per kind and listed oldest first; a
 * forwarder's submit raises the agent's count, an accept lowers it, both pushed live as a type 6 frame to every
 * user of the companies concerned; platform staff set a kind's overdue limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Schemas } from '@port/sdk/contract';
import { userChannel } from '../src/domains/message/channel';
import { startApp } from './helpers';
import { Caller } from './trucking-helpers';

type WorkQueue = Schemas['WorkQueue'];
const PARTIES = { forwarder: '13800000002', fleet: '13800000003', agent: '13800000005', terminal: '13800000006', barge: '13800000007', yard: '13800000008', admin: '13800000001' } as const;

describe('work queue', () => {
  let app: FastifyInstance;
  const callers = {} as Record<keyof typeof PARTIES, Caller>;
  const queue = async (who: Caller, query?: Record<string, string>) => {
    const res = await who.call<WorkQueue>('GET', '/home/work', undefined, query);
    expect(res.status).toBe(200);
    return res.body.result;
  };

  beforeAll(async () => {
    app = await startApp();
    for (const [name, mobile] of Object.entries(PARTIES)) callers[name as keyof typeof PARTIES] = await Caller.as(app, mobile);
  });
  afterAll(() => app?.close());

  it('gives each demo party at least two waiting items, oldest first, with counts per kind', async () => {
    for (const name of ['forwarder', 'agent', 'terminal', 'barge', 'yard', 'fleet', 'admin'] as const) {
      const q = await queue(callers[name]);
      expect(q.total, name).toBeGreaterThanOrEqual(2);
      expect(q.kinds.reduce((n, k) => n + k.count, 0), name).toBe(q.total);
      const since = q.items.map((i) => i.since);
      expect(since, name).toEqual([...since].sort());
    }
    const agent = await queue(callers.agent, { kind: 'booking.booking.accept' });
    expect(agent.kinds).toHaveLength(1);
    expect(agent.kinds[0]).toMatchObject({ kind: 'booking.booking.accept', entity: 'booking.booking', action: 'accept', limitMinutes: 120 });
    expect(agent.kinds[0]!.label).toBe('订舱委托 · 受理');
  });

  it('a submit raises the agent’s count and an accept lowers it, live for every user of both companies', async () => {
    const frames: string[] = [];
    const agentUsers = await app.services.db.selectFrom('users as u').innerJoin('companies as c', 'c.company_id', 'u.company_id')
      .select('u.user_id').where('c.kind', '=', 'agent').execute();
    const offs = agentUsers.map((u) => app.services.bus.subscribe(userChannel(u.user_id), (m: unknown) => {
      if ((m as { kind?: string }).kind === 'work') frames.push(u.user_id);
    }));
    const agents = await callers.forwarder.call<{ data: Array<{ id: string }> }>('GET', '/booking/agents', undefined, { name: '东海' });
    const agentId = agents.body.result.data[0]!.id;
    const created = await callers.forwarder.call<{ id: string; version: number }>('POST', '/booking/bookings', {
      agentId, shipper: 'WORK QUEUE SHIPPER', consignee: 'C', notifyParty: null, polCode: 'CNNGB', podCode: 'DEHAM', voyageId: null,
      sailingFrom: '2026-12-10', sailingTo: null, containers: '1x40HC COC', cargoDescription: 'T', hsCode: null, packages: 1, packageKind: 'CTN',
      grossWeight: 100, volume: null, dangerous: false, reefer: false, freightTerms: 'prepaid', blType: 'telex', remark: null,
    });
    expect(created.status).toBe(200);
    const before = (await queue(callers.agent)).total;
    const submitted = await callers.forwarder.call<{ version: number }>('POST', `/booking/bookings/${created.body.result.id}/transitions`, { action: 'submit', version: created.body.result.version });
    expect(submitted.status).toBe(200);
    const raised = await queue(callers.agent, { limit: '200' });
    expect(raised.total).toBe(before + 1);
    expect(raised.items.some((i) => i.id === created.body.result.id && i.title === 'WORK QUEUE SHIPPER' && !i.overdue)).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(new Set(frames)).toEqual(new Set(agentUsers.map((u) => u.user_id)));

    frames.length = 0;
    const accepted = await callers.agent.call('POST', `/booking/bookings/${created.body.result.id}/transitions`, { action: 'accept', version: submitted.body.result.version, fields: { bookingNo: 'WQ0001' } });
    expect(accepted.status).toBe(200);
    expect((await queue(callers.agent)).total).toBe(before);
    await new Promise((r) => setTimeout(r, 20));
    // The acting user's own other tabs and colleagues are told too.
    expect(new Set(frames)).toEqual(new Set(agentUsers.map((u) => u.user_id)));
    offs.forEach((off) => off());
  });

  it('marks items overdue past the kind’s limit, which platform staff set', async () => {
    const refused = await callers.agent.call('PUT', '/home/work/limits', { kind: 'booking.booking.accept', minutes: 1 });
    expect(refused.status).toBe(403);
    const set = await callers.admin.call<Schemas['WorkLimit']>('PUT', '/home/work/limits', { kind: 'booking.booking.accept', minutes: 1 });
    expect(set.body.result).toMatchObject({ kind: 'booking.booking.accept', minutes: 1, defaultMinutes: 120 });
    const q = await queue(callers.agent, { kind: 'booking.booking.accept' });
    expect(q.kinds[0]!.limitMinutes).toBe(1);
    expect(q.items.filter((i) => i.ageMinutes >= 1).every((i) => i.overdue)).toBe(true);
    expect(q.kinds[0]!.overdue).toBe(q.items.filter((i) => i.overdue).length);
    const unknown = await callers.admin.call('PUT', '/home/work/limits', { kind: 'nope', minutes: 5 });
    expect(unknown.status).toBe(400);
    const back = await callers.admin.call<Schemas['WorkLimit']>('PUT', '/home/work/limits', { kind: 'booking.booking.accept', minutes: null });
    expect(back.body.result.minutes).toBe(120);
    const limits = await callers.admin.call<Array<Schemas['WorkLimit']>>('GET', '/home/work/limits');
    expect(limits.body.result.map((l) => l.kind)).toContain('pickup.application.release');
  });
});
