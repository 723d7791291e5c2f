import { beforeEach, describe, expect, it, vi } from 'vitest';

const store = new Map<string, string>();
vi.stubGlobal('window', {
  localStorage: {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  },
});

const { loginPath, loginUrl, toBrowserPath } = await import('./paths');

describe('login path', () => {
  beforeEach(() => store.clear());

  it('is the portal home /new/index by default', () => {
    expect(loginPath()).toBe('/new/index');
  });

  it('prefers the remembered LOGIN_TYPE path', () => {
    store.set('LOGIN_TYPE', '/homeLogin');
    expect(loginPath()).toBe('/new/homeLogin');
  });

  it('carries the full path back in redirect', () => {
    expect(loginUrl('/account/center?tab=1')).toBe(
      `/new/index?redirect=${encodeURIComponent('/new/account/center?tab=1')}`,
    );
  });

  it('maps router paths under /new/ once', () => {
    expect(toBrowserPath('/home')).toBe('/new/home');
    expect(toBrowserPath('/new/home')).toBe('/new/home');
    expect(toBrowserPath('https://x.example/a')).toBe('https://x.example/a');
  });
});
