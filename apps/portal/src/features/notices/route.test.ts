import { describe, expect, it } from 'vitest';
import { popupIsForPage, showsLocally } from './route';

const popup = (url: string) => ({ id: '1', url, title: 't', context: '', isStore: '1', openCount: 1 });

describe('popupIsForPage', () => {
  it('shows a popup on the portal route it names and the routes under it, never on console routes', () => {
    expect(popupIsForPage(popup('/index'), '/new/index')).toBe(true);
    expect(popupIsForPage(popup('/news'), '/new/news/newsDetail')).toBe(true);
    expect(popupIsForPage(popup('/'), '/new/search')).toBe(true);
    expect(popupIsForPage(popup('/home'), '/new/homeLogin')).toBe(false);
    expect(popupIsForPage(popup('/home'), '/new/index')).toBe(false);
    expect(popupIsForPage(popup('/index'), '/new/indexes')).toBe(false);
  });
});

describe('showsLocally', () => {
  it('shows a locally counted popup while its clicks in this browser are below openCount, always for N', () => {
    expect(showsLocally({ id: '7', openCount: 2 }, {})).toBe(true);
    expect(showsLocally({ id: '7', openCount: 2 }, { '7': 1 })).toBe(true);
    expect(showsLocally({ id: '7', openCount: 2 }, { '7': 2 })).toBe(false);
    expect(showsLocally({ id: '7', openCount: 'N' }, { '7': 99 })).toBe(true);
  });
});
