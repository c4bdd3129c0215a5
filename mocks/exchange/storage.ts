/** Where the mock exchange keeps what must survive a reload: localStorage in the browser, a Map in Node. */
export interface KeyValueStore {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
}

export function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return { get: (k) => map.get(k), set: (k, v) => void map.set(k, v) };
}

export function browserStore(prefix = 'mock-exchange:'): KeyValueStore {
  return {
    get: (k) => localStorage.getItem(prefix + k) ?? undefined,
    set: (k, v) => localStorage.setItem(prefix + k, v),
  };
}
