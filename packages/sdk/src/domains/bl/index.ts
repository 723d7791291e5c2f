/** The B/L domain: B/L confirmation (agent ⇄ forwarder) and the ship configuration per voyage; descriptions and texts. */
export {
  billEntity, BILL_CORRECTABLE, BL_SIZE_TYPES, formatBillContainers, parseBillContainers, validateBillContainers,
  type BillContainer, type BillCorrectableField, type BillStatus,
} from './bill';
export { shipConfigEntity } from './shipConfig';
export { blTexts } from './texts';

import { billEntity } from './bill';
import { shipConfigEntity } from './shipConfig';
import { blTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'bl', entities: [billEntity, shipConfigEntity], texts: blTexts });
