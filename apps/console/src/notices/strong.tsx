/**
 * Strong reminders (noticeType '2', SPEC §4): blocking modals titled 收到一条最新通知 with the single
 * button 已读, one at a time; 已读 marks the item read; when all are acknowledged the bell refreshes.
 */
import { Modal } from '@arco-design/web-react';
import { NOTICE_MODAL } from '@port/config/constants';
import { formatDateTime } from '@port/sdk';
import { create } from 'zustand';
import { useTr } from '../app/i18n';
import { RichHtml } from '../ui/RichHtml';
import { markRead, type Notice } from './api';
import { useNotices } from './store';

interface StrongQueue {
  queue: Notice[];
  /** Ids already queued in this page's life, so a notice never pops up twice. */
  seen: Set<string>;
  push(items: readonly Notice[]): void;
  acknowledge(): Promise<void>;
}

export const useStrongNotices = create<StrongQueue>((set, get) => ({
  queue: [],
  seen: new Set(),
  push(items) {
    const seen = new Set(get().seen);
    const fresh = items.filter((n) => n.noticeType === '2' && !seen.has(n.id));
    if (!fresh.length) return;
    fresh.forEach((n) => seen.add(n.id));
    set((s) => ({ queue: [...s.queue, ...fresh], seen }));
  },
  async acknowledge() {
    const [head, ...rest] = get().queue;
    if (!head) return;
    set({ queue: rest });
    try {
      await markRead(head.id);
    } catch {
      // Shown by the error catalogue; the item stays unread on the server.
    }
    if (rest.length === 0) await useNotices.getState().refresh();
  },
}));

export function StrongNoticeModal() {
  const t = useTr();
  const head = useStrongNotices((s) => s.queue[0]);
  const acknowledge = useStrongNotices((s) => s.acknowledge);
  return (
    <Modal
      visible={head !== undefined}
      title={t('console.notice.latest')}
      style={{ width: NOTICE_MODAL.width }}
      closable={false}
      maskClosable={false}
      escToExit={false}
      hideCancel
      okText={t('common.read')}
      onOk={() => acknowledge()}
      className="console-strong-notice"
    >
      {head ? (
        <>
          <h3 className="console-notice-title">{head.title}</h3>
          <div className="console-notice-meta">
            {t('common.publishTime')}: {formatDateTime(head.pushTime)}
          </div>
          <RichHtml html={head.content} style={{ maxHeight: NOTICE_MODAL.contentHeight, overflow: 'auto' }} />
        </>
      ) : null}
    </Modal>
  );
}
