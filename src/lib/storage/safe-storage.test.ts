import { describe, expect, it } from 'vitest';
import {
  createSafeCookies,
  createSafeStorage,
  memoryCookieSource,
  memoryStorage,
  safeCookies,
  safeLocalStorage,
  safeSessionStorage,
  type CookieSource,
} from './safe-storage';

const securityError = () => new DOMException('The operation is insecure.', 'SecurityError');

/** A Storage whose every method throws (a blocked storage whose getter still answers, or Safari's old private mode). */
function throwingStorage(): Storage {
  const fail = () => {
    throw securityError();
  };
  return { length: 0, key: fail, getItem: fail, setItem: fail, removeItem: fail, clear: fail } as unknown as Storage;
}

/** `document` of a sandboxed or cross-site frame: reading or writing `cookie` throws. */
function throwingCookies(): CookieSource {
  return {
    get cookie(): string {
      throw securityError();
    },
    set cookie(_value: string) {
      throw securityError();
    },
  };
}

describe('safe storage', () => {
  it('passes through to a working storage', () => {
    const backing = memoryStorage();
    const store = createSafeStorage(() => backing);
    store.setItem('a', '1');
    expect(backing.getItem('a')).toBe('1');
    expect(store.getItem('a')).toBe('1');
    expect(store.keys()).toEqual(['a']);
    store.removeItem('a');
    expect(backing.getItem('a')).toBeNull();
    expect(store.blocked).toBe(false);
  });

  it('never throws when the getter throws a SecurityError, and keeps values in memory', () => {
    const store = createSafeStorage(() => {
      throw securityError();
    });
    expect(store.getItem('region')).toBeNull();
    expect(() => store.setItem('region', 'turkey')).not.toThrow();
    expect(store.getItem('region')).toBe('turkey');
    expect(store.keys()).toEqual(['region']);
    store.removeItem('region');
    expect(store.getItem('region')).toBeNull();
    expect(store.blocked).toBe(true);
  });

  it('never throws when the methods throw', () => {
    const store = createSafeStorage(throwingStorage);
    expect(store.getItem('x')).toBeNull();
    store.setItem('x', 'y');
    expect(store.getItem('x')).toBe('y');
    expect(store.keys()).toEqual(['x']);
    expect(store.blocked).toBe(true);
  });

  it('treats a missing storage (null) as blocked', () => {
    const store = createSafeStorage(() => null);
    store.setItem('k', 'v');
    expect(store.getItem('k')).toBe('v');
    expect(store.blocked).toBe(true);
  });

  it('keeps a write a full storage refuses in memory, over the stored value, until a write succeeds', () => {
    const backing = memoryStorage();
    backing.setItem('pair', 'BTC-USDT');
    let full = true;
    const quota: Storage = {
      ...backing,
      get length() {
        return backing.length;
      },
      key: (i) => backing.key(i),
      getItem: (k) => backing.getItem(k),
      removeItem: (k) => backing.removeItem(k),
      clear: () => backing.clear(),
      setItem: (k, v) => {
        if (full) throw new DOMException('Quota exceeded', 'QuotaExceededError');
        backing.setItem(k, v);
      },
    };
    const store = createSafeStorage(() => quota);
    store.setItem('pair', 'ETH-USDT');
    expect(store.getItem('pair')).toBe('ETH-USDT');
    expect(backing.getItem('pair')).toBe('BTC-USDT');
    full = false;
    store.setItem('pair', 'SOL-USDT');
    expect(backing.getItem('pair')).toBe('SOL-USDT');
    expect(store.getItem('pair')).toBe('SOL-USDT');
  });

  it('the app’s own stores and cookies never throw when the browser’s getters throw', () => {
    const global = globalThis as { window?: unknown; document?: unknown };
    const saved = { window: global.window, document: global.document };
    global.window = {
      get localStorage(): Storage {
        throw securityError();
      },
      get sessionStorage(): Storage {
        throw securityError();
      },
    };
    global.document = throwingCookies();
    try {
      expect(() => safeLocalStorage.setItem('last-trade-pair', 'ETH-USDT')).not.toThrow();
      expect(safeLocalStorage.getItem('last-trade-pair')).toBe('ETH-USDT');
      expect(safeSessionStorage.getItem('region')).toBeNull();
      expect(() => safeCookies.write('isLogined=true; Max-Age=100; Path=/')).not.toThrow();
      expect(safeCookies.read()).toBe('isLogined=true');
      expect(safeLocalStorage.blocked && safeSessionStorage.blocked && safeCookies.blocked).toBe(true);
      safeCookies.write('isLogined=; Max-Age=0; Path=/');
      safeLocalStorage.removeItem('last-trade-pair');
    } finally {
      global.window = saved.window;
      global.document = saved.document;
    }
  });

  it('the app’s stores work where there is no window at all (Node)', () => {
    safeLocalStorage.setItem('probe', '1');
    safeSessionStorage.setItem('probe', '2');
    expect(safeLocalStorage.getItem('probe')).toBe('1');
    expect(safeSessionStorage.getItem('probe')).toBe('2');
    safeLocalStorage.removeItem('probe');
    safeSessionStorage.removeItem('probe');
    expect(safeCookies.read()).toBe('');
  });
});

describe('safe cookies', () => {
  it('passes through to a working document.cookie', () => {
    const doc = memoryCookieSource();
    const cookies = createSafeCookies(() => doc);
    cookies.write('isLogined=true; Max-Age=100; Path=/; SameSite=Lax');
    cookies.write('i18n_redirected=tr; Max-Age=100; Path=/');
    expect(doc.cookie).toBe('isLogined=true; i18n_redirected=tr');
    expect(cookies.read()).toBe('isLogined=true; i18n_redirected=tr');
    cookies.write('isLogined=; Max-Age=0; Path=/');
    expect(cookies.read()).toBe('i18n_redirected=tr');
    expect(cookies.blocked).toBe(false);
  });

  it('never throws when document.cookie throws a SecurityError, and keeps the cookies in memory', () => {
    const cookies = createSafeCookies(throwingCookies);
    expect(cookies.read()).toBe('');
    expect(() => cookies.write('isLogined=true; Max-Age=100; Path=/')).not.toThrow();
    cookies.write('permissions=%7B%7D; Max-Age=100; Path=/');
    expect(cookies.read()).toBe('isLogined=true; permissions=%7B%7D');
    cookies.write('isLogined=; Max-Age=0; Path=/');
    cookies.write('permissions=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/');
    expect(cookies.read()).toBe('');
    expect(cookies.blocked).toBe(true);
  });

  it('keeps a cookie the browser drops without a word (cookies disabled) in memory, over the browser’s', () => {
    const silent: CookieSource = {
      get cookie() {
        return 'other=1';
      },
      set cookie(_value: string) {
        // dropped
      },
    };
    const cookies = createSafeCookies(() => silent);
    cookies.write('isLogined=true; Max-Age=100; Path=/');
    expect(cookies.read()).toBe('other=1; isLogined=true');
    expect(cookies.blocked).toBe(true);
  });

  it('ignores an assignment without a name', () => {
    const doc = memoryCookieSource();
    const cookies = createSafeCookies(() => doc);
    cookies.write('=oops');
    cookies.write('');
    expect(cookies.read()).toBe('');
  });
});
