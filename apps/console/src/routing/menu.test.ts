import { describe, expect, it } from 'vitest';
import { SERVER_ROUTES } from './fixtures';
import { buildMenu, menuSearchEntries, searchMenu, withEveryonesEntries } from './menu';

describe('menu', () => {
  const menu = buildMenu(SERVER_ROUTES);

  it('lists what the server sent, without hidden entries and empty folders', () => {
    expect(menu.map((m) => m.title)).toEqual(['首页', '订单管理', '用户管理', 'EDI平台', '数据看板', '之后的菜单']);
    expect(menu[1]?.children?.map((c) => c.path)).toEqual(['/order/place', '/order/list']);
  });

  it("search offers 'Parent > Child' below the top level, up to '/wentai'", () => {
    const entries = menuSearchEntries(menu, SERVER_ROUTES);
    expect(entries.map((e) => e.label)).toEqual(['订单管理 > 下单', '订单管理 > 订单列表', '用户管理 > 账号管理']);
  });

  it('matches the typed text as a substring', () => {
    const entries = menuSearchEntries(menu, SERVER_ROUTES);
    expect(searchMenu(entries, '订单').map((e) => e.path)).toEqual(['/order/place', '/order/list']);
    expect(searchMenu(entries, '账号')).toHaveLength(1);
    expect(searchMenu(entries, '首页')).toEqual([]);
    expect(searchMenu(entries, '  ')).toEqual([]);
  });

  it('gives every signed-in user 首页, 个人中心 and the message centre, even with no role', () => {
    const titles = { home: '首页', center: '个人中心', messages: '我的消息' };
    const empty = withEveryonesEntries(buildMenu([]), titles);
    expect(empty.map((m) => [m.path, m.title])).toEqual([
      ['/home', '首页'],
      ['/account/center', '个人中心'],
      ['/message/new', '我的消息'],
    ]);
    // The server's 首页 is not doubled.
    expect(withEveryonesEntries(menu, titles).filter((m) => m.path === '/home')).toHaveLength(1);
  });
});
