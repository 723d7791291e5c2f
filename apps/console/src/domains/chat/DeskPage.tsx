/**
 * 客服工作台 (platform staff): the conversations (waiting and in progress first; ended on request) with their unread
 * counts and last message, searchable and paged; one conversation's history with take, close and reply. Chat frames
 * of the socket reload the list and add messages to the open conversation live. On a phone the list and the
 * conversation take the screen in turn.
 */
import { Badge, Button, Empty, Input, Pagination, Popconfirm, Radio, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Badge/style/css';
import '@arco-design/web-react/es/Popconfirm/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import '@arco-design/web-react/es/Pagination/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toastSuccess } from '../../app/feedback';
import { closeChat, deskConversations, readChat, replyChat, takeChat, type ChatConversation } from '../../chat/api';
import { Composer, type Draft } from '../../chat/Composer';
import { onChatEvent } from '../../chat/events';
import { ThreadView } from '../../chat/ThreadView';
import { useThread } from '../../chat/useThread';
import '../../chat/chat.css';
import { useText } from '../../shared/entity/text';
import { portTime } from '@port/sdk';

const STATUS_COLOR = { open: 'orange', taken: 'arcoblue', closed: 'gray' } as const;
const FILTERS = { active: 'open,taken', closed: 'closed', all: 'open,taken,closed' } as const;
type Filter = keyof typeof FILTERS;
const PAGE_SIZE = 20;

type Page = { data: ChatConversation[]; total: number; unread: number };

export default function DeskPage() {
  const t = useText();
  const [filter, setFilter] = useState<Filter>('active');
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [page, setPage] = useState<Page | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<ChatConversation | null>(null);
  const thread = useThread(selected?.id ?? null);
  const { add } = thread;
  const selectedId = useRef<string | null>(null);
  selectedId.current = selected?.id ?? null;

  const load = useCallback(async () => {
    try {
      const found = await deskConversations({ pageNo, pageSize: PAGE_SIZE, status: FILTERS[filter], ...(keyword.trim() ? { keyword: keyword.trim() } : {}) });
      setPage({ data: found.data ?? [], total: found.total, unread: found.unread ?? 0 });
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [filter, keyword, pageNo]);

  useEffect(() => {
    void load();
  }, [load]);

  const markRead = useCallback((c: ChatConversation) => {
    if (c.deskUnread > 0) void readChat(c.id).then(load).catch(() => undefined);
  }, [load]);

  useEffect(() => onChatEvent((event) => {
    void load();
    if (event.conversation.id !== selectedId.current) return;
    setSelected(event.conversation);
    if (event.message) {
      add(event.message);
      if (event.message.side === 'user') markRead(event.conversation);
    }
  }), [add, load, markRead]);

  const choose = (c: ChatConversation) => {
    setSelected(c);
    markRead(c);
  };

  const act = async (call: (id: string) => Promise<ChatConversation>) => {
    if (!selected) return;
    try {
      setSelected(await call(selected.id));
      toastSuccess();
      void load();
    } catch {
      // The error catalogue has shown the reason (ended, or taken by another member).
    }
  };

  const reply = async (draft: Draft) => {
    if (!selected) return false;
    const id = selected.id;
    return (await thread.send((body) => replyChat(id, body), draft)) !== null;
  };

  return (
    <div className="chat-desk" data-view={selected ? 'thread' : 'list'}>
      <section className="chat-desk-list" aria-label={t('chat.pages.desk')}>
        <div className="chat-desk-filters">
          <Radio.Group type="button" size="small" value={filter} onChange={(v: Filter) => { setFilter(v); setPageNo(1); }}>
            {(Object.keys(FILTERS) as Filter[]).map((f) => <Radio key={f} value={f}>{t(`chat.statusFilter.${f}`)}</Radio>)}
          </Radio.Group>
          <Input.Search allowClear size="small" placeholder={t('chat.desk.search')} aria-label={t('chat.desk.search')} onSearch={(v) => { setKeyword(v); setPageNo(1); }} />
          {page ? <span className="chat-meta">{t('chat.desk.totalUnread', { n: page.unread })}</span> : null}
        </div>
        {failed ? (
          <div className="chat-state">{t('chat.panel.loadFailed')} <Button size="mini" onClick={() => void load()}>{t('chat.panel.retry')}</Button></div>
        ) : !page ? (
          <Spin className="chat-state" />
        ) : !page.data.length ? (
          <Empty className="chat-state" description={t('chat.desk.empty')} />
        ) : (
          <ul className="chat-desk-items">
            {page.data.map((c) => (
              <li key={c.id}>
                <button type="button" aria-current={c.id === selected?.id} onClick={() => choose(c)} data-testid="chat-desk-item">
                  <span className="chat-desk-name" data-user-data>{c.userName} · {c.companyName ?? c.userMobile}</span>
                  <span>
                    <Badge count={c.deskUnread} maxCount={99} />{' '}
                    <Tag size="small" color={STATUS_COLOR[c.status]}>{t(`chat.status.${c.status}`)}</Tag>
                  </span>
                  {c.lastMessage ? <span className="chat-desk-last" data-user-data>{c.lastMessage}</span> : <span className="chat-desk-last">{t('chat.desk.noMessage')}</span>}
                  <span className="chat-desk-time">{portTime(c.lastMessageTime ?? c.createTime)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {page && page.total > PAGE_SIZE ? (
          <div className="chat-desk-pager">
            <Pagination simple size="small" current={pageNo} pageSize={PAGE_SIZE} total={page.total} onChange={setPageNo} />
          </div>
        ) : null}
      </section>
      <section className="chat-desk-main">
        {selected ? (
          <>
            <header className="chat-desk-head">
              <Button size="mini" className="chat-desk-back" onClick={() => setSelected(null)}>{t('chat.desk.back')}</Button>
              <h2 data-user-data>{selected.userName} · {selected.userMobile}</h2>
              <span className="chat-meta" data-user-data>{selected.companyName ?? ''}</span>
              <Tag size="small" color={STATUS_COLOR[selected.status]}>{t(`chat.status.${selected.status}`)}</Tag>
              {selected.assigneeName ? <span className="chat-meta">{t('chat.desk.takenBy', { name: '' })}<span data-user-data>{selected.assigneeName}</span></span> : null}
              <span className="chat-desk-actions">
                {selected.status === 'open' ? <Button size="small" type="primary" onClick={() => void act(takeChat)}>{t('chat.desk.take')}</Button> : null}
                {selected.status !== 'closed' ? (
                  <Popconfirm title={t('chat.desk.closeConfirm')} onOk={() => void act(closeChat)}>
                    <Button size="small" status="danger">{t('chat.desk.close')}</Button>
                  </Popconfirm>
                ) : null}
              </span>
            </header>
            <ThreadView thread={thread} mine="desk" emptyText={t('chat.desk.noMessage')} onRetry={(p) => void thread.send((body) => replyChat(selected.id, body), p, p.clientMsgId)} />
            {selected.status !== 'closed' ? <Composer onSend={reply} /> : <p className="chat-state">{t('chat.errors.closed')}</p>}
          </>
        ) : (
          <Empty className="chat-desk-pick" description={t('chat.desk.pick')} />
        )}
      </section>
    </div>
  );
}
