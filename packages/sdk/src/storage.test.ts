import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, getToken, readCookie, setToken } from './storage';

/** A document.cookie that behaves like the browser's: writes set or delete one cookie, reads list them. */
function fakeDocument() {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = '', ...attributes] = line.split(';').map((p) => p.trim());
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('max-age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

function fakeStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('token storage', () => {
  it('is a no-op outside a browser', () => {
    expect(() => setToken('t')).not.toThrow();
    expect(getToken()).toBeNull();
    expect(readCookie('Web-Token')).toBeNull();
    expect(() => clearToken()).not.toThrow();
  });

  it("writes localStorage 'Access-Token' and the cookie 'Web-Token' on path / with SameSite=Lax", () => {
    const doc = fakeDocument();
    const storage = fakeStorage();
    vi.stubGlobal('document', doc);
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('location', { protocol: 'https:' });

    setToken('abc=def');
    expect(storage.getItem('Access-Token')).toBe('abc=def');
    expect(doc.writes[0]).toBe('Web-Token=abc%3Ddef; path=/; SameSite=Lax; Secure');
    expect(readCookie('Web-Token')).toBe('abc=def');
    expect(getToken()).toBe('abc=def');

    clearToken();
    expect(storage.getItem('Access-Token')).toBeNull();
    expect(readCookie('Web-Token')).toBeNull();
    expect(getToken()).toBeNull();
  });

  it('falls back to the cookie when localStorage is blocked', () => {
    const doc = fakeDocument();
    vi.stubGlobal('document', doc);
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    vi.stubGlobal('location', { protocol: 'http:' });
    setToken('t-1', { maxAge: 3600 });
    expect(doc.writes[0]).toBe('Web-Token=t-1; path=/; SameSite=Lax; max-age=3600');
    expect(getToken()).toBe('t-1');
  });
});
