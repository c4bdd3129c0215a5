import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame } from './after-next-frame';

// Fake timers: the tests move time on themselves instead of waiting for it (a loaded machine makes real waits drift).
describe('afterNextFrame', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves in a task after the next animation frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const order: string[] = [];
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frame = callback;
      return 1;
    });
    const done = afterNextFrame(10_000).then(() => order.push('resolved'));
    // Nearly the whole maxWait passes without a frame: nothing resolves.
    await vi.advanceTimersByTimeAsync(9_999);
    expect(order).toEqual([]);
    order.push('frame');
    frame!(performance.now());
    // Not inside the frame's callback: in a task after it.
    expect(order).toEqual(['frame']);
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect(order).toEqual(['frame', 'resolved']);
  });

  it('resolves after maxWaitMs when no frame comes (a hidden tab)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 1);
    let resolved = false;
    const done = afterNextFrame(30).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(29);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(resolved).toBe(true);
  });
});
