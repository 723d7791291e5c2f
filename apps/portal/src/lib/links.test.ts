import { describe, expect, it } from 'vitest';
import { externalTarget, routerTarget } from './links';

describe('externalTarget', () => {
  it('adds a scheme and merges the other query parameters', () => {
    expect(externalTarget('?from=www.example.cn/a?x=1&token=abc')).toBe('https://www.example.cn/a?x=1&token=abc');
    expect(externalTarget('?from=' + encodeURIComponent('http://edi.example.cn/p?x=1') + '&x=2&y=3')).toBe('http://edi.example.cn/p?x=2&y=3');
    expect(externalTarget('?from=//cdn.example.cn/z')).toBe('https://cdn.example.cn/z');
  });

  it('refuses what is not http(s), and a missing target', () => {
    expect(externalTarget('?from=javascript:alert(1)')).toBeNull();
    expect(externalTarget('?from=data:text/html,hi')).toBeNull();
    expect(externalTarget('?x=1')).toBeNull();
  });
});

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
