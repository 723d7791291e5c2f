/**
 * What a signed-in visitor is shown on a portal page: first their unread strong reminders (acknowledged one by one,
 * which marks them read), then the popups for this page (confirming counts the read on the server, so it is in the
 * post's read statistics and does not show again once its openCount is reached). A visitor signed out sees the
 * popups addressed to everyone, counted in this browser (SPEC §4 isStore '0'); reminders and notices are a user's.
 */
import messages from 'virtual:portal-messages/zh-CN/portal.notices';
import { ServerHtml } from '@port/ui/ServerHtml';
import { useEffect, useRef, useState } from 'react';
import { extendZh } from '../../lib/i18n';
import { useT } from '../../lib/language';
import { useSession } from '../../lib/session';
import { fetchPopups, fetchPublicPopups, fetchStrongReminders, markNoticeRead, markPopupRead } from './api';
import { popupIsForPage, showsLocally, type LocalCounts } from './route';

extendZh(messages);

const COUNTS_KEY = 'portal.popupCounts';

function readCounts(): LocalCounts {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(COUNTS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as LocalCounts) : {};
  } catch {
    return {};
  }
}

function countLocally(id: string): void {
  const counts = readCounts();
  counts[id] = (counts[id] ?? 0) + 1;
  try {
    localStorage.setItem(COUNTS_KEY, JSON.stringify(counts));
  } catch {
    // Storage refused (private mode): the popup shows again next time, which is the safe side.
  }
}

interface Shown {
  kind: 'strong' | 'popup' | 'public';
  id: string;
  title: string;
  html: string;
}

export default function NoticeView() {
  const t = useT();
  const session = useSession();
  const [queue, setQueue] = useState<Shown[]>([]);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const userId = session.status === 'signed-in' ? session.info.user.userId : null;

  const anonymous = session.status === 'anonymous';
  useEffect(() => {
    if (!anonymous) return;
    let live = true;
    const path = window.location.pathname;
    void fetchPublicPopups()
      .catch(() => [])
      .then((popups) => {
        if (!live) return;
        const counts = readCounts();
        setQueue(popups.filter((p) => popupIsForPage(p, path) && showsLocally(p, counts)).map((p): Shown => ({ kind: 'public', id: p.id, title: p.title, html: p.context })));
      });
    return () => {
      live = false;
    };
  }, [anonymous]);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    const path = window.location.pathname;
    void Promise.all([fetchStrongReminders(userId).catch(() => []), fetchPopups().catch(() => [])]).then(([strong, popups]) => {
      if (!live) return;
      setQueue([
        ...strong.map((n): Shown => ({ kind: 'strong', id: n.id, title: n.title, html: n.content })),
        ...popups.filter((p) => popupIsForPage(p, path)).map((p): Shown => ({ kind: 'popup', id: p.id, title: p.title, html: p.context })),
      ]);
    });
    return () => {
      live = false;
    };
  }, [userId]);

  const current = queue[0];
  useEffect(() => {
    if (current) button.current?.focus();
  }, [current]);
  if (!current) return null;

  const confirm = async () => {
    setBusy(true);
    try {
      if (current.kind === 'public') countLocally(current.id);
      else await (current.kind === 'popup' ? markPopupRead(current.id) : markNoticeRead(current.id));
    } catch {
      // Not counted this time: it shows again on the next page, as the server still has it unread.
    } finally {
      setBusy(false);
      setQueue((q) => q.slice(1));
    }
  };

  return (
    <div className="notice-overlay">
      <section className="notice-dialog" role="dialog" aria-modal="true" aria-labelledby="portal-notice-title" data-notice-kind={current.kind}>
        <p className="notice-kind">{t(current.kind === 'strong' ? 'portal.notices.strong' : 'portal.notices.popup')}</p>
        <h2 id="portal-notice-title">{current.title}</h2>
        {/* Popups and strong reminders leave the api sanitised (message/popups.ts, inbox.ts). */}
        <ServerHtml html={current.html} className="notice-body article-body" />
        <div className="notice-actions">
          <button ref={button} type="button" className="btn btn-primary" disabled={busy} onClick={() => void confirm()}>
            {t(current.kind === 'strong' ? 'portal.notices.acknowledge' : 'portal.notices.confirm')}
          </button>
        </div>
      </section>
    </div>
  );
}
