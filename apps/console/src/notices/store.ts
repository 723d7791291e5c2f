/**
 * The unread notices, messages and to-dos behind the bell, and the notice whose detail is open.
 * Opening an item marks it read; a '0000' answer reloads the list (SPEC §4).
 */
import { create } from 'zustand';
import { useSession } from '../session/store';
import { fetchUnread, markRead, type ContentType, type Notice, type NoticeList } from './api';

interface NoticeStore {
  list: NoticeList | null;
  /** The latest load failed (the error catalogue has told the user). */
  failed: boolean;
  /** The notice shown in the detail modal. */
  detail: Notice | null;
  refresh(): Promise<NoticeList | null>;
  open(notice: Notice): void;
  closeDetail(): void;
  /** Marks read and reloads the list when the server confirms. */
  read(id: string): Promise<void>;
}

export const useNotices = create<NoticeStore>((set, get) => ({
  list: null,
  failed: false,
  detail: null,
  async refresh() {
    const userId = useSession.getState().info?.user.userId;
    if (!userId) return null;
    try {
      const list = await fetchUnread(userId);
      set({ list, failed: false });
      return list;
    } catch {
      set({ failed: true });
      return get().list;
    }
  },
  open(notice) {
    set({ detail: notice });
    void get().read(notice.id);
  },
  closeDetail() {
    set({ detail: null });
  },
  async read(id) {
    try {
      if (await markRead(id)) await get().refresh();
    } catch {
      // The error catalogue has told the user.
    }
  },
}));

/** Unread items of some content types, newest first. */
export function itemsOf(list: NoticeList | null, types: readonly ContentType[]): Notice[] {
  if (!list) return [];
  return list.noticeTypeVos
    .filter((vo) => types.includes(vo.contentType))
    .flatMap((vo) => vo.content)
    .sort((a, b) => String(b.pushTime).localeCompare(String(a.pushTime)));
}

export function countOf(list: NoticeList | null, types: readonly ContentType[]): number {
  if (!list) return 0;
  return list.noticeTypeVos.filter((vo) => types.includes(vo.contentType)).reduce((n, vo) => n + vo.typeCount, 0);
}

/** The bell's tabs: 消息 holds notices and messages, 待办 the to-dos. */
export const MESSAGE_TYPES: readonly ContentType[] = ['NOTICE', 'MESSAGE'];
export const TODO_TYPES: readonly ContentType[] = ['TODO'];

/**
 * The unread counts the user sees: the bell's badge and its 消息 and 待办 tabs, and the dashboard's
 * counters. One source, so the two never disagree.
 */
export function unreadSummary(list: NoticeList | null): { messages: number; todos: number; total: number } {
  const messages = countOf(list, MESSAGE_TYPES);
  const todos = countOf(list, TODO_TYPES);
  return { messages, todos, total: messages + todos };
}
