/** The address domain's texts (it has no entity description). */
export { addressTexts } from './texts';

import { addressTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'address', entities: [], texts: addressTexts });
