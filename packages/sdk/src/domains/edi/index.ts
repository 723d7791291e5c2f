/** The EDI domain (issue 15): texts of the company's gate moves page (no entity: the list is read-only). */
export { ediTexts } from './texts';

import { ediTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'edi', entities: [], texts: ediTexts });
