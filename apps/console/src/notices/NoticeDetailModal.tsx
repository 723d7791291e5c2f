/** A notice's detail (SPEC §2.6): 700 px wide, a 500 px content area; title, 发布时间 and the HTML. */
import { Modal } from '@arco-design/web-react';
import { NOTICE_MODAL } from '@port/config/constants';
import { formatDateTime } from '@port/sdk';
import { useTr } from '../app/i18n';
import { RichHtml } from '../ui/RichHtml';
import { useNotices } from './store';

export function NoticeDetailModal() {
  const t = useTr();
  const detail = useNotices((s) => s.detail);
  const close = useNotices((s) => s.closeDetail);
  return (
    <Modal
      visible={detail !== null}
      title={detail?.title}
      style={{ width: NOTICE_MODAL.width }}
      onCancel={close}
      onOk={close}
      hideCancel
      okText={t('common.confirm')}
      unmountOnExit
      className="console-notice-detail"
    >
      {detail ? (
        <>
          <div className="console-notice-meta">
            {t('common.publishTime')}: {formatDateTime(detail.pushTime)}
          </div>
          <RichHtml html={detail.content} style={{ height: NOTICE_MODAL.contentHeight, overflow: 'auto' }} />
        </>
      ) : null}
    </Modal>
  );
}
