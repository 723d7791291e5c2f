/** The weighbridge domain (SPEC §2.8 /weightManageDetail, /truckWeighFee): weighing orders and records, VGM, fee. */
export {
  weighOrderEntity, weighChecks, weighResult, weighingIssue, weighStationOf, normalizeWeighPlate, validateWeighPlate,
  WEIGH_STATIONS, WEIGH_ROUTES, DEFAULT_WEIGH_FEE_CENTS, MAX_GROSS_KG, TARE_RANGES, WEIGH_PLATE_PATTERN, type WeighOrderStatus, type WeighStation,
} from './order';
export { weighTexts } from './texts';

import { weighOrderEntity } from './order';
import { weighTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'weigh', entities: [weighOrderEntity], texts: weighTexts });
