/** The documents domain's texts (it has no entity description). */
export { documentsTexts } from './texts';

import { documentsTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'documents', entities: [], texts: documentsTexts });
