/**
 * Pre-arrival and arrival (运抵) declarations (issue 14): the forwarder's pre-arrival information is checked as the
 * form checks it; at gate-in the terminal's record must match (seal, weight within 5 %) before the arrival report
 * goes to customs; the built-in customs desk (platform staff holding decl:customs:desk) accepts or rejects with the
 * receipt's reason; the forwarder corrects and resends. Nobody else reaches the record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startApp } from './helpers';
import { addCompanyWithUser, Caller, ctn, MOBILES } from './trucking-helpers';

interface PreArrival {
  id: string; preArrivalNo: string; status: string; allowedActions: string[]; version: number; gateInTime: string | null; gateInSeal: string | null;
  reportTime: string | null; receiptReason: string | null; sealNo: string;
}

const TERMINAL = '13800000006';
const ADMIN = '13800000001';
const OTHER_FORWARDER = '13800000043';
const URL = '/preArrival/declarations';

describe('pre-arrival and arrival declarations with the built-in customs desk', () => {
  let app: FastifyInstance;
  let forwarder: Caller;
  let terminal: Caller;
  let customs: Caller;
  let other: Caller;
  let voyageId: string;
  let terminalId: string;

  beforeAll(async () => {
    app = await startApp();
    await addCompanyWithUser(app, { code: 'FWD043', name: '甬舟国际物流有限公司', kind: 'forwarder' }, { mobile: OTHER_FORWARDER, name: '另一货代', roleKey: 'FORWARDER' });
    [forwarder, terminal, customs, other] = await Caller.all(app, [MOBILES.forwarder, TERMINAL, ADMIN, OTHER_FORWARDER]);
    voyageId = String((await app.services.db.selectFrom('vessel_voyages').select('seq').limit(1).executeTakeFirstOrThrow()).seq);
    terminalId = (await app.services.db.selectFrom('companies').select('company_id').where('company_code', '=', 'TML001').executeTakeFirstOrThrow()).company_id;
  });
  afterAll(() => app.close());

  const body = (extra: Record<string, unknown> = {}) => ({
    terminalId, voyageId, blNo: 'ngbpa7001', containerNo: ctn('OOLU', 650001), sealNo: 'cn2611999', grossWeight: 21500, customsDeclNo: '310420261000000123', ...extra,
  });
  const act = (who: Caller, r: Pick<PreArrival, 'id' | 'version'>, action: string, extra: Record<string, unknown> = {}) =>
    who.call<PreArrival>('POST', `${URL}/${r.id}/transitions`, { action, version: r.version, ...extra });

  it('refuses a wrong customs declaration no., seal or container with the field\'s message', async () => {
    const bad = await forwarder.call('POST', URL, body({ customsDeclNo: '3104202610000' }));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ msg: '报关单号为18位数字', field: 'body.customsDeclNo' });
    expect((await forwarder.call('POST', URL, body({ sealNo: 'A1' }))).body).toMatchObject({ msg: '铅封号为4至15位字母或数字', field: 'body.sealNo' });
    expect((await forwarder.call('POST', URL, body({ containerNo: 'OOLU650001' }))).body).toMatchObject({ field: 'body.containerNo' });
  });

  it('walks pre-arrival → gate-in matched → arrival report → customs rejects → resend → customs accepts', async () => {
    let r = (await forwarder.call<PreArrival>('POST', URL, body())).body.result;
    expect(r).toMatchObject({ status: 'draft', sealNo: 'CN2611999', allowedActions: ['submit', 'cancel'] });
    expect(r.preArrivalNo).toMatch(/^PA\d{12}$/);
    r = (await act(forwarder, r, 'submit')).body.result;
    expect(r.status).toBe('submitted');
    expect((await other.call('GET', `${URL}/${r.id}`)).status).toBe(404);
    expect((await act(forwarder, r, 'gateIn', { fields: { gateInSeal: 'CN2611999', gateInWeight: 21500 } })).status).toBe(403);
    expect((await terminal.call<PreArrival>('GET', `${URL}/${r.id}`)).body.result.allowedActions).toEqual(['gateIn']);

    // The terminal's record must match the declaration.
    const seal = await act(terminal, r, 'gateIn', { fields: { gateInSeal: 'CN2611998', gateInWeight: 21500 } });
    expect(seal.status).toBe(400);
    expect(seal.body).toMatchObject({ msg: '进闸铅封号CN2611998与预录铅封号CN2611999不一致', field: 'body.fields.gateInSeal' });
    const heavy = await act(terminal, r, 'gateIn', { fields: { gateInSeal: 'CN2611999', gateInWeight: 23000 } });
    expect(heavy.body).toMatchObject({ field: 'body.fields.gateInWeight' });
    expect((await act(terminal, r, 'gateIn', { fields: { gateInSeal: 'cn2611999' } })).status).toBe(400);
    r = (await act(terminal, r, 'gateIn', { fields: { gateInSeal: 'cn2611999', gateInWeight: 21380 } })).body.result;
    expect(r).toMatchObject({ status: 'arrived', gateInSeal: 'CN2611999' });
    expect(r.gateInTime).not.toBeNull();
    expect(r.reportTime).not.toBeNull();

    // Customs: only the platform's customs desk answers.
    expect((await act(terminal, r, 'accept')).status).toBe(403);
    expect((await act(forwarder, r, 'accept')).status).toBe(403);
    expect((await customs.call<PreArrival>('GET', `${URL}/${r.id}`)).body.result.allowedActions).toEqual(['accept', 'reject']);
    expect((await act(customs, r, 'reject')).status).toBe(400);
    r = (await act(customs, r, 'reject', { reason: '报关单号与舱单不符' })).body.result;
    expect(r).toMatchObject({ status: 'rejected', receiptReason: '报关单号与舱单不符' });

    r = (await forwarder.call<PreArrival>('PUT', `${URL}/${r.id}`, { ...body({ customsDeclNo: '310420261000000124' }), version: r.version })).body.result;
    r = (await act(forwarder, r, 'resubmit')).body.result;
    expect(r).toMatchObject({ status: 'arrived', receiptReason: null });
    r = (await act(customs, r, 'accept')).body.result;
    expect(r).toMatchObject({ status: 'accepted', allowedActions: [] });
    const history = await forwarder.call<Array<{ action: string }>>('GET', `${URL}/${r.id}/history`);
    expect(history.body.result.map((h) => h.action)).toEqual(['create', 'submit', 'gateIn', 'reject', 'update', 'resubmit', 'accept']);
  });

  it('lists the seeded declarations to both parties and the desk, none to another forwarder', async () => {
    expect((await forwarder.call<{ total: number }>('GET', URL)).body.result.total).toBeGreaterThanOrEqual(30);
    expect((await terminal.call<{ total: number }>('GET', URL, undefined, { status: 'arrived' })).body.result.total).toBeGreaterThan(0);
    expect((await customs.call<{ total: number }>('GET', URL, undefined, { status: 'arrived' })).body.result.total).toBeGreaterThan(0);
    expect((await other.call<{ total: number }>('GET', URL)).body.result.total).toBe(0);
  });
});
