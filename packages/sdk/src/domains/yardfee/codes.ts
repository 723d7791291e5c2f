/**
 * The codes of the yard-fee domain (SPEC §2.8 /yardCostManage): fee items of a tariff, container sizes and type
 * groups as ISO 6346 size-type codes read them, and the states of a container visit.
 */

/** What a tariff item charges for: storage per day after free days, a lift, reefer power per day, a weighing. */
export const YARD_FEE_ITEMS = ['STORAGE', 'LIFT_OFF', 'LIFT_ON', 'REEFER', 'WEIGH'] as const;
export type YardFeeItemCode = (typeof YARD_FEE_ITEMS)[number];
/** Items charged per calendar day of the visit (the others once per visit). */
export const PER_DAY_ITEMS: readonly YardFeeItemCode[] = ['STORAGE', 'REEFER'];

/** Container length by the first character of the ISO size-type code (2 → 20 ft, 4 → 40 ft, L → 45 ft). */
export const YARD_CTN_SIZES = ['20', '40', '45'] as const;
/** Type groups by the third character of the ISO size-type code. */
export const YARD_CTN_TYPES = ['G', 'R', 'U', 'P', 'T'] as const;

export const sizeOfIso = (sizeType: string): string | null => ({ '2': '20', '4': '40', L: '45' })[sizeType.charAt(0).toUpperCase()] ?? null;
export const typeOfIso = (sizeType: string): string | null => {
  const g = sizeType.charAt(2).toUpperCase();
  return (YARD_CTN_TYPES as readonly string[]).includes(g) ? g : null;
};

/** in: the container is in the yard; out: it left and its fee is due; paid: its bill is paid from the ledger. */
export type YardVisitStatus = 'in' | 'out' | 'paid';
/** The ledger's business type of yard fees (dictionary PAY_TICKET_BUSSINES_CONFIG). */
export const YARD_FEE_BUSINESS = 'YARD';
