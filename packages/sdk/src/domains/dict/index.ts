/** The dict domain's texts (it has no entity description). */
export { dictTexts } from './texts';

import { dictTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'dict', entities: [], texts: dictTexts });
