/**
 * Reefer export declarations (issue 14): the settings' rules are the server's too (temperature range per unit,
 * controlled atmosphere, pre-trip inspection, the plug-in window), the /wt channel is data on the same entity, and
 * the terminal addressed accepts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startApp } from './helpers';
import { Caller, ctn, MOBILES } from './trucking-helpers';

interface Reefer { id: string; reeferNo: string; status: string; channel: string; version: number; setTemperature: number; allowedActions: string[] }

const URL = '/temperatureBox/declarations';

describe('reefer export declarations', () => {
  let app: FastifyInstance;
  let forwarder: Caller;
  let terminal: Caller;
  let voyageId: string;
  let terminalId: string;

  beforeAll(async () => {
    app = await startApp();
    [forwarder, terminal] = await Caller.all(app, [MOBILES.forwarder, '13800000006']);
    voyageId = String((await app.services.db.selectFrom('vessel_voyages').select('seq').limit(1).executeTakeFirstOrThrow()).seq);
    terminalId = (await app.services.db.selectFrom('companies').select('company_id').where('company_code', '=', 'TML001').executeTakeFirstOrThrow()).company_id;
  });
  afterAll(() => app.close());

  const body = (extra: Record<string, unknown> = {}) => ({
    terminalId, channel: 'wt', voyageId, blNo: 'ngbrf7001', containerNo: ctn('MWCU', 470001), sizeType: '40RH', commodity: 'frozen shrimp', setTemperature: -18,
    temperatureUnit: 'C', ventilation: 0, humidity: null, controlledAtmosphere: false, o2Percent: null, co2Percent: null, preTripInspection: true, ptiDate: '2026-11-20',
    genset: true, plugInFrom: '2026-11-27 08:00:00', plugInTo: '2026-11-29 20:00:00', ...extra,
  });
  const refused = async (extra: Record<string, unknown>) => {
    const res = await forwarder.call('POST', URL, body(extra));
    expect(res.status).toBe(400);
    return res.body as unknown as { msg: string; field: string };
  };

  it('refuses settings out of their rules with the field named', async () => {
    expect(await refused({ setTemperature: -35 })).toMatchObject({ field: 'body.setTemperature' });
    expect(await refused({ setTemperature: 40 })).toMatchObject({ msg: '设定温度须在-30℃至30℃之间', field: 'body.setTemperature' });
    expect(await refused({ controlledAtmosphere: true })).toMatchObject({ msg: '气调箱须填写氧气与二氧化碳浓度', field: 'body.o2Percent' });
    expect(await refused({ preTripInspection: false })).toMatchObject({ msg: '冷藏箱出口前须完成预检(PTI)', field: 'body.preTripInspection' });
    expect(await refused({ plugInTo: '2026-11-27 07:00:00' })).toMatchObject({ msg: '插电结束时间须晚于开始时间', field: 'body.plugInTo' });
    expect(await refused({ plugInTo: '2026-12-10 08:00:00' })).toMatchObject({ field: 'body.plugInTo' });
  });

  it('declares on the /wt channel, submits, and the terminal accepts', async () => {
    let r = (await forwarder.call<Reefer>('POST', URL, body({ setTemperature: 0 }))).body.result;
    expect(r).toMatchObject({ status: 'draft', channel: 'wt', setTemperature: 0 });
    expect(r.reeferNo).toMatch(/^RF\d{12}$/);
    r = (await forwarder.call<Reefer>('POST', `${URL}/${r.id}/transitions`, { action: 'submit', version: r.version })).body.result;
    r = (await terminal.call<Reefer>('POST', `${URL}/${r.id}/transitions`, { action: 'accept', version: r.version })).body.result;
    expect(r.status).toBe('accepted');
    const wt = await forwarder.call<{ data: Reefer[]; total: number }>('GET', URL, undefined, { channel: 'wt' });
    expect(wt.body.result.total).toBeGreaterThan(5);
    expect(wt.body.result.data.every((x) => x.channel === 'wt')).toBe(true);
  });
});
