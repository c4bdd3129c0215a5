import { afterEach, describe, expect, it, vi } from 'vitest';
import { animationFrameScheduler, FramePublisher, ManualFrameScheduler, type FrameScheduler } from './frame-publisher';

class Counter extends FramePublisher<{ readonly value: number }> {
  value = 0;
  builds = 0;
  active = 0;

  constructor(scheduler: FrameScheduler) {
    super(scheduler, Object.freeze({ value: 0 }));
  }

  increment(): void {
    this.value++;
    this.markDirty();
  }

  protected build() {
    this.builds++;
    return Object.freeze({ value: this.value });
  }

  protected override onActive(): void {
    this.active++;
  }

  protected override onIdle(): void {
    this.active--;
  }
}

describe('FramePublisher', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('builds and notifies once per frame however many changes came in', () => {
    const scheduler = new ManualFrameScheduler();
    const counter = new Counter(scheduler);
    const listener = vi.fn();
    counter.subscribe(listener);
    for (let i = 0; i < 100; i++) counter.increment();
    expect(scheduler.pending).toBe(1);
    expect(counter.getSnapshot().value).toBe(0);
    scheduler.runFrame();
    expect(counter.getSnapshot().value).toBe(100);
    expect(counter.builds).toBe(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(scheduler.runFrame()).toBe(0);
  });

  it('tells the store when it is first watched and when nobody watches any more', () => {
    const scheduler = new ManualFrameScheduler();
    const counter = new Counter(scheduler);
    const off1 = counter.subscribe(() => undefined);
    const off2 = counter.subscribe(() => undefined);
    expect(counter.active).toBe(1);
    off1();
    off1();
    expect(counter.active).toBe(1);
    counter.increment();
    off2();
    expect(counter.active).toBe(0);
    expect(scheduler.pending).toBe(0);
    expect(counter.listenerCount).toBe(0);
  });

  it('flush() publishes now and cancels the pending frame', () => {
    const scheduler = new ManualFrameScheduler();
    const counter = new Counter(scheduler);
    const listener = vi.fn();
    counter.subscribe(listener);
    counter.increment();
    expect(counter.flush().value).toBe(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(scheduler.pending).toBe(0);
    expect(counter.flush().value).toBe(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('uses requestAnimationFrame when the browser has it', () => {
    const callbacks: FrameRequestCallback[] = [];
    const raf = vi.fn((cb: FrameRequestCallback) => callbacks.push(cb));
    const caf = vi.fn();
    vi.stubGlobal('requestAnimationFrame', raf);
    vi.stubGlobal('cancelAnimationFrame', caf);
    const counter = new Counter(animationFrameScheduler);
    const listener = vi.fn();
    const off = counter.subscribe(listener);
    counter.increment();
    counter.increment();
    expect(raf).toHaveBeenCalledTimes(1);
    callbacks[0]!(0);
    expect(listener).toHaveBeenCalledTimes(1);
    counter.increment();
    off();
    expect(caf).toHaveBeenCalledWith(2);
  });

  it('falls back to a 16 ms timer without requestAnimationFrame', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', undefined);
    const counter = new Counter(animationFrameScheduler);
    const listener = vi.fn();
    counter.subscribe(listener);
    counter.increment();
    vi.advanceTimersByTime(15);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
