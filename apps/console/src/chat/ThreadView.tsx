/**
 * A conversation's messages, oldest at the top and newest at the bottom (kept in view as messages arrive). Text is
 * rendered as text, never as HTML; an attachment is a link (an image also as a thumbnail) through its signed URL.
 */
import { Button, Empty, Spin } from '@arco-design/web-react';
import { useEffect, useRef } from 'react';
import { useText } from '../shared/entity/text';
import type { ChatMessage, ChatSend } from './api';
import type { Pending, Thread } from './useThread';
import { portTime } from '@port/sdk';

function Attachment({ message }: { message: ChatMessage }) {
  const a = message.attachment;
  if (!a) return null;
  return (
    <a className="chat-attachment" href={a.url} target="_blank" rel="noopener noreferrer">
      {a.contentType.startsWith('image/') ? <img src={a.url} alt={a.fileName} /> : null}
      <span>📎 {a.fileName}</span>
    </a>
  );
}

export function ThreadView({ thread, mine, emptyText, onRetry }: {
  thread: Thread;
  /** Which side is the viewer's own (right-aligned). */
  mine: ChatMessage['side'];
  emptyText: string;
  onRetry: (p: Pending) => void;
}) {
  const t = useText();
  const bottom = useRef<HTMLDivElement>(null);
  const last = thread.messages[thread.messages.length - 1]?.id;
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [last, thread.pending.length]);

  return (
    <div className="chat-thread" role="log" aria-live="polite">
      {thread.hasMore ? (
        <Button size="mini" type="text" loading={thread.loading} onClick={() => void thread.loadOlder()} className="chat-older">
          {t('chat.panel.loadOlder')}
        </Button>
      ) : null}
      {thread.failed ? (
        <div className="chat-state">
          {t('chat.panel.loadFailed')} <Button size="mini" onClick={thread.reload}>{t('chat.panel.retry')}</Button>
        </div>
      ) : null}
      {thread.loading && !thread.messages.length ? <Spin className="chat-state" /> : null}
      {!thread.loading && !thread.failed && !thread.messages.length && !thread.pending.length ? <Empty className="chat-state" description={emptyText} /> : null}
      {thread.messages.map((m) => (
        <div key={m.id} className={`chat-bubble-row ${m.side === mine ? 'chat-mine' : 'chat-theirs'}`} data-testid="chat-message">
          <div className="chat-meta">
            {m.side === mine ? t('chat.panel.me') : m.side === 'desk' ? t('chat.panel.desk') : <span data-user-data>{m.senderName}</span>} · {portTime(m.createTime)}
          </div>
          <div className="chat-bubble" data-user-data>
            {m.content ? <span className="chat-text">{m.content}</span> : null}
            <Attachment message={m} />
          </div>
        </div>
      ))}
      {thread.pending.map((p) => (
        <div key={p.clientMsgId} className="chat-bubble-row chat-mine chat-pending">
          <div className="chat-bubble" data-user-data>
            {p.content ? <span className="chat-text">{p.content}</span> : null}
            {p.fileName ? <span>📎 {p.fileName}</span> : null}
          </div>
          {p.failed ? (
            <div className="chat-meta chat-failed">
              {t('chat.panel.failed')} <Button size="mini" type="text" onClick={() => onRetry(p)}>{t('chat.panel.retry')}</Button>
            </div>
          ) : null}
        </div>
      ))}
      <div ref={bottom} />
    </div>
  );
}

export type Post = (body: ChatSend) => Promise<ChatMessage>;
