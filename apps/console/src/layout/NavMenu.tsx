/** The side or top navigation, drawn from the server's route tree (only what the user may open). */
import { Menu } from '@arco-design/web-react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTr } from '../app/i18n';
import { buildMenu, withEveryonesEntries, type MenuNode } from '../routing/menu';
import { toBrowserPath } from '../session/paths';
import { MenuIcon } from './icons';
import { useLocalizedRoutes } from '../routing/localize';

/** The menu keys on the way to the current path (to open their submenus). */
function ancestorsOf(nodes: readonly MenuNode[], path: string, trail: string[] = []): string[] | null {
  for (const node of nodes) {
    if (node.path === path) return trail;
    if (node.children) {
      const found = ancestorsOf(node.children, path, [...trail, node.path]);
      if (found) return found;
    }
  }
  return null;
}

function findNode(nodes: readonly MenuNode[], path: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.path === path) return node;
    const found = node.children ? findNode(node.children, path) : undefined;
    if (found) return found;
  }
  return undefined;
}

function renderNodes(nodes: readonly MenuNode[], depth: number) {
  return nodes.map((node) =>
    node.children ? (
      <Menu.SubMenu
        key={node.path}
        title={
          <span className="console-menu-title">
            {depth === 0 ? <MenuIcon name={node.icon} /> : null}
            {node.title}
          </span>
        }
      >
        {renderNodes(node.children, depth + 1)}
      </Menu.SubMenu>
    ) : (
      <Menu.Item key={node.path}>
        {depth === 0 ? <MenuIcon name={node.icon} /> : null}
        {node.title}
      </Menu.Item>
    ),
  );
}

export function NavMenu({
  mode,
  collapsed,
  theme,
  onChoose,
}: {
  mode: 'vertical' | 'horizontal';
  collapsed?: boolean;
  theme: 'dark' | 'light';
  /** Called when the user picks an entry (the phone's menu drawer closes then, even on the page already open). */
  onChoose?: () => void;
}) {
  const routes = useLocalizedRoutes();
  const t = useTr();
  const menu = useMemo(
    () =>
      withEveryonesEntries(buildMenu(routes), {
        home: t('console.pages.home'),
        center: t('console.pages.center'),
        messages: t('console.pages.messages'),
      }),
    [routes, t],
  );
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const activeTrail = useMemo(() => ancestorsOf(menu, pathname) ?? [], [menu, pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(activeTrail);
  // Opening a page opens its submenu; submenus the user opened stay open.
  useEffect(() => {
    setOpenKeys((open) => [...new Set([...open, ...activeTrail])]);
  }, [activeTrail]);

  const onClick = (key: string) => {
    const node = findNode(menu, key);
    onChoose?.();
    // /screen (a blank page of its own app) opens in a new browser tab (SPEC §2.3).
    if (node?.type === 'blank') {
      window.open(toBrowserPath(key), '_blank', 'noopener');
      return;
    }
    navigate(key);
  };

  return (
    <Menu
      mode={mode === 'horizontal' ? 'horizontal' : 'vertical'}
      theme={theme}
      collapse={mode === 'vertical' ? collapsed : false}
      selectedKeys={[pathname]}
      openKeys={mode === 'vertical' ? openKeys : undefined}
      onClickSubMenu={(_key, keys) => setOpenKeys(keys)}
      onClickMenuItem={onClick}
      autoOpen={false}
      className="console-nav-menu"
    >
      {renderNodes(menu, 0)}
    </Menu>
  );
}
