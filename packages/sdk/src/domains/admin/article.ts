/**
 * 内容管理: the portal's articles as platform staff keep them (issue 16) — news, announcements and the site pages
 * (about, contact, legal notice, privacy, user agreement). draft → published (publish) → unpublished (unpublish)
 * → published again; a published article with a future publishAt appears on the portal from that time
 * (scheduled); pinned ones come first. Only platform staff act (x-access: platform).
 */
import type { Schemas } from '../../contract';
import { describeEntity } from '../../domain/describe';

export type ArticleStatus = Schemas['ArticleStatus'];

export const ARTICLE_KINDS = {
  news: 'admin.article.kinds.news', notice: 'admin.article.kinds.notice', about: 'admin.article.kinds.about',
  contact: 'admin.article.kinds.contact', law: 'admin.article.kinds.law', privacy: 'admin.article.kinds.privacy', user: 'admin.article.kinds.user',
} as const satisfies Record<Schemas['ArticleKind'], string>;

export const ARTICLE_AUDIENCES = { '0': 'admin.article.audiences.all', '1': 'admin.article.audiences.members' } as const satisfies Record<Schemas['ArticleAudience'], string>;

const PLATFORM = [{ platform: true }] as const;
const f = (name: string) => `admin.article.fields.${name}`;

export const articleEntity = describeEntity<Schemas['Article']>()<ArticleStatus>({
  name: 'admin.article',
  titleField: 'title',
  fields: {
    id: { label: f('id'), kind: 'text', readOnly: true },
    kind: { label: f('kind'), kind: 'select', required: true, options: ARTICLE_KINDS, width: 100 },
    title: { label: f('title'), kind: 'text', required: true, maxLength: 200, width: 320 },
    context: { label: f('context'), kind: 'html', required: true, maxLength: 200000 },
    // Uploaded under the notice pictures' rules (raster images, 2 MB); articles seeded earlier keep their /new/ paths.
    picUrl: { label: f('picUrl'), kind: 'file', maxLength: 500, width: 200, upload: { bizType: 'notice', businessType: 'articleCover', image: true } },
    userType: { label: f('userType'), kind: 'select', required: true, options: ARTICLE_AUDIENCES, width: 100 },
    status: { label: f('status'), kind: 'select', readOnly: true, width: 90 },
    pinned: { label: f('pinned'), kind: 'boolean', width: 70 },
    publishAt: { label: f('publishAt'), kind: 'datetime', width: 170 },
    createTime: { label: f('createTime'), kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: f('updateTime'), kind: 'datetime', readOnly: true, width: 170 },
  },
  filters: [
    { field: 'title', match: 'contains' },
    { field: 'kind', match: 'in' },
    { field: 'status', match: 'in' },
    { field: 'updateTime', match: 'range' },
  ],
  sorts: ['updateTime', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  columns: ['title', 'kind', 'status', 'pinned', 'userType', 'publishAt', 'updateTime'],
  detail: [
    { title: 'admin.article.sections.basics', fields: ['title', 'kind', 'status', 'userType', 'pinned', 'publishAt', 'picUrl', 'createTime', 'updateTime'] },
    { title: 'admin.article.sections.body', fields: ['context'] },
  ],
  form: [
    { title: 'admin.article.sections.basics', fields: ['kind', 'title', 'userType', 'pinned', 'publishAt', 'picUrl'] },
    { title: 'admin.article.sections.body', fields: ['context'] },
  ],
  export: ['id', 'title', 'kind', 'status', 'pinned', 'userType', 'publishAt', 'createTime', 'updateTime'],
  status: {
    field: 'status',
    initial: 'draft',
    states: {
      draft: { label: 'admin.article.status.draft', color: 'gray', draft: true },
      published: { label: 'admin.article.status.published', color: 'green' },
      unpublished: { label: 'admin.article.status.unpublished', color: 'orange' },
    },
    transitions: [
      { action: 'publish', label: 'admin.article.actions.publish', from: ['draft', 'unpublished'], to: 'published', by: PLATFORM, confirm: 'admin.article.confirm.publish' },
      { action: 'unpublish', label: 'admin.article.actions.unpublish', from: ['published'], to: 'unpublished', by: PLATFORM, danger: true, confirm: 'admin.article.confirm.unpublish' },
    ],
  },
  operations: {
    list: 'listArticles',
    get: 'getArticle',
    create: 'createArticle',
    update: 'updateArticle',
    transition: 'transitionArticle',
    history: 'getArticleHistory',
    export: 'exportArticles',
  },
  permissions: {},
});
