import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';

describe('chunk load failures', () => {
  it('recognises the browsers’ chunk errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });

  it('reloads at most twice', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const reload = vi.fn();
    expect(reloadAfterChunkError(storage, reload)).toBe(true);
    expect(reloadAfterChunkError(storage, reload)).toBe(true);
    expect(reloadAfterChunkError(storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
