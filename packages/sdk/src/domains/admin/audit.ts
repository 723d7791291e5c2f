/**
 * 操作日志: the audit log viewer (issue 16). Every change the product records — who (user, company), what
 * (action on entity and id, before → after), when, from where (IP) — searchable by user, company, entity and
 * time, exportable. Platform staff read every entry; a company user holding admin:audit:list their company's.
 */
import type { Schemas } from '../../contract';
import { describeEntity } from '../../domain/describe';
import { AUDIT_ACTIONS } from './auditActions';

const f = (name: string) => `admin.audit.fields.${name}`;

export const auditEntity = describeEntity<Schemas['AuditEntry']>()({
  name: 'admin.audit',
  titleField: 'entity',
  fields: {
    id: { label: f('id'), kind: 'text', readOnly: true, width: 90 },
    at: { label: f('at'), kind: 'datetime', readOnly: true, width: 170 },
    actorName: { label: f('actorName'), kind: 'text', readOnly: true, width: 120 },
    actorMobile: { label: f('actorMobile'), kind: 'text', readOnly: true, width: 120 },
    companyName: { label: f('companyName'), kind: 'text', readOnly: true, width: 220 },
    action: { label: f('action'), kind: 'select', options: AUDIT_ACTIONS, readOnly: true, width: 100 },
    entity: { label: f('entity'), kind: 'text', readOnly: true, width: 160 },
    entityId: { label: f('entityId'), kind: 'text', readOnly: true, width: 100 },
    ip: { label: f('ip'), kind: 'text', readOnly: true, width: 130 },
    traceId: { label: f('traceId'), kind: 'text', readOnly: true },
    before: { label: f('before'), kind: 'textarea', readOnly: true },
    after: { label: f('after'), kind: 'textarea', readOnly: true },
  },
  filters: [
    { field: 'actorName', match: 'contains' },
    { field: 'companyName', match: 'contains' },
    { field: 'entity', match: 'exact' },
    { field: 'actorMobile', match: 'prefix' },
    { field: 'entityId', match: 'exact' },
    { field: 'action', match: 'in' },
    { field: 'at', match: 'range' },
  ],
  sorts: ['at'],
  defaultSort: { field: 'at', order: 'desc' },
  columns: ['at', 'actorName', 'actorMobile', 'companyName', 'action', 'entity', 'entityId', 'ip'],
  detail: [
    { title: 'admin.audit.sections.who', fields: ['at', 'actorName', 'actorMobile', 'companyName', 'ip', 'traceId'] },
    { title: 'admin.audit.sections.what', fields: ['action', 'entity', 'entityId', 'before', 'after'] },
  ],
  export: ['id', 'at', 'actorName', 'actorMobile', 'companyName', 'action', 'entity', 'entityId', 'ip', 'traceId', 'before', 'after'],
  operations: { list: 'listAuditLog', get: 'getAuditEntry', export: 'exportAuditLog' },
  permissions: { list: 'admin:audit:list', view: 'admin:audit:list', export: 'admin:audit:list' },
});
