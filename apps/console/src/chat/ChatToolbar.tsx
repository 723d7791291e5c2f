/**
 * The business centre's floating right toolbar (SPEC §1): the customer-service chat with its unread badge. A user
 * opens their conversation with the service desk in a drawer; a member of the desk (who holds 客服工作台) goes to
 * the desk screen, the badge counting what the desk has not read. Chat frames of the socket refresh the badge.
 * The portal's toolbar opens it with ?chat=open.
 */
import { Badge, Drawer } from '@arco-design/web-react';
import '@arco-design/web-react/es/Drawer/style/css';
import '@arco-design/web-react/es/Badge/style/css';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/store';
import type { ServerRoute } from '../session/types';
import { useText } from '../shared/entity/text';
import { useNarrowScreen } from '../shared/useNarrowScreen';
import { ChatPanel } from './ChatPanel';
import { onChatEvent } from './events';
import { useChat } from './store';
import './chat.css';

export const DESK_PATH = '/system/chatDesk';

/** Whether the menu the server gave holds the desk screen (platform staff). */
function holdsDesk(routes: readonly ServerRoute[], parent = ''): boolean {
  return routes.some((r) => {
    const path = r.path.startsWith('/') ? r.path : `${parent}/${r.path}`;
    return path === DESK_PATH || (r.children ? holdsDesk(r.children, path) : false);
  });
}

const ChatIcon = () => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm3 6v2h2v-2H7Zm4 0v2h2v-2h-2Zm4 0v2h2v-2h-2Z" />
  </svg>
);

export function ChatToolbar() {
  const t = useText();
  const navigate = useNavigate();
  const narrow = useNarrowScreen();
  const routes = useSession((s) => s.routes);
  const desk = useMemo(() => holdsDesk(routes), [routes]);
  const { open, unread, setOpen, refresh } = useChat();

  // The portal's toolbar sends a signed-in user here with ?chat=open.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('chat') !== 'open') return;
    if (desk) navigate(DESK_PATH);
    else setOpen(true);
  }, [desk, navigate, setOpen]);

  useEffect(() => {
    void refresh(desk);
    return onChatEvent(() => void refresh(desk));
  }, [desk, refresh]);

  const label = `${t('chat.toolbar.open')}${unread ? `, ${t('chat.toolbar.unread', { n: unread })}` : ''}`;
  return (
    <>
      <aside className="chat-toolbar" aria-label={t('chat.toolbar.label')}>
        <button type="button" aria-label={label} title={label} onClick={() => (desk ? navigate(DESK_PATH) : setOpen(true))}>
          <Badge count={unread} maxCount={99} dot={false}>
            <ChatIcon />
          </Badge>
          <span>{t('chat.toolbar.open')}</span>
        </button>
      </aside>
      <Drawer
        visible={open && !desk}
        title={t('chat.panel.title')}
        width={narrow ? '100%' : 420}
        footer={null}
        unmountOnExit
        onCancel={() => setOpen(false)}
        className="chat-drawer"
      >
        <ChatPanel />
      </Drawer>
    </>
  );
}
