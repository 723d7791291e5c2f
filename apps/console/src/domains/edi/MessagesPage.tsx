/**
 * EDI报文日志 (/edi/messages, issue 25): every interchange the company's systems sent in (open API or upload) with its
 * status, the CONTRL/APERAK sent back, the raw text, the records it changed, and replay of a refused one; searchable
 * by container number and reference. The toolbar uploads an interchange (drag a file) and manages the company's EDI
 * identities (UNB sender id + qualifier). Platform staff see every company's entries.
 */
import { Alert, Button, Drawer, Form, Input, Message, Modal, Space, Table, Tag, Upload } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Drawer/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import '@arco-design/web-react/es/Upload/style/css';
import { portTime } from '@port/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePermission } from '../../permission';
import { useText } from '../../shared/entity/text';
import { ListPage, type ListPageHandle, type SearchField } from '../../shared/list-page';
import {
  addEdiParty, downloadInterchange, ediLog, ediParties, removeEdiParty, replayInterchange, uploadInterchange,
  type EdiInterchange, type EdiLogQuery, type EdiParty, type EdiReceipt,
} from './api';

type Filters = Omit<EdiLogQuery, 'pageNo' | 'pageSize'>;
type Status = EdiInterchange['status'];
type Problem = EdiInterchange['problems'][number];

const STATUS_COLOR: Record<Status, string> = { received: 'gray', syntaxError: 'red', applied: 'green', partlyApplied: 'orange', refused: 'red', sent: 'arcoblue' };
/** The upload's bound, as the server's (512 KiB): a larger file is refused before it is read. */
const MAX_BYTES = 512 * 1024;

const failure = (e: unknown) => Message.error(e instanceof Error ? e.message : String(e));

function ProblemTable({ problems }: { problems: readonly Problem[] }) {
  const t = useText();
  return (
    <Table<Problem>
      size="small"
      rowKey={(p) => `${p.message}-${p.segment}-${p.segmentPosition}-${p.code}-${p.element}`}
      pagination={false}
      data={[...problems]}
      columns={[
        { title: t('edi.log.messageCol'), dataIndex: 'message', width: 70, render: (v: string | null) => v ?? 'UNB/UNZ' },
        { title: t('edi.log.fields.problems'), dataIndex: 'kind', width: 130, render: (v: Problem['kind']) => <Tag color={v === 'syntax' ? 'red' : 'orange'}>{t(`edi.log.kind.${v}`)}</Tag> },
        {
          title: t('edi.log.segmentCol'), key: 'where', width: 170,
          render: (_: unknown, p: Problem) => [t('edi.log.problem', { segment: p.segment, position: p.segmentPosition }), p.element !== null ? t('edi.log.element', { element: p.element }) : ''].filter(Boolean).join(' · '),
        },
        { title: t('edi.log.codeCol'), dataIndex: 'code', width: 90 },
        { title: t('edi.log.detailCol'), dataIndex: 'detail' },
      ]}
    />
  );
}

function Detail({ entry, onClose }: { entry: EdiInterchange | null; onClose: () => void }) {
  const t = useText();
  return (
    <Drawer width="min(720px, 100vw)" title={entry ? `${entry.senderId} · ${entry.controlReference}` : ''} visible={Boolean(entry)} onCancel={onClose} footer={null}>
      {entry && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Space wrap>
            <Tag color={STATUS_COLOR[entry.status]}>{t(`edi.log.status.${entry.status}`)}</Tag>
            <span>{entry.messageTypes}</span>
            <span>{t('edi.log.fields.applied')}: {entry.appliedCount}/{entry.messageCount}</span>
            <span>{t('edi.log.fields.replays')}: {entry.replays}</span>
          </Space>
          <Space wrap>
            <Button size="small" onClick={() => void downloadInterchange(entry.id, 'raw').catch(failure)}>{t('edi.log.actions.raw')}</Button>
            {entry.hasContrl && <Button size="small" onClick={() => void downloadInterchange(entry.id, 'contrl').catch(failure)}>{t('edi.log.actions.contrl')}</Button>}
            {entry.hasAperak && <Button size="small" onClick={() => void downloadInterchange(entry.id, 'aperak').catch(failure)}>{t('edi.log.actions.aperak')}</Button>}
          </Space>
          {entry.problems.length > 0 && <ProblemTable problems={entry.problems} />}
          {entry.records.length > 0 && (
            <div>
              <h4>{t('edi.log.fields.records')}</h4>
              <Space wrap>{entry.records.map((r) => <Tag key={r.id}>{t('edi.log.recordMove', { containerNo: r.containerNo, event: r.event })}</Tag>)}</Space>
            </div>
          )}
          <div>
            <h4>{t('edi.log.fields.references')}</h4>
            <Space wrap>{[...entry.containerNos, ...entry.references].map((r) => <Tag key={r}>{r}</Tag>)}</Space>
          </div>
        </Space>
      )}
    </Drawer>
  );
}

/** Drag or choose one file; its text goes to the server, the receipt (status, problems) is shown below. */
function UploadDialog({ visible, onClose, onDone }: { visible: boolean; onClose: () => void; onDone: () => void }) {
  const t = useText();
  const [receipt, setReceipt] = useState<EdiReceipt | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (file: File) => {
    if (file.size > MAX_BYTES) return Message.error(t('edi.errors.tooLarge', { kb: MAX_BYTES / 1024 }));
    const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
    // A zip (PK\3\4) or gzip (1F 8B) is refused here: the hub reads one interchange as text.
    if ((head[0] === 0x50 && head[1] === 0x4b) || (head[0] === 0x1f && head[1] === 0x8b)) return Message.error(t('edi.errors.fileType'));
    setBusy(true);
    try {
      const r = await uploadInterchange(file.name, await file.text());
      setReceipt(r);
      Message.info(r.duplicate ? t('edi.log.duplicate') : t('edi.log.uploaded', { status: t(`edi.log.status.${r.status}`) }));
      onDone();
    } catch (e) {
      failure(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={t('edi.log.actions.upload')} visible={visible} onCancel={() => { setReceipt(null); onClose(); }} footer={null} style={{ width: 'min(760px, 96vw)' }}>
      <Upload
        drag
        accept=".edi,.txt,.edifact,.dat"
        showUploadList={false}
        disabled={busy}
        tip={t('edi.log.uploadHint')}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      />
      {receipt && (
        <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
          <Alert type={receipt.status === 'applied' ? 'success' : receipt.status === 'partlyApplied' ? 'warning' : 'error'}
            content={`${receipt.controlReference}: ${t(`edi.log.status.${receipt.status}`)}${receipt.duplicate ? ` · ${t('edi.log.duplicate')}` : ''}`} />
          {receipt.problems.length > 0 && <ProblemTable problems={receipt.problems} />}
        </Space>
      )}
    </Modal>
  );
}

function PartiesDrawer({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const t = useText();
  const { can } = usePermission();
  const [list, setList] = useState<{ data: EdiParty[]; portId: string }>({ data: [], portId: '' });
  const [form] = Form.useForm<{ ediId: string; qualifier?: string }>();
  const load = useCallback(() => void ediParties().then(setList, failure), []);
  useEffect(() => {
    if (visible) load();
  }, [visible, load]);
  const add = async () => {
    const v = await form.validate();
    try {
      await addEdiParty(v.ediId, v.qualifier ?? '');
      form.resetFields();
      load();
    } catch (e) {
      failure(e);
    }
  };
  return (
    <Drawer width="min(560px, 100vw)" title={t('edi.parties.title')} visible={visible} onCancel={onClose} footer={null}>
      <Alert type="info" content={t('edi.parties.hint', { portId: list.portId })} style={{ marginBottom: 16 }} />
      {can('edi:party:edit') && (
        <Form form={form} layout="inline" style={{ marginBottom: 16 }} onSubmit={() => void add()}>
          <Form.Item field="ediId" label={t('edi.parties.ediId')} rules={[{ required: true, message: t('edi.errors.ediIdRequired') }, { maxLength: 35 }]}>
            <Input style={{ width: 160 }} />
          </Form.Item>
          <Form.Item field="qualifier" label={t('edi.parties.qualifier')} rules={[{ maxLength: 4 }]}>
            <Input style={{ width: 80 }} placeholder="ZZZ" />
          </Form.Item>
          <Button type="primary" htmlType="submit">{t('edi.log.actions.addParty')}</Button>
        </Form>
      )}
      <Table<EdiParty>
        size="small" rowKey="id" pagination={false} data={list.data} noDataElement={t('edi.parties.empty')}
        columns={[
          { title: t('edi.parties.ediId'), dataIndex: 'ediId' },
          { title: t('edi.parties.qualifier'), dataIndex: 'qualifier', width: 110 },
          { title: t('edi.log.fields.company'), dataIndex: 'companyName' },
          ...(can('edi:party:edit') ? [{
            title: '', key: 'remove', width: 80,
            render: (_: unknown, p: EdiParty) => <Button size="mini" status="danger" onClick={() => void removeEdiParty(p.id).then(load, failure)}>{t('edi.log.actions.remove')}</Button>,
          }] : []),
        ]}
      />
    </Drawer>
  );
}

export default function MessagesPage() {
  const t = useText();
  const { can } = usePermission();
  const list = useRef<ListPageHandle>(null);
  const [detail, setDetail] = useState<EdiInterchange | null>(null);
  const [uploading, setUploading] = useState(false);
  const [parties, setParties] = useState(false);
  const reload = () => list.current?.reload();
  const replay = async (e: EdiInterchange) => {
    try {
      const r = await replayInterchange(e.id);
      Message.info(t('edi.log.replayed', { status: t(`edi.log.status.${r.status}`) }));
      reload();
    } catch (err) {
      failure(err);
    }
  };
  const statuses: Status[] = ['received', 'syntaxError', 'applied', 'partlyApplied', 'refused'];
  const fields: SearchField<Filters>[] = [
    { field: 'containerNo', label: t('edi.log.fields.containers'), type: 'input', modifiers: ['trimAll', 'upper'] },
    { field: 'reference', label: t('edi.log.fields.reference'), type: 'input', modifiers: ['trimAll'] },
    { field: 'status', label: t('edi.log.fields.status'), type: 'select', options: statuses.map((v) => ({ value: v, label: t(`edi.log.status.${v}`) })) },
    { field: 'direction', label: t('edi.log.fields.direction'), type: 'select', options: (['in', 'out'] as const).map((v) => ({ value: v, label: t(`edi.log.direction.${v}`) })) },
  ];
  const columns = [
    { key: 'time', title: t('edi.log.fields.time'), dataIndex: 'time', width: 170, render: portTime },
    { key: 'direction', title: t('edi.log.fields.direction'), dataIndex: 'direction', width: 80, render: (v: EdiInterchange['direction']) => t(`edi.log.direction.${v}`) },
    { key: 'channel', title: t('edi.log.fields.channel'), dataIndex: 'channel', width: 90, render: (v: EdiInterchange['channel']) => t(`edi.log.channel.${v}`) },
    { key: 'companyName', title: t('edi.log.fields.company'), dataIndex: 'companyName', width: 160 },
    { key: 'senderId', title: t('edi.log.fields.sender'), dataIndex: 'senderId', width: 110 },
    { key: 'controlReference', title: t('edi.log.fields.controlReference'), dataIndex: 'controlReference', width: 130 },
    { key: 'messageTypes', title: t('edi.log.fields.messageTypes'), dataIndex: 'messageTypes', width: 120 },
    { key: 'status', title: t('edi.log.fields.status'), dataIndex: 'status', width: 110, render: (v: Status) => <Tag color={STATUS_COLOR[v]}>{t(`edi.log.status.${v}`)}</Tag> },
    { key: 'applied', title: t('edi.log.fields.applied'), dataIndex: 'appliedCount', width: 80, render: (_: number, e: EdiInterchange) => `${e.appliedCount}/${e.messageCount}` },
    { key: 'containerNos', title: t('edi.log.fields.containers'), dataIndex: 'containerNos', width: 200, render: (v: string[]) => v.slice(0, 3).join(', ') + (v.length > 3 ? ` +${v.length - 3}` : '') },
    {
      key: 'actions', title: '', dataIndex: 'id', width: 190, fixed: 'right' as const,
      render: (_: string, e: EdiInterchange) => (
        <Space size="mini">
          <Button size="mini" type="text" onClick={() => setDetail(e)}>{t('edi.log.actions.detail')}</Button>
          <Button size="mini" type="text" onClick={() => void downloadInterchange(e.id, 'raw').catch(failure)}>{t('edi.log.actions.raw')}</Button>
          {(e.status === 'refused' || e.status === 'partlyApplied') && can('edi:message:replay') && (
            <Button size="mini" type="text" onClick={() => void replay(e)}>{t('edi.log.actions.replay')}</Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListPage<Filters, EdiInterchange>
        ref={list}
        title={t('edi.log.title')}
        fields={fields}
        columns={columns}
        rowKey="id"
        listId="edi-messages"
        scrollX={1500}
        emptyText={t('edi.log.empty')}
        toolbar={
          <>
            {can('edi:message:upload') && <Button type="primary" onClick={() => setUploading(true)}>{t('edi.log.actions.upload')}</Button>}
            <Button onClick={() => setParties(true)}>{t('edi.log.actions.parties')}</Button>
          </>
        }
        fetch={(q) => ediLog(q)}
      />
      <Detail entry={detail} onClose={() => setDetail(null)} />
      <UploadDialog visible={uploading} onClose={() => setUploading(false)} onDone={reload} />
      <PartiesDrawer visible={parties} onClose={() => setParties(false)} />
    </>
  );
}
