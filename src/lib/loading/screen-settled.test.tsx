/**
 * The settled signal that starts what no screen needs to draw (toaster, cookie consent, version poll): it
 * waits for loading placeholders to leave and fetches to end, and does not wait forever on a page that
 * never goes quiet.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadingPlaceholder, whenScreenSettled } from './screen-settled';

function Placeholder() {
  useLoadingPlaceholder();
  return <div role="status" />;
}

beforeEach(() => {
  vi.useFakeTimers();
  // happy-dom's requestIdleCallback is replaced by the timer fallback the code has for browsers without it.
  vi.stubGlobal('requestIdleCallback', undefined);
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenScreenSettled', () => {
  it('waits while a placeholder is mounted, then calls back once after two quiet checks', () => {
    const settled = vi.fn();
    const view = render(<Placeholder />);
    whenScreenSettled(settled, { isFetching: () => false });
    act(() => void vi.advanceTimersByTime(2000));
    expect(settled).not.toHaveBeenCalled();

    view.unmount();
    act(() => void vi.advanceTimersByTime(200));
    expect(settled).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(200));
    expect(settled).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(5000));
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('waits while something is fetching', () => {
    const settled = vi.fn();
    let fetching = true;
    whenScreenSettled(settled, { isFetching: () => fetching });
    act(() => void vi.advanceTimersByTime(3000));
    expect(settled).not.toHaveBeenCalled();
    fetching = false;
    act(() => void vi.advanceTimersByTime(400));
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after maxWaitMs on a page that never goes quiet', () => {
    const settled = vi.fn();
    whenScreenSettled(settled, { isFetching: () => true, maxWaitMs: 1000 });
    act(() => void vi.advanceTimersByTime(800));
    expect(settled).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(600));
    expect(settled).toHaveBeenCalledTimes(1);
  });
});
