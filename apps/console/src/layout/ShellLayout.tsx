/**
 * The back-office layout: side or top navigation, header, multi-tab bar and the content area with
 * keep-alive. Rendered only once the session is loaded (SessionGate), so the menu is complete at once.
 */
import { LAYOUT } from '@port/config/constants';
import { Drawer } from '@arco-design/web-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTr } from '../app/i18n';
import { NoticeRuntime } from '../notices/NoticeRuntime';
import { findRecord } from '../routing/match';
import type { RouteTable } from '../routing/records';
import { recordTitle } from '../routing/title';
import { Header } from './Header';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { NavMenu } from './NavMenu';
import { hidesHeaderOnScroll, labelWidthOf, rowHeightOf } from './settings/settings';
import { useSettings } from './settings/store';
import { TabBar } from './tabs/TabBar';
import { useTabs } from './tabs/store';
import { useNarrowScreen } from '../shared/useNarrowScreen';

const SettingsDrawer = lazy(() => import('./settings/SettingsDrawer'));

/** The side menu's width when collapsed to icons. */
const COLLAPSED_SIDER_WIDTH = 48;

/** Scrolling down this far hides the header (when the settings ask for it). */
const HIDE_HEADER_AFTER = 80;

export function ShellLayout({ table }: { table: RouteTable }) {
  const t = useTr();
  const location = useLocation();
  const settings = useSettings();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const [headerHidden, setHeaderHidden] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);
  const narrow = useNarrowScreen();
  const collapsed = settings.sidebarCollapsed;
  // Phones: no side menu taking width; the header's menu button opens it in a drawer.
  const [menuOpen, setMenuOpen] = useState(false);

  const record = findRecord(table.records, location.pathname);
  const cacheKey = `${location.pathname}${location.search}`;
  const title = record ? recordTitle(record, t) : location.pathname;

  // Every page opened becomes (or refreshes) its tab.
  useEffect(() => {
    useTabs.getState().open({
      key: cacheKey,
      path: location.pathname,
      title: record?.title ?? '',
      ...(record?.titleKey ? { titleKey: record.titleKey } : {}),
    });
  }, [cacheKey, location.pathname, record?.title, record?.titleKey]);

  // Whatever leads elsewhere (a menu entry, the back button, a link) closes the menu drawer; so does leaving phone width.
  useEffect(() => setMenuOpen(false), [location.pathname, narrow]);
  // Escape closes the menu drawer wherever the focus is (Arco's own handler hears it only once focus is inside,
  // which it is not while the drawer slides in).
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  useEffect(() => {
    document.title = `${title} - ${t('console.appTitle')}`;
  }, [title, t]);

  const autoHide = hidesHeaderOnScroll(settings);
  useEffect(() => {
    const el = contentRef.current;
    if (!autoHide || !el) {
      setHeaderHidden(false);
      return;
    }
    let last = el.scrollTop;
    const onScroll = () => {
      const top = el.scrollTop;
      // Hiding the header makes the content taller, which at the bottom pulls scrollTop back by the
      // header's height: that is not the user scrolling up, so it must not bring the header back
      // (it would hide and show in a loop).
      const atBottom = top + el.clientHeight >= el.scrollHeight - 1;
      if (top <= HIDE_HEADER_AFTER) setHeaderHidden(false);
      else if (top > last) setHeaderHidden(true);
      else if (top < last && !atBottom) setHeaderHidden(false);
      last = top;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [autoHide]);

  const openSettings = () => {
    setDrawerLoaded(true);
    setDrawerOpen(true);
  };

  const side = settings.layout === 'sidemenu';
  const classes = [
    'console-shell',
    settings.fixedHeader ? 'console-fixed-header' : '',
    headerHidden ? 'console-header-hidden' : '',
    settings.layoutModel === 'compact' ? 'console-density-compact' : 'console-density-loose',
    settings.contentWidth === 'Fixed' ? 'console-content-fixed' : '',
    narrow ? 'console-narrow' : '',
  ].join(' ');

  return (
    <div
      className={classes}
      style={{
        ['--console-label-width' as string]: `${labelWidthOf(settings)}px`,
        ['--console-row-height' as string]: `${rowHeightOf(settings)}px`,
      }}
    >
      {side && !narrow ? (
        <aside
          className={`console-sider console-sider-${settings.navTheme}`}
          style={{ width: collapsed ? COLLAPSED_SIDER_WIDTH : LAYOUT.sideMenuWidth }}
        >
          <div className="console-logo">{collapsed ? '' : t('console.appTitle')}</div>
          <NavMenu mode="vertical" collapsed={collapsed} theme={settings.navTheme} />
        </aside>
      ) : null}
      <div className="console-main">
        <header className="console-header">
          <Header onOpenSettings={openSettings} {...(narrow ? { onOpenMenu: () => setMenuOpen(true) } : {})} />
        </header>
        {settings.multiTab ? <TabBar /> : null}
        <main className="console-content" ref={contentRef}>
          <div className="console-content-inner">
            <KeepAliveOutlet record={record} cacheKey={cacheKey} />
          </div>
        </main>
      </div>
      {narrow ? (
        <Drawer
          visible={menuOpen}
          placement="left"
          width="min(280px, 85vw)"
          title={t('console.appTitle')}
          footer={null}
          onCancel={() => setMenuOpen(false)}
          className={`console-menu-drawer console-sider-${settings.navTheme}`}
        >
          <nav aria-label={t('console.menuDrawer')}>
            <NavMenu mode="vertical" theme={settings.navTheme} onChoose={() => setMenuOpen(false)} />
          </nav>
        </Drawer>
      ) : null}
      <NoticeRuntime />
      {drawerLoaded ? (
        <Suspense fallback={null}>
          <SettingsDrawer visible={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
