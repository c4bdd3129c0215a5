/**
 * The one-at-a-time queue for non-GET calls (spec sections 7 and 9): concurrency 1, at most 500 waiting,
 * each waiting at most 60 s. Keeps the CSRF token and the server's state changes in order. A semaphore in
 * the spec's sense: the running call does not count as waiting, so with one call running 500 more may wait
 * and the next is refused with "Semaphore queue is full"; a waiter not started within 60 s is dropped with
 * "Semaphore timeout".
 */
import { QUEUE_FULL_MESSAGE, QUEUE_TIMEOUT_MESSAGE, QueueError } from './errors';

export const QUEUE_CONCURRENCY = 1;
export const QUEUE_SIZE = 500;
export const QUEUE_WAIT_MS = 60_000;

interface Waiter {
  start: () => void;
  drop: (reason: unknown) => void;
}

export class RequestQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly concurrency = QUEUE_CONCURRENCY,
    private readonly size = QUEUE_SIZE,
    private readonly waitMs = QUEUE_WAIT_MS,
  ) {}

  /** Calls waiting for their turn (the running ones not counted). */
  get pending(): number {
    return this.waiting.length;
  }

  get active(): number {
    return this.running;
  }

  /** Runs `task` when its turn comes; a caller's abort while waiting takes it out of the queue. */
  async run<T>(task: () => Promise<T>, signal?: AbortSignal | null): Promise<T> {
    await this.acquire(signal);
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(signal?: AbortSignal | null): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.running < this.concurrency) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.size) return Promise.reject(new QueueError(QUEUE_FULL_MESSAGE));
    return new Promise<void>((resolve, reject) => {
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
      };
      const waiter: Waiter = {
        start: () => {
          leave();
          this.running++;
          resolve();
        },
        drop: (reason) => {
          leave();
          reject(reason);
        },
      };
      const timer = setTimeout(() => waiter.drop(new QueueError(QUEUE_TIMEOUT_MESSAGE)), this.waitMs);
      const onAbort = () => waiter.drop(signal?.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
    });
  }

  private release(): void {
    this.running--;
    this.waiting[0]?.start();
  }
}
