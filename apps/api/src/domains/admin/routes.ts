/** The handlers of openapi/paths/admin.yaml: articles and the audit log on the entity mechanism; dictionary types. */
import { sql } from 'kysely';
import type { Handlers } from '../../http/contract';
import { entityHandlers } from '../../lib/entity/handlers';
import type { AppServices } from '../../services';
import { articleStore, auditStore } from './stores';

/** The dictionary types in use, with their item counts (字典管理's left column). */
async function listDictTypes({ services }: { services: AppServices }) {
  const rows = await services.db
    .selectFrom('dict_data')
    .select(['dict_type', sql<string>`count(*)`.as('n')])
    .groupBy('dict_type')
    .orderBy('dict_type')
    .execute();
  return rows.map((r) => ({ dictType: r.dict_type, count: Number(r.n) }));
}

export const adminHandlers = {
  ...entityHandlers(articleStore, { exportTitle: 'admin.pages.articles' }),
  ...entityHandlers(auditStore, { exportTitle: 'admin.pages.audits' }),
  listDictTypes,
} as unknown as Handlers;
