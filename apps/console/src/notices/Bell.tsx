/**
 * The bell (SPEC §2.6): the total unread count; a popover with tabs 消息 and 待办 and their badges,
 * a 500 ms spinner when it opens, items that open their detail (and are marked read), and 查看更多.
 */
import { Badge, Button, Empty, Popover, Spin, Tabs } from '@arco-design/web-react';
import { IconNotification } from '@arco-design/web-react/icon';
import { TIMING } from '@port/config/constants';
import { formatDateTime } from '@port/sdk';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTr } from '../app/i18n';
import type { Notice } from './api';
import { itemsOf, MESSAGE_TYPES, TODO_TYPES, unreadSummary, useNotices } from './store';
import { useWork } from '../work/store';
import { WorkList } from '../work/WorkList';

function NoticeItems({ items, onOpen }: { items: Notice[]; onOpen: (n: Notice) => void }) {
  const t = useTr();
  if (!items.length) return <Empty description={t('console.notice.empty')} />;
  return (
    <ul className="console-bell-list">
      {items.map((n) => (
        <li key={n.id}>
          <button type="button" onClick={() => onOpen(n)}>
            <span className="console-bell-item-title">{n.title}</span>
            <span className="console-bell-item-time">{formatDateTime(n.pushTime)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function Bell() {
  const t = useTr();
  const navigate = useNavigate();
  const list = useNotices((s) => s.list);
  const refresh = useNotices((s) => s.refresh);
  const openNotice = useNotices((s) => s.open);
  const [visible, setVisible] = useState(false);
  const [spinning, setSpinning] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onVisibleChange = (next: boolean) => {
    setVisible(next);
    if (!next) return;
    setSpinning(true);
    void refresh();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setSpinning(false), TIMING.noticePopoverSpinner);
  };

  const open = (n: Notice) => {
    setVisible(false);
    openNotice(n);
  };

  const { messages: messageCount, todos: todoCount, total } = unreadSummary(list);
  // SPEC §2.6's 待办 tab lists what waits for the user too (issue 26): the work queue, oldest first, before the to-do notices.
  const work = useWork((s) => s.queue);

  const content = (
    <div className="console-bell-popover" data-testid="bell-popover">
      <Spin loading={spinning} style={{ display: 'block' }}>
        <Tabs defaultActiveTab="message" size="small">
          <Tabs.TabPane
            key="message"
            title={
              <Badge count={messageCount} maxCount={99} offset={[12, -2]}>
                <span>{t('console.notice.message')}</span>
              </Badge>
            }
          >
            <NoticeItems items={itemsOf(list, MESSAGE_TYPES)} onOpen={open} />
          </Tabs.TabPane>
          <Tabs.TabPane
            key="todo"
            title={
              <Badge count={todoCount + (work?.total ?? 0)} maxCount={99} offset={[12, -2]}>
                <span>{t('console.notice.todo')}</span>
              </Badge>
            }
          >
            {work && work.total > 0 ? (
              <div className="console-bell-work" onClickCapture={() => setVisible(false)}>
                <WorkList max={5} />
                <Button type="text" size="mini" onClick={() => navigate('/home/work')}>
                  {t('console.home.work.all')}
                </Button>
              </div>
            ) : null}
            <NoticeItems items={itemsOf(list, TODO_TYPES)} onOpen={open} />
          </Tabs.TabPane>
        </Tabs>
      </Spin>
      <div className="console-bell-footer">
        <Button
          type="text"
          onClick={() => {
            setVisible(false);
            navigate('/message/new');
          }}
        >
          {t('common.viewMore')}
        </Button>
      </div>
    </div>
  );

  return (
    <Popover trigger="click" position="br" popupVisible={visible} onVisibleChange={onVisibleChange} content={content}>
      <button type="button" className="console-header-icon" aria-label={t('console.notice.bell')} data-testid="bell">
        <Badge count={total} maxCount={99} dot={false}>
          <IconNotification style={{ fontSize: 18 }} />
        </Badge>
      </button>
    </Popover>
  );
}
