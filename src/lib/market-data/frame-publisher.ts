/**
 * Publication of high-rate stores to React at most once per animation frame. A store mutates its state as
 * frames arrive from the socket and calls markDirty(); one frame later it builds an immutable snapshot and
 * notifies its listeners. subscribe/getSnapshot are bound arrow functions, ready for useSyncExternalStore.
 */

/** Runs a callback on the next frame; returns its cancel. Injectable so tests step frames by hand. */
export interface FrameScheduler {
  schedule(callback: () => void): () => void;
}

const FALLBACK_FRAME_MS = 16;

/** requestAnimationFrame in the browser; a 16 ms timer where there is none (node, workers). */
export const animationFrameScheduler: FrameScheduler = {
  schedule(callback) {
    if (typeof requestAnimationFrame === 'function') {
      const id = requestAnimationFrame(() => callback());
      return () => cancelAnimationFrame(id);
    }
    const timer = setTimeout(callback, FALLBACK_FRAME_MS);
    return () => clearTimeout(timer);
  },
};

/** A scheduler whose frames run only when the test calls runFrame(). */
export class ManualFrameScheduler implements FrameScheduler {
  private queue: (() => void)[] = [];

  schedule(callback: () => void): () => void {
    this.queue.push(callback);
    return () => {
      this.queue = this.queue.filter((c) => c !== callback);
    };
  }

  /** Frames waiting to run. */
  get pending(): number {
    return this.queue.length;
  }

  /** Runs every callback scheduled before this call; returns how many ran. */
  runFrame(): number {
    const due = this.queue;
    this.queue = [];
    for (const callback of due) callback();
    return due.length;
  }
}

export abstract class FramePublisher<T> {
  private readonly listeners = new Set<() => void>();
  private cancelFrame: (() => void) | undefined;
  private dirty = false;
  private published: T;
  /** Snapshots published so far (after the initial one). */
  publications = 0;

  protected constructor(
    private readonly scheduler: FrameScheduler,
    initial: T,
  ) {
    this.published = initial;
  }

  /** Builds the immutable snapshot of the current state. Called at most once per frame while watched. */
  protected abstract build(): T;

  /** First listener in; the store may start timers. */
  protected onActive(): void {}

  /** Last listener out. */
  protected onIdle(): void {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.onActive();
    if (this.dirty) this.requestFrame();
    return () => {
      if (!this.listeners.delete(listener)) return;
      if (this.listeners.size === 0) {
        this.cancelFrame?.();
        this.cancelFrame = undefined;
        this.onIdle();
      }
    };
  };

  /**
   * The last published snapshot: the same object until the next frame publishes. With nobody subscribed
   * (a first render, a benchmark) pending changes are published on the spot.
   */
  readonly getSnapshot = (): T => {
    if (this.dirty && this.listeners.size === 0) this.publish();
    return this.published;
  };

  /** Publishes pending changes now (and notifies) instead of on the next frame. */
  flush(): T {
    this.cancelFrame?.();
    this.cancelFrame = undefined;
    if (this.dirty) {
      this.publish();
      this.notify();
    }
    return this.published;
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  protected markDirty(): void {
    this.dirty = true;
    if (this.listeners.size > 0) this.requestFrame();
  }

  private requestFrame(): void {
    if (this.cancelFrame) return;
    this.cancelFrame = this.scheduler.schedule(this.onFrame);
  }

  private readonly onFrame = (): void => {
    this.cancelFrame = undefined;
    if (!this.dirty) return;
    this.publish();
    this.notify();
  };

  private publish(): void {
    this.dirty = false;
    this.published = this.build();
    this.publications++;
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
