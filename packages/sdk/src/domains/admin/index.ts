/** The administration domain (issue 16): the portal's articles, the audit log viewer, and their texts. */
export { ARTICLE_AUDIENCES, ARTICLE_KINDS, articleEntity, type ArticleStatus } from './article';
export { auditEntity } from './audit';
export { adminTexts } from './texts';

import { articleEntity } from './article';
import { auditEntity } from './audit';
import { adminTexts } from './texts';
import { auditActionTexts } from './auditActions';
import { defineSdkDomain, type LanguageTexts, type TextTree } from '../domain';

export const domain = defineSdkDomain({ name: 'admin', entities: [articleEntity, auditEntity], texts: withAuditActions(adminTexts) });

/** The audit action labels live beside the viewer's other texts (admin.audit.actions). */
function withAuditActions(texts: LanguageTexts): LanguageTexts {
  const merge = (a: TextTree, b: TextTree): TextTree => {
    const out: TextTree = { ...a };
    for (const [k, v] of Object.entries(b)) { const here = out[k]; out[k] = typeof v === 'object' && typeof here === 'object' ? merge(here, v) : v; }
    return out;
  };
  return { 'zh-CN': merge(texts['zh-CN'], auditActionTexts['zh-CN']), 'en-US': merge(texts['en-US'], auditActionTexts['en-US']),
    'zh-TW': merge(texts['zh-TW'], auditActionTexts['zh-TW']), 'pt-BR': merge(texts['pt-BR'], auditActionTexts['pt-BR']) };
}
