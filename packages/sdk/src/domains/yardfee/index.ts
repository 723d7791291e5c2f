/** The yard-fee domain (堆场费用): tariff items, customers' custom rates, container visits billed from the ledger. */
export * from './codes';
export { yardFeeItemEntity, ITEM_CODE_LABELS, CTN_SIZE_LABELS, CTN_TYPE_LABELS, EMPTY_FULL_LABELS } from './item';
export { yardFeeRateEntity } from './rate';
export { yardVisitEntity, VISIT_STATUS_LABELS, MOVE_EVENT_LABELS } from './visit';
export { yardfeeTexts } from './texts';

import { yardFeeItemEntity } from './item';
import { yardFeeRateEntity } from './rate';
import { yardVisitEntity } from './visit';
import { yardfeeTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'yardfee', entities: [yardFeeItemEntity, yardFeeRateEntity, yardVisitEntity], texts: yardfeeTexts });
