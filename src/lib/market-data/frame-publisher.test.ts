import { afterEach, describe, expect, it, vi } from 'vitest';
import { animationFrameScheduler, FramePublisher, ManualFrameScheduler, SharedFrameLoop, type FrameScheduler } from './frame-publisher';

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

  it('uses requestAnimationFrame when the browser has it: one request for every store', () => {
    const callbacks: FrameRequestCallback[] = [];
    const raf = vi.fn((cb: FrameRequestCallback) => callbacks.push(cb));
    vi.stubGlobal('requestAnimationFrame', raf);
    const loop = new SharedFrameLoop();
    const a = new Counter(loop);
    const b = new Counter(loop);
    const listener = vi.fn();
    a.subscribe(listener);
    const off = b.subscribe(listener);
    // A first frame, measured by the next one: until then the loop publishes one store a frame.
    a.increment();
    callbacks[0]!(0);
    callbacks[1]!(16);
    listener.mockClear();
    a.increment();
    b.increment();
    a.increment();
    expect(raf).toHaveBeenCalledTimes(3);
    callbacks[2]!(32);
    // Both stores published in the one callback (React renders them together).
    expect(listener).toHaveBeenCalledTimes(2);
    b.increment();
    off();
    callbacks[3]!(48);
    expect(b.publications).toBe(1);
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

describe('SharedFrameLoop', () => {
  /** A loop on frames stepped by hand, each frame `frameMs` after the last (the time a frame's work took). */
  function steppedLoop() {
    const pending: ((time: number) => void)[] = [];
    let time = 0;
    const loop = new SharedFrameLoop({ request: (callback) => pending.push(callback) });
    const frame = (frameMs: number) => {
      time += frameMs;
      for (const callback of pending.splice(0)) callback(time);
    };
    return { loop, frame };
  }

  it('runs every waiting publication in one frame while frames keep within budget', () => {
    const { loop, frame } = steppedLoop();
    const ran: string[] = [];
    for (let i = 0; i < 3; i++) {
      loop.schedule(() => ran.push('book'));
      loop.schedule(() => ran.push('trades'));
      frame(16);
      frame(16);
    }
    expect(ran).toEqual(['book', 'trades', 'book', 'trades', 'book', 'trades']);
    expect(loop.cost).toBeLessThanOrEqual(16);
  });

  it('on slow frames publishes one store a frame, oldest first, and rests as long as the work took', () => {
    const { loop, frame } = steppedLoop();
    const ran: [string, number][] = [];
    let now = 0;
    const each = (name: string) => () => ran.push([name, now]);
    loop.schedule(each('book'));
    loop.schedule(each('trades'));
    loop.schedule(each('chart'));
    // Frames of 80 ms: the first frame published one (nothing measured yet) and its work took 80 ms.
    for (let i = 0; i < 12; i++) {
      now += 80;
      frame(80);
      if (ran.length > 0 && ran.length % 3 === 0 && i < 6) {
        loop.schedule(each('book'));
        loop.schedule(each('trades'));
        loop.schedule(each('chart'));
      }
    }
    expect(loop.cost).toBeGreaterThan(20);
    const afterFirst = ran.slice(3);
    // One a frame, in the order they asked, with frames of rest between them.
    expect(afterFirst.map(([name]) => name)).toEqual(['book', 'trades', 'chart', 'book', 'trades', 'chart'].slice(0, afterFirst.length));
    for (let i = 1; i < afterFirst.length; i++) expect(afterFirst[i]![1] - afterFirst[i - 1]![1]).toBeGreaterThanOrEqual(80);
  });

  it('publishes one store in its first frame, then all of them while frames keep within budget', () => {
    const { loop, frame } = steppedLoop();
    const ran: string[] = [];
    loop.schedule(() => ran.push('book'));
    loop.schedule(() => ran.push('trades'));
    loop.schedule(() => ran.push('chart'));
    frame(16);
    expect(ran).toEqual(['book']);
    frame(16);
    expect(ran).toEqual(['book', 'trades', 'chart']);
  });

  it('does not count a hidden tab as work: back on the page, publications go on at once', () => {
    const { loop, frame } = steppedLoop();
    const ran: number[] = [];
    loop.schedule(() => ran.push(1));
    frame(16);
    // Hidden for ten seconds: the next frame comes that much later.
    frame(10_000);
    loop.schedule(() => ran.push(2));
    frame(16);
    expect(loop.cost).toBeLessThan(20);
    expect(ran).toEqual([1, 2]);
  });

  it('a cancelled publication does not run', () => {
    const { loop, frame } = steppedLoop();
    const run = vi.fn();
    const cancel = loop.schedule(run);
    cancel();
    frame(16);
    expect(run).not.toHaveBeenCalled();
  });
});
