/**
 * One conversation's messages on screen: the newest page, older pages on demand, live messages appended (once,
 * by id), and messages being sent shown at once and marked failed when the call fails (a retry sends the same
 * clientMsgId, so the server stores it once).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatMessages, newClientMsgId, type ChatMessage, type ChatSend } from './api';

export type Pending = { clientMsgId: string; content: string; fileName: string | null; fileUrl: string | null; failed: boolean };

export interface Thread {
  messages: ChatMessage[];
  pending: Pending[];
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  loadOlder(): Promise<void>;
  reload(): void;
  /** Adds a message that arrived (live or as a send's answer), once. */
  add(message: ChatMessage): void;
  /** Sends through `post`; the text stays on screen as pending until the answer replaces it. */
  send(post: (body: ChatSend) => Promise<ChatMessage>, draft: { content: string; fileUrl: string | null; fileName: string | null }, clientMsgId?: string): Promise<ChatMessage | null>;
}

const merge = (list: ChatMessage[], more: ChatMessage[]) => {
  const seen = new Set(list.map((m) => m.id));
  return [...list, ...more.filter((m) => !seen.has(m.id))].sort((a, b) => Number(a.id) - Number(b.id));
};

export function useThread(conversationId: string | null): Thread {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<Pending[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const current = useRef(conversationId);
  current.current = conversationId;

  useEffect(() => {
    setMessages([]);
    setHasMore(false);
    setFailed(false);
    if (!conversationId) return;
    let cancelled = false;
    setLoading(true);
    chatMessages(conversationId)
      .then((page) => {
        if (cancelled) return;
        setMessages((now) => merge(page.list, now.filter((m) => m.conversationId === conversationId)));
        setHasMore(page.hasMore);
      })
      .catch(() => !cancelled && setFailed(true))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [conversationId, round]);

  const loadOlder = useCallback(async () => {
    const id = current.current;
    const first = messages[0];
    if (!id || !first) return;
    setLoading(true);
    try {
      const page = await chatMessages(id, first.id);
      if (current.current !== id) return;
      setMessages((now) => merge(page.list, now));
      setHasMore(page.hasMore);
    } catch {
      // The error catalogue has told the user; the button stays for another try.
    } finally {
      setLoading(false);
    }
  }, [messages]);

  const add = useCallback((message: ChatMessage) => {
    setPending((now) => now.filter((p) => p.clientMsgId !== message.clientMsgId));
    // A message of another conversation (a new one opened by this send) replaces what is shown.
    setMessages((now) => (now.length && now[0]!.conversationId !== message.conversationId ? [message] : merge(now, [message])));
  }, []);

  const send = useCallback<Thread['send']>(async (post, draft, clientMsgId = newClientMsgId()) => {
    const entry: Pending = { clientMsgId, content: draft.content, fileName: draft.fileName, fileUrl: draft.fileUrl, failed: false };
    setPending((now) => [...now.filter((p) => p.clientMsgId !== clientMsgId), entry]);
    try {
      const message = await post({ clientMsgId, ...(draft.content ? { content: draft.content } : {}), ...(draft.fileUrl ? { fileUrl: draft.fileUrl } : {}) });
      add(message);
      return message;
    } catch {
      setPending((now) => now.map((p) => (p.clientMsgId === clientMsgId ? { ...p, failed: true } : p)));
      return null;
    }
  }, [add]);

  return { messages, pending, hasMore, loading, failed, loadOlder, reload: () => setRound((r) => r + 1), add, send };
}
