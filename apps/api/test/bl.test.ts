import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startApp } from './helpers';
import { Caller, ctn, MOBILES } from './trucking-helpers';

interface Bill {
  id: string;
  blNo: string;
  status: string;
  bookingNo: string | null;
  forwarderName: string | null;
  ownerCompanyName: string | null;
  shipper: string;
  consignee: string;
  voyageId: string | null;
  containers: string;
  containerCount: number;
  packages: number;
  grossWeight: number;
  correctionField: string | null;
  corrections: Array<{ field: string; value: string; note: string | null; state: string }>;
  allowedActions: string[];
  version: number;
}
interface ShipConfig { id: string; voyageId: string; bookingOpen: boolean; blOpen: boolean; version: number }
interface Page<T> { data: T[]; total: number }
interface Failure { message: string }

const AGENT = '13800000005';
const TERMINAL = '13800000006';
const unread = async (who: Caller) => (await who.call<{ allCount: number }>('GET', '/message/messageTemplate/queryUnReadNotice')).body.result.allCount;
const msg = (r: { body: unknown }) => (r.body as Failure).message;

describe('B/L confirmation (agent issues, forwarder confirms or corrects, agent audits) and the ship configuration', () => {
  let app: FastifyInstance;
  let forwarder: Caller;
  let agent: Caller;
  let terminal: Caller;
  let bookingId: string;
  let voyageId: string;
  let bill: Bill;
  const lines = () => `${ctn('MSKU', 731190)} SL900001 40HC 400 11000.5 60.2\n${ctn('TGHU', 731191)} / SL900002 / 40HC / 450 / 12000 / 62`;

  beforeAll(async () => {
    app = await startApp();
    [forwarder, agent, terminal] = await Caller.all(app, [MOBILES.forwarder, AGENT, TERMINAL]);
    const db = app.services.db;
    const agentCo = (await db.selectFrom('companies').select('company_id').where('company_code', '=', 'AGT001').executeTakeFirstOrThrow()).company_id;
    const call = await db.selectFrom('ship_configs').select('voyage_seq').where('company_id', '=', agentCo).where('booking_open', '=', true).where('booking_deadline', 'is', null)
      .orderBy('id').executeTakeFirstOrThrow();
    voyageId = String(call.voyage_seq);
  });
  afterAll(() => app.close());

  it('seeds B/Ls for both parties across the states, enough to page; other companies see none', async () => {
    const mine = await forwarder.call<Page<Bill>>('GET', '/bl/bills', undefined, { pageSize: '10' });
    expect(mine.status).toBe(200);
    expect(mine.body.result.total).toBeGreaterThan(10);
    expect(new Set(mine.body.result.data.map((b) => b.forwarderName))).toEqual(new Set(['宁港国际货运代理有限公司']));
    const issued = await agent.call<Page<Bill>>('GET', '/bl/bills', undefined, { status: 'correcting' });
    expect(issued.body.result.total).toBeGreaterThan(0);
    expect(issued.body.result.data.every((b) => b.allowedActions.includes('reissue') && b.corrections.some((c) => c.state === 'open'))).toBe(true);
    expect((await terminal.call('GET', '/bl/bills')).status).toBe(403);
    const configs = await agent.call<Page<ShipConfig>>('GET', '/bl/shipConfigs', undefined, { pageSize: '10' });
    expect(configs.body.result.total).toBeGreaterThan(10);
    expect((await forwarder.call('GET', '/bl/shipConfigs')).status).toBe(403);
  });

  it('the agent issues a draft from an accepted booking; what it leaves empty comes from the booking', async () => {
    // A fresh booking on the open voyage, accepted.
    const agents = await forwarder.call<{ data: Array<{ id: string }> }>('GET', '/booking/agents');
    let b = (await forwarder.call<{ id: string; version: number }>('POST', '/booking/bookings', bookingBody(agents.body.result.data[0]!.id, voyageId))).body.result;
    b = (await forwarder.call<{ id: string; version: number }>('POST', `/booking/bookings/${b.id}/transitions`, { action: 'submit', version: b.version })).body.result;
    const accepted = await agent.call<{ id: string; version: number }>('POST', `/booking/bookings/${b.id}/transitions`, { action: 'accept', version: b.version, fields: { bookingNo: 'DHSA7001' } });
    expect(accepted.status).toBe(200);
    bookingId = b.id;
    const picker = await agent.call<{ data: Array<{ id: string; bookingNo: string }> }>('GET', '/bl/bookings', undefined, { bookingNo: 'DHSA7001' });
    expect(picker.body.result.data).toEqual([{ id: bookingId, bookingNo: 'DHSA7001' }]);

    // Forwarders do not issue B/Ls; a bad container line is refused with the form's words.
    expect((await forwarder.call('POST', '/bl/bills', { blNo: 'X', bookingId, containers: lines() })).status).toBe(403);
    const bad = await agent.call('POST', '/bl/bills', { blNo: 'DHS7001A', bookingId, containers: 'MSKU1234560 SL1 40HC 1 1 1' });
    expect(bad.status).toBe(400);
    expect(msg(bad)).toContain('箱号须通过校验');

    const created = await agent.call<Bill>('POST', '/bl/bills', { blNo: 'dhs7001a', bookingId, containers: lines() });
    expect(created.status).toBe(200);
    bill = created.body.result;
    expect(bill).toMatchObject({ status: 'draft', blNo: 'DHS7001A', bookingNo: 'DHSA7001', shipper: 'NINGBO SUNRISE TEXTILE CO., LTD.', voyageId, containerCount: 2, packages: 850, grossWeight: 23000.5 });
    expect(bill.forwarderName).toBe('宁港国际货运代理有限公司');
    expect(bill.allowedActions).toEqual(['issue']);
    // The same B/L no. again: 409.
    expect((await agent.call('POST', '/bl/bills', { blNo: 'DHS7001A', bookingId, containers: lines() })).status).toBe(409);
  });

  it('refuses a transition by the wrong party (403) or from the wrong state (409)', async () => {
    // A draft is the agent's alone (issue 26 §4): the forwarder does not reach it before it is issued.
    const early = await forwarder.call('POST', `/bl/bills/${bill.id}/transitions`, { action: 'confirm', version: bill.version });
    expect(early.status).toBe(404);
    expect((await forwarder.call('GET', `/bl/bills/${bill.id}`)).status).toBe(404);
    const before = await unread(forwarder);
    const issued = await agent.call<Bill>('POST', `/bl/bills/${bill.id}/transitions`, { action: 'issue', version: bill.version });
    expect(issued.body.result.status).toBe('issued');
    expect(await unread(forwarder)).toBe(before + 1);
    bill = issued.body.result;
    // The agent cannot confirm its own draft, nor edit it while the forwarder holds it.
    expect((await agent.call('POST', `/bl/bills/${bill.id}/transitions`, { action: 'confirm', version: bill.version })).status).toBe(403);
    expect((await agent.call('PUT', `/bl/bills/${bill.id}`, { blNo: bill.blNo, bookingId, containers: lines(), version: bill.version })).status).toBe(409);
    expect((await agent.call('POST', `/bl/bills/${bill.id}/transitions`, { action: 'approve', version: bill.version })).status).toBe(409);
  });

  it('the forwarder asks a correction field by field; the agent applies it and re-issues; the correction is settled', async () => {
    const seen = await forwarder.call<Bill>('GET', `/bl/bills/${bill.id}`);
    expect(seen.body.result.allowedActions.sort()).toEqual(['confirm', 'requestCorrection']);
    const noNote = await forwarder.call('POST', `/bl/bills/${bill.id}/transitions`, { action: 'requestCorrection', version: bill.version, fields: { correctionField: 'consignee', correctionValue: 'X' } });
    expect(noNote.status).toBe(400);
    const badField = await forwarder.call('POST', `/bl/bills/${bill.id}/transitions`, { action: 'requestCorrection', version: bill.version, reason: 'x', fields: { correctionField: 'blNo', correctionValue: 'X' } });
    expect(badField.status).toBe(400);
    const before = await unread(agent);
    const asked = await forwarder.call<Bill>('POST', `/bl/bills/${bill.id}/transitions`, {
      action: 'requestCorrection', version: bill.version, reason: '补充税号', fields: { correctionField: 'consignee', correctionValue: 'HAMBURG TRADING GMBH TAX ID DE811000001' },
    });
    expect(asked.status).toBe(200);
    bill = asked.body.result;
    expect(bill).toMatchObject({ status: 'correcting', correctionField: 'consignee', corrections: [{ field: 'consignee', value: 'HAMBURG TRADING GMBH TAX ID DE811000001', note: '补充税号', state: 'open' }] });
    expect(await unread(agent)).toBe(before + 1);
    // A second correction while correcting.
    bill = (await forwarder.call<Bill>('POST', `/bl/bills/${bill.id}/transitions`, {
      action: 'requestCorrection', version: bill.version, reason: '改为到付', fields: { correctionField: 'freightTerms', correctionValue: 'collect' },
    })).body.result;
    expect(bill.corrections).toHaveLength(2);

    const edited = await agent.call<Bill>('PUT', `/bl/bills/${bill.id}`, { blNo: bill.blNo, bookingId, consignee: 'HAMBURG TRADING GMBH TAX ID DE811000001', containers: lines(), version: bill.version });
    expect(edited.status).toBe(200);
    const reissued = await agent.call<Bill>('POST', `/bl/bills/${bill.id}/transitions`, { action: 'reissue', version: edited.body.result.version });
    bill = reissued.body.result;
    expect(bill.status).toBe('issued');
    expect(bill.corrections.map((c) => [c.field, c.state])).toEqual([['consignee', 'applied'], ['freightTerms', 'declined']]);
    expect(bill.correctionField).toBeNull();
  });

  it('the ship configuration closes the voyage: B/L confirmation and booking submission are refused with the voyage named', async () => {
    const row = await app.services.db.selectFrom('ship_configs').select('id').where('voyage_seq', '=', voyageId).executeTakeFirstOrThrow();
    const config = (await agent.call<ShipConfig>('GET', `/bl/shipConfigs/${row.id}`)).body.result;
    expect(config.voyageId).toBe(voyageId);
    // Only the voyage's agent closes it.
    expect((await forwarder.call('POST', '/bl/shipConfigs/close', { ids: [config.id] })).status).toBe(403);
    const closed = await agent.call<{ closed: number }>('POST', '/bl/shipConfigs/close', { ids: [config.id], booking: true, bl: true });
    expect(closed.body.result.closed).toBe(1);
    const refused = await forwarder.call('POST', `/bl/bills/${bill.id}/transitions`, { action: 'confirm', version: bill.version });
    expect(refused.status).toBe(409);
    expect(msg(refused)).toMatch(/^船期「.+」已停止提单确认$/);
    const en = await app.inject({ method: 'POST', url: `/new/api/bl/bills/${bill.id}/transitions`, headers: { authorization: `Bearer ${forwarder.token}`, 'accept-language': 'en-US' },
      payload: { action: 'confirm', version: bill.version } });
    expect(en.json<Failure>().message).toMatch(/no longer takes B\/L confirmations$/);
    const agents = await forwarder.call<{ data: Array<{ id: string }> }>('GET', '/booking/agents');
    const b = (await forwarder.call<{ id: string; version: number }>('POST', '/booking/bookings', bookingBody(agents.body.result.data[0]!.id, voyageId))).body.result;
    const submit = await forwarder.call('POST', `/booking/bookings/${b.id}/transitions`, { action: 'submit', version: b.version });
    expect(submit.status).toBe(409);
    expect(msg(submit)).toMatch(/已停止接受订舱$/);
    const history = await agent.call<Array<{ action: string; changes: Array<{ field: string }> }>>('GET', `/bl/shipConfigs/${config.id}/history`);
    expect(history.body.result.at(-1)!.changes.map((c) => c.field).sort()).toEqual(['blOpen', 'bookingOpen']);

    // Reopened by its form, the forwarder confirms and the agent audits.
    const fresh = (await agent.call<ShipConfig>('GET', `/bl/shipConfigs/${config.id}`)).body.result;
    const reopened = await agent.call<ShipConfig>('PUT', `/bl/shipConfigs/${config.id}`, { voyageId, bookingOpen: true, blOpen: true, version: fresh.version });
    expect(reopened.status).toBe(200);
    const confirmed = await forwarder.call<Bill>('POST', `/bl/bills/${bill.id}/transitions`, { action: 'confirm', version: bill.version });
    expect(confirmed.body.result.status).toBe('confirmed');
    const approved = await agent.call<Bill>('POST', `/bl/bills/${bill.id}/transitions`, { action: 'approve', version: confirmed.body.result.version });
    expect(approved.body.result).toMatchObject({ status: 'approved', allowedActions: [] });
    const trail = await forwarder.call<Array<{ action: string }>>('GET', `/bl/bills/${bill.id}/history`);
    expect(trail.body.result.map((h) => h.action)).toEqual(['create', 'issue', 'requestCorrection', 'requestCorrection', 'update', 'reissue', 'confirm', 'approve']);
  });

  it('the packing and verify lists need their own permissions; the booking note needs td:main:exportTBook', async () => {
    expect((await forwarder.call<Bill>('GET', `/bl/bills/${bill.id}/packingList`)).body.result.containerCount).toBe(2);
    expect((await agent.call('GET', `/bl/bills/${bill.id}/verifyList`)).status).toBe(200);
    expect((await forwarder.call<{ bookingNo: string }>('GET', `/bl/bookingNotes/${bookingId}`)).body.result.bookingNo).toBe('DHSA7001');
    expect((await agent.call('GET', `/bl/bookingNotes/${bookingId}`)).status).toBe(403);
    expect((await terminal.call('GET', `/bl/bills/${bill.id}/packingList`)).status).toBe(403);
  });
});

function bookingBody(agentId: string, voyageId: string) {
  return {
    agentId, shipper: 'NINGBO SUNRISE TEXTILE CO., LTD.', consignee: 'HAMBURG TRADING GMBH', notifyParty: null, polCode: 'CNNGB', podCode: 'DEHAM',
    voyageId, sailingFrom: null, sailingTo: null, containers: '2x40HC COC', cargoDescription: 'COTTON T-SHIRTS',
    hsCode: '6109100021', packages: 850, packageKind: 'CARTONS', grossWeight: 23000.5, volume: 122, dangerous: false, reefer: false,
    freightTerms: 'prepaid', blType: 'telex', remark: null,
  };
}
