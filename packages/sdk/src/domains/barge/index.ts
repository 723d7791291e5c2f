/** The barge domain (barges, barge orders and the order pool): its entity descriptions, container rules and texts. */
export { bargeEntity } from './barge';
export { bargeOrderEntity, BARGE_DIRECTIONS, BARGE_LOADS, BARGE_RIVER_PORTS, BARGE_TERMINALS, MAIN_PORT, type BargeOrderStatus, type BargeRiverPort } from './order';
export {
  BARGE_SIZE_TYPES, MAX_CONTAINER_LINES, normalizeBargeContainerLines, parseBargeContainerLines, teuOf, validateBargeContainerLines, type BargeContainerLine,
} from './containers';
export { bargeTexts } from './texts';

import { bargeEntity } from './barge';
import { bargeOrderEntity } from './order';
import { bargeTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'barge', entities: [bargeEntity, bargeOrderEntity], texts: bargeTexts });
