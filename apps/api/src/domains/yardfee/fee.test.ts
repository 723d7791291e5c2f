import { describe, expect, it } from 'vitest';
import { computeVisitFee, matchLine, visitDays, type CustomRate, type TariffLine, type VisitFacts } from './fee';

/** A port wall-clock time (Asia/Shanghai) as an instant. */
const at = (local: string) => new Date(`${local}+08:00`);

const TARIFF: TariffLine[] = [
  { id: '1', itemCode: 'STORAGE', name: '堆存费', ctnSize: null, ctnType: null, emptyFull: null, freeDays: 3, priceCents: 1000 },
  { id: '2', itemCode: 'STORAGE', name: '40尺重箱堆存费', ctnSize: '40', ctnType: null, emptyFull: 'F', freeDays: 4, priceCents: 2500 },
  { id: '3', itemCode: 'LIFT_OFF', name: '卸车费', ctnSize: null, ctnType: null, emptyFull: null, freeDays: 0, priceCents: 8000 },
  { id: '4', itemCode: 'LIFT_ON', name: '装车费', ctnSize: null, ctnType: null, emptyFull: null, freeDays: 0, priceCents: 8000 },
  { id: '5', itemCode: 'REEFER', name: '冷藏箱插电费', ctnSize: null, ctnType: 'R', emptyFull: 'F', freeDays: 0, priceCents: 15000 },
  { id: '6', itemCode: 'WEIGH', name: '过磅费', ctnSize: null, ctnType: null, emptyFull: null, freeDays: 0, priceCents: 5000 },
];

const visit = (over: Partial<VisitFacts>): VisitFacts => ({
  sizeType: '22G1', emptyFull: 'E', inTime: at('2026-11-01T10:00:00'), outTime: at('2026-11-01T18:00:00'),
  startEvent: 'gateIn', endEvent: 'gateOut', weighed: false, ...over,
});

describe('visit days (port calendar days, both ends counted)', () => {
  it('counts a same-day visit as 1 day and midnight as a new day', () => {
    expect(visitDays(at('2026-11-01T00:00:00'), at('2026-11-01T23:59:59'))).toBe(1);
    expect(visitDays(at('2026-11-01T23:59:59'), at('2026-11-02T00:00:00'))).toBe(2);
    expect(visitDays(at('2026-11-01T10:00:00'), at('2026-11-04T09:00:00'))).toBe(4);
  });
  it('reads days in the port time zone, not UTC', () => {
    // 2026-11-01 23:30 UTC is 07:30 on the 2nd in the port; 2026-11-01 15:00 UTC is 23:00 on the 1st.
    expect(visitDays(new Date('2026-11-01T15:00:00Z'), new Date('2026-11-01T23:30:00Z'))).toBe(2);
  });
});

describe('storage after free days', () => {
  it('charges nothing within the free days and each day after them', () => {
    const three = computeVisitFee(visit({ outTime: at('2026-11-03T20:00:00') }), TARIFF, [], new Date());
    expect(three.days).toBe(3);
    expect(three.lines.find((l) => l.itemCode === 'STORAGE')).toMatchObject({ quantity: 0, freeDays: 3, amountCents: 0 });
    const four = computeVisitFee(visit({ outTime: at('2026-11-04T00:00:00') }), TARIFF, [], new Date());
    expect(four.lines.find((l) => l.itemCode === 'STORAGE')).toMatchObject({ quantity: 1, unitCents: 1000, amountCents: 1000 });
    expect(four.totalCents).toBe(1000 + 8000 + 8000);
  });
  it('takes the most specific line: a 40 ft full container its own price and free days', () => {
    const fee = computeVisitFee(visit({ sizeType: '45G1', emptyFull: 'F', outTime: at('2026-11-10T08:00:00') }), TARIFF, [], new Date());
    expect(fee.days).toBe(10);
    expect(fee.lines.find((l) => l.itemCode === 'STORAGE')).toMatchObject({ itemId: '2', quantity: 6, amountCents: 15000 });
    expect(matchLine(TARIFF, 'STORAGE', '20', 'G', 'F')?.id).toBe('1');
  });
  it('charges an open visit up to now and no lift-on yet', () => {
    const fee = computeVisitFee(visit({ outTime: null, endEvent: null }), TARIFF, [], at('2026-11-05T12:00:00'));
    expect(fee.days).toBe(5);
    expect(fee.lines.map((l) => l.itemCode)).toEqual(['STORAGE', 'LIFT_OFF']);
    expect(fee.totalCents).toBe(2 * 1000 + 8000);
  });
});

describe('custom rates override the tariff', () => {
  const rate = (over: Partial<CustomRate>): CustomRate => ({ itemId: '4', priceCents: 6000, freeDays: null, validFrom: null, validTo: null, ...over });
  it('replaces the price of the item it names and marks the line', () => {
    const fee = computeVisitFee(visit({}), TARIFF, [rate({})], new Date());
    expect(fee.lines.find((l) => l.itemCode === 'LIFT_ON')).toMatchObject({ unitCents: 6000, amountCents: 6000, custom: true });
    expect(fee.lines.find((l) => l.itemCode === 'LIFT_OFF')).toMatchObject({ unitCents: 8000, custom: false });
    expect(fee.totalCents).toBe(14000);
  });
  it('may give more free days', () => {
    const fee = computeVisitFee(visit({ outTime: at('2026-11-06T08:00:00') }), TARIFF, [rate({ itemId: '1', priceCents: 800, freeDays: 5 })], new Date());
    expect(fee.lines.find((l) => l.itemCode === 'STORAGE')).toMatchObject({ quantity: 1, freeDays: 5, unitCents: 800, amountCents: 800 });
  });
  it('applies only when valid on the gate-in day (bounds included)', () => {
    const onFirst = computeVisitFee(visit({}), TARIFF, [rate({ validFrom: '2026-11-01', validTo: '2026-11-01' })], new Date());
    expect(onFirst.lines.find((l) => l.itemCode === 'LIFT_ON')?.custom).toBe(true);
    const later = computeVisitFee(visit({}), TARIFF, [rate({ validFrom: '2026-11-02' })], new Date());
    expect(later.lines.find((l) => l.itemCode === 'LIFT_ON')).toMatchObject({ unitCents: 8000, custom: false });
    const ended = computeVisitFee(visit({}), TARIFF, [rate({ validTo: '2026-10-31' })], new Date());
    expect(ended.lines.find((l) => l.itemCode === 'LIFT_ON')?.custom).toBe(false);
  });
});

describe('reefer, weighing and the way the visit began and ended', () => {
  it('charges reefer power per day only for a full reefer, and weighing once', () => {
    const fee = computeVisitFee(visit({ sizeType: '45R1', emptyFull: 'F', outTime: at('2026-11-02T08:00:00'), weighed: true }), TARIFF, [], new Date());
    expect(fee.lines.find((l) => l.itemCode === 'REEFER')).toMatchObject({ quantity: 2, amountCents: 30000 });
    expect(fee.lines.find((l) => l.itemCode === 'WEIGH')).toMatchObject({ quantity: 1, amountCents: 5000 });
    const empty = computeVisitFee(visit({ sizeType: '45R1', emptyFull: 'E' }), TARIFF, [], new Date());
    expect(empty.lines.some((l) => l.itemCode === 'REEFER')).toBe(false);
  });
  it('charges no lift for a container discharged from a vessel and loaded onto one', () => {
    const fee = computeVisitFee(visit({ startEvent: 'discharge', endEvent: 'load' }), TARIFF, [], new Date());
    expect(fee.lines.map((l) => l.itemCode)).toEqual(['STORAGE']);
    expect(fee.totalCents).toBe(0);
  });
});
