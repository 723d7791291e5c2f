/** The accounts domain's texts (it has no entity description). */
export { accountsTexts } from './texts';

import { accountsTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'accounts', entities: [], texts: accountsTexts });
