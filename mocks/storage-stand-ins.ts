/**
 * Demo builds only, imported by mocks/browser.ts before msw. msw reads `localStorage` itself (its cookie store, as
 * its module loads) and `document.cookie` (on every request it answers), and a browser that blocks storage (strict
 * privacy settings, a cross-site frame) makes those throw: msw would not load and the demo would not start. So a
 * blocked one is replaced, for this page only, by a stand-in in memory. The app never relies on this: it reaches
 * storage and cookies through its safe wrapper (src/lib/storage/safe-storage.ts), which keeps what it wrote before
 * and reads it first.
 */
import { memoryCookieSource, memoryStorage } from '../src/lib/storage/safe-storage';

const refused = (read: () => unknown): boolean => {
  try {
    read();
    return false;
  } catch {
    return true;
  }
};

if (typeof window !== 'undefined') {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    if (refused(() => window[name].getItem('mock-probe')))
      Object.defineProperty(window, name, { value: memoryStorage(), configurable: true });
  }
  if (typeof document !== 'undefined' && refused(() => document.cookie)) {
    const jar = memoryCookieSource();
    Object.defineProperty(document, 'cookie', {
      get: () => jar.cookie,
      set: (value: string) => {
        jar.cookie = value;
      },
      configurable: true,
    });
  }
}
