/**
 * Publication of high-rate stores to React at most once per animation frame. A store mutates its state as
 * frames arrive from the socket and calls markDirty(); one frame later it builds an immutable snapshot and
 * notifies its listeners. subscribe/getSnapshot are bound arrow functions, ready for useSyncExternalStore.
 */

/** Runs a callback on the next frame (with the frame's time in ms); returns its cancel. Injectable so tests step frames by hand. */
export interface FrameScheduler {
  schedule(callback: (frameTime: number) => void): () => void;
}

const FALLBACK_FRAME_MS = 16;

/** A frame whose work (from the publications to the next frame) took longer than this makes the loop pace itself. */
export const FRAME_BUDGET_MS = 20;

/** Longer frames are not counted as work (a hidden tab, a debugger): the rest after a frame stays under 2 × this. */
const MAX_FRAME_SAMPLE_MS = 250;

interface FrameApi {
  request(callback: (time: number) => void): void;
}

/** requestAnimationFrame in the browser; a 16 ms timer where there is none (node, workers). */
const browserFrames: FrameApi = {
  request(callback) {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(callback);
    else setTimeout(() => callback(performance.now()), FALLBACK_FRAME_MS);
  },
};

/**
 * One animation-frame loop for every live store of a page (the book, the trades, the candles, the header's
 * figures). Their publications run in one callback, so React renders them together: one render, one layout and
 * one paint per frame instead of one per store.
 *
 * On a device that cannot keep up (a slow phone, a busy page) one frame of publications costs more than a frame:
 * the loop measures it (from its callback to the next frame, which includes React's render, layout and paint) and
 * then publishes one store per frame, oldest request first, and rests as long as the last frame's work took, so
 * that no frame grows into a long task and half the main thread stays free for the user's input. It starts that way,
 * until its first frame is measured.
 */
export class SharedFrameLoop implements FrameScheduler {
  private queue: ((frameTime: number) => void)[] = [];
  private requested = false;
  private lastRun = Number.NEGATIVE_INFINITY;
  private measuring = false;
  /** The work of a frame of publications, smoothed (ms). */
  cost = 0;
  /** Whether a frame's work was measured yet: until then the loop publishes one store a frame. */
  private measured = false;

  constructor(private readonly frames: FrameApi = browserFrames) {}

  schedule(callback: (frameTime: number) => void): () => void {
    this.queue.push(callback);
    this.request();
    return () => {
      const i = this.queue.indexOf(callback);
      if (i >= 0) this.queue.splice(i, 1);
    };
  }

  private request(): void {
    if (this.requested) return;
    this.requested = true;
    this.frames.request(this.onFrame);
  }

  private readonly onFrame = (now: number): void => {
    this.requested = false;
    if (this.measuring) {
      this.measuring = false;
      const sample = now - this.lastRun;
      // A frame that long was a hidden tab or a paused page, not work: it says nothing about the next one.
      if (sample <= MAX_FRAME_SAMPLE_MS) {
        this.cost = this.measured ? (this.cost + sample) / 2 : sample;
        this.measured = true;
      }
    }
    if (this.queue.length === 0) return;
    // The page's first publications mount every live panel's rows at once: one store a frame until a frame is measured,
    // so that a slow phone's first frame is not all of them in one long task.
    const slow = this.cost > FRAME_BUDGET_MS || !this.measured;
    if (slow && now - this.lastRun < 2 * this.cost) {
      this.request();
      return;
    }
    this.lastRun = now;
    this.measuring = true;
    const due = slow ? this.queue.splice(0, 1) : this.queue.splice(0);
    for (const callback of due) callback(now);
    // One more frame even when nothing waits: its time is this frame's cost.
    this.request();
  };
}

/** The page's one frame loop. */
export const animationFrameScheduler: FrameScheduler = new SharedFrameLoop();

/** A scheduler whose frames run only when the test calls runFrame(). */
export class ManualFrameScheduler implements FrameScheduler {
  private queue: ((frameTime: number) => void)[] = [];

  private frames = 0;

  schedule(callback: (frameTime: number) => void): () => void {
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
    // Frame times of a 60 Hz display.
    const time = (++this.frames * 1000) / 60;
    for (const callback of due) callback(time);
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
