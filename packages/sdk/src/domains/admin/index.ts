/** The administration domain (issue 16): the portal's articles, the audit log viewer, and their texts. */
export { ARTICLE_AUDIENCES, ARTICLE_KINDS, articleEntity, type ArticleStatus } from './article';
export { auditEntity } from './audit';
export { adminTexts } from './texts';
