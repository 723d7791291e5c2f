/**
 * Barcode pick-up (issue 15, /barcodeLifting) on the entity mechanism: the forwarder applies for a barcode per
 * container of its approved release (containers checked, a container once), the fee is held from its prepayment;
 * the yard the release names checks the barcode at the gate and confirms the lift, which settles the fee; a used,
 * cancelled, expired or another yard's barcode is refused with its reason; of two concurrent confirmations only one
 * succeeds; another company neither reads nor cancels the barcode.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BARCODE_PATTERN, barcodeCheck, isValidBarcode } from '@port/sdk/domains/barcode';
import { startApp } from './helpers';
import { addCompanyWithUser, Caller, ctn, MOBILES } from './trucking-helpers';

interface Lift {
  id: string; barcodeNo: string; status: string; allowedActions: string[]; version: number; ctnNo: string; truckPlate: string; releaseNo: string | null;
  yardName: string | null; validUntil: string; feeCents: number; liftTime: string | null;
}
interface Refusal { msg: string; field?: string }

const URL = '/barcode/lifts';
const OTHER_FORWARDER = '13800000045';
const YARD = '13800000008';
const TERMINAL = '13800000006';
const CTNS = [ctn('MSKU', 735_001), ctn('MSKU', 735_002), ctn('MSKU', 735_003), ctn('MSKU', 735_004)];

describe('barcode pick-up', () => {
  let app: FastifyInstance;
  let forwarder: Caller;
  let yard: Caller;
  let terminal: Caller;
  let other: Caller;
  let releaseId: string;

  beforeAll(async () => {
    app = await startApp();
    await addCompanyWithUser(app, { code: 'FWD045', name: '甬城国际货运代理有限公司', kind: 'forwarder' }, { mobile: OTHER_FORWARDER, name: '另一货代', roleKey: 'FORWARDER' });
    [forwarder, yard, terminal, other] = await Caller.all(app, [MOBILES.forwarder, YARD, TERMINAL, OTHER_FORWARDER]);
    const db = app.services.db;
    const id = async (code: string) => (await db.selectFrom('companies').select('company_id').where('company_code', '=', code).executeTakeFirstOrThrow()).company_id;
    const [fwd, agent, yd] = [await id('FWD001'), await id('AGT001'), await id('YRD001')];
    const valid = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const made = await db.insertInto('pickup_applications').values({
      apply_no: 'TX260101735001', status: 'released', company_id: fwd, agent_company_id: agent, kind: 'laden', trade: 'foreign', bl_no: 'DHSANGB7350001',
      size_type: '40HC', quantity: 3, containers: CTNS.slice(0, 3).join(','), seal_nos: 'NB735001,NB735002,NB735003', pickup_date: valid, release_no: 'FX735001',
      release_yard_id: yd, released_size_type: '40HC', released_quantity: 3, released_containers: CTNS.slice(0, 3).join(','), valid_until: valid,
    }).returning('id').executeTakeFirstOrThrow();
    releaseId = String(made.id);
  });
  afterAll(() => app.close());

  const apply = (who: Caller, ctnNo: string, extra: Record<string, unknown> = {}) =>
    who.call<Lift>('POST', URL, { applicationId: releaseId, ctnNo, truckPlate: '浙B3K721', ...extra });
  const gate = (who: Caller, code: string) => who.call<Lift>('GET', `/barcode/gate/${encodeURIComponent(code)}`);
  const lift = (who: Caller, l: Lift) => who.call<Lift>('POST', `${URL}/${l.id}/transitions`, { action: 'lift', version: l.version });
  const msg = (r: { body: unknown }) => (r.body as Refusal).msg;

  it('issues a barcode per released container, holds its fee, and the yard lifts it at the gate once (happy path, reuse refused)', async () => {
    const releases = (await forwarder.call<{ data: Array<{ id: string; releaseNo: string }> }>('GET', '/barcode/releases')).body.result.data;
    expect(releases.some((r) => r.id === releaseId && r.releaseNo === 'FX735001')).toBe(true);

    const heldBefore = await holds('held');
    const made = await apply(forwarder, CTNS[0]!.toLowerCase());
    expect(made.status).toBe(200);
    const b = made.body.result;
    expect(b).toMatchObject({ status: 'issued', ctnNo: CTNS[0], truckPlate: '浙B3K721', releaseNo: 'FX735001', yardName: '中技集装箱堆场有限公司', feeCents: 5_000, allowedActions: ['cancel'] });
    expect(b.barcodeNo).toMatch(BARCODE_PATTERN);
    expect(isValidBarcode(b.barcodeNo)).toBe(true);
    expect(await holds('held')).toBe(heldBefore + 1);

    // A container once; a container the agent did not release; a malformed plate.
    expect(msg(await apply(forwarder, CTNS[0]!))).toBe('该箱已有有效的提箱条码，一个箱只能申请一次');
    expect((await apply(forwarder, CTNS[3]!)).body).toMatchObject({ msg: `箱号 ${CTNS[3]} 不在该放箱单的放箱箱号中`, field: 'body.ctnNo' });
    expect((await apply(forwarder, 'MSKU7350019')).body).toMatchObject({ field: 'body.ctnNo' });
    expect((await apply(forwarder, CTNS[1]!, { truckPlate: 'B12' })).body).toMatchObject({ field: 'body.truckPlate' });

    // The gate: a mistyped barcode, then the valid one shows container, truck and release with the lift.
    const typo = `${b.barcodeNo.slice(0, -1)}${b.barcodeNo.endsWith('0') ? '1' : '0'}`;
    expect(((await gate(yard, typo)).body as unknown as Refusal).msg).toBe('条码格式或校验位不正确，请重新扫描或核对输入');
    const seen = await gate(yard, b.barcodeNo.toLowerCase().replace(/(.{4})/g, '$1 '));
    expect(seen.status).toBe(200);
    expect(seen.body.result).toMatchObject({ ctnNo: CTNS[0], truckPlate: '浙B3K721', releaseNo: 'FX735001', allowedActions: ['lift'] });

    // The forwarder cannot lift its own; the yard can.
    expect((await lift(forwarder, seen.body.result)).status).toBe(403);
    const done = await lift(yard, seen.body.result);
    expect(done.status).toBe(200);
    expect(done.body.result.status).toBe('used');
    expect(done.body.result.liftTime).toBeTruthy();
    expect(await holds('settled', b.barcodeNo)).toBe(1);

    // Reuse is refused at the gate with the time it was used, and by the transition.
    const again = await gate(yard, b.barcodeNo);
    expect(again.status).toBe(409);
    expect(msg(again)).toMatch(/^该条码已于 .+ 提箱，不能重复使用$/);
    expect((await lift(yard, done.body.result)).status).toBe(409);
    const en = await yard.app.inject({ method: 'GET', url: `/new/api/barcode/gate/${b.barcodeNo}`, headers: { authorization: `Bearer ${yard.token}`, 'accept-language': 'en-US' } });
    expect((en.json() as Refusal).msg).toMatch(/^This barcode was used for a pick-up at /);
  });

  it('refuses another company (404), another yard (its reason), a cancelled and an expired barcode', async () => {
    const b = (await apply(forwarder, CTNS[1]!)).body.result;
    // Another forwarder neither reads nor cancels it, nor applies against the release.
    expect((await other.call('GET', `${URL}/${b.id}`)).status).toBe(404);
    expect((await other.call<{ data: Lift[] }>('GET', URL)).body.result.data.some((x) => x.id === b.id)).toBe(false);
    expect((await other.call('POST', `${URL}/${b.id}/transitions`, { action: 'cancel', version: b.version })).status).toBe(404);
    expect((await apply(other, CTNS[2]!)).body).toMatchObject({ msg: '放箱单不存在、未放箱或不属于本公司', field: 'body.applicationId' });
    // The terminal is not the yard the release names.
    const wrong = await gate(terminal, b.barcodeNo);
    expect(wrong.status).toBe(403);
    expect(msg(wrong)).toBe('该条码不是本堆场的提箱条码，请到 中技集装箱堆场有限公司 提箱');
    expect((await terminal.call('POST', `${URL}/${b.id}/transitions`, { action: 'lift', version: b.version })).status).toBe(404);

    // Cancelled: the fee returns, the gate refuses it, the container may be applied for again.
    const cancelled = (await forwarder.call<Lift>('POST', `${URL}/${b.id}/transitions`, { action: 'cancel', version: b.version })).body.result;
    expect(cancelled.status).toBe('cancelled');
    expect(await holds('released', b.barcodeNo)).toBe(1);
    expect(msg(await gate(yard, b.barcodeNo))).toBe('该条码已作废，不能提箱');
    const again = (await apply(forwarder, CTNS[1]!)).body.result;
    expect(again.status).toBe('issued');

    // Expired: past the release's validity the gate expires it, releases the fee and refuses it.
    await app.services.db.updateTable('barcode_lifts').set({ valid_until: '2020-01-01' }).where('id', '=', again.id).execute();
    const expired = await gate(yard, again.barcodeNo);
    expect(expired.status).toBe(409);
    expect(msg(expired)).toBe('该条码已于 2020-01-01 过期，不能提箱');
    expect((await forwarder.call<Lift>('GET', `${URL}/${again.id}`)).body.result.status).toBe('expired');
    expect(await holds('released', again.barcodeNo)).toBe(1);
    // Unknown barcodes are 404 with the code named.
    const unknown = `TM${'0'.repeat(16)}${barcodeCheck('0'.repeat(16))}`;
    expect((await gate(yard, unknown)).body).toMatchObject({ msg: `条码 ${unknown} 不存在` });
  });

  it('of two concurrent confirmations at the gate only one succeeds, and the fee is settled once', async () => {
    const b = (await apply(forwarder, CTNS[2]!)).body.result;
    const seen = (await gate(yard, b.barcodeNo)).body.result;
    const results = await Promise.all([lift(yard, seen), lift(yard, seen)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await holds('settled', b.barcodeNo)).toBe(1);
    // The release's three containers all have live barcodes now (one cancelled, one expired do not count).
    const fourth = await apply(forwarder, CTNS[1]!);
    expect(fourth.status).toBe(200);
    expect(msg(await apply(forwarder, CTNS[1]!))).toBe('该箱已有有效的提箱条码，一个箱只能申请一次');
  });

  it('箱动态录入 reads the barcode: a paid one lets its container out once (lifting it), a cancelled or expired one is refused with its reason', async () => {
    const db = app.services.db;
    const id = async (code: string) => (await db.selectFrom('companies').select('company_id').where('company_code', '=', code).executeTakeFirstOrThrow()).company_id;
    const [fwd, agent, yd] = [await id('FWD001'), await id('AGT001'), await id('YRD001')];
    const valid = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const own = [ctn('MSKU', 736_001), ctn('MSKU', 736_002), ctn('MSKU', 736_003)];
    // A size/type no other release at the yard gives (45HC), so the barcode is the container's only authority.
    const made = await db.insertInto('pickup_applications').values({
      apply_no: 'TX260101736001', status: 'released', company_id: fwd, agent_company_id: agent, kind: 'laden', trade: 'foreign', bl_no: 'DHSANGB7360001',
      size_type: '45HC', quantity: 3, containers: own.join(','), seal_nos: 'NB736001,NB736002,NB736003', pickup_date: valid, release_no: 'FX736001',
      release_yard_id: yd, released_size_type: '45HC', released_quantity: 3, released_containers: own.join(','), valid_until: valid,
    }).returning('id').executeTakeFirstOrThrow();
    const applyOwn = (ctnNo: string) => forwarder.call<Lift>('POST', URL, { applicationId: String(made.id), ctnNo, truckPlate: '浙B3K721' });
    const gateOut = (ctnNo: string, lang = 'zh-CN') => yard.app.inject({
      method: 'POST', url: '/new/api/open/gateMoves', payload: { containerNo: ctnNo, event: 'gateOut', sizeType: 'L5G1', emptyFull: 'F' },
      headers: { authorization: `Bearer ${yard.token}`, 'accept-language': lang },
    });

    // Paid (fee held) and valid: the container leaves on its barcode, which the gate-out lifts (fee settled, trail).
    const paid = (await applyOwn(own[0]!)).body.result;
    expect((await gateOut(own[0]!)).statusCode).toBe(200);
    const lifted = (await forwarder.call<Lift>('GET', `${URL}/${paid.id}`)).body.result;
    expect(lifted.status).toBe('used');
    expect(lifted.liftTime).toBeTruthy();
    expect(await holds('settled', paid.barcodeNo)).toBe(1);
    const trail = await forwarder.call<Array<{ action: string }>>('GET', `${URL}/${paid.id}/history`);
    expect(trail.body.result.map((h) => h.action)).toContain('lift');
    // It served once: the release it was issued under does not let the container out again.
    expect(((await gateOut(own[0]!)).json() as Refusal).msg).toBe(`箱 ${own[0]} 没有有效的放箱单或提箱预约，不能出闸`);

    // Cancelled, its fee returned: refused, though the release names the container.
    const cancelledOne = (await applyOwn(own[1]!)).body.result;
    await forwarder.call('POST', `${URL}/${cancelledOne.id}/transitions`, { action: 'cancel', version: cancelledOne.version });
    const unpaid = await gateOut(own[1]!);
    expect(unpaid.statusCode).toBe(409);
    expect((unpaid.json() as Refusal).msg).toBe(`箱 ${own[1]} 的提箱条码 ${cancelledOne.barcodeNo} 已作废、费用未付，不能出闸`);
    expect(((await gateOut(own[1]!, 'en-US')).json() as Refusal).msg)
      .toBe(`The pick-up barcode ${cancelledOne.barcodeNo} of container ${own[1]} was cancelled and its fee is not paid; it may not leave the gate`);

    // Expired with its release: refused with the date, in the caller's language.
    const late = (await applyOwn(own[2]!)).body.result;
    await db.updateTable('barcode_lifts').set({ valid_until: '2020-01-01' }).where('id', '=', late.id).execute();
    await db.updateTable('pickup_applications').set({ valid_until: '2020-01-01' }).where('id', '=', String(made.id)).execute();
    expect(((await gateOut(own[2]!)).json() as Refusal).msg).toBe(`箱 ${own[2]} 的提箱条码已于 2020-01-01 过期，不能出闸`);
    expect(((await gateOut(own[2]!, 'pt-BR')).json() as Refusal).msg).toBe(`O código de barras de retirada do contêiner ${own[2]} venceu em 2020-01-01; ele não pode sair pelo gate`);
    expect(await holds('held', late.barcodeNo)).toBe(1);
  });

  async function holds(status: string, key?: string): Promise<number> {
    let q = app.services.db.selectFrom('ledger_holds').select((eb) => eb.fn.countAll<string>().as('n')).where('business_type', '=', 'BARCODE').where('status', '=', status);
    if (key) q = q.where('business_key', '=', key);
    return Number((await q.executeTakeFirstOrThrow()).n);
  }
});
