import { describe, expect, it } from 'vitest';
import type { NoticeList } from './api';
import { unreadSummary } from './store';

describe('unread counts', () => {
  it('gives the dashboard and the bell the same numbers: 消息 holds notices and messages', () => {
    const list = {
      allCount: 6,
      noticeTypeVos: [
        { contentType: 'NOTICE', content: [], typeCount: 2 },
        { contentType: 'MESSAGE', content: [], typeCount: 3 },
        { contentType: 'TODO', content: [], typeCount: 1 },
      ],
    } as unknown as NoticeList;
    expect(unreadSummary(list)).toEqual({ messages: 5, todos: 1, total: 6 });
    expect(unreadSummary(null)).toEqual({ messages: 0, todos: 0, total: 0 });
  });
});
