/** Where the mock exchange keeps what must survive a reload: localStorage in the browser, a Map in Node. */
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

/** localStorage under one prefix. Blocked storage (privacy settings, a cross-site frame) falls back to memory. */
export function browserStore(prefix = 'mock-exchange:'): KeyValueStore {
  const fallback = memoryStore();
  const attempt = <T>(run: () => T, otherwise: () => T): T => {
    try {
      return run();
    } catch {
      return otherwise();
    }
  };
  return {
    get: (k) =>
      attempt(
        () => localStorage.getItem(prefix + k) ?? undefined,
        () => fallback.get(k),
      ),
    set: (k, v) =>
      attempt(
        () => localStorage.setItem(prefix + k, v),
        () => fallback.set(k, v),
      ),
    clear: () =>
      attempt(
        () => {
          for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
        },
        () => fallback.clear?.(),
      ),
  };
}
