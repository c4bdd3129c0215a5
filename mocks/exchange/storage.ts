/** Where the mock exchange keeps what must survive a reload: localStorage in the browser, a Map in Node. */
import { safeLocalStorage, type SafeStore } from '../../src/lib/storage/safe-storage';

export interface KeyValueStore {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  /** Forgets every key (the demo's reset). */
  clear?(): void;
}

export function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return { get: (k) => map.get(k), set: (k, v) => void map.set(k, v), clear: () => map.clear() };
}

/**
 * localStorage under one prefix, through the app's safe wrapper (src/lib/storage/safe-storage.ts): when the browser
 * blocks storage (privacy settings, a cross-site frame) the ledger lives in memory, so the demo still runs (it then
 * starts from the seed on each load).
 */
export function browserStore(prefix = 'mock-exchange:', storage: SafeStore = safeLocalStorage): KeyValueStore {
  return {
    get: (k) => storage.getItem(prefix + k) ?? undefined,
    set: (k, v) => storage.setItem(prefix + k, v),
    clear: () => {
      for (const key of storage.keys()) if (key.startsWith(prefix)) storage.removeItem(key);
    },
  };
}
