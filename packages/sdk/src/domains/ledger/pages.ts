/**
 * The prepayment occupation-detail routes of SPEC §2.8: one ledger screen, the business type and the terminal
 * (or trade/port variant) read from the route — data, never a copy of the screen.
 */
export interface LedgerRoute {
  /** The route path the menu seed gives it. */
  path: string;
  /** A value of PAY_TICKET_BUSSINES_CONFIG. */
  businessType: string;
  /** A value of LEDGER_TERMINAL, when the route is of one terminal or port. */
  terminal?: string;
  /** The menu title (zh-CN, as the seed writes titles). */
  title: string;
}

const p = (name: string) => `/prepay/${name}`;

export const LEDGER_ROUTES: readonly LedgerRoute[] = [
  { path: p('prepaymentAmountDetailDisinfect'), businessType: 'DISINFECT', title: '消毒业务预付款明细' },
  { path: p('prepaymentAmountDetailSigai'), businessType: 'SIGAI', title: '四改业务预付款明细' },
  { path: p('internalTradeDetail'), businessType: 'RETURN_EMPTY', title: '还空预付款明细' },
  { path: p('internalTradeDetailW'), businessType: 'RETURN_EMPTY', terminal: 'W', title: '还空预付款明细(外贸)' },
  { path: p('internalTradeDetailJX'), businessType: 'RETURN_EMPTY', terminal: 'JX', title: '还空预付款明细(嘉兴)' },
  { path: p('prepaymentHlcDetail'), businessType: 'HLC', title: '刷箱预付款明细' },
  { path: p('liftingBusinessDetail'), businessType: 'LIFTING', title: '提箱业务预付款明细' },
  { path: p('liftingBusinessDetailW'), businessType: 'LIFTING', terminal: 'W', title: '提箱业务预付款明细(外贸)' },
  { path: p('liftingBusinessDetailJX'), businessType: 'LIFTING', terminal: 'JX', title: '提箱业务预付款明细(嘉兴)' },
  { path: p('liftingBusinessDetailWZ'), businessType: 'LIFTING', terminal: 'WZ', title: '提箱业务预付款明细(温州)' },
  { path: p('prepaymentAmountDetailWLCY'), businessType: 'WLCY', title: '查验预约预付款明细' },
  { path: p('prepaymentAmountDetailTk'), businessType: 'TK', title: '提空预付款明细' },
  { path: p('prepaymentAmountDetailTKHX'), businessType: 'TK', terminal: 'HX', title: '提空预付款明细(海星)' },
  { path: p('prepaymentAmountDetailTkJX'), businessType: 'TK', terminal: 'JX', title: '提空预付款明细(嘉兴)' },
  { path: p('internalCleanIngCtnnoDetail'), businessType: 'CLEAN', title: '修洗箱预付款明细' },
  { path: p('preBoxPay'), businessType: 'SOC_BARGE', title: 'SOC空箱驳运预付款' },
  { path: '/barcodeLifting/barcodePrePayDetail', businessType: 'BARCODE', title: '条码提箱预付款明细' },
  { path: '/pap/papPrePayDetail', businessType: 'PAP', title: '港区通行预付款明细' },
  { path: '/pap/advancePayment', businessType: 'PRE_ENTRY', title: '预进港预付款' },
  { path: p('preArrivalSharePrePay'), businessType: 'PRE_ARRIVAL', title: '预到港分摊预付款' },
  { path: p('returnEmptyWT'), businessType: 'RETURN_EMPTY', terminal: 'WT', title: '还空预付款明细(温台)' },
  { path: '/inRiver/prePayDetail', businessType: 'INRIVER', title: '内河押金明细' },
];

/** The business type and terminal a route path stands for (undefined: the whole account). */
export const ledgerRouteOf = (pathname: string): LedgerRoute | undefined => LEDGER_ROUTES.find((r) => pathname.endsWith(r.path));

/** Business types the ledger's routes use, with the dictionary labels they are seeded with. */
export const LEDGER_BUSINESS_TYPES: ReadonlyArray<[value: string, label: string]> = [
  ['DISINFECT', '消毒业务'], ['SIGAI', '四改业务'], ['RETURN_EMPTY', '还空业务'], ['HLC', '刷箱业务'], ['LIFTING', '提箱业务'],
  ['WLCY', '查验预约'], ['TK', '提空业务'], ['CLEAN', '修洗箱'], ['SOC_BARGE', 'SOC空箱驳运'], ['BARCODE', '条码提箱'],
  ['PRE_ENTRY', '预进港'], ['PRE_ARRIVAL', '预到港分摊'], ['INRIVER', '内河押金'],
  ['TYRE', '轮胎采购'],
  ['WEIGH', '过磅费用'],
  ['WMM', '轮式机械'],
];

/** Terminals and trade variants the routes name (dictionary LEDGER_TERMINAL). */
export const LEDGER_TERMINALS: ReadonlyArray<[value: string, label: string]> = [
  ['W', '外贸码头'], ['JX', '嘉兴港区'], ['WZ', '温州港区'], ['HX', '海星码头'], ['WT', '温台港区'],
];

export const yuanOfCents = (cents: number): string =>
  `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "1,234.5" or "1234.50" typed in a form → cents; null when not a positive amount with at most 2 decimals. */
export function centsOf(text: string): number | null {
  const t = text.replace(/[,\s]/g, '');
  if (!/^\d{1,11}(\.\d{1,2})?$/.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return cents > 0 ? cents : null;
}
