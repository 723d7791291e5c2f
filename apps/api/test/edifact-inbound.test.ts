/**
 * The message hub's inbound EDIFACT (issue 25 parts 1 and 4): a terminal's system sends CODECO and COARRI through the
 * open API with its key (or its staff upload them); each message applies whole or not at all through the gate
 * screen's code path; the answers are CONTRL and APERAK; a duplicate is not applied twice; the log shows each
 * interchange to its company only.
 *
 * The inbound samples follow the examples of SMDG's message implementation guides (CODECO D.95B ITG "gate-in
 * report", COARRI D.95B "discharge report": NAD+MS/CF, EQD+CN with ISO size-type, DTM+7/203, LOC+165/147, TDT+1
 * truck / TDT+20 vessel, CNT+16), rewritten with our demo parties; none of them comes from our own writer. The answers
 * and our CODECO are read back by the independent npm package `edifact`.
 */
import type { FastifyInstance } from 'fastify';
import { Reader } from 'edifact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codecoInterchange } from '../src/domains/edi/codeco';
import { bearer, FORWARDER, startApp, tokenFor } from './helpers';

let app: FastifyInstance;
let terminal = '';
let forwarder = '';
let terminalCompany = '';
let place = '';
let key = '';
const TERMINAL = '13800000006';

type Receipt = { id: string; duplicate: boolean; status: string; messages: Array<{ reference: string; status: string }>; contrl: string | null; aperak: string | null; problems: Array<Record<string, unknown>> };
type Segment = { name: string; elements: string[][] };

/**
 * The independent reader, validating segments and elements against its D.96A-like tables. Two adjustments, both its
 * limits and not ours: UNOW (UTF-8) is not among its levels, UNOY (the same repertoire) is; and it counts an omitted
 * conditional composite as present, so TDT's empty C401 (before the plate in C222) would need its 2 mandatory
 * components: C401 is declared optional to it.
 */
function readBack(text: string): Segment[] {
  const reader = new Reader();
  reader._validator.define({ C401: { requires: 0, components: ['an..3', 'an..3', 'an..17'] } });
  return reader.parse(text.replace('UNB+UNOW:', 'UNB+UNOY:')) as Segment[];
}

/** Check digits computed by ISO 6346 for the demo containers the samples name. */
function containerNo(owner: string, serial: number): string {
  const body = `${owner}${String(serial).padStart(6, '0')}`;
  const value = (c: string) => {
    if (/\d/.test(c)) return Number(c);
    const n = 10 + c.charCodeAt(0) - 65;
    return n + Math.floor((n - 1) / 10);
  };
  const sum = [...body].reduce((s, c, i) => s + value(c) * 2 ** i, 0);
  return `${body}${(sum % 11) % 10}`;
}

const codeco = (ref: string, containers: string[], opts: { event?: '34' | '36'; terminalCode?: string; untCount?: number } = {}) => {
  const groups = containers.flatMap((c, i) => [
    `EQD+CN+${c}+22G1:102:5++2+5'`,
    `RFF+BM:MAEU045W${String(i + 1).padStart(4, '0')}'`,
    `DTM+7:202611280${i}15:203'`,
    `LOC+165+CNNGB:139:6+${opts.terminalCode ?? place}:TER:ZZZ'`,
    `NAD+CF+MSK:160:ZZZ'`,
    `TDT+1++3+31++++浙B1234${i}:146'`,
  ]);
  const body = [`UNH+1+CODECO:D:95B:UN:ITG14'`, `BGM+${opts.event ?? '34'}+GI${ref}+9'`, `NAD+MS+TMLNGB:160:ZZZ'`, ...groups, `CNT+16:${containers.length}'`];
  return [
    "UNA:+.? '",
    `UNB+UNOW:4+TMLNGB:ZZZ+PORTOP:ZZZ+261128:0930+${ref}'`,
    ...body,
    `UNT+${opts.untCount ?? body.length + 1}+1'`,
    `UNZ+1+${ref}'`,
  ].join('\n');
};

const coarri = (ref: string, containers: string[]) => {
  const groups = containers.flatMap((c) => [`EQD+CN+${c}+45G1:102:5++3+5'`, `DTM+203:202611281030:203'`, `LOC+147+0120482::5'`, `LOC+9+CNNGB:139:6+${place}:TER:ZZZ'`]);
  const body = [`UNH+M1+COARRI:D:95B:UN:ITG12'`, `BGM+44+DS${ref}+9'`, `TDT+20+045W+1++MSK:172:20+++9321483:146::MAERSK NINGBO'`, `NAD+CF+MSK:160:20'`, ...groups, `CNT+16:${containers.length}'`];
  return ["UNA:+.? '", `UNB+UNOC:3+TMLNGB:ZZZ+PORTOP:ZZZ+261128:1100+${ref}'`, ...body, `UNT+${body.length + 1}+M1'`, `UNZ+1+${ref}'`].join('\n');
};

const send = async (text: string, apiKey = key) => {
  const res = await app.inject({ method: 'POST', url: '/new/api/open/v1/edifact', headers: { 'x-api-key': apiKey, 'content-type': 'text/plain; charset=utf-8' }, payload: text });
  return res;
};
const receipt = async (text: string): Promise<Receipt> => {
  const res = await send(text);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Receipt;
};
const movesOf = (c: string) => app.services.db.selectFrom('portal_container_moves').select(['id', 'event', 'place']).where('container_no', '=', c).orderBy('event_time').orderBy('seq').execute();

beforeAll(async () => {
  app = await startApp({ openApi: { rateLimit: 1000, retryBaseMs: 1_000, worker: false, allowPrivateTargets: false } });
  terminal = await tokenFor(app, TERMINAL);
  forwarder = await tokenFor(app, FORWARDER);
  const db = app.services.db;
  terminalCompany = (await db.selectFrom('users').select('company_id').where('mobile', '=', TERMINAL).executeTakeFirstOrThrow()).company_id!;
  place = (await db.selectFrom('vessel_voyages').select('terminal_code').where('terminal_company_id', '=', terminalCompany).where('terminal_code', 'is not', null).limit(1).executeTakeFirst())?.terminal_code
    ?? (await db.selectFrom('companies').select('company_code').where('company_id', '=', terminalCompany).executeTakeFirstOrThrow()).company_code;
  // The terminal's system holds a key of an approved CONTAINER_EVENTS subscription.
  const applied = await app.inject({ method: 'POST', url: '/new/api/portal/apiSubscriptions', headers: bearer(terminal), payload: { productCode: 'CONTAINER_EVENTS', purpose: 'TOS 对接', contactName: '赵主管', contactMobile: TERMINAL } });
  expect(applied.statusCode, applied.body).toBe(200);
  const id = (applied.json() as { result: { id: string } }).result.id;
  const admin = await tokenFor(app, '13800000001');
  expect((await app.inject({ method: 'POST', url: `/new/api/portal/apiSubscriptions/${id}/review`, headers: bearer(admin), payload: { status: '1' } })).statusCode).toBe(200);
  key = ((await app.inject({ method: 'POST', url: `/new/api/portal/apiSubscriptions/${id}/keys`, headers: bearer(terminal), payload: {} })).json() as { result: { key: string } }).result.key;
}, 240_000);
afterAll(async () => app.close());

describe('inbound EDIFACT', () => {
  const c1 = containerNo('MSKU', 250001);
  const c2 = containerNo('MSKU', 250002);
  const c3 = containerNo('TGHU', 250003);
  const c4 = containerNo('TGHU', 250004);

  it('rejects an interchange whose UNB sender is not an identity of the key\'s company (CONTRL 23 on UNB element 2)', async () => {
    const r = await receipt(codeco('TML0001', [c1]));
    expect(r.status).toBe('syntaxError');
    expect(r.problems[0]).toMatchObject({ kind: 'syntax', code: '23', segment: 'UNB', element: 2 });
    const uci = readBack(r.contrl!).find((s) => s.name === 'UCI')!;
    expect(uci.elements).toEqual([['TML0001'], ['TMLNGB', 'ZZZ'], ['PORTOP', 'ZZZ'], ['4'], ['23'], ['UNB'], ['2']]);
    expect(await movesOf(c1)).toEqual([]);
  });

  it('lets each company declare its identities, one company per identity', async () => {
    const add = await app.inject({ method: 'POST', url: '/new/api/edi/parties', headers: bearer(terminal), payload: { ediId: 'tmlngb', qualifier: 'ZZZ' } });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().result).toMatchObject({ ediId: 'TMLNGB', qualifier: 'ZZZ', companyId: terminalCompany });
    const taken = await app.inject({ method: 'POST', url: '/new/api/edi/parties', headers: { ...bearer(forwarder), 'accept-language': 'en-US' }, payload: { ediId: 'TMLNGB', qualifier: 'ZZZ' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe('This EDI identity is already in use');
    const mine = await app.inject({ method: 'GET', url: '/new/api/edi/parties', headers: bearer(forwarder) });
    expect(mine.json().result.data).toEqual([]);
    expect(mine.json().result.portId).toBe('PORTOP');
  });

  it('applies a CODECO gate-in through the gate screen\'s path and answers an accepting CONTRL', async () => {
    // A webhook on c1 (as the open API's subscription writes it): the applied message queues its delivery.
    const keyId = (await app.services.db.selectFrom('api_keys').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).id;
    await app.services.db.insertInto('open_webhooks').values({ company_id: terminalCompany, key_id: keyId, container_no: c1, bill_no: null, events: JSON.stringify(['gateIn']), url: 'https://example.com/hook', email: null, secret: 'x'.repeat(32) }).execute();
    const r = await receipt(codeco('TML0002', [c1, c2]));
    expect(r).toMatchObject({ status: 'applied', duplicate: false, messages: [{ reference: '1', status: 'applied' }], aperak: null, problems: [] });
    expect((await movesOf(c1)).map((m) => [m.event, m.place])).toEqual([['gateIn', place]]);
    expect((await movesOf(c2)).map((m) => m.event)).toEqual(['gateIn']);
    const queued = await app.services.db.selectFrom('open_event_outbox').select('id').where('container_no', '=', c1).execute();
    expect(queued).toHaveLength(1);
    const contrl = readBack(r.contrl!);
    expect(contrl.find((s) => s.name === 'UCI')!.elements[3]).toEqual(['7']);
    expect(contrl.find((s) => s.name === 'UCM')!.elements).toEqual([['1'], ['CODECO', 'D', '95B', 'UN'], ['7']]);
  });

  it('recognises a duplicate interchange and does not apply it twice', async () => {
    const r = await receipt(codeco('TML0002', [c1, c2]));
    expect(r).toMatchObject({ duplicate: true, status: 'applied' });
    expect(await movesOf(c1)).toHaveLength(1);
  });

  it('rejects a wrong UNT count in the CONTRL, naming segment and element, and applies nothing', async () => {
    const r = await receipt(codeco('TML0003', [c3], { untCount: 99 }));
    expect(r.status).toBe('syntaxError');
    expect(r.problems).toEqual([expect.objectContaining({ code: '29', segment: 'UNT', segmentPosition: 11, element: 1 })]);
    const contrl = readBack(r.contrl!);
    expect(contrl.find((s) => s.name === 'UCM')!.elements[2]).toEqual(['4']);
    expect(contrl.find((s) => s.name === 'UCS')!.elements[0]).toEqual(['11']);
    expect(contrl.find((s) => s.name === 'UCD')!.elements).toEqual([['29'], ['1']]);
    expect(await movesOf(c3)).toEqual([]);
  });

  it('refuses a COARRI message whole when one container is held by another company (APERAK), and replays it after the cause is gone', async () => {
    // c4 is in another company's yard.
    await app.services.db.insertInto('portal_container_moves').values({ container_no: c4, size_type: '45G1', line_code: 'MSK', empty_full: 'F', event: 'gateIn', event_time: new Date('2026-11-27T00:00:00Z'), place: 'ZZYARD', vessel_code: null, voyage: null, bill_no: null, seal_no: null, port_code: null, yard_location: null, truck_license: null }).execute();
    const r = await receipt(coarri('TML0004', [c3, c4]));
    expect(r.status).toBe('refused');
    expect(r.problems).toEqual([expect.objectContaining({ kind: 'business', code: 'HELD', segment: 'EQD', containerNo: c4 })]);
    // Whole or nothing: c3, before c4 in the same message, was not recorded either.
    expect(await movesOf(c3)).toEqual([]);
    const aperak = readBack(r.aperak!);
    expect(aperak.find((s) => s.name === 'UNH')!.elements[1]).toEqual(['APERAK', 'D', '95B', 'UN']);
    expect(aperak.find((s) => s.name === 'ERC')!.elements).toEqual([['HELD']]);
    expect(aperak.find((s) => s.name === 'RFF' && s.elements[0]![0] === 'ACW')!.elements[0]).toEqual(['ACW', 'M1']);
    expect(readBack(r.contrl!).find((s) => s.name === 'UCM')!.elements[2]).toEqual(['7']);

    // The cause goes (the container leaves the other yard); the terminal's staff replay the refused interchange.
    await app.services.db.insertInto('portal_container_moves').values({ container_no: c4, size_type: '45G1', line_code: 'MSK', empty_full: 'F', event: 'gateOut', event_time: new Date('2026-11-27T06:00:00Z'), place: 'ZZYARD', vessel_code: null, voyage: null, bill_no: null, seal_no: null, port_code: null, yard_location: null, truck_license: null }).execute();
    const replay = await app.inject({ method: 'POST', url: `/new/api/edi/messages/${r.id}/replay`, headers: bearer(terminal) });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json().result).toMatchObject({ status: 'applied' });
    expect((await movesOf(c3)).map((m) => m.event)).toEqual(['discharge']);
    expect((await movesOf(c4)).map((m) => m.event)).toEqual(['gateIn', 'gateOut', 'discharge']);
    const again = await app.inject({ method: 'POST', url: `/new/api/edi/messages/${r.id}/replay`, headers: { ...bearer(terminal), 'accept-language': 'en-US' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('Only a refused or partly applied interchange can be replayed');
  });

  it('refuses a terminal code that is not the sender\'s', async () => {
    const r = await receipt(codeco('TML0005', [containerNo('MSKU', 250005)], { terminalCode: 'NOTOURS' }));
    expect(r.status).toBe('refused');
    expect(r.problems[0]).toMatchObject({ code: 'PARTY', segment: 'EQD', segmentPosition: 4 });
  });

  it('answers a truncated interchange, an unreleased service character, a zip and an oversized body', async () => {
    const full = codeco('TML0006', [containerNo('MSKU', 250006)]);
    const truncated = await receipt(full.slice(0, full.indexOf('CNT+16')));
    expect(truncated.status).toBe('syntaxError');
    expect(truncated.problems.map((p) => p.segment)).toEqual(expect.arrayContaining(['UNT', 'UNZ']));
    const unreleased = await receipt(codeco('TML0007', [containerNo('MSKU', 250007)]).replace('MAEU045W0001', "MAEU'045"));
    expect(unreleased.status).toBe('syntaxError');
    expect(unreleased.problems[0]).toMatchObject({ segment: '045', code: '22' });
    // A zip holds control characters (NUL): the server refuses such a text body before the hub reads it.
    const zip = await send('PK\u0003\u0004\u0014\u0000\u0000\u0000garbage');
    expect(zip.statusCode).toBe(400);
    const notEdifact = await receipt('PK zipped: not an interchange');
    expect(notEdifact.status).toBe('syntaxError');
    expect(notEdifact.problems[0]).toMatchObject({ segment: 'UNB', code: '13' });
    const big = await app.inject({ method: 'POST', url: '/new/api/open/v1/edifact', headers: { 'x-api-key': key, 'content-type': 'text/plain', 'accept-language': 'en-US' }, payload: `${full}${' '.repeat(600 * 1024)}` });
    expect(big.statusCode).toBe(413);
    expect(big.json().msg).toBe('The interchange exceeds the 512 KB limit');
    const none = await app.inject({ method: 'POST', url: '/new/api/open/v1/edifact', headers: { 'content-type': 'text/plain' }, payload: full });
    expect(none.statusCode).toBe(401);
  });

  it('takes an upload from the console and keeps each company\'s log to itself', async () => {
    const up = await app.inject({ method: 'POST', url: '/new/api/edi/messages', headers: bearer(terminal), payload: { fileName: 'gateout.edi', text: codeco('TML0008', [c1], { event: '36' }) } });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().result.status).toBe('applied');
    expect((await movesOf(c1)).map((m) => m.event)).toEqual(['gateIn', 'gateOut']);

    const log = await app.inject({ method: 'GET', url: `/new/api/edi/messages?containerNo=${c1.toLowerCase()}`, headers: bearer(terminal) });
    expect(log.statusCode).toBe(200);
    const entries = log.json().result.data as Array<{ id: string; controlReference: string; status: string; channel: string; records: unknown[]; hasContrl: boolean }>;
    expect(entries.map((e) => [e.controlReference, e.status, e.channel])).toEqual([['TML0008', 'applied', 'upload'], ['TML0002', 'applied', 'api'], ['TML0001', 'syntaxError', 'api']]);
    expect(entries[1]!.records).toHaveLength(2);
    const byRef = await app.inject({ method: 'GET', url: '/new/api/edi/messages?reference=DSTML0004', headers: bearer(terminal) });
    expect(byRef.json().result.data.map((e: { controlReference: string }) => e.controlReference)).toEqual(['TML0004']);

    const raw = await app.inject({ method: 'GET', url: `/new/api/edi/messages/${entries[1]!.id}/text`, headers: bearer(terminal) });
    expect(raw.statusCode).toBe(200);
    expect(raw.body).toContain('UNB+UNOW:4+TMLNGB:ZZZ');
    const contrl = await app.inject({ method: 'GET', url: `/new/api/edi/messages/${entries[1]!.id}/text?part=contrl`, headers: bearer(terminal) });
    expect(contrl.body).toContain('UCI+TML0002');

    // Another company sees none of it, cannot download or replay it.
    const other = await app.inject({ method: 'GET', url: `/new/api/edi/messages?containerNo=${c1}`, headers: bearer(forwarder) });
    expect(other.json().result.data).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `/new/api/edi/messages/${entries[1]!.id}/text`, headers: bearer(forwarder) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/new/api/edi/messages/${entries[2]!.id}/replay`, headers: bearer(forwarder) })).statusCode).toBe(404);
    // Platform staff read every company's.
    const admin = await tokenFor(app, '13800000001');
    const all = await app.inject({ method: 'GET', url: `/new/api/edi/messages?containerNo=${c1}`, headers: bearer(admin) });
    expect(all.json().result.data.length).toBe(3);
  });

  it('writes a CODECO the independent reader reads', () => {
    const text = codecoInterchange([{ containerNo: c1, sizeType: '22G1', emptyFull: 'F', direction: 'gateIn', time: '2026-11-28 09:15:00', place: 'BLCT', lineCode: 'MSK', billNo: "BL+1'", truckLicense: '浙B12345' }], {
      sender: 'PORTOP', recipient: 'TMLNGB', reference: 'E2611280915', prepared: '2026-11-28 09:20:00', portCode: 'CNNGB',
    });
    const segments = readBack(text);
    expect(segments.find((s) => s.name === 'EQD')!.elements[1]).toEqual([c1]);
    expect(segments.find((s) => s.name === 'RFF')!.elements[0]).toEqual(['BM', "BL+1'"]);
    expect(segments.at(-1)!.elements).toEqual([['1'], ['E2611280915']]);
  });
});
