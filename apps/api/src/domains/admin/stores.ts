/**
 * The administration domain's stores: the portal's articles (articles, id = seq) kept by platform staff, and the
 * audit log (audit_log, id = seq) read by platform staff (every entry) and by company users holding
 * admin:audit:list (their company's entries: the data scope over the entry's company).
 */
import { sql } from 'kysely';
import { articleEntity, auditEntity } from '@port/sdk/domains/admin';
import { companyName } from '../../lib/entity/lookups';
import { defineStore } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';

export const articleStore = defineStore({
  description: articleEntity,
  table: 'articles',
  idColumn: 'seq',
  from: (db: Executor) => db.selectFrom('articles as a'),
  id: 'a.seq',
  columns: {
    id: sql`a.seq::text`,
    kind: 'a.kind',
    title: 'a.title',
    context: 'a.context',
    picUrl: 'a.pic_url',
    userType: 'a.user_type',
    status: 'a.status',
    pinned: 'a.pinned',
    publishAt: 'a.publish_at',
    createTime: 'a.create_time',
    updateTime: 'a.update_time',
    version: 'a.version',
  },
  // Only platform staff reach these operations (x-access: platform); they see every article.
  visibility: 'shared',
  parties: { createdBy: 'a.created_by' },
  writes: { kind: 'kind', title: 'title', context: 'context', picUrl: 'pic_url', userType: 'user_type', pinned: 'pinned', publishAt: 'publish_at' },
  hooks: {
    derive: async (_caller, _trx, values) => ({ pinned: values.pinned ?? false }),
    // published mirrors the state for readers of the old flag.
    onTransition: {
      publish: () => ({ published: true }),
      unpublish: () => ({ published: false }),
    },
  },
});

export const auditStore = defineStore({
  description: auditEntity,
  table: 'audit_log',
  idColumn: 'seq',
  from: (db: Executor) =>
    db
      .selectFrom('audit_log as l')
      .leftJoin('users as u', 'u.user_id', 'l.actor_id'),
  id: 'l.seq',
  columns: {
    id: sql`l.seq::text`,
    at: 'l.at',
    actorName: sql`coalesce(u.name, u.mobile)`,
    actorMobile: 'u.mobile',
    companyName: companyName('l.company_id'),
    action: 'l.action',
    entity: 'l.entity',
    entityId: 'l.entity_id',
    ip: 'l.ip',
    traceId: 'l.trace_id',
    before: sql`l.before::text`,
    after: sql`l.after::text`,
  },
  visibility: 'parties',
  parties: { owner: 'l.company_id', createdBy: 'l.actor_id' },
});
