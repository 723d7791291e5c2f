/**
 * The signed-in user's conversation with the service desk (the toolbar's chat): the latest conversation's history
 * (paged, newest last), live replies, read marks while the panel is open, and a new conversation after the desk
 * closed the last one.
 */
import { Alert } from '@arco-design/web-react';
import { useCallback, useEffect, useState } from 'react';
import { useText } from '../shared/entity/text';
import { myChat, readChat, sendChat, type ChatConversation } from './api';
import { Composer, type Draft } from './Composer';
import { onChatEvent } from './events';
import { useChat } from './store';
import { ThreadView } from './ThreadView';
import { useThread } from './useThread';

export function ChatPanel() {
  const t = useText();
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const thread = useThread(conversation?.id ?? null);
  const { add } = thread;

  const markRead = useCallback((c: ChatConversation) => {
    if (c.userUnread > 0) void readChat(c.id).then(() => useChat.getState().refresh(false)).catch(() => undefined);
  }, []);

  useEffect(() => {
    let cancelled = false;
    void myChat().then((mine) => {
      if (cancelled) return;
      setConversation(mine.conversation);
      if (mine.conversation) markRead(mine.conversation);
    }).catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [markRead]);

  useEffect(() => onChatEvent((event) => {
    setConversation((now) => (!now || Number(event.conversation.id) >= Number(now.id) ? event.conversation : now));
    if (event.message) add(event.message);
    if (event.message?.side === 'desk') markRead(event.conversation);
  }), [add, markRead]);

  const send = async (draft: Draft) => {
    const message = await thread.send(sendChat, draft);
    if (message && message.conversationId !== conversation?.id) {
      // The first message (or the first after a close) opened a conversation.
      const mine = await myChat().catch(() => null);
      if (mine?.conversation) setConversation(mine.conversation);
    }
    return message !== null;
  };

  return (
    <div className="chat-panel">
      <p className="chat-welcome">{t('chat.panel.welcome')}</p>
      {conversation?.status === 'closed' ? <Alert type="info" content={t('chat.panel.closedTip')} /> : null}
      <ThreadView
        thread={thread}
        mine="user"
        emptyText={t('chat.panel.empty')}
        onRetry={(p) => void thread.send(sendChat, p, p.clientMsgId)}
      />
      <Composer onSend={send} />
    </div>
  );
}
