/**
 * The one way the app reaches the browser's storage and cookies (issue 17). A browser may refuse them: strict
 * privacy settings, a cross-site iframe or a sandboxed frame make the `localStorage` and `sessionStorage` getters,
 * or `document.cookie`, throw a SecurityError; a full or private-mode storage throws on a write. None of that may
 * stop the page, so nothing here ever throws: a value the browser would not keep is kept in memory for the life of
 * the page (read back first, over what the browser holds), and a read the browser refuses finds that memory.
 *
 * `safeLocalStorage`, `safeSessionStorage` and `safeCookies` are the app's; `createSafeStorage` and
 * `createSafeCookies` build the same over any source (tests, the demo's stand-ins in mocks/).
 */

/** The part of the Storage API the app uses. */
export interface KeyStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Every key held, in the browser and in memory. */
  keys(): string[];
}

export interface SafeStore extends KeyStore {
  /** True once the browser refused an access: some values live only in memory until the page goes. */
  readonly blocked: boolean;
}

/** The cookie string as `document.cookie` reads and writes it (`a=1; b=2`, one `name=value; attributes` per write). */
export interface CookieSource {
  cookie: string;
}

export interface SafeCookies {
  /** `document.cookie`, with what the browser would not keep put over it; '' when nothing is readable. */
  read(): string;
  /** One `name=value; Max-Age=...; Path=/` assignment; a Max-Age of 0 or less (or a past Expires) deletes. */
  write(cookie: string): void;
  readonly blocked: boolean;
}

function attempt<T>(run: () => T, otherwise: () => T, onFailure: () => void): T {
  try {
    return run();
  } catch {
    onFailure();
    return otherwise();
  }
}

/** A Storage in memory (tests, and the demo's stand-in for a blocked one). */
export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(String(key)) ?? null,
    setItem: (key, value) => void map.set(String(key), String(value)),
    removeItem: (key) => void map.delete(String(key)),
    clear: () => map.clear(),
  };
}

/**
 * A store over `resolve()` (called on each access: a getter that throws is a blocked storage). Writes the browser
 * refuses stay in memory and are read first; a removal forgets both.
 */
export function createSafeStorage(resolve: () => Storage | null | undefined): SafeStore {
  const memory = new Map<string, string>();
  let blocked = false;
  const fail = () => {
    blocked = true;
  };
  const storage = (): Storage => {
    const found = resolve();
    if (!found) throw new Error('No storage');
    return found;
  };
  return {
    get blocked() {
      return blocked;
    },
    getItem(key) {
      if (memory.has(key)) return memory.get(key)!;
      return attempt(
        () => storage().getItem(key),
        () => null,
        fail,
      );
    },
    setItem(key, value) {
      attempt(
        () => {
          storage().setItem(key, value);
          memory.delete(key);
        },
        () => void memory.set(key, value),
        fail,
      );
    },
    removeItem(key) {
      memory.delete(key);
      attempt(
        () => storage().removeItem(key),
        () => undefined,
        fail,
      );
    },
    keys() {
      const stored = attempt(
        () => {
          const s = storage();
          const out: string[] = [];
          for (let i = 0; i < s.length; i++) {
            const key = s.key(i);
            if (key !== null) out.push(key);
          }
          return out;
        },
        () => [],
        fail,
      );
      return [...new Set([...stored, ...memory.keys()])];
    },
  };
}

const COOKIE_SEPARATOR = /;\s*/;

function parsePairs(cookie: string): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const part of cookie.split(COOKIE_SEPARATOR)) {
    if (!part) continue;
    const at = part.indexOf('=');
    const name = (at < 0 ? '' : part.slice(0, at)).trim();
    if (name && !pairs.has(name)) pairs.set(name, part.slice(at + 1));
  }
  return pairs;
}

function isDeletion(attributes: string[]): boolean {
  for (const attribute of attributes) {
    const [name = '', value = ''] = attribute.split('=');
    const key = name.trim().toLowerCase();
    if (key === 'max-age' && Number(value) <= 0) return true;
    if (key === 'expires' && Date.parse(value) <= Date.now()) return true;
  }
  return false;
}

/**
 * Cookies over `source()` (`document` in the app). A cookie the browser refuses (the getter or setter throws, or
 * it silently does not keep it: cookies disabled) is kept in memory and read over the browser's own.
 */
export function createSafeCookies(source: () => CookieSource | undefined): SafeCookies {
  const memory = new Map<string, string>();
  let blocked = false;
  const fail = () => {
    blocked = true;
  };
  const browserCookies = () =>
    attempt(
      () => source()?.cookie ?? '',
      () => '',
      fail,
    );
  return {
    get blocked() {
      return blocked;
    },
    read() {
      if (memory.size === 0) return browserCookies();
      const pairs = parsePairs(browserCookies());
      for (const [name, value] of memory) pairs.set(name, value);
      return [...pairs].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    write(cookie) {
      const [pair = '', ...attributes] = cookie.split(COOKIE_SEPARATOR);
      const at = pair.indexOf('=');
      if (at <= 0) return;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      const target = source();
      if (!target) return;
      attempt(
        () => {
          target.cookie = cookie;
        },
        () => undefined,
        fail,
      );
      if (isDeletion(attributes)) {
        memory.delete(name);
        return;
      }
      // Read back: a browser with cookies disabled drops the write without a word.
      if (parsePairs(browserCookies()).get(name) === value) memory.delete(name);
      else {
        blocked = true;
        memory.set(name, value);
      }
    },
  };
}

/** `document.cookie` in memory: a jar that keeps what is assigned and forgets what is deleted (the demo's stand-in). */
export function memoryCookieSource(): CookieSource {
  const jar = new Map<string, string>();
  return {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(assignment: string) {
      const [pair = '', ...attributes] = assignment.split(COOKIE_SEPARATOR);
      const at = pair.indexOf('=');
      if (at <= 0) return;
      const name = pair.slice(0, at).trim();
      if (isDeletion(attributes)) jar.delete(name);
      else jar.set(name, pair.slice(at + 1));
    },
  };
}

const globalStorage = (name: 'localStorage' | 'sessionStorage') => () => (typeof window === 'undefined' ? undefined : window[name]);

export const safeLocalStorage: SafeStore = createSafeStorage(globalStorage('localStorage'));
export const safeSessionStorage: SafeStore = createSafeStorage(globalStorage('sessionStorage'));
export const safeCookies: SafeCookies = createSafeCookies(() => (typeof document === 'undefined' ? undefined : document));

/** Whether the browser refused storage or cookies so far (the start-up error screen then says what to allow). */
export function browserStorageBlocked(): boolean {
  return safeLocalStorage.blocked || safeSessionStorage.blocked || safeCookies.blocked;
}
