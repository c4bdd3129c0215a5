import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule, useLazyModule } from './lazy-module';

describe('lazyModule', () => {
  it('imports once, however often it is asked', async () => {
    const importer = vi.fn(() => Promise.resolve({ answer: 42 }));
    const module = lazyModule(importer);
    expect(module.current()).toBeUndefined();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect(first).toBe(second);
    expect(await module.load()).toBe(first);
    expect(module.current()).toBe(first);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load (React.lazy would keep the failure)', async () => {
    const importer = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ answer: 42 });
    const module = lazyModule(importer);
    await expect(module.load()).rejects.toThrow('Failed to fetch');
    expect(module.current()).toBeUndefined();
    expect(await module.load()).toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('draws the module in once it is there', async () => {
    const module = lazyModule(() => Promise.resolve({ answer: 42 }));
    const { result } = renderHook(() => useLazyModule(module));
    expect(result.current).toBeUndefined();
    await act(() => module.load());
    expect(result.current).toEqual({ answer: 42 });
  });
});
