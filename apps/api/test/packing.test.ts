/**
 * Packing lists (装箱单, issue 14): the forwarder's list of one container is checked as the form checks it (container
 * no. ISO 6346, seal, each cargo line); the terminal's pre-entry data is taken from its pre-arrival record of the
 * container until the terminal enters its own; the forwarder corrects and submits, the terminal confirms. Other
 * companies never reach a list, the forwarder never enters the terminal's data, nothing moves from a wrong state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { packingDifferences } from '@port/sdk/domains/packing';
import { startApp } from './helpers';
import { addCompanyWithUser, Caller, ctn, MOBILES } from './trucking-helpers';

interface PackingList {
  id: string; packingNo: string; status: string; allowedActions: string[]; version: number; sealNo: string; packages: number; grossWeight: number; volume: number;
  lineCount: number; terminalSource: string | null; terminalSealNo: string | null; terminalPackages: number | null; terminalGrossWeight: number | null; confirmTime: string | null;
}

const TERMINAL = '13800000006';
const OTHER_FORWARDER = '13800000044';
const URL = '/packing/lists';
const LINES = 'Cotton T-shirts | 610910 | 300 | ct | 9800.5 | 30.2 | COTTON/NB\nLED desk lamps | 940520 | 150 | CT | 4200 | 12 | LAMP';

describe('packing lists compared with the terminal and confirmed by it', () => {
  let app: FastifyInstance;
  let forwarder: Caller;
  let terminal: Caller;
  let other: Caller;
  let terminalId: string;
  let voyageId: string;
  const containerNo = ctn('TGHU', 771001);

  beforeAll(async () => {
    app = await startApp();
    await addCompanyWithUser(app, { code: 'FWD044', name: '甬城货运代理有限公司', kind: 'forwarder' }, { mobile: OTHER_FORWARDER, name: '另一货代', roleKey: 'FORWARDER' });
    [forwarder, terminal, other] = await Caller.all(app, [MOBILES.forwarder, TERMINAL, OTHER_FORWARDER]);
    terminalId = (await app.services.db.selectFrom('companies').select('company_id').where('company_code', '=', 'TML001').executeTakeFirstOrThrow()).company_id;
    voyageId = String((await app.services.db.selectFrom('vessel_voyages').select('seq').limit(1).executeTakeFirstOrThrow()).seq);
  });
  afterAll(() => app.close());

  const body = (extra: Record<string, unknown> = {}) => ({ terminalId, containerNo, sizeType: '40HC', sealNo: 'cn7710001', blNo: 'ngbzx7001', cargoLines: LINES, ...extra });
  const act = (who: Caller, r: Pick<PackingList, 'id' | 'version'>, action: string, extra: Record<string, unknown> = {}) =>
    who.call<PackingList>('POST', `${URL}/${r.id}/transitions`, { action, version: r.version, ...extra });

  it("refuses a wrong container no., seal or cargo line with the field's message", async () => {
    const bad = await forwarder.call('POST', URL, body({ containerNo: `${containerNo.slice(0, 10)}${(Number(containerNo[10]) + 1) % 10}` }));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'body.containerNo' });
    expect((await forwarder.call('POST', URL, body({ sealNo: 'A1' }))).body).toMatchObject({ msg: '铅封号为4至15位字母或数字', field: 'body.sealNo' });
    const line = await forwarder.call('POST', URL, body({ cargoLines: `${LINES}\nBolts | 7318 | 10 | CT | 100 | 1 | B` }));
    expect(line.body).toMatchObject({ msg: '第3行：HS编码为6至10位数字', field: 'body.cargoLines' });
    expect((await forwarder.call('POST', URL, body({ cargoLines: 'Bolts | 731815 | 10 | XX | 100 | 1' }))).body).toMatchObject({ field: 'body.cargoLines' });
    expect((await terminal.call('POST', URL, body())).status).toBe(403);
  });

  it('takes the pre-arrival record, shows the differences, and walks correct → submit → confirm; nobody else reaches it', async () => {
    const pa = await forwarder.call<{ id: string }>('POST', '/preArrival/declarations', {
      terminalId, voyageId, blNo: 'NGBZX7001', containerNo, sealNo: 'CN7710002', grossWeight: 14000.5, customsDeclNo: '310420261000077100',
    });
    expect(pa.status).toBe(200);
    let r = (await forwarder.call<PackingList>('POST', URL, body())).body.result;
    expect(r).toMatchObject({ status: 'draft', sealNo: 'CN7710001', lineCount: 2, packages: 450, grossWeight: 14000.5, volume: 42.2, terminalSource: 'preArrival', terminalSealNo: 'CN7710002' });
    expect(r.packingNo).toMatch(/^ZX\d{12}$/);
    expect(packingDifferences(r as never).map((d) => d.state)).toEqual(['differs', 'none', 'same', 'none']);

    // Other companies: never read, never write, never enter the terminal's data.
    expect((await other.call('GET', `${URL}/${r.id}`)).status).toBe(404);
    expect((await other.call('PUT', `${URL}/${r.id}`, { ...body(), version: r.version })).status).toBe(404);
    expect((await act(other, r, 'submit')).status).toBe(404);
    expect((await forwarder.call('PUT', `${URL}/${r.id}/terminal-data`, { sealNo: 'CN7710001', packages: null, grossWeight: null, volume: null, version: r.version })).status).toBe(403);
    expect((await act(terminal, r, 'confirm')).status).toBe(409);

    // The terminal enters its own data: it replaces the pre-arrival record and stays through the forwarder's edits.
    const seen = await terminal.call<PackingList>('GET', `${URL}/${r.id}`);
    expect(seen.status).toBe(200);
    const entered = await terminal.call<PackingList>('PUT', `${URL}/${r.id}/terminal-data`, { sealNo: 'cn7710002', packages: 440, grossWeight: 14000.5, volume: 42.2, version: r.version });
    expect(entered.body.result).toMatchObject({ terminalSource: 'terminal', terminalSealNo: 'CN7710002', terminalPackages: 440 });
    expect((await terminal.call('PUT', `${URL}/${r.id}/terminal-data`, { sealNo: 'CN7710002', packages: 0, grossWeight: null, volume: null, version: entered.body.result.version })).status).toBe(400);
    r = entered.body.result;

    // The forwarder corrects seal and packages; no difference remains.
    const fixed = LINES.replace('| 300 |', '| 290 |');
    r = (await forwarder.call<PackingList>('PUT', `${URL}/${r.id}`, { ...body({ sealNo: 'CN7710002', cargoLines: fixed }), version: r.version })).body.result;
    expect(r).toMatchObject({ sealNo: 'CN7710002', packages: 440, terminalSource: 'terminal' });
    expect(packingDifferences(r as never).every((d) => d.state === 'same')).toBe(true);

    expect((await act(terminal, r, 'submit')).status).toBe(403);
    r = (await act(forwarder, r, 'submit')).body.result;
    expect(r.status).toBe('submitted');
    expect((await forwarder.call('PUT', `${URL}/${r.id}`, { ...body(), version: r.version })).status).toBe(409);
    expect((await act(forwarder, r, 'confirm')).status).toBe(403);
    expect((await act(terminal, r, 'return')).status).toBe(400);
    r = (await act(terminal, r, 'confirm')).body.result;
    expect(r.status).toBe('confirmed');
    expect(r.confirmTime).not.toBeNull();
    expect((await terminal.call('PUT', `${URL}/${r.id}/terminal-data`, { sealNo: 'CN7710002', packages: null, grossWeight: null, volume: null, version: r.version })).status).toBe(409);

    const history = await forwarder.call<Array<{ action: string }>>('GET', `${URL}/${r.id}/history`);
    expect(history.body.result.map((h) => h.action)).toEqual(['create', 'update', 'update', 'submit', 'confirm']);
  });

  it('lists only the parties\' lists, and the terminal picker', async () => {
    const mine = await forwarder.call<{ data: PackingList[] }>('GET', URL, undefined, { containerNo: containerNo.slice(0, 8) });
    expect(mine.body.result.data.length).toBeGreaterThan(0);
    const theirs = await other.call<{ data: PackingList[] }>('GET', URL, undefined, { containerNo: containerNo.slice(0, 8) });
    expect(theirs.body.result.data).toEqual([]);
    const terminals = await forwarder.call<{ data: Array<{ id: string }> }>('GET', '/packing/terminals');
    expect(terminals.body.result.data.some((t) => t.id === terminalId)).toBe(true);
  });
});
