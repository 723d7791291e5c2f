/**
 * Weighing orders (issue 15, weighbridge) on the entity mechanism: a forwarder orders the weighing of an export
 * container (VGM declaration per SOLAS), the fee is held from its prepayment; the terminal records tare and gross, the
 * server computes net and VGM, writes the weighing list (documents kind WEIGH, SheetPrint) and settles the fee; the
 * forwarder confirms the VGM. Implausible weights, the wrong party, another company and wrong states are refused; a
 * cancellation releases the fee; a company without prepayment cannot order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startApp } from './helpers';
import { addCompanyWithUser, Caller, ctn, MOBILES } from './trucking-helpers';

interface Order {
  id: string; weighNo: string; status: string; allowedActions: string[]; version: number; containerNo: string; truckLicense: string; feeCents: number;
  tareKg: number | null; grossKg: number | null; netKg: number | null; vgmKg: number | null; weighListId: string | null; weigher: string | null; cancelReason: string | null;
  vgmMethod: string | null;
}
interface Refusal { msg: string; field?: string }

const URL = '/weigh/orders';
const unread = async (who: Caller) =>
  (await who.call<{ allCount: number }>('GET', '/message/messageTemplate/queryUnReadNotice')).body.result.allCount;
const TERMINAL = '13800000006';
const OTHER_FORWARDER = '13800000045';

describe('weighing orders', () => {
  let app: FastifyInstance;
  let forwarder: Caller;
  let terminal: Caller;
  let fleet: Caller;
  let other: Caller;
  let terminalId: string;

  beforeAll(async () => {
    app = await startApp();
    await addCompanyWithUser(app, { code: 'FWD045', name: '甬城国际物流有限公司', kind: 'forwarder' }, { mobile: OTHER_FORWARDER, name: '另一货代', roleKey: 'FORWARDER' });
    [forwarder, terminal, fleet, other] = await Caller.all(app, [MOBILES.forwarder, TERMINAL, MOBILES.fleet, OTHER_FORWARDER]);
    const terminals = await forwarder.call<{ data: Array<{ id: string; name: string }> }>('GET', '/weigh/terminals');
    expect(terminals.status).toBe(200);
    terminalId = terminals.body.result.data[0]!.id;
  });
  afterAll(() => app.close());

  const body = (extra: Record<string, unknown> = {}) => ({
    terminalId, station: 'WL', direction: 'export', containerNo: ctn('MSKU', 731_205), ctnSize: '40', ctnType: 'HC', sealNo: 'sl770001', truckLicense: '浙b 6q213',
    cargoName: '五金工具', vgmMethod: '1', vgmResponsibleParty: '宁波港城进出口有限公司', vgmSignatory: '陈明', ...extra,
  });
  const transition = (who: Caller, o: Order, action: string, extra: Record<string, unknown> = {}) =>
    who.call<Order>('POST', `${URL}/${o.id}/transitions`, { action, version: o.version, ...extra });

  it('refuses a wrong check digit, a bad plate and an export without its VGM declaration, naming the field', async () => {
    const bad = async (extra: Record<string, unknown>) => {
      const res = await forwarder.call('POST', URL, body(extra));
      expect(res.status).toBe(400);
      return res.body as unknown as Refusal;
    };
    expect(await bad({ containerNo: 'MSKU7312050' === ctn('MSKU', 731_205) ? 'MSKU7312051' : 'MSKU7312050' })).toMatchObject({ field: 'body.containerNo' });
    expect(await bad({ truckLicense: 'B12' })).toMatchObject({ field: 'body.truckLicense' });
    expect(await bad({ vgmSignatory: null })).toMatchObject({ msg: '出口箱须填写VGM称重方法、责任方和授权签字人', field: 'body.vgmSignatory' });
  });

  it('orders, the terminal weighs, net and VGM are computed, the weighing list opens and the fee is settled', async () => {
    const terminalUnread = await unread(terminal);
    const made = await forwarder.call<Order>('POST', URL, body());
    expect(made.status).toBe(200);
    let o = made.body.result;
    // The terminal is told of the new order (its bell; the notice names the order and the container).
    expect(await unread(terminal)).toBe(terminalUnread + 1);
    const notices = await terminal.call<{ data: Array<{ title: string; content: string }> }>('POST', '/message/messageTemplate/queryPageNoticeList', { pageNo: 1, pageSize: 10, title: o.weighNo });
    expect(notices.body.result.data.map((n) => n.title)).toEqual([`新的过磅委托：${o.weighNo}`]);
    expect(notices.body.result.data[0]!.content).toContain(o.containerNo);
    // Not the forwarder who ordered.
    expect((await forwarder.call<{ data: unknown[] }>('POST', '/message/messageTemplate/queryPageNoticeList', { pageNo: 1, pageSize: 10, title: o.weighNo })).body.result.data).toEqual([]);
    // The fee is the terminal's yard tariff weighing item (the forwarder has no custom rate of it).
    const item = await app.services.db.selectFrom('yardfee_items').select('price_cents').where('company_id', '=', terminalId).where('item_code', '=', 'WEIGH').executeTakeFirstOrThrow();
    expect(o).toMatchObject({ status: 'ordered', truckLicense: '浙B6Q213', feeCents: Number(item.price_cents), allowedActions: ['cancel'] });
    expect(o.weighNo).toMatch(/^WB\d{12}$/);
    expect(await hold(o.weighNo)).toBe('held');
    // The same container again while its order is open.
    expect((await forwarder.call('POST', URL, body())).status).toBe(409);

    // Another company neither reads nor weighs it; the forwarder cannot weigh, the terminal cannot cancel.
    expect((await other.call('GET', `${URL}/${o.id}`)).status).toBe(404);
    expect((await other.call<{ data: Order[] }>('GET', URL)).body.result.data.some((x) => x.id === o.id)).toBe(false);
    expect((await transition(other, o, 'weigh', { fields: { tareKg: 3900, grossKg: 25000 } })).status).toBe(404);
    expect((await fleet.call('GET', `${URL}/${o.id}`)).status).toBe(404);
    expect((await transition(forwarder, o, 'weigh', { fields: { tareKg: 3900, grossKg: 25000 } })).status).toBe(403);
    expect((await transition(terminal, o, 'cancel', { reason: 'x' })).status).toBe(403);
    // Nothing to confirm before the weighing.
    expect((await transition(forwarder, o, 'confirmVgm')).status).toBe(409);

    // Implausible weights.
    const implausible = async (fields: Record<string, number>) => {
      const res = await transition(terminal, o, 'weigh', { fields });
      expect(res.status).toBe(400);
      return res.body as unknown as Refusal;
    };
    expect(await implausible({ tareKg: 900, grossKg: 25000 })).toMatchObject({ msg: '箱皮重须在 3300 至 5200 kg 之间', field: 'body.fields.tareKg' });
    expect(await implausible({ tareKg: 3900, grossKg: 61000 })).toMatchObject({ field: 'body.fields.grossKg' });
    expect(await implausible({ tareKg: 3900, grossKg: 3800 })).toMatchObject({ msg: '总重须大于箱皮重 3900 kg', field: 'body.fields.grossKg' });

    expect((await terminal.call<Order>('GET', `${URL}/${o.id}`)).body.result.allowedActions).toEqual(['weigh']);
    const weighed = await transition(terminal, o, 'weigh', { fields: { tareKg: 3_900, grossKg: 26_480 } });
    expect(weighed.status).toBe(200);
    o = weighed.body.result;
    expect(o).toMatchObject({ status: 'weighed', tareKg: 3_900, grossKg: 26_480, netKg: 22_580, vgmKg: 26_480, weigher: '码头赵主管' });
    expect(await hold(o.weighNo)).toBe('settled');
    // The weighing list is the forwarder's document (SheetPrint), not the other company's.
    const sheet = await forwarder.call<{ weigh: { listNo: string; netKg: number; grossKg: number } }>('GET', `/documents/record/WEIGH/${o.weighListId}`);
    expect(sheet.status).toBe(200);
    expect(sheet.body.result.weigh).toMatchObject({ listNo: o.weighNo, grossKg: 26_480, netKg: 22_580 });
    expect((await other.call('GET', `/documents/record/WEIGH/${o.weighListId}`)).status).toBe(404);
    // The weighing-list list finds it by container, place and day; the other company's list does not.
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const found = await forwarder.call<{ data: Array<{ number: string; place: string }>; total: number }>('GET', '/documents/list', undefined,
      { kind: 'WEIGH', container: o.containerNo.slice(0, 8).toLowerCase(), place: '物流园区', timeFrom: today, timeTo: today });
    expect(found.body.result.data.map((d) => d.number)).toEqual([o.weighNo]);
    expect(found.body.result.data[0]!.place).toBe('物流园区地磅站');
    expect((await other.call<{ total: number }>('GET', '/documents/list', undefined, { kind: 'WEIGH', container: o.containerNo })).body.result.total).toBe(0);

    // Weighed once; no cancelling a weighed order; the exporter confirms the VGM.
    expect((await transition(terminal, o, 'weigh', { fields: { tareKg: 3_900, grossKg: 26_480 } })).status).toBe(409);
    expect((await transition(forwarder, o, 'cancel', { reason: '改期' })).status).toBe(409);
    expect((await transition(terminal, o, 'confirmVgm')).status).toBe(403);
    const confirmed = await transition(forwarder, o, 'confirmVgm');
    expect(confirmed.body.result).toMatchObject({ status: 'confirmed', allowedActions: [] });
  });

  it('an import has no VGM; a cancellation releases the fee; a company without prepayment cannot order', async () => {
    let o = (await fleet.call<Order>('POST', URL, body({ direction: 'import', containerNo: ctn('CSNU', 402_118), ctnSize: '20', ctnType: 'GP', vgmMethod: null, vgmResponsibleParty: null, vgmSignatory: null }))).body.result;
    expect(o).toMatchObject({ status: 'ordered', vgmMethod: null });
    const weighed = (await transition(terminal, o, 'weigh', { fields: { tareKg: 2_250, grossKg: 18_300 } })).body.result;
    expect(weighed).toMatchObject({ netKg: 16_050, vgmKg: null });
    expect((await transition(fleet, weighed, 'confirmVgm')).status).toBe(409);

    o = (await fleet.call<Order>('POST', URL, body({ direction: 'import', containerNo: ctn('CSNU', 402_119), vgmMethod: null }))).body.result;
    expect((await transition(fleet, o, 'cancel')).status).toBe(400);
    o = (await transition(fleet, o, 'cancel', { reason: '船期调整' })).body.result;
    expect(o).toMatchObject({ status: 'cancelled', cancelReason: '船期调整' });
    expect(await hold(o.weighNo)).toBe('released');

    const res = await other.call('POST', URL, body({ containerNo: ctn('TGHU', 120_558) }));
    expect(res.status).toBe(409);
    expect((res.body as unknown as Refusal).msg).toBe('预付款可用余额不足，请先充值');
  });

  async function hold(key: string): Promise<string | undefined> {
    return (await app.services.db.selectFrom('ledger_holds').select('status').where('business_type', '=', 'WEIGH').where('business_key', '=', key).executeTakeFirst())?.status;
  }
});
