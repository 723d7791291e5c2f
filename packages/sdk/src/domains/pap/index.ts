/** The pap domain's texts (it has no entity description). */
export { papTexts } from './texts';

import { papTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'pap', entities: [], texts: papTexts });
