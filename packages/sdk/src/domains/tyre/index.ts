/** The tyre domain (tyre purchase, SPEC §2.8 zhilun/tireDetail): the catalogue, the orders, their texts. */
export {
  tyreEntity, TYRE_SIZE_PATTERN, LOAD_INDEX_PATTERN, SPEED_RATINGS, TUBE_TYPES, normalizeTyreSize, validateTyreSize, validateLoadIndex, type TyreStatus,
} from './catalogue';
export { tyreOrderEntity, TYRE_BUSINESS_TYPE, MAX_TYRES_PER_ORDER, type TyreOrderStatus } from './order';
export { tyreTexts } from './texts';

import { tyreEntity } from './catalogue';
import { tyreOrderEntity } from './order';
import { tyreTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'tyre', entities: [tyreEntity, tyreOrderEntity], texts: tyreTexts });
