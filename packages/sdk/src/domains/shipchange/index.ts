/** The vessel-change application domain (换船申请): its entity description and texts. */
export { shipChangeEntity, validateShipChangeContainers, type ShipChangeStatus } from './application';
export { shipchangeTexts } from './texts';

import { shipChangeEntity } from './application';
import { shipchangeTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'shipchange', entities: [shipChangeEntity], texts: shipchangeTexts });
