/**
 * The customer-service chat of the business centre (SPEC §1's right toolbar), in the header's right-hand tools
 * beside the bell, where it covers none of the page: its unread badge, and the conversation in a drawer. A user
 * opens their conversation with the service desk in a drawer; a member of the desk (who holds 客服工作台) goes to
 * the desk screen, the badge counting what the desk has not read. Chat frames of the socket refresh the badge.
 * The portal's toolbar opens it with ?chat=open.
 */
import { Badge, Drawer, Tooltip } from '@arco-design/web-react';
import { IconMessage } from '@arco-design/web-react/icon';
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
      <Tooltip content={label}>
        <button type="button" className="console-header-icon chat-toolbar" aria-label={label} onClick={() => (desk ? navigate(DESK_PATH) : setOpen(true))}>
          <Badge count={unread} maxCount={99} dot={false}>
            <IconMessage style={{ fontSize: 18 }} />
          </Badge>
        </button>
      </Tooltip>
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
