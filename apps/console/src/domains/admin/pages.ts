import { articleEntity, auditEntity } from '@port/sdk/domains/admin';
import type { PageRegistry } from '../../routing/pages';
import { entityPages } from '../../shared/entity/pages';

/**
 * The administration screens (issue 16): 内容管理 (the portal's articles: list, detail with preview, form) and
 * 操作日志 (the audit log: list, detail) on the shared entity pages, and 字典管理 (system/dict).
 */
export const adminPages: PageRegistry = {
  ...entityPages(articleEntity),
  ...entityPages(auditEntity),
  'system/dict': () => import('./DictPage'),
};
