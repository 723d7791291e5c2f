/**
 * The multi-tab bar (SPEC §2.6): one tab per open page; the right-click menu (and the menu at the
 * bar's end) refreshes the current page or closes current, right, left or others, with the messages of
 * SPEC §8 when there is nothing to close.
 */
import { Dropdown, Menu, Message, Tabs } from '@arco-design/web-react';
import { IconDown } from '@arco-design/web-react/icon';
import { TIMING } from '@port/config/constants';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { i18n, tr, useTr } from '../../app/i18n';
import { toBrowserPath } from '../../session/paths';
import { useTabs, type CloseAction } from './store';
import type { Tab } from './tabs';

type TabAction = CloseAction | 'refresh';

const ACTIONS: ReadonlyArray<{
  action: TabAction;
  label:
    | 'console.tabs.refresh'
    | 'console.tabs.closeCurrent'
    | 'console.tabs.closeRight'
    | 'console.tabs.closeLeft'
    | 'console.tabs.closeOthers';
}> = [
  { action: 'refresh', label: 'console.tabs.refresh' },
  { action: 'current', label: 'console.tabs.closeCurrent' },
  { action: 'right', label: 'console.tabs.closeRight' },
  { action: 'left', label: 'console.tabs.closeLeft' },
  { action: 'others', label: 'console.tabs.closeOthers' },
];

export function tabTitle(tab: Tab): string {
  // The i18n text when the language has one (it follows a language switch), else the title the tab was opened with.
  const title = tab.titleKey && (!tab.title || i18n.exists(String(tab.titleKey))) ? tr(tab.titleKey) : tab.title || tab.path;
  return tab.recordTitle ? `${title} ${tab.recordTitle}` : title;
}

export function TabBar() {
  const t = useTr();
  const navigate = useNavigate();
  const tabs = useTabs((s) => s.tabs);
  const active = useTabs((s) => s.active);
  /** Which menu is open: a tab's context menu (its key) or the bar's own ('bar'). */
  const [openMenu, setOpenMenu] = useState<string | null>(null);

  const run = (action: TabAction, key: string) => {
    setOpenMenu(null);
    const store = useTabs.getState();
    if (action === 'refresh') {
      if (key !== store.active) navigate(key);
      store.refresh(key);
      return;
    }
    const result = store.close(action, key);
    if (result.error) {
      Message.warning({ content: t(result.error), duration: TIMING.notificationDefault });
      return;
    }
    if (result.activated) navigate(result.activated);
  };

  const contextMenu = (key: string) => (
    <Menu onClickMenuItem={(action) => run(action as TabAction, key)} className="console-tab-menu">
      {ACTIONS.map((a) => (
        <Menu.Item key={a.action}>{t(a.label)}</Menu.Item>
      ))}
    </Menu>
  );

  return (
    <div className="console-tabbar" data-testid="tab-bar">
      <Tabs
        type="card-gutter"
        size="small"
        editable
        showAddButton={false}
        activeTab={active ?? ''}
        // Every click counts, not only a change of Arco's active tab: that follows the page once it has rendered,
        // so a quick second click on the tab that was active (its page still loading) would otherwise be lost.
        onClickTab={(key) => {
          if (toBrowserPath(key) !== `${window.location.pathname}${window.location.search}`) navigate(key);
        }}
        onDeleteTab={(key) => run('current', key)}
        extra={
          active ? (
            <Dropdown
              droplist={contextMenu(active)}
              position="br"
              trigger="click"
              popupVisible={openMenu === 'bar'}
              onVisibleChange={(visible) => setOpenMenu(visible ? 'bar' : null)}
            >
              <button type="button" className="console-tabbar-more" aria-label={t('console.tabs.closeOthers')}>
                <IconDown />
              </button>
            </Dropdown>
          ) : null
        }
      >
        {tabs.map((tab) => (
          <Tabs.TabPane
            key={tab.key}
            title={
              <span
                onClick={(event) => {
                  // The context menu lives in a portal, yet React bubbles its clicks up here, where they
                  // would activate the right-clicked tab: only clicks on the title itself go on.
                  if (!event.currentTarget.contains(event.target as Node)) event.stopPropagation();
                }}
              >
                <Dropdown
                  droplist={contextMenu(tab.key)}
                  trigger="contextMenu"
                  position="bl"
                  popupVisible={openMenu === tab.key}
                  onVisibleChange={(visible) => setOpenMenu(visible ? tab.key : null)}
                >
                  <span className="console-tab-title" data-tab-key={tab.key}>
                    {tabTitle(tab)}
                  </span>
                </Dropdown>
              </span>
            }
          />
        ))}
      </Tabs>
    </div>
  );
}
