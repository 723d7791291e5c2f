/** Customer-service chat (issue 16): texts and the message rule (no entity: conversations are not a described list). */
export { chatTexts } from './texts';
export { CHAT_MAX_LENGTH, validateChatMessage, type ChatRuleFailure } from './rules';

import { chatTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'chat', entities: [], texts: chatTexts });
