/**
 * 到港信息 (SPEC §2.8 shipToSend / shipToAdd): the shipping-line agent sends the arrival information of one of
 * its voyages (ATA, berth, boxes discharged, remarks) to a forwarder concerned, who acknowledges it.
 */
import type { Schemas } from '../../contract';
import { describeEntity } from '../../domain/describe';

export type ArrivalNoticeStatus = Schemas['ArrivalNoticeStatus'];

const AGENT = [{ party: 'owner', permission: 'arrival:edit' }] as const;
const ADDRESSEE = [{ party: 'counterpart', permission: 'arrival:ack' }] as const;

export const arrivalNoticeEntity = describeEntity<Schemas['ArrivalNotice']>()<ArrivalNoticeStatus>({
  name: 'arrival.notice',
  titleField: 'noticeNo',
  fields: {
    id: { label: 'arrival.notice.fields.id', kind: 'text', readOnly: true },
    noticeNo: { label: 'arrival.notice.fields.noticeNo', kind: 'text', readOnly: true, width: 150 },
    voyageId: {
      label: 'arrival.notice.fields.voyageId', kind: 'reference', required: true,
      reference: { operation: 'listVoyages', value: 'id', label: 'vesselName' },
    },
    vesselName: { label: 'arrival.notice.fields.vesselName', kind: 'text', readOnly: true, width: 200 },
    voyageNo: { label: 'arrival.notice.fields.voyageNo', kind: 'text', readOnly: true, width: 90 },
    ata: { label: 'arrival.notice.fields.ata', kind: 'datetime', required: true, width: 170 },
    berth: { label: 'arrival.notice.fields.berth', kind: 'text', required: true, maxLength: 10, width: 80 },
    dischargedCount: { label: 'arrival.notice.fields.dischargedCount', kind: 'integer', required: true, min: 0, max: 30000, width: 90 },
    addresseeCode: { label: 'arrival.notice.fields.addresseeCode', kind: 'text', required: true, maxLength: 20, width: 110 },
    addresseeCompanyName: { label: 'arrival.notice.fields.addresseeCompanyName', kind: 'text', readOnly: true, width: 200 },
    remark: { label: 'arrival.notice.fields.remark', kind: 'textarea', maxLength: 500 },
    status: { label: 'arrival.notice.fields.status', kind: 'select', readOnly: true, width: 100 },
    ownerCompanyName: { label: 'arrival.notice.fields.ownerCompanyName', kind: 'text', readOnly: true, width: 200 },
    createTime: { label: 'arrival.notice.fields.createTime', kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: 'arrival.notice.fields.updateTime', kind: 'datetime', readOnly: true, width: 170 },
  },
  filters: [
    { field: 'noticeNo', match: 'prefix' },
    { field: 'vesselName', match: 'contains' },
    { field: 'status', match: 'in' },
    { field: 'ata', match: 'range' },
  ],
  sorts: ['createTime', 'ata'],
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: ['noticeNo', 'vesselName', 'voyageNo', 'ata', 'berth', 'dischargedCount', 'addresseeCompanyName', 'ownerCompanyName', 'status'],
  detail: [
    { title: 'arrival.notice.sections.arrival', fields: ['noticeNo', 'vesselName', 'voyageNo', 'ata', 'berth', 'dischargedCount', 'status'] },
    { title: 'arrival.notice.sections.addressee', fields: ['addresseeCode', 'addresseeCompanyName', 'remark'] },
    { title: 'arrival.notice.sections.record', fields: ['ownerCompanyName', 'createTime', 'updateTime'] },
  ],
  form: [
    { title: 'arrival.notice.sections.arrival', fields: ['voyageId', 'ata', 'berth', 'dischargedCount'] },
    { title: 'arrival.notice.sections.addressee', fields: ['addresseeCode', 'remark'] },
  ],
  export: ['noticeNo', 'vesselName', 'voyageNo', 'ata', 'berth', 'dischargedCount', 'addresseeCompanyName', 'ownerCompanyName', 'remark', 'createTime', 'status'],
  status: {
    field: 'status',
    initial: 'draft',
    states: {
      draft: { label: 'arrival.notice.status.draft', color: 'gray', draft: true },
      sent: { label: 'arrival.notice.status.sent', color: 'blue', locked: true },
      acknowledged: { label: 'arrival.notice.status.acknowledged', color: 'green', final: true },
    },
    transitions: [
      { action: 'send', label: 'arrival.notice.actions.send', from: ['draft'], to: 'sent', by: AGENT, notify: ['counterpart'], confirm: 'arrival.notice.confirm.send' },
      { action: 'acknowledge', label: 'arrival.notice.actions.acknowledge', from: ['sent'], to: 'acknowledged', by: ADDRESSEE, notify: ['owner'], confirm: 'arrival.notice.confirm.acknowledge' },
    ],
  },
  operations: {
    list: 'listArrivalNotices',
    get: 'getArrivalNotice',
    create: 'createArrivalNotice',
    update: 'updateArrivalNotice',
    transition: 'transitionArrivalNotice',
    history: 'getArrivalNoticeHistory',
    export: 'exportArrivalNotices',
  },
  permissions: { list: 'arrival:list', view: 'arrival:list', create: 'arrival:edit', edit: 'arrival:edit', export: 'arrival:export' },
});
