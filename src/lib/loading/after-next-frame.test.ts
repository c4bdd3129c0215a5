import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame } from './after-next-frame';

describe('afterNextFrame', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves in a task after the next animation frame', async () => {
    const order: string[] = [];
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frame = callback;
      return 1;
    });
    const done = afterNextFrame(10_000).then(() => order.push('resolved'));
    await new Promise((r) => setTimeout(r, 20));
    expect(order).toEqual([]);
    order.push('frame');
    frame!(performance.now());
    await done;
    expect(order).toEqual(['frame', 'resolved']);
  });

  it('resolves after maxWaitMs when no frame comes (a hidden tab)', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 1);
    const started = performance.now();
    await afterNextFrame(30);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
  });
});
