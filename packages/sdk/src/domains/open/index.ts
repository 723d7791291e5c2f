/** The open API domain (issue 18): no entity descriptions (its records are keys, subscriptions and deliveries), its texts. */
import { defineSdkDomain } from '../domain';
import { openTexts } from './texts';

export { openTexts } from './texts';
export const domain = defineSdkDomain({ name: 'open', entities: [], texts: openTexts });
