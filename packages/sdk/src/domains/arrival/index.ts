/** The arrival information domain (到港信息): its entity description and texts. */
export { arrivalNoticeEntity, type ArrivalNoticeStatus } from './notice';
export { arrivalTexts } from './texts';

import { arrivalNoticeEntity } from './notice';
import { arrivalTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'arrival', entities: [arrivalNoticeEntity], texts: arrivalTexts });
