/** The screen domain's texts (it has no entity description). */
export { screenTexts } from './texts';

import { screenTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'screen', entities: [], texts: screenTexts });
