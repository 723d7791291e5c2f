import { describe, expect, it } from 'vitest';
import { routerTarget } from './links';

describe('routerTarget', () => {
  it('goes to an app path with the other parameters', () => {
    expect(routerTarget('?path=/news&type=news')).toBe('/new/news?type=news');
    expect(routerTarget('?path=' + encodeURIComponent('/news/newsDetail?id=1') + '&type=notice')).toBe('/new/news/newsDetail?id=1&type=notice');
  });

  it('stays on the site', () => {
    expect(routerTarget('?path=//evil.example')).toBe('/new/index');
    expect(routerTarget('?path=https://evil.example')).toBe('/new/index');
    expect(routerTarget('')).toBe('/new/index');
  });
});
