/**
 * The real-time channel (SPEC §3, §4): the SDK's notice socket signs in with the Web-Token cookie,
 * keeps the heartbeat and reconnects; here a type 3 notice refreshes the bell and shows either a
 * persistent toast that opens the detail (noticeType '1') or a blocking modal (noticeType '2').
 */
import { Notification } from '@arco-design/web-react';
import { TOKEN_COOKIE } from '@port/config/constants';
import { getToken, readCookie } from '@port/sdk';
import { createNoticeSocket, type NoticeSocket } from '@port/sdk/ws';
import { NOTICE_SOCKET_PATH } from '../env';
import { tr } from '../app/i18n';
import { emitChatEvent } from '../chat/events';
import { forgetDict } from '../shared/dict';
import type { CurrentUser } from '../session/types';
import type { Notice } from './api';
import { usePopups } from './popups';
import { useNotices } from './store';
import { useStrongNotices } from './strong';
import { useWork } from '../work/store';

export function noticeSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${NOTICE_SOCKET_PATH}`;
}

function findUnread(id: string): Notice | undefined {
  const list = useNotices.getState().list;
  return list?.noticeTypeVos.flatMap((vo) => vo.content).find((n) => n.id === id);
}

function toastNotice(notice: Notice | undefined, fallbackContent: string, id: string): void {
  const open = () => {
    Notification.remove(`notice-${id}`);
    if (notice) useNotices.getState().open(notice);
  };
  Notification.info({
    id: `notice-${id}`,
    title: tr('console.notice.newNotice'),
    content: (
      <button type="button" className="console-notice-toast" onClick={open}>
        {notice?.title ?? fallbackContent}
      </button>
    ),
    position: 'topRight',
    duration: 0,
    closable: true,
  });
}

export async function handleLiveNotice(event: { id: string; content: string; noticeType: string }): Promise<void> {
  await useNotices.getState().refresh();
  const notice = findUnread(event.id);
  if (event.noticeType === '2') {
    useStrongNotices.getState().push([
      notice ?? {
        id: event.id,
        title: tr('console.notice.latest'),
        content: event.content,
        pushTime: new Date().toISOString(),
        noticeType: '2',
      },
    ]);
    return;
  }
  toastNotice(notice, event.content, event.id);
}

export function connectNoticeSocket(user: CurrentUser): NoticeSocket {
  const socket = createNoticeSocket({
    url: noticeSocketUrl(),
    // SPEC §7: the token comes from the Web-Token cookie (the stored token when the cookie is missing).
    getToken: () => readCookie(TOKEN_COOKIE) || getToken(),
    getIdentity: () => ({
      userId: user.userId,
      userName: user.name ?? user.mobile,
      orgId: user.companyId ?? '',
      orgName: user.companyName ?? '',
    }),
  });
  socket.on((event) => {
    if (event.type === 'notice') void handleLiveNotice(event);
    // 字典管理 changed a type: every select of it reads it again, without a reload.
    if (event.type === 'changed' && event.event === 'dict') forgetDict(event.dictType);
    // A popup notice was published or withdrawn: fetch this user's list again (the route check then shows it).
    if (event.type === 'changed' && event.event === 'popups') void usePopups.getState().load(true);
    // Customer-service chat: the toolbar's badge, the open panel and the desk listen (src/chat).
    if (event.type === 'chat') emitChatEvent(event.chat);
    // Type 6: the company's work queue changed (a counterpart submitted, a colleague accepted): read it again.
    if (event.type === 'message' && event.messageType === 6) void useWork.getState().refresh();
  });
  return socket;
}
