/** Rules of pick-up reservations shared by the console and the server. */

/** A reservation is cancelled or changed until this many hours before its slot starts. */
export const CUTOFF_HOURS = 2;

/** A mainland truck plate: province character, a letter, then 5 (ordinary) or 6 (new-energy) letters/digits. */
export const PLATE_PATTERN = /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-Z][A-Z0-9]{5,6}$/;

/** The text a pass's QR code holds: the gate reads reservation, truck and container from it. */
export const passPayload = (p: { resNo: string; truckPlate: string; ctnNo: string | null; slotStart: string }): string =>
  `PORTPASS|${p.resNo}|${p.truckPlate}|${p.ctnNo ?? ''}|${p.slotStart}`;
