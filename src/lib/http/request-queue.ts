/**
 * The one-at-a-time queue for non-GET calls (spec sections 7 and 9): concurrency 1, at most 500 waiting,
 * each waiting at most 60 s. Keeps the CSRF token and the server's state changes in order.
 */
import { QueueError } from './errors';

export const QUEUE_SIZE = 500;
export const QUEUE_WAIT_MS = 60_000;

interface Waiter {
  start: () => void;
  timer: ReturnType<typeof setTimeout>;
}

export class RequestQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly concurrency = 1,
    private readonly size = QUEUE_SIZE,
    private readonly waitMs = QUEUE_WAIT_MS,
  ) {}

  get pending(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.size) return Promise.reject(new QueueError('Semaphore queue is full'));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          this.running++;
          resolve();
        },
        timer: setTimeout(() => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(new QueueError('Semaphore timeout'));
        }, this.waitMs),
      };
      this.waiting.push(waiter);
    });
  }

  private release(): void {
    this.running--;
    this.waiting.shift()?.start();
  }
}
