import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { barStart, candleFromTuple, CandlesStore, resolutionInterval, type Candle, type CandlesClock } from './candles-store';
import { DEFAULT_RESOLUTION, RESOLUTION_SECONDS, RESOLUTIONS, type Resolution } from './resolutions';
import { ManualFrameScheduler } from './frame-publisher';

const M = 'BTC_USDT';

function make(resolution: Resolution = '1', options: { maxBars?: number; clock?: CandlesClock } = {}) {
  const scheduler = new ManualFrameScheduler();
  return { store: new CandlesStore({ market: M, resolution, scheduler, ...options }), scheduler };
}

const bars = (store: CandlesStore) => store.getSnapshot().bars.map((b) => [b.time, b.open, b.high, b.low, b.close, b.volume]);

/** A fake clock whose timers run on advance(). */
function fakeClock(startMs: number) {
  let now = startMs;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 1;
  const clock: CandlesClock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((t) => t !== due);
      now = due.at;
      due.fn();
    }
    now = until;
  };
  return { clock, advance, pending: () => timers.length };
}

describe('resolutions', () => {
  it('has the 17 resolutions of spec section 9 with their periods', () => {
    expect(RESOLUTIONS).toEqual(['1S', '10S', '30S', '1', '3', '5', '15', '30', '60', '120', '240', '360', '480', '720', '1D', '3D', '1W']);
    expect(RESOLUTION_SECONDS).toMatchObject({
      '1S': 1,
      '1': 60,
      '15': 900,
      '60': 3600,
      '720': 43_200,
      '1D': 86_400,
      '3D': 259_200,
      '1W': 604_800,
    });
    expect(DEFAULT_RESOLUTION).toBe('15');
    expect(resolutionInterval('240')).toBe(14_400);
  });

  it('aligns bars to UTC multiples of the period, weeks to Monday', () => {
    expect(barStart(125.9, '1')).toBe(120);
    expect(barStart(125.9, '1S')).toBe(125);
    expect(barStart(3599, '60')).toBe(0);
    const wednesday = Date.UTC(2024, 0, 3, 15) / 1000;
    expect(new Date(barStart(wednesday, '1W') * 1000).toISOString()).toBe('2024-01-01T00:00:00.000Z');
    expect(new Date(barStart(wednesday, '1D') * 1000).toISOString()).toBe('2024-01-03T00:00:00.000Z');
  });

  it('reads the server tuple in its O, C, H, L order', () => {
    expect(candleFromTuple([1631440800, '45865.62', '45958.14', '45981.3', '45750.23', '15.327634', '703140.24', 'BTC_USDT'])).toEqual({
      time: 1631440800,
      open: '45865.62',
      close: '45958.14',
      high: '45981.3',
      low: '45750.23',
      volume: '15.327634',
    });
  });
});

describe('CandlesStore', () => {
  it('a trade updates high, low, close and volume of its bar, exactly', () => {
    const { store } = make();
    store.applyTrades([{ id: 1, time: 60.5, price: '100', amount: '0.1' }]);
    store.applyTrades([{ id: 2, time: 61, price: '101.5', amount: '0.2' }]);
    store.applyTrades([{ id: 3, time: 62, price: '99.25', amount: '0.3' }]);
    store.applyTrades([{ id: 4, time: 63, price: '100.75', amount: '0.000000000000000001' }]);
    expect(bars(store)).toEqual([[60, '100', '101.5', '99.25', '100.75', '0.600000000000000001']]);
  });

  it('a trade in a later period opens the next bar', () => {
    const { store } = make();
    store.applyTrades([{ id: 1, time: 60, price: '100', amount: '1' }]);
    store.applyTrades([{ id: 2, time: 125, price: '102', amount: '2' }]);
    expect(bars(store)).toEqual([
      [60, '100', '100', '100', '100', '1'],
      [120, '102', '102', '102', '102', '2'],
    ]);
  });

  it('periods without trades become empty bars carrying the previous close', () => {
    const { store } = make();
    store.applyTrades([
      { id: 1, time: 60, price: '100', amount: '1' },
      { id: 2, time: 61, price: '105', amount: '1' },
    ]);
    store.applyTrades([{ id: 3, time: 250, price: '90', amount: '1' }]);
    expect(bars(store)).toEqual([
      [60, '100', '105', '100', '105', '2'],
      [120, '105', '105', '105', '105', '0'],
      [180, '105', '105', '105', '105', '0'],
      [240, '90', '90', '90', '90', '1'],
    ]);
  });

  it('advanceTo() and a timer at each boundary open the empty bar of a quiet period', () => {
    const { clock, advance, pending } = fakeClock(60_000);
    const { store, scheduler } = make('1', { clock });
    store.applyTrades([{ id: 1, time: 60, price: '100', amount: '1' }]);
    store.advanceTo(119.9);
    expect(bars(store)).toHaveLength(1);
    store.advanceTo(180);
    expect(bars(store).map((b) => b[0])).toEqual([60, 120, 180]);
    const off = store.subscribe(() => undefined);
    expect(pending()).toBe(1);
    advance(60_000); // 120 s → the next boundary, 180 s is already there
    advance(60_000); // 180 s → 240 s
    advance(60_000);
    scheduler.runFrame();
    expect(bars(store).map((b) => b[0])).toEqual([60, 120, 180, 240]);
    expect(store.getSnapshot().bars[3]).toEqual({ time: 240, open: '100', high: '100', low: '100', close: '100', volume: '0' });
    off();
    expect(pending()).toBe(0);
  });

  it('history first, then live trades; trades before asOf are already in the history', () => {
    const { store } = make();
    const history: Candle[] = [
      { time: 120, open: '10', high: '12', low: '9', close: '11', volume: '5' },
      { time: 60, open: '9', high: '10', low: '8', close: '10', volume: '4' },
    ];
    store.setHistory(history, { asOf: 150 });
    store.applyTrades([
      { id: 1, time: 130, price: '50', amount: '100' }, // before asOf: counted already
      { id: 2, time: 170, price: '13', amount: '1' },
      { id: 3, time: 200, price: '12', amount: '1' },
    ]);
    expect(bars(store)).toEqual([
      [60, '9', '10', '8', '10', '4'],
      [120, '10', '13', '9', '13', '6'],
      [180, '12', '12', '12', '12', '1'],
    ]);
    // History reloaded later keeps the live bars after it.
    store.setHistory([{ time: 120, open: '10', high: '14', low: '9', close: '13', volume: '7' }]);
    expect(bars(store).map((b) => b[0])).toEqual([120, 180]);
    expect(store.getSnapshot().bars[0]!.volume).toBe('7');
  });

  it('takes the alignment of the history (a week opening on Thursday stays so)', () => {
    const { store } = make('1W');
    const thursday = 7 * 604_800;
    store.setHistory([{ time: thursday, open: '1', high: '1', low: '1', close: '1', volume: '1' }]);
    store.applyTrades([{ id: 1, time: thursday + 604_800 + 10, price: '2', amount: '1' }]);
    expect(bars(store).map((b) => b[0])).toEqual([thursday, thursday + 604_800]);
  });

  it('skips duplicate trades; a late trade updates its bar but not the close', () => {
    const { store } = make();
    store.applyTrades([
      { id: 1, time: 60, price: '100', amount: '1' },
      { id: 2, time: 65, price: '101', amount: '1' },
      { id: 3, time: 125, price: '102', amount: '1' },
    ]);
    store.applyTrades([{ id: 2, time: 65, price: '101', amount: '1' }]);
    store.applyTrades([{ id: 4, time: 62, price: '130', amount: '1' }]); // late, in the first bar
    store.applyTrades([{ id: 5, time: 121, price: '90', amount: '1' }]); // late, in the last bar
    expect(bars(store)).toEqual([
      [60, '100', '130', '100', '101', '3'],
      [120, '102', '102', '90', '102', '2'],
    ]);
  });

  it('applies server bars (kline) and keeps at most maxBars', () => {
    const { store } = make('1', { maxBars: 3 });
    store.applyCandle({ time: 60, open: '1', high: '2', low: '1', close: '2', volume: '3' });
    store.applyCandle({ time: 60, open: '1', high: '3', low: '1', close: '3', volume: '4' });
    store.applyCandle({ time: 300, open: '3', high: '3', low: '3', close: '3', volume: '1' });
    expect(bars(store)).toEqual([
      [180, '3', '3', '3', '3', '0'],
      [240, '3', '3', '3', '3', '0'],
      [300, '3', '3', '3', '3', '1'],
    ]);
    store.advanceTo(1_000_000);
    expect(bars(store).map((b) => b[0])).toEqual([999_840, 999_900, 999_960]);
  });

  it('publishes at most once per frame, immutable bars', () => {
    const { store, scheduler } = make();
    const listener = vi.fn();
    store.subscribe(listener);
    for (let i = 0; i < 50; i++) store.applyTrades([{ id: i, time: 60 + i, price: String(100 + i), amount: '1' }]);
    expect(listener).not.toHaveBeenCalled();
    scheduler.runFrame();
    expect(listener).toHaveBeenCalledTimes(1);
    const snapshot = store.getSnapshot();
    expect(Object.isFrozen(snapshot.bars)).toBe(true);
    expect(Object.isFrozen(snapshot.bars[0])).toBe(true);
    store.applyTrades([{ id: 99, time: 70, price: '1', amount: '1' }]);
    scheduler.runFrame();
    expect(snapshot.bars[0]!.low).toBe('100');
    expect(store.getSnapshot().bars[0]!.low).toBe('1');
  });

  it('over random trades: contiguous bars, volume the exact sum, high/low the extremes, close the latest', () => {
    const tradeArb = fc.record({
      time: fc.integer({ min: 0, max: 3000 }).map((t) => t / 10),
      price: fc.integer({ min: 1, max: 10_000 }).map((n) => new Decimal(n).div(100).toFixed()),
      amount: fc.integer({ min: 1, max: 1_000_000 }).map((n) => new Decimal(n).div(1e6).toFixed()),
    });
    fc.assert(
      fc.property(
        fc.array(tradeArb, { minLength: 1, maxLength: 60 }),
        fc.constantFrom<Resolution>('1S', '10S', '30S', '1'),
        (raw, resolution) => {
          const trades = raw.map((t, i) => ({ ...t, id: i + 1 }));
          const { store } = make(resolution);
          // Sent in time order, in small batches.
          const ordered = [...trades].sort((a, b) => a.time - b.time || a.id - b.id);
          for (let i = 0; i < ordered.length; i += 3) store.applyTrades(ordered.slice(i, i + 3));
          const out = store.getSnapshot().bars;
          const period = RESOLUTION_SECONDS[resolution];
          for (let i = 1; i < out.length; i++) expect(out[i]!.time - out[i - 1]!.time).toBe(period);
          let prevClose: string | undefined;
          for (const bar of out) {
            const inBar = ordered.filter((t) => barStart(t.time, resolution) === bar.time);
            if (inBar.length === 0) {
              expect(bar).toEqual({ time: bar.time, open: prevClose, high: prevClose, low: prevClose, close: prevClose, volume: '0' });
            } else {
              const volume = inBar.reduce((s, t) => s.plus(t.amount), new Decimal(0));
              expect(new Decimal(bar.volume).eq(volume)).toBe(true);
              expect(bar.open).toBe(inBar[0]!.price);
              expect(bar.close).toBe(inBar[inBar.length - 1]!.price);
              expect(bar.high).toBe(Decimal.max(...inBar.map((t) => t.price)).toFixed());
              expect(bar.low).toBe(Decimal.min(...inBar.map((t) => t.price)).toFixed());
            }
            prevClose = bar.close;
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
