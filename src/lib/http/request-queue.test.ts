/** The semaphore of the non-GET queue on its own: slots, the waiting limit, and dropping the right waiter. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueueError } from './errors';
import { QUEUE_CONCURRENCY, QUEUE_SIZE, QUEUE_WAIT_MS, RequestQueue } from './request-queue';

const gate = () => {
  let open!: () => void;
  const promise = new Promise<void>((r) => (open = r));
  return { promise, open };
};

afterEach(() => vi.useRealTimers());

describe('RequestQueue', () => {
  it('has the figures of spec section 9: concurrency 1, 500 waiting, 60 s', () => {
    expect([QUEUE_CONCURRENCY, QUEUE_SIZE, QUEUE_WAIT_MS]).toEqual([1, 500, 60_000]);
  });

  it('counts waiting calls only: with a small queue, one runs, `size` wait, the next is refused', async () => {
    const queue = new RequestQueue(1, 2, 60_000); // real timers: a wait no busy machine reaches
    const g = gate();
    const running = queue.run(() => g.promise);
    const waiting = [queue.run(async () => 'a'), queue.run(async () => 'b')];
    await expect(queue.run(async () => 'c')).rejects.toEqual(new QueueError('Semaphore queue is full'));
    g.open();
    await running;
    await expect(Promise.all(waiting)).resolves.toEqual(['a', 'b']);
  });

  it('drops the waiter that timed out, not the head of the queue', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const queue = new RequestQueue(1, 10, 1000);
    const g = gate();
    const running = queue.run(() => g.promise);
    const order: string[] = [];
    const early = queue.run(async () => void order.push('early'));
    await vi.advanceTimersByTimeAsync(500);
    const late = queue.run(async () => void order.push('late'));
    const lateOutcome = late.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(499);
    g.open(); // the running call ends just before the early waiter's 1000 ms
    await running;
    await early;
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['early', 'late']);
    expect(await lateOutcome).toBeUndefined();
  });

  it('rejects a waiter after its wait, leaving the others waiting', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const queue = new RequestQueue(1, 10, 1000);
    const g = gate();
    void queue.run(() => g.promise);
    const first = queue.run(async () => 1).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(600);
    const second = queue.run(async () => 2).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(400);
    expect(await first).toEqual(new QueueError('Semaphore timeout'));
    expect(queue.pending).toBe(1);
    g.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(await second).toBe(2);
  });

  it('frees the slot when a task throws', async () => {
    const queue = new RequestQueue();
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
    expect(queue.active).toBe(0);
  });
});
