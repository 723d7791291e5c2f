/** The administration domain (issue 16): the portal's articles, the audit log viewer, and their texts. */
export { ARTICLE_AUDIENCES, ARTICLE_KINDS, articleEntity, type ArticleStatus } from './article';
export { auditEntity } from './audit';
export { adminTexts } from './texts';

import { articleEntity } from './article';
import { auditEntity } from './audit';
import { adminTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'admin', entities: [articleEntity, auditEntity], texts: adminTexts });
