import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { ManualFrameScheduler } from './frame-publisher';
import { TRADE_HISTORY_LIMIT, TradesStore, type PublicTrade } from './trades-store';

const M = 'BTC_USDT';

function trade(id: number, time = id, price = '100', type: 'buy' | 'sell' = 'buy'): PublicTrade {
  return { id, time, price, amount: '1', type };
}

function make(limit?: number) {
  const scheduler = new ManualFrameScheduler();
  return { store: new TradesStore({ market: M, scheduler, limit }), scheduler };
}

const ids = (store: TradesStore) => store.getSnapshot().trades.map((t) => t.id);

describe('TradesStore', () => {
  it('keeps the last 80 trades, newest first', () => {
    const { store } = make();
    expect(TRADE_HISTORY_LIMIT).toBe(80);
    // The subscribe snapshot: 100 trades, newest first.
    const initial = Array.from({ length: 100 }, (_, i) => trade(1000 - i));
    expect(store.applyUpdate([M, initial])).toBe(80);
    expect(ids(store)).toHaveLength(80);
    expect(ids(store)[0]).toBe(1000);
    expect(ids(store)[79]).toBe(921);
    store.applyUpdate([M, [trade(1001), trade(1002)]]);
    expect(ids(store).slice(0, 3)).toEqual([1002, 1001, 1000]);
    expect(ids(store)).toHaveLength(80);
    expect(ids(store)[79]).toBe(923);
  });

  it('deduplicates by id, within an update and across updates', () => {
    const { store } = make();
    expect(store.applyUpdate([M, [trade(1), trade(2), trade(2)]])).toBe(2);
    expect(store.applyUpdate([M, [trade(2), trade(3, 3, '999')]])).toBe(1);
    expect(ids(store)).toEqual([3, 2, 1]);
    expect(store.applyUpdate([M, [trade(3)]])).toBe(0);
  });

  it('orders by time, then id, whatever order trades arrive in', () => {
    const { store } = make();
    store.applyUpdate([M, [trade(5, 10.5), trade(7, 10.25), trade(6, 10.5)]]);
    store.applyUpdate([M, [trade(4, 9)]]);
    expect(ids(store)).toEqual([6, 5, 7, 4]);
  });

  it('an old trade past the limit is not added and publishes nothing', () => {
    const { store, scheduler } = make(2);
    const listener = vi.fn();
    store.subscribe(listener);
    store.applyUpdate([M, [trade(10), trade(11)]]);
    scheduler.runFrame();
    expect(store.applyUpdate([M, [trade(1)]])).toBe(0);
    expect(scheduler.pending).toBe(0);
    expect(ids(store)).toEqual([11, 10]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores other markets and clears', () => {
    const { store } = make();
    expect(store.applyUpdate(['ETH_BTC', [trade(1)]])).toBe(0);
    store.add([trade(1)]);
    store.clear();
    expect(ids(store)).toEqual([]);
    expect(store.add([trade(1)])).toBe(1);
  });

  it('publishes at most once per frame, immutable copies', () => {
    const { store, scheduler } = make();
    const listener = vi.fn();
    store.subscribe(listener);
    const input = trade(1);
    for (let i = 1; i <= 10; i++) store.applyUpdate([M, [trade(i)]]);
    expect(listener).not.toHaveBeenCalled();
    scheduler.runFrame();
    expect(listener).toHaveBeenCalledTimes(1);
    const snapshot = store.getSnapshot();
    expect(snapshot.trades).toHaveLength(10);
    expect(Object.isFrozen(snapshot.trades)).toBe(true);
    expect(Object.isFrozen(snapshot.trades[0])).toBe(true);
    expect(Object.isFrozen(input)).toBe(false);
    store.applyUpdate([M, [trade(11)]]);
    scheduler.runFrame();
    expect(snapshot.trades).toHaveLength(10);
  });

  it('matches a reference (dedupe, sort, slice) over random updates', () => {
    const tradeArb = fc.record({
      id: fc.integer({ min: 1, max: 300 }),
      time: fc.integer({ min: 0, max: 50 }),
      price: fc.constant('1'),
      amount: fc.constant('1'),
      type: fc.constantFrom('buy' as const, 'sell' as const),
    });
    fc.assert(
      fc.property(fc.array(fc.array(tradeArb, { maxLength: 30 }), { maxLength: 20 }), fc.integer({ min: 1, max: 80 }), (updates, limit) => {
        const { store } = make(limit);
        // Reference: every trade ever kept once by id (the first copy wins), newest first, the first `limit`.
        // A trade that fell out of the window may come back only if it sorts inside it again.
        let kept: PublicTrade[] = [];
        for (const update of updates) {
          store.add(update);
          const seen = new Set(kept.map((t) => t.id));
          for (const t of update) {
            if (seen.has(t.id)) continue;
            seen.add(t.id);
            kept.push(t);
          }
          kept = kept.sort((a, b) => b.time - a.time || b.id - a.id).slice(0, limit);
          expect(store.getSnapshot().trades.map((t) => [t.id, t.time])).toEqual(kept.map((t) => [t.id, t.time]));
        }
      }),
      { numRuns: 2000 },
    );
  });
});
