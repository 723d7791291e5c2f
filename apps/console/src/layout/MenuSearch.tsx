/**
 * '站内搜索菜单' (SPEC §2.6): substring match over 'Parent > Child' entries; choosing one navigates.
 * An input with a dropdown list (not Arco's Select, which would add ~25 KB gz to the first load).
 */
import { Dropdown, Input, Menu } from '@arco-design/web-react';
import { IconSearch } from '@arco-design/web-react/icon';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTr } from '../app/i18n';
import { buildMenu, menuSearchEntries, searchMenu } from '../routing/menu';
import { toBrowserPath } from '../session/paths';
import { useLocalizedRoutes } from '../routing/localize';

export function MenuSearch() {
  const t = useTr();
  const routes = useLocalizedRoutes();
  const entries = useMemo(() => menuSearchEntries(buildMenu(routes), routes), [routes]);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const navigate = useNavigate();
  const results = useMemo(() => searchMenu(entries, text), [entries, text]);

  const choose = (path: string) => {
    setText('');
    setFocused(false);
    const entry = entries.find((e) => e.path === path);
    if (entry?.type === 'blank') window.open(toBrowserPath(path), '_blank', 'noopener');
    else navigate(path);
  };

  const droplist = (
    <Menu onClickMenuItem={choose} className="console-menu-search-results">
      {results.map((e) => (
        <Menu.Item key={e.path}>{e.label}</Menu.Item>
      ))}
    </Menu>
  );

  return (
    <Dropdown droplist={droplist} popupVisible={focused && results.length > 0} position="bl" unmountOnExit>
      <Input
        className="console-menu-search"
        allowClear
        value={text}
        onChange={setText}
        onFocus={() => setFocused(true)}
        // The click on a result lands before the blur closes the list.
        onBlur={() => window.setTimeout(() => setFocused(false), 150)}
        onPressEnter={() => {
          const first = results[0];
          if (first) choose(first.path);
        }}
        placeholder={t('console.menuSearch')}
        prefix={<IconSearch />}
        aria-label={t('console.menuSearch')}
      />
    </Dropdown>
  );
}
