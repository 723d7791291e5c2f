/**
 * 通知管理 (issue 16; SPEC §3 notice and popup notice configuration, §4 popup notices, notices and messages): port
 * notices, strong reminders and popup notices platform staff write for an audience (every user, a company type, a
 * company, one user) and a validity. draft → published (publish: delivered to the audience, live) → withdrawn.
 * Only platform staff act (x-access: platform); what users see is served by the message domain.
 */
import type { Schemas } from '../../contract';
import type { MessageKey } from '../../i18n';
import { issue } from '../../rules/core';
import { validateMobile } from '../../rules/formats';
import { describeEntity, type RecordCheck } from '../../domain/describe';

export type NoticePostStatus = Schemas['NoticePostStatus'];

export const NOTICE_KINDS = {
  notice: 'notice.kinds.notice', strong: 'notice.kinds.strong', popup: 'notice.kinds.popup',
} as const satisfies Record<Schemas['NoticePostKind'], string>;

export const NOTICE_AUDIENCES = {
  all: 'notice.audiences.all', companyType: 'notice.audiences.companyType', company: 'notice.audiences.company', user: 'notice.audiences.user',
} as const satisfies Record<Schemas['NoticeAudience'], string>;

export const COMPANY_KINDS = {
  forwarder: 'notice.companyKinds.forwarder', fleet: 'notice.companyKinds.fleet', agent: 'notice.companyKinds.agent', yard: 'notice.companyKinds.yard',
  terminal: 'notice.companyKinds.terminal', barge: 'notice.companyKinds.barge', other: 'notice.companyKinds.other', operator: 'notice.companyKinds.operator',
} as const satisfies Record<Schemas['CompanyKind'], string>;

const f = (name: string) => `notice.fields.${name}`;
const k = (key: string) => `notice.rules.${key}` as MessageKey;
const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const time = (v: unknown) => (typeof v === 'string' && v ? Date.parse(v.replace(' ', 'T')) : v instanceof Date ? v.getTime() : NaN);

/** The audience names whom it means; a popup names the route it shows on; validTo comes after validFrom. */
export const noticeChecks: readonly RecordCheck[] = [
  (v) => (v.audience === 'companyType' && blank(v.companyType) ? { field: 'companyType', issue: issue(k('companyTypeRequired')) } : null),
  (v) => (v.audience === 'company' && blank(v.companyCode) ? { field: 'companyCode', issue: issue(k('companyRequired')) } : null),
  (v) => {
    if (v.audience !== 'user') return null;
    const bad = validateMobile(typeof v.userMobile === 'string' ? v.userMobile.trim() : '');
    return bad ? { field: 'userMobile', issue: bad } : null;
  },
  (v) => (v.kind === 'popup' && blank(v.url) ? { field: 'url', issue: issue(k('urlRequired')) } : null),
  (v) => (v.kind === 'popup' && typeof v.url === 'string' && v.url.trim() !== '' && !v.url.trim().startsWith('/') ? { field: 'url', issue: issue(k('urlFormat')) } : null),
  (v) => {
    const from = time(v.validFrom);
    const to = time(v.validTo);
    return !Number.isNaN(from) && !Number.isNaN(to) && to <= from ? { field: 'validTo', issue: issue(k('validOrder')) } : null;
  },
];

const PLATFORM = [{ platform: true }] as const;

export const noticePostEntity = describeEntity<Schemas['NoticePost']>()<NoticePostStatus>({
  name: 'notice.post',
  titleField: 'title',
  fields: {
    id: { label: f('id'), kind: 'text', readOnly: true, width: 80 },
    kind: { label: f('kind'), kind: 'select', required: true, options: NOTICE_KINDS, width: 100 },
    title: { label: f('title'), kind: 'text', required: true, maxLength: 100, width: 260 },
    content: { label: f('content'), kind: 'html', required: true, maxLength: 100000 },
    audience: { label: f('audience'), kind: 'select', required: true, options: NOTICE_AUDIENCES, width: 110 },
    companyType: { label: f('companyType'), kind: 'select', options: COMPANY_KINDS, width: 100 },
    companyCode: { label: f('companyCode'), kind: 'text', maxLength: 64, width: 110, placeholder: 'notice.hints.companyCode' },
    companyName: { label: f('companyName'), kind: 'text', readOnly: true, width: 200 },
    userMobile: { label: f('userMobile'), kind: 'text', maxLength: 11, width: 120 },
    userName: { label: f('userName'), kind: 'text', readOnly: true, width: 100 },
    validFrom: { label: f('validFrom'), kind: 'datetime', width: 170 },
    validTo: { label: f('validTo'), kind: 'datetime', width: 170 },
    url: { label: f('url'), kind: 'text', maxLength: 200, width: 140, placeholder: 'notice.hints.url' },
    openCount: { label: f('openCount'), kind: 'integer', min: 1, max: 99, width: 90, placeholder: 'notice.hints.openCount' },
    status: { label: f('status'), kind: 'select', readOnly: true, width: 90 },
    audienceCount: { label: f('audienceCount'), kind: 'integer', readOnly: true, width: 90 },
    readCount: { label: f('readCount'), kind: 'integer', readOnly: true, width: 90 },
    publishTime: { label: f('publishTime'), kind: 'datetime', readOnly: true, width: 170 },
    createTime: { label: f('createTime'), kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: f('updateTime'), kind: 'datetime', readOnly: true, width: 170 },
  },
  checks: noticeChecks,
  filters: [
    { field: 'title', match: 'contains' },
    { field: 'kind', match: 'in' },
    { field: 'audience', match: 'in' },
    { field: 'status', match: 'in' },
    { field: 'updateTime', match: 'range' },
  ],
  sorts: ['updateTime', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  columns: ['title', 'kind', 'status', 'audience', 'companyType', 'companyName', 'userMobile', 'validFrom', 'validTo', 'audienceCount', 'readCount', 'updateTime'],
  detail: [
    { title: 'notice.sections.basics', fields: ['title', 'kind', 'status', 'url', 'openCount', 'publishTime', 'createTime', 'updateTime'] },
    { title: 'notice.sections.audience', fields: ['audience', 'companyType', 'companyCode', 'companyName', 'userMobile', 'userName', 'validFrom', 'validTo', 'audienceCount', 'readCount'] },
    { title: 'notice.sections.body', fields: ['content'] },
  ],
  form: [
    { title: 'notice.sections.basics', fields: ['kind', 'title', 'url', 'openCount'] },
    { title: 'notice.sections.audience', fields: ['audience', 'companyType', 'companyCode', 'userMobile', 'validFrom', 'validTo'] },
    { title: 'notice.sections.body', fields: ['content'] },
  ],
  export: ['id', 'title', 'kind', 'status', 'audience', 'companyType', 'companyName', 'userMobile', 'validFrom', 'validTo', 'url', 'openCount', 'audienceCount', 'readCount', 'publishTime', 'createTime', 'updateTime'],
  status: {
    field: 'status',
    initial: 'draft',
    states: {
      draft: { label: 'notice.status.draft', color: 'gray', draft: true },
      published: { label: 'notice.status.published', color: 'green', locked: true },
      withdrawn: { label: 'notice.status.withdrawn', color: 'orange', final: true },
    },
    transitions: [
      { action: 'publish', label: 'notice.actions.publish', from: ['draft'], to: 'published', by: PLATFORM, confirm: 'notice.confirm.publish' },
      { action: 'withdraw', label: 'notice.actions.withdraw', from: ['published'], to: 'withdrawn', by: PLATFORM, danger: true, confirm: 'notice.confirm.withdraw' },
    ],
  },
  operations: {
    list: 'listNoticePosts',
    get: 'getNoticePost',
    create: 'createNoticePost',
    update: 'updateNoticePost',
    transition: 'transitionNoticePost',
    history: 'getNoticePostHistory',
    export: 'exportNoticePosts',
  },
  permissions: {},
});
