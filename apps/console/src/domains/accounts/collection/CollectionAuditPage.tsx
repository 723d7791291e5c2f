/** 收款资质审核 (system/collection): every shop's collection qualifications; approve, reject or revoke with a comment. */
import { Input, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { toast } from '../../../app/feedback';
import { useTr } from '../../../app/i18n';
import { useDict } from '../../../shared/dict';
import { ListPage, RowActions, useListActions, type SearchField } from '../../../shared/list-page';
import { allCollections, auditCollection, type CollectionQualification } from '../api';
import { collectionColumns } from './CollectionPage';

type Filters = { companyName?: string; code?: string; status?: '0' | '1' | '-1' | '-2' };
type Decision = '1' | '-1' | '-2';

export default function CollectionAuditPage() {
  const t = useTr();
  const dict = useDict('PAY_TICKET_BUSSINES_CONFIG');
  const { list, act } = useListActions();
  const [pending, setPending] = useState<{ row: CollectionQualification; status: Decision } | null>(null);
  const [remark, setRemark] = useState('');
  const fields: SearchField<Filters>[] = [
    { field: 'companyName', label: t('accounts.collectionPage.companyName'), type: 'input' },
    { field: 'code', label: t('accounts.collectionPage.code'), type: 'input', modifiers: ['trimAll', 'upper'] },
    { field: 'status', label: t('accounts.collectionPage.status'), type: 'select', options: (['0', '1', '-1', '-2'] as const).map((v) => ({ value: v, label: t(`accounts.collectionPage.statusLabels.${v}`) })) },
  ];
  const decide = async () => {
    if (!pending) return;
    if (pending.status !== '1' && !remark.trim()) return toast('error', 'accounts.collection.remarkRequired');
    await act(auditCollection({ id: pending.row.id, status: pending.status, ...(remark.trim() ? { auditRemark: remark.trim() } : {}) }), () => setPending(null));
  };
  const columns = [
    ...collectionColumns(t, dict.label),
    {
      key: 'actions', title: t('console.list.actions'), dataIndex: 'id', width: 150, fixed: 'right' as const,
      render: (_: unknown, r: CollectionQualification) => (
        <RowActions
          actions={[
            { key: 'approve', label: t('accounts.collectionPage.approve'), permission: 'accounts:collection:audit', hidden: r.status !== '0', onClick: () => (setRemark(''), setPending({ row: r, status: '1' })) },
            { key: 'reject', label: t('accounts.collectionPage.reject'), permission: 'accounts:collection:audit', danger: true, hidden: r.status !== '0', onClick: () => (setRemark(''), setPending({ row: r, status: '-1' })) },
            { key: 'revoke', label: t('accounts.collectionPage.revoke'), permission: 'accounts:collection:audit', danger: true, hidden: r.status !== '1', onClick: () => (setRemark(''), setPending({ row: r, status: '-2' })) },
          ]}
        />
      ),
    },
  ];
  return (
    <>
      <ListPage<Filters, CollectionQualification>
        ref={list}
        title={t('accounts.collectionPage.auditTitle')}
        fields={fields}
        columns={columns}
        rowKey="id"
        scrollX={1500}
        fetch={(q) => allCollections(q)}
      />
      <Modal visible={pending !== null} title={pending ? t(pending.status === '1' ? 'accounts.collectionPage.approve' : pending.status === '-1' ? 'accounts.collectionPage.reject' : 'accounts.collectionPage.revoke') : ''}
        onCancel={() => setPending(null)} onOk={() => void decide()} unmountOnExit>
        <Input.TextArea value={remark} onChange={setRemark} placeholder={t('accounts.collectionPage.auditRemark')} aria-label={t('accounts.collectionPage.auditRemark')} maxLength={500} />
      </Modal>
    </>
  );
}
