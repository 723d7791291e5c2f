/**
 * Everything notices need while the shell is up: the first unread list (strong reminders pop up), the
 * WebSocket, popup notices on route changes, and the modals they open.
 */
import { useEffect } from 'react';
import { useSession } from '../session/store';
import { NoticeDetailModal } from './NoticeDetailModal';
import { PopupNoticeModal, usePopupNotices } from './popups';
import { connectNoticeSocket } from './socket';
import { useNotices } from './store';
import { StrongNoticeModal, useStrongNotices } from './strong';
import { useWork } from '../work/store';

export function NoticeRuntime() {
  const user = useSession((s) => s.info?.user);
  usePopupNotices(!!user);

  useEffect(() => {
    if (!user) return;
    let cancelled = false;
    void useNotices
      .getState()
      .refresh()
      .then((list) => {
        if (cancelled || !list) return;
        useStrongNotices.getState().push(list.noticeTypeVos.flatMap((vo) => vo.content));
      });
    // The work queue (issue 26): read once here, then again on each type 6 frame of the socket.
    void useWork.getState().refresh();
    const socket = connectNoticeSocket(user);
    return () => {
      cancelled = true;
      socket.close();
    };
  }, [user]);

  return (
    <>
      <NoticeDetailModal />
      <StrongNoticeModal />
      <PopupNoticeModal />
    </>
  );
}
