import type { PageRegistry } from '../../routing/pages';
import { entityPages, lazyDescription } from '../../shared/entity/pages';

const sdk = () => import('@port/sdk/domains/admin');
const article = lazyDescription('admin.article', () => sdk().then((m) => m.articleEntity), { form: true });
const audit = lazyDescription('admin.audit', () => sdk().then((m) => m.auditEntity), { form: false });

/**
 * The administration screens (issue 16): 内容管理 (the portal's articles: list, detail with preview, form) and
 * 操作日志 (the audit log: list, detail) on the shared entity pages, and 字典管理 (system/dict).
 */
export const adminPages: PageRegistry = {
  ...entityPages(article),
  ...entityPages(audit),
  'system/dict': () => import('./DictPage'),
};
