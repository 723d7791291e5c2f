/**
 * The named screens of SPEC §2.8/§2.9 (hidden server routes, apps/api/src/domains/trucking/menus.ts) that the trucking
 * and fleet screens open: the I/E flag chooses import or export order details, SendsCreate or SendsDetailed.
 */
export const NAMED = {
  importOrderDetails: '/orderDetails/importOrderDetails',
  exportOrderDetails: '/orderDetails/exportOrderDetails',
  shortOrderDetails: '/orderDetails/shortOrderDetails',
  truckPerDetails: '/orderDetails/truckPerDetails',
  GpsDetail: '/gpsDetail/GpsDetail',
  truckGpsDetail: '/truckDetail/truckGpsDetail',
  SendsCreate: '/truckDetail/SendsCreate',
  SendsDetailed: '/truckDetail/SendsDetailed',
  place: '/order/place',
  /** The permits domain's vehicle filings (车辆备案), where a truck is filed and reviewed. */
  vehicleFilings: '/papDetail/vehicleFiling',
} as const;

/** importOrderDetails for I, exportOrderDetails for E, shortOrderDetails for the other types. */
export function orderDetailsPath(id: string, orderType: string): string {
  const target = orderType === 'I' ? NAMED.importOrderDetails : orderType === 'E' ? NAMED.exportOrderDetails : NAMED.shortOrderDetails;
  return `${target}?id=${encodeURIComponent(id)}&type=${encodeURIComponent(orderType)}`;
}

/** SendsCreate for type I, SendsDetailed for type E (SPEC §2.9). */
export function sendsPath(id: string, orderType: string): string {
  return `${orderType === 'E' ? NAMED.SendsDetailed : NAMED.SendsCreate}?id=${encodeURIComponent(id)}`;
}
