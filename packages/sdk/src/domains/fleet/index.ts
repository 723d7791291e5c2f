/** The fleet domain's texts (it has no entity description: trucks, drivers and binding are plain lists). */
export { fleetTexts } from './texts';

import { fleetTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'fleet', entities: [], texts: fleetTexts });
