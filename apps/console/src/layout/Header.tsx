/** The back-office header: menu toggle, (top navigation), home button to /index, menu search, customer-service chat, bell, avatar. */
import { Tooltip } from '@arco-design/web-react';
import { IconHome, IconMenu, IconMenuFold, IconMenuUnfold } from '@arco-design/web-react/icon';
import { useTr } from '../app/i18n';
import { ChatToolbar } from '../chat/ChatToolbar';
import { Bell } from '../notices/Bell';
import { toBrowserPath } from '../session/paths';
import { AvatarMenu } from './AvatarMenu';
import { MenuSearch } from './MenuSearch';
import { NavMenu } from './NavMenu';
import { useSettings } from './settings/store';

/**
 * `onOpenMenu` is given on phones: the side menu is then a drawer, and the header's first button opens it
 * (whatever the layout setting: a top menu has no room at 390 px either).
 */
export function Header({ onOpenSettings, onOpenMenu }: { onOpenSettings: () => void; onOpenMenu?: () => void }) {
  const t = useTr();
  const layout = useSettings((s) => s.layout);
  const collapsed = useSettings((s) => s.sidebarCollapsed);
  const set = useSettings((s) => s.set);

  return (
    <div className="console-header-inner">
      {onOpenMenu ? (
        <button
          type="button"
          className="console-header-icon"
          onClick={onOpenMenu}
          aria-label={t('console.openMenu')}
          aria-haspopup="dialog"
          data-testid="menu-drawer-button"
        >
          <IconMenu />
        </button>
      ) : layout === 'sidemenu' ? (
        <button
          type="button"
          className="console-header-icon"
          onClick={() => set('sidebarCollapsed', !collapsed)}
          aria-label={collapsed ? t('console.expandMenu') : t('console.collapseMenu')}
        >
          {collapsed ? <IconMenuUnfold /> : <IconMenuFold />}
        </button>
      ) : (
        <>
          <div className="console-logo console-logo-top">{t('console.appTitle')}</div>
          <div className="console-top-menu">
            <NavMenu mode="horizontal" theme="light" />
          </div>
        </>
      )}
      <div className="console-header-spacer" />
      <MenuSearch />
      <Tooltip content={t('console.portalHome')}>
        <a className="console-header-icon" href={toBrowserPath('/index')} aria-label={t('console.portalHome')}>
          <IconHome style={{ fontSize: 18 }} />
        </a>
      </Tooltip>
      <ChatToolbar />
      <Bell />
      <AvatarMenu onOpenSettings={onOpenSettings} />
    </div>
  );
}
