import { describe, expect, it } from 'vitest';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  EMPTY_TABS,
  labelOf,
  mostRecent,
  nameTab,
  openTab,
  sanitizeTabs,
  type TabsState,
} from './tabs';

const tab = (key: string) => ({ key, path: key, title: key });

/** a, b, c, d opened in that order, then b revisited: b is the most recent before the active d. */
function fourTabs(): TabsState {
  let s = EMPTY_TABS;
  s = openTab(s, tab('/a'), 1);
  s = openTab(s, tab('/b'), 2);
  s = openTab(s, tab('/c'), 3);
  s = openTab(s, tab('/b'), 4);
  s = openTab(s, tab('/d'), 5);
  return s;
}

describe('tabs', () => {
  it('opens a tab once per URL and makes it active', () => {
    const s = fourTabs();
    expect(s.tabs.map((t) => t.key)).toEqual(['/a', '/b', '/c', '/d']);
    expect(s.active).toBe('/d');
  });

  it('after closing the active tab, the most recently accessed one becomes active', () => {
    const r = closeTab(fourTabs(), '/d');
    expect(r.state.tabs.map((t) => t.key)).toEqual(['/a', '/b', '/c']);
    expect(r.activated).toBe('/b');
    expect(r.state.active).toBe('/b');
  });

  it('closing an inactive tab keeps the active one', () => {
    const r = closeTab(fourTabs(), '/a');
    expect(r.state.active).toBe('/d');
    expect(r.activated).toBeUndefined();
  });

  it('the last tab cannot be closed', () => {
    const one = openTab(EMPTY_TABS, tab('/home'), 1);
    expect(closeTab(one, '/home').error).toBe('tabs.lastTab');
    expect(closeTab(one, '/home').state).toBe(one);
  });

  it('close left / right / others, with 左侧没有标签 and 右侧没有标签', () => {
    const s = fourTabs();
    expect(closeLeft(s, '/a').error).toBe('tabs.noLeft');
    expect(closeRight(s, '/d').error).toBe('tabs.noRight');
    expect(closeLeft(s, '/c').state.tabs.map((t) => t.key)).toEqual(['/c', '/d']);
    const right = closeRight(s, '/b');
    expect(right.state.tabs.map((t) => t.key)).toEqual(['/a', '/b']);
    expect(right.activated).toBe('/b');
    const others = closeOthers(s, '/c');
    expect(others.state.tabs.map((t) => t.key)).toEqual(['/c']);
    expect(others.state.active).toBe('/c');
    expect(closeOthers(openTab(EMPTY_TABS, tab('/x'), 1), '/x').error).toBe('tabs.lastTab');
  });

  it('finds the most recent tab and drops malformed stored tabs', () => {
    expect(mostRecent(fourTabs().tabs)?.key).toBe('/d');
    expect(
      sanitizeTabs({ tabs: [{ key: '/a', path: '/a', title: 'A', lastAccess: 1 }, { key: 3 }], active: '/zz' }),
    ).toEqual({
      tabs: [{ key: '/a', path: '/a', title: 'A', lastAccess: 1 }],
      active: null,
    });
    expect(sanitizeTabs('junk')).toEqual(EMPTY_TABS);
  });
});

describe('tabs named by their record', () => {
  it('two orders opened in the same detail page get different tab labels, kept when reopened', () => {
    let s = openTab(EMPTY_TABS, { key: '/d?id=1', path: '/d', title: '进口订单详情' }, 1);
    s = openTab(s, { key: '/d?id=2', path: '/d', title: '进口订单详情' }, 2);
    s = nameTab(nameTab(s, '/d?id=1', 'TD0001'), '/d?id=2', 'TD0002');
    s = openTab(s, { key: '/d?id=1', path: '/d', title: '进口订单详情' }, 3);
    expect(s.tabs.map((t) => labelOf(t.title, t))).toEqual(['进口订单详情 TD0001', '进口订单详情 TD0002']);
  });
});
