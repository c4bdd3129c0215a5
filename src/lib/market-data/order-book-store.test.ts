import { describe, expect, it, vi } from 'vitest';
import { ManualFrameScheduler } from './frame-publisher';
import { ORDER_BOOK_DEPTH, OrderBookStore, type DepthUpdateParams, type OrderBookLevel } from './order-book-store';

const M = 'BTC_USDT';
type Side = [string, string][];

function snapshot(asks: Side, bids: Side, updateId = 1): DepthUpdateParams {
  return [true, { asks, bids, update_id: updateId, timestamp: 1, event_time: 1 }, M];
}

function delta(asks: Side, bids: Side, pastUpdateId: number, updateId = pastUpdateId + 1): DepthUpdateParams {
  return [false, { asks, bids, update_id: updateId, past_update_id: pastUpdateId, timestamp: 2, event_time: 2 }, M];
}

function make(options: { precision?: string | null; depth?: number; visibleDepth?: number } = {}) {
  const scheduler = new ManualFrameScheduler();
  const onResync = vi.fn();
  const store = new OrderBookStore({ market: M, scheduler, onResync, ...options });
  return { store, scheduler, onResync };
}

const rows = (levels: readonly OrderBookLevel[]) => levels.map((l) => [l.price, l.amount, l.total]);

describe('OrderBookStore: snapshot and deltas', () => {
  it('sorts a snapshot: asks ascending, bids descending, with cumulative totals', () => {
    const { store } = make();
    store.apply(
      snapshot(
        [
          ['101.5', '2'],
          ['100.25', '1.5'],
          ['103', '0.125'],
        ],
        [
          ['99', '3'],
          ['99.75', '0.5'],
          ['98.1', '1'],
        ],
      ),
    );
    const book = store.getSnapshot();
    expect(book.status).toBe('live');
    expect(rows(book.asks)).toEqual([
      ['100.25', '1.5', '1.5'],
      ['101.5', '2', '3.5'],
      ['103', '0.125', '3.625'],
    ]);
    expect(rows(book.bids)).toEqual([
      ['99.75', '0.5', '0.5'],
      ['99', '3', '3.5'],
      ['98.1', '1', '4.5'],
    ]);
    expect(book.updateId).toBe(1);
  });

  it('applies deltas: sets amounts, inserts levels, removes a level on amount "0" or "0.000"', () => {
    const { store } = make();
    store.apply(
      snapshot(
        [
          ['101', '1'],
          ['102', '2'],
        ],
        [
          ['99', '1'],
          ['98', '2'],
        ],
        10,
      ),
    );
    store.apply(
      delta(
        [
          ['101', '0'],
          ['100.5', '4'],
          ['102', '2.5'],
        ],
        [
          ['98', '0.000'],
          ['99.5', '7'],
          ['97', '0'],
        ],
        10,
      ),
    );
    const book = store.getSnapshot();
    expect(rows(book.asks)).toEqual([
      ['100.5', '4', '4'],
      ['102', '2.5', '6.5'],
    ]);
    expect(rows(book.bids)).toEqual([
      ['99.5', '7', '7'],
      ['99', '1', '8'],
    ]);
    expect(book.updateId).toBe(11);
  });

  it('treats "1.10" and "1.1" as one price level', () => {
    const { store } = make();
    store.apply(snapshot([['1.10', '1']], [['0.9', '1']]));
    store.apply(delta([['1.1', '3']], [], 1));
    expect(rows(store.getSnapshot().asks)).toEqual([['1.1', '3', '3']]);
    store.apply(delta([['1.100', '0']], [], 2));
    expect(store.getSnapshot().asks).toEqual([]);
  });

  it('keeps the best 50 levels per side after every update', () => {
    const { store } = make();
    const asks: Side = Array.from({ length: 80 }, (_, i) => [String(1000 + i), '1']);
    const bids: Side = Array.from({ length: 80 }, (_, i) => [String(999 - i), '1']);
    store.apply(snapshot(asks, bids));
    let book = store.getSnapshot();
    expect(ORDER_BOOK_DEPTH).toBe(50);
    expect(book.asks).toHaveLength(50);
    expect(book.bids).toHaveLength(50);
    expect(book.asks[49]!.price).toBe('1049');
    expect(book.bids[49]!.price).toBe('950');
    expect(book.asks[49]!.total).toBe('50');
    // A better level pushes the worst out; removing one does not bring a dropped level back.
    store.apply(delta([['999.5', '1']], [], 1));
    store.apply(delta([['1000', '0']], [], 2));
    book = store.getSnapshot();
    expect(book.asks).toHaveLength(49);
    expect(book.asks[0]!.price).toBe('999.5');
    expect(book.asks[48]!.price).toBe('1048');
  });

  it('keeps a configured depth', () => {
    const { store } = make({ depth: 2 });
    store.apply(
      snapshot(
        [
          ['3', '1'],
          ['1', '1'],
          ['2', '1'],
        ],
        [],
      ),
    );
    expect(store.getSnapshot().asks.map((l) => l.price)).toEqual(['1', '2']);
  });

  it('a full reload (the keepalive snapshot) replaces the whole book', () => {
    const { store } = make();
    store.apply(snapshot([['101', '1']], [['99', '1']], 5));
    store.apply(snapshot([['105', '2']], [['95', '2']], 9));
    const book = store.getSnapshot();
    expect(rows(book.asks)).toEqual([['105', '2', '2']]);
    expect(rows(book.bids)).toEqual([['95', '2', '2']]);
    store.apply(delta([['106', '1']], [], 9));
    expect(store.getSnapshot().asks).toHaveLength(2);
  });

  it('ignores deltas before the first snapshot and updates of another market', () => {
    const { store, onResync } = make();
    expect(store.apply(delta([['101', '1']], [], 1))).toBe(false);
    expect(store.getSnapshot().status).toBe('empty');
    expect(store.apply([true, { asks: [['5', '1']], bids: [] }, 'ETH_BTC'])).toBe(false);
    expect(store.getSnapshot().asks).toEqual([]);
    expect(onResync).not.toHaveBeenCalled();
  });

  it('totals stay exact where floats are not (0.1 + 0.2)', () => {
    const { store } = make();
    store.apply(
      snapshot(
        [
          ['1', '0.1'],
          ['2', '0.2'],
        ],
        [],
      ),
    );
    expect(store.getSnapshot().asks[1]!.total).toBe('0.3');
  });

  it('totals beyond safe integers (18 decimals) switch to BigInt and stay exact', () => {
    const { store } = make();
    store.apply(
      snapshot(
        [
          ['1', '123456789.123456789012345678'],
          ['2', '0.000000000000000001'],
          ['3', '900000000'],
        ],
        [],
      ),
    );
    expect(rows(store.getSnapshot().asks)).toEqual([
      ['1', '123456789.123456789012345678', '123456789.123456789012345678'],
      ['2', '0.000000000000000001', '123456789.123456789012345679'],
      ['3', '900000000', '1023456789.123456789012345679'],
    ]);
  });

  it('orders prices with more than 15 significant digits exactly', () => {
    const { store, onResync } = make();
    store.apply(
      snapshot(
        [
          ['1.0000000000000002', '1'],
          ['1.0000000000000001', '1'],
        ],
        [
          ['1.00000000000000001', '1'],
          ['1', '1'],
        ],
      ),
    );
    const book = store.getSnapshot();
    expect(book.asks.map((l) => l.price)).toEqual(['1.0000000000000001', '1.0000000000000002']);
    expect(book.bids.map((l) => l.price)).toEqual(['1.00000000000000001', '1']);
    expect(onResync).not.toHaveBeenCalled();
    store.apply(delta([['1.00000000000000010', '0']], [['1.000000000000000015', '2']], 1));
    expect(store.getSnapshot().asks.map((l) => l.price)).toEqual(['1.0000000000000002']);
    expect(store.getSnapshot().bids.map((l) => l.price)).toEqual(['1.000000000000000015', '1.00000000000000001', '1']);
  });
});

/** Asks around 100 at two decimals, with levels that fall into one group at a step of 0.1. */
const ASKS_NEAR_100: Side = [
  ['100.01', '1'],
  ['100.09', '2'],
  ['100.1', '0.5'],
  ['100.11', '0.25'],
  ['101.5', '3'],
];

describe('OrderBookStore: precision grouping', () => {
  const asks = ASKS_NEAR_100;
  const bids: Side = [
    ['99.99', '1'],
    ['99.91', '2'],
    ['99.9', '0.5'],
    ['99.89', '0.25'],
    ['95', '3'],
  ];

  it('groups asks up and bids down to the step, summing amounts, with totals', () => {
    const { store } = make({ precision: '0.1' });
    store.apply(snapshot(asks, bids));
    const book = store.getSnapshot();
    expect(book.precision).toBe('0.1');
    expect(rows(book.asks)).toEqual([
      ['100.1', '3.5', '3.5'],
      ['100.2', '0.25', '3.75'],
      ['101.5', '3', '6.75'],
    ]);
    expect(rows(book.bids)).toEqual([
      ['99.9', '3.5', '3.5'],
      ['99.8', '0.25', '3.75'],
      ['95.0', '3', '6.75'],
    ]);
  });

  it('groups by 1 and by 10', () => {
    const { store } = make({ precision: '10' });
    store.apply(snapshot(asks, bids));
    expect(rows(store.getSnapshot().asks)).toEqual([['110', '6.75', '6.75']]);
    expect(rows(store.getSnapshot().bids)).toEqual([['90', '6.75', '6.75']]);
    store.setPrecision('1');
    expect(rows(store.getSnapshot().asks)).toEqual([
      ['101', '3.75', '3.75'],
      ['102', '3', '6.75'],
    ]);
    expect(rows(store.getSnapshot().bids)).toEqual([
      ['99', '3.75', '3.75'],
      ['95', '3', '6.75'],
    ]);
  });

  it('keeps the step decimals in grouped prices and a price on the step where it is', () => {
    const { store } = make({ precision: '0.01' });
    store.apply(
      snapshot(
        [['100.1', '1']],
        [
          ['99.999', '1'],
          ['99.99', '1'],
        ],
      ),
    );
    expect(rows(store.getSnapshot().asks)).toEqual([['100.10', '1', '1']]);
    expect(rows(store.getSnapshot().bids)).toEqual([['99.99', '2', '2']]);
  });

  it('publishes a precision change at once and goes back to the raw book with null or "0"', () => {
    const { store, scheduler } = make();
    const listener = vi.fn();
    store.subscribe(listener);
    store.apply(snapshot(asks, bids));
    scheduler.runFrame();
    store.setPrecision('0.1');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().asks).toHaveLength(3);
    store.setPrecision('0');
    expect(store.getSnapshot().precision).toBeNull();
    expect(store.getSnapshot().asks).toHaveLength(5);
    expect(() => store.setPrecision('-1')).toThrow(/precision/);
  });

  it('groups with BigInt when prices scaled to the step do not fit in a safe integer', () => {
    const { store } = make({ precision: '0.00000001' });
    store.apply(
      snapshot(
        [
          ['123456789.123456789', '1'],
          ['123456789.12345679', '2'],
        ],
        [['123456789.123456781', '1']],
      ),
    );
    expect(rows(store.getSnapshot().asks)).toEqual([['123456789.12345679', '3', '3']]);
    expect(rows(store.getSnapshot().bids)).toEqual([['123456789.12345678', '1', '1']]);
  });
});

describe('OrderBookStore: unchanged rows keep their identity', () => {
  const asks = ASKS_NEAR_100;
  const bids: Side = [
    ['99.99', '1'],
    ['99.91', '2'],
    ['99.9', '0.5'],
  ];

  it('ungrouped: rows above the first change are the same objects, rows from it on are new with new totals', () => {
    const { store } = make();
    store.apply(snapshot(asks, bids));
    const before = store.getSnapshot();
    store.apply(delta([['100.1', '1.5']], [], 1));
    const after = store.getSnapshot();
    expect(after.asks.slice(0, 2)).toEqual(before.asks.slice(0, 2));
    expect(after.asks[0]).toBe(before.asks[0]);
    expect(after.asks[1]).toBe(before.asks[1]);
    expect(after.asks[2]).not.toBe(before.asks[2]);
    expect(rows(after.asks.slice(2))).toEqual([
      ['100.1', '1.5', '4.5'],
      ['100.11', '0.25', '4.75'],
      ['101.5', '3', '7.75'],
    ]);
    // The untouched side is the same array.
    expect(after.bids).toBe(before.bids);
    // An insert and a removal below the best level: the best stays, everything after moves.
    store.apply(delta([['100.05', '1']], [['99.91', '0']], 2));
    const third = store.getSnapshot();
    expect(third.asks[0]).toBe(after.asks[0]);
    expect(rows(third.asks)).toEqual([
      ['100.01', '1', '1'],
      ['100.05', '1', '2'],
      ['100.09', '2', '4'],
      ['100.1', '1.5', '5.5'],
      ['100.11', '0.25', '5.75'],
      ['101.5', '3', '8.75'],
    ]);
    expect(third.bids[0]).toBe(after.bids[0]);
    expect(rows(third.bids)).toEqual([
      ['99.99', '1', '1'],
      ['99.9', '0.5', '1.5'],
    ]);
  });

  it('a repeated level (same price and amount) changes no row', () => {
    const { store } = make();
    store.apply(snapshot(asks, bids));
    const before = store.getSnapshot();
    store.apply(delta([['100.01', '1']], [['99.9', '0.5']], 1));
    const after = store.getSnapshot();
    expect(after).not.toBe(before);
    expect(after.asks).toBe(before.asks);
    expect(after.bids).toBe(before.bids);
  });

  it('grouped: whole groups above the first change are the same objects', () => {
    const { store } = make({ precision: '0.1' });
    store.apply(snapshot(asks, bids));
    const before = store.getSnapshot();
    expect(rows(before.asks)).toEqual([
      ['100.1', '3.5', '3.5'],
      ['100.2', '0.25', '3.75'],
      ['101.5', '3', '6.75'],
    ]);
    // 101.5 starts the third group: the first stays; the second too in value, but it is rebuilt, since a
    // changed level right after a group may have been in it before.
    store.apply(delta([['101.5', '1']], [], 1));
    const after = store.getSnapshot();
    expect(after.asks[0]).toBe(before.asks[0]);
    expect(rows(after.asks)).toEqual([
      ['100.1', '3.5', '3.5'],
      ['100.2', '0.25', '3.75'],
      ['101.5', '1', '4.75'],
    ]);
    // A new level joining the first group rebuilds it (its amount and every total change).
    store.apply(delta([['100.02', '1']], [], 2));
    const third = store.getSnapshot();
    expect(third.asks[0]).not.toBe(after.asks[0]);
    expect(rows(third.asks)[0]).toEqual(['100.1', '4.5', '4.5']);
    // Another step, then back: nothing is shared across steps.
    store.setPrecision('1');
    store.setPrecision('0.1');
    expect(store.getSnapshot().asks[0]).not.toBe(third.asks[0]);
    expect(store.getSnapshot().asks).toEqual(third.asks);
  });

  it('a full reload that changes one level: the rows above it stay, the rows from it on are new', () => {
    const { store } = make();
    store.apply(snapshot(asks, bids));
    const before = store.getSnapshot();
    store.apply(snapshot([asks[0]!, ['100.09', '3'], ...asks.slice(2)], bids, 2));
    const changed = store.getSnapshot();
    expect(changed.asks[0]).toBe(before.asks[0]);
    expect(changed.asks[1]).not.toBe(before.asks[1]);
    expect(changed.asks[2]).not.toBe(before.asks[2]);
    expect(rows(changed.asks).map((r) => r[2])).toEqual(['1', '4', '4.5', '4.75', '7.75']);
    expect(changed.bids).toEqual(before.bids);
  });

  it('a full reload keeps the rows it resends as they were, and totals stay exact across amounts of different decimals', () => {
    const { store } = make();
    store.apply(snapshot(asks, bids));
    const before = store.getSnapshot();
    // The socket's keepalive: the same levels again. Every row says the same, so every row is the same object.
    store.apply(snapshot(asks, bids, 2));
    const after = store.getSnapshot();
    expect(after.asks).toEqual(before.asks);
    after.asks.forEach((row, i) => expect(row).toBe(before.asks[i]));
    after.bids.forEach((row, i) => expect(row).toBe(before.bids[i]));
    // A finer amount below the best level: the scale grows, totals are recomputed exactly, the best row stays.
    store.apply(delta([['100.09', '0.000000000001']], [], 2));
    const fine = store.getSnapshot();
    expect(fine.asks[0]).toBe(after.asks[0]);
    expect(rows(fine.asks).map((r) => r[2])).toEqual(['1', '1.000000000001', '1.500000000001', '1.750000000001', '4.750000000001']);
    // An amount beyond safe integers at that scale: the BigInt path, still exact, rows above still shared.
    store.apply(delta([['100.11', '12345678.123456789012']], [], 3));
    const big = store.getSnapshot();
    expect(big.asks[0]).toBe(fine.asks[0]);
    expect(rows(big.asks).map((r) => r[2])).toEqual([
      '1',
      '1.000000000001',
      '1.500000000001',
      '12345679.623456789013',
      '12345682.623456789013',
    ]);
    // And back once it is gone.
    store.apply(delta([['100.11', '0']], [], 4));
    expect(rows(store.getSnapshot().asks).map((r) => r[2])).toEqual(['1', '1.000000000001', '1.500000000001', '4.500000000001']);
  });
});

describe('OrderBookStore: resync', () => {
  it('a sequence gap clears the book, calls onResync once and ignores deltas until a full reload', () => {
    const { store, onResync } = make();
    store.apply(snapshot([['101', '1']], [['99', '1']], 100));
    expect(store.apply(delta([['102', '1']], [], 100, 101))).toBe(true);
    expect(store.apply(delta([['103', '1']], [], 105, 106))).toBe(false);
    expect(onResync).toHaveBeenCalledExactlyOnceWith('gap');
    expect(store.getSnapshot().status).toBe('resyncing');
    expect(store.getSnapshot().asks).toEqual([]);
    expect(store.apply(delta([['104', '1']], [], 106, 107))).toBe(false);
    expect(onResync).toHaveBeenCalledTimes(1);
    store.apply(snapshot([['110', '1']], [['90', '1']], 200));
    expect(store.getSnapshot().status).toBe('live');
    expect(store.apply(delta([['111', '1']], [], 200))).toBe(true);
    expect(store.resyncs).toEqual({ gap: 1, crossed: 0 });
  });

  it('a repeated (stale) delta is a gap too', () => {
    const { store, onResync } = make();
    store.apply(snapshot([['101', '1']], [['99', '1']], 1));
    store.apply(delta([['102', '1']], [], 1, 2));
    store.apply(delta([['102', '1']], [], 1, 2));
    expect(onResync).toHaveBeenCalledWith('gap');
  });

  it('a delta without sequence ids is applied (nothing to check)', () => {
    const { store, onResync } = make();
    store.apply(snapshot([['101', '1']], [['99', '1']], 1));
    expect(store.apply([false, { asks: [['102', '1']], bids: [] }, M])).toBe(true);
    expect(onResync).not.toHaveBeenCalled();
  });

  it('a crossed book (best bid >= best ask) resyncs, equal prices included', () => {
    const { store, onResync } = make();
    store.apply(snapshot([['101', '1']], [['99', '1']], 1));
    expect(store.apply(delta([], [['101', '1']], 1))).toBe(false);
    expect(onResync).toHaveBeenCalledExactlyOnceWith('crossed');
    expect(store.getSnapshot().bids).toEqual([]);
    const other = make();
    other.store.apply(snapshot([['101', '1']], [['102', '1']], 1));
    expect(other.onResync).toHaveBeenCalledWith('crossed');
  });

  it('a crossed book in exact mode resyncs too', () => {
    const { store, onResync } = make();
    store.apply(snapshot([['1.0000000000000001', '1']], [['1.00000000000000010', '1']], 1));
    expect(onResync).toHaveBeenCalledWith('crossed');
  });

  it('reset() empties the book and waits for a full reload', () => {
    const { store } = make();
    store.apply(snapshot([['101', '1']], [['99', '1']], 1));
    store.reset();
    expect(store.getSnapshot().status).toBe('empty');
    expect(store.apply(delta([['102', '1']], [], 1))).toBe(false);
  });
});

describe('OrderBookStore: visible depth', () => {
  const asks: Side = Array.from({ length: 30 }, (_, i) => [String(100 + i), '0.1']);
  const bids: Side = Array.from({ length: 30 }, (_, i) => [String(99 - i), '0.25']);

  it('materialises only the visible levels, counts the whole side, and draws more as the view grows', () => {
    const { store } = make({ visibleDepth: 3 });
    store.apply(snapshot(asks, bids));
    const book = store.getSnapshot();
    expect(rows(book.asks)).toEqual([
      ['100', '0.1', '0.1'],
      ['101', '0.1', '0.2'],
      ['102', '0.1', '0.3'],
    ]);
    expect(rows(book.bids)).toEqual([
      ['99', '0.25', '0.25'],
      ['98', '0.25', '0.5'],
      ['97', '0.25', '0.75'],
    ]);
    expect([book.asksCount, book.bidsCount]).toEqual([30, 30]);
    // A change past the visible depth changes no drawn row, only what a deeper view would see.
    store.apply(delta([['120', '5']], [], 1));
    const after = store.getSnapshot();
    expect(after.asks).toBe(book.asks);
    store.setVisibleDepth(22);
    const deeper = store.getSnapshot();
    expect(deeper.asks.slice(0, 3)).toEqual(book.asks);
    expect(deeper.asks[0]).toBe(book.asks[0]);
    expect(rows(deeper.asks).at(-2)).toEqual(['120', '5', '7']);
    expect(rows(deeper.asks).at(-1)).toEqual(['121', '0.1', '7.1']);
    expect(deeper.asks).toHaveLength(22);
    // Beyond the side's depth it stops at the depth.
    store.setVisibleDepth(500);
    expect(store.getSnapshot().asks).toHaveLength(30);
    expect(store.visibleDepth).toBe(ORDER_BOOK_DEPTH);
    expect(() => store.setVisibleDepth(0)).toThrow(/visible depth/);
  });

  it('a deep amount with more decimals than the drawn ones is exact once drawn', () => {
    const { store } = make({ visibleDepth: 2 });
    store.apply(snapshot(asks, []));
    store.getSnapshot();
    store.apply(delta([['110', '0.000000001']], [], 1));
    expect(rows(store.getSnapshot().asks)).toEqual([
      ['100', '0.1', '0.1'],
      ['101', '0.1', '0.2'],
    ]);
    store.setVisibleDepth(11);
    expect(rows(store.getSnapshot().asks).at(-1)).toEqual(['110', '0.000000001', '1.000000001']);
  });

  it('grouped: the first groups drawn, every group counted', () => {
    const { store } = make({ visibleDepth: 2, precision: '10' });
    store.apply(snapshot(asks, bids));
    const book = store.getSnapshot();
    // Asks 100..129 round up by 10: 100 | 101-110 | 111-120 | 121-129 → 4 groups; bids 99..70 round down: 90-99 | 80-89 | 70-79.
    expect(rows(book.asks)).toEqual([
      ['100', '0.1', '0.1'],
      ['110', '1', '1.1'],
    ]);
    expect(rows(book.bids)).toEqual([
      ['90', '2.5', '2.5'],
      ['80', '2.5', '5'],
    ]);
    expect([book.asksCount, book.bidsCount]).toEqual([4, 3]);
  });
});

describe('OrderBookStore: publication', () => {
  it('publishes at most once per frame, with immutable snapshots', () => {
    const { store, scheduler } = make();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const initial = store.getSnapshot();
    store.apply(snapshot([['101', '1']], [['99', '1']], 1));
    for (let i = 1; i <= 20; i++) store.apply(delta([['101', String(i)]], [], i));
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(initial);
    expect(scheduler.pending).toBe(1);
    scheduler.runFrame();
    expect(listener).toHaveBeenCalledTimes(1);
    const book = store.getSnapshot();
    expect(book.asks[0]!.amount).toBe('20');
    expect(store.getSnapshot()).toBe(book);
    expect(Object.isFrozen(book)).toBe(true);
    expect(Object.isFrozen(book.asks)).toBe(true);
    expect(Object.isFrozen(book.asks[0])).toBe(true);
    // Later updates do not touch a published snapshot.
    store.apply(delta([['101', '0']], [], 21));
    scheduler.runFrame();
    expect(book.asks[0]!.amount).toBe('20');
    expect(store.getSnapshot().asks).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    // No frame without changes; none after the last listener leaves.
    expect(scheduler.runFrame()).toBe(0);
    store.apply(delta([['101', '1']], [], 22));
    unsubscribe();
    expect(scheduler.pending).toBe(0);
  });

  it('publishes pending changes on getSnapshot while nobody listens, and on subscribe at the next frame', () => {
    const { store, scheduler } = make();
    store.apply(snapshot([['101', '1']], [['99', '1']], 1));
    expect(store.getSnapshot().asks).toHaveLength(1);
    store.apply(delta([['102', '1']], [], 1));
    const listener = vi.fn();
    store.subscribe(listener);
    expect(scheduler.pending).toBe(1);
    scheduler.runFrame();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().asks).toHaveLength(2);
  });

  it('publishes the resync state', () => {
    const { store, scheduler } = make();
    const listener = vi.fn();
    store.subscribe(listener);
    store.apply(snapshot([['101', '1']], [['99', '1']], 1));
    scheduler.runFrame();
    store.apply(delta([], [], 7));
    scheduler.runFrame();
    expect(store.getSnapshot().status).toBe('resyncing');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('OrderBookStore: a REST snapshot', () => {
  it('stands in before the first full reload, grouped and truncated like a socket book; a crossed one is refused', () => {
    const { store, scheduler } = make({ precision: '1', depth: 2 });
    expect(
      store.applySnapshot({
        asks: [
          ['100.5', '1'],
          ['101.5', '2'],
          ['150', '9'],
        ],
        bids: [['99.5', '3']],
        timestamp: 1795082400,
      }),
    ).toBe(true);
    scheduler.runFrame();
    const shown = store.getSnapshot();
    expect(shown.status).toBe('snapshot');
    expect(rows(shown.asks)).toEqual([
      ['101', '1', '1'],
      ['102', '2', '3'],
    ]);
    expect(shown.timestamp).toBe(1795082400);
    // The socket's full reload replaces it; from then on a snapshot is ignored.
    store.apply(snapshot([['105', '1']], [['95', '1']]));
    expect(store.applySnapshot({ asks: [['1', '1']], bids: [['0.5', '1']] })).toBe(false);
    scheduler.runFrame();
    expect(store.getSnapshot().status).toBe('live');
    expect(rows(store.getSnapshot().asks)).toEqual([['105', '1', '1']]);
    const fresh = make();
    expect(fresh.store.applySnapshot({ asks: [['100', '1']], bids: [['100', '1']] })).toBe(false);
    fresh.scheduler.runFrame();
    expect(fresh.store.getSnapshot()).toMatchObject({ status: 'empty', asks: [], bids: [] });
  });
});
