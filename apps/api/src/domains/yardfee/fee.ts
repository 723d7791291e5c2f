/**
 * The fee of one container visit, computed only here (never in a browser): each fee item of the operator's tariff
 * that matches the container picks its most specific tariff line, a custom rate of the customer valid on the
 * gate-in day overrides its price (and free days when it sets them), and the lines add up in integer cents.
 *
 * Days are calendar days of the port (PORT_TIME_ZONE, daylight saving included): the gate-in day is day 1 and the gate-out
 * day counts, so a container in and out on the same day stays 1 day. Storage and reefer power are charged for the
 * days beyond the free days; lift-off when the visit began at the gate, lift-on when it ended there, weighing once
 * when the container was weighed during the visit by a weighing the weighbridge's order did not already charge (the
 * weigh domain charges its orders; fees.ts counts only other weighings).
 */
import { PER_DAY_ITEMS, sizeOfIso, typeOfIso, YARD_FEE_ITEMS, type YardFeeItemCode } from '@port/sdk/domains/yardfee';
import { portDate, portDayNumber } from '../../lib/datetime';

export interface TariffLine {
  id: string;
  itemCode: YardFeeItemCode;
  name: string;
  ctnSize: string | null;
  ctnType: string | null;
  emptyFull: string | null;
  freeDays: number;
  priceCents: number;
}

export interface CustomRate {
  itemId: string;
  priceCents: number;
  freeDays: number | null;
  /** YYYY-MM-DD, inclusive; null = open. */
  validFrom: string | null;
  validTo: string | null;
}

export interface VisitFacts {
  sizeType: string;
  emptyFull: string;
  inTime: Date;
  /** null while the container is in the yard: the fee so far, up to `asOf`. */
  outTime: Date | null;
  startEvent: string;
  endEvent: string | null;
  weighed: boolean;
}

export interface FeeLine {
  itemId: string;
  itemCode: YardFeeItemCode;
  name: string;
  quantity: number;
  freeDays: number;
  unitCents: number;
  amountCents: number;
  custom: boolean;
}

export interface VisitFee {
  days: number;
  lines: FeeLine[];
  totalCents: number;
}

/** The port's calendar (lib/datetime), re-exported for the fee readers that name it from here. */
export { portDate, portDayNumber };

/** Calendar days from gate-in to gate-out (or `asOf`), both counted; never below 1. */
export function visitDays(inTime: Date, outTime: Date): number {
  return Math.max(1, portDayNumber(outTime) - portDayNumber(inTime) + 1);
}

/** The tariff line of an item that fits the container best (most criteria set), or null. */
export function matchLine(lines: readonly TariffLine[], code: YardFeeItemCode, size: string | null, type: string | null, emptyFull: string): TariffLine | null {
  let best: TariffLine | null = null;
  let bestScore = -1;
  for (const l of lines) {
    if (l.itemCode !== code) continue;
    if (l.ctnSize && l.ctnSize !== size) continue;
    if (l.ctnType && l.ctnType !== type) continue;
    if (l.emptyFull && l.emptyFull !== emptyFull) continue;
    const score = (l.ctnSize ? 1 : 0) + (l.ctnType ? 1 : 0) + (l.emptyFull ? 1 : 0);
    if (score > bestScore || (score === bestScore && best && BigInt(l.id) < BigInt(best.id))) {
      best = l;
      bestScore = score;
    }
  }
  return best;
}

/** The customer's rate of a tariff line valid on `day` (the latest starting one when several are). */
export function rateOn(rates: readonly CustomRate[], itemId: string, day: string): CustomRate | null {
  const valid = rates.filter((r) => r.itemId === itemId && (!r.validFrom || r.validFrom <= day) && (!r.validTo || day <= r.validTo));
  valid.sort((a, b) => (b.validFrom ?? '').localeCompare(a.validFrom ?? ''));
  return valid[0] ?? null;
}

/** How many units of an item the visit is charged before free days (0 = the item does not apply). */
function units(code: YardFeeItemCode, v: VisitFacts, days: number, type: string | null): number {
  switch (code) {
    case 'STORAGE':
      return days;
    case 'REEFER':
      return type === 'R' && v.emptyFull === 'F' ? days : 0;
    case 'LIFT_OFF':
      return v.startEvent === 'gateIn' ? 1 : 0;
    case 'LIFT_ON':
      return v.outTime && v.endEvent === 'gateOut' ? 1 : 0;
    case 'WEIGH':
      return v.weighed ? 1 : 0;
  }
}

export function computeVisitFee(v: VisitFacts, tariff: readonly TariffLine[], rates: readonly CustomRate[], asOf: Date): VisitFee {
  const days = visitDays(v.inTime, v.outTime ?? asOf);
  const size = sizeOfIso(v.sizeType);
  const type = typeOfIso(v.sizeType);
  const inDay = portDate(v.inTime);
  const lines: FeeLine[] = [];
  for (const code of YARD_FEE_ITEMS) {
    const n = units(code, v, days, type);
    if (n <= 0) continue;
    const line = matchLine(tariff, code, size, type, v.emptyFull);
    if (!line) continue;
    const rate = rateOn(rates, line.id, inDay);
    const perDay = PER_DAY_ITEMS.includes(code);
    const freeDays = perDay ? (rate?.freeDays ?? line.freeDays) : 0;
    const quantity = Math.max(0, n - freeDays);
    const unitCents = rate?.priceCents ?? line.priceCents;
    lines.push({ itemId: line.id, itemCode: code, name: line.name, quantity, freeDays, unitCents, amountCents: quantity * unitCents, custom: !!rate });
  }
  return { days, lines, totalCents: lines.reduce((t, l) => t + l.amountCents, 0) };
}
