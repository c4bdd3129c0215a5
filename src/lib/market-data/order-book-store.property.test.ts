/**
 * Property tests: the order-book store against a plain reference model (a Map of price → amount in
 * decimal.js, sorted at read) over random snapshot and delta sequences: removals, truncation to depth,
 * grouping, exact totals, crossed books, sequence gaps, other markets, long decimals. Snapshots are taken
 * after every update, and every N updates with the rows the store reuses from the previous snapshot.
 */
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ManualFrameScheduler } from './frame-publisher';
import {
  OrderBookStore,
  type DepthUpdateParams,
  type OrderBookLevel,
  type OrderBookSnapshot,
  type OrderBookStatus,
  type ResyncReason,
} from './order-book-store';

const D = Decimal.clone({ precision: 200 });
type Dec = InstanceType<typeof D>;
const M = 'BTC_USDT';
const DEPTH = 50;

/** The reference: a Map per side, sorted and truncated with decimal.js, no cleverness. */
class ReferenceBook {
  asks = new Map<string, Level>();
  bids = new Map<string, Level>();
  status: OrderBookStatus = 'empty';
  last: number | undefined;
  resyncs: ResyncReason[] = [];

  apply([fullReload, data, market]: DepthUpdateParams): void {
    if (market !== M) return;
    if (fullReload) {
      this.asks.clear();
      this.bids.clear();
      this.status = 'live';
    } else {
      if (this.status !== 'live') return;
      if (data.past_update_id !== undefined && this.last !== undefined && data.past_update_id !== this.last) {
        this.resync('gap');
        return;
      }
    }
    this.last = data.update_id;
    for (const [p, a] of data.asks) set(this.asks, p, a);
    for (const [p, a] of data.bids) set(this.bids, p, a);
    this.asks = new Map(sorted(this.asks, 1).slice(0, DEPTH));
    this.bids = new Map(sorted(this.bids, -1).slice(0, DEPTH));
    const bestAsk = sorted(this.asks, 1)[0];
    const bestBid = sorted(this.bids, -1)[0];
    if (bestAsk && bestBid && bestBid[1].price.gte(bestAsk[1].price)) this.resync('crossed');
  }

  read(step: string | null, side: 'asks' | 'bids'): { price: Dec; amount: Dec; total: Dec }[] {
    const levels = this.raw(step, side);
    const out: { price: Dec; amount: Dec; total: Dec }[] = [];
    let total = new D(0);
    for (const l of levels) {
      total = total.plus(l.amount);
      const prev = out[out.length - 1];
      if (prev && prev.price.eq(l.price)) {
        prev.amount = prev.amount.plus(l.amount);
        prev.total = total;
      } else out.push({ price: l.price, amount: l.amount, total });
    }
    return out;
  }

  /** The levels best first, each with its price and the price of its group (itself when ungrouped). */
  raw(step: string | null, side: 'asks' | 'bids'): { raw: Dec; price: Dec; amount: Dec }[] {
    const ask = side === 'asks';
    return sorted(this[side], ask ? 1 : -1).map(([, { price: p, amount: a }]) => {
      let price = p;
      if (step !== null) {
        const q = price.div(step);
        price = (ask ? q.ceil() : q.floor()).mul(step);
      }
      return { raw: p, price, amount: a };
    });
  }

  private resync(reason: ResyncReason): void {
    this.asks.clear();
    this.bids.clear();
    this.last = undefined;
    this.status = 'resyncing';
    this.resyncs.push(reason);
  }
}

interface Level {
  price: Dec;
  amount: Dec;
}

function set(side: Map<string, Level>, price: string, amount: string): void {
  const p = new D(price);
  const key = p.toFixed();
  if (new D(amount).isZero()) side.delete(key);
  else side.set(key, { price: p, amount: new D(amount) });
}

function sorted(side: Map<string, Level>, dir: 1 | -1): [string, Level][] {
  return [...side.entries()].sort(([, a], [, b]) => dir * a.price.cmp(b.price));
}

const PLAIN = /^\d+(\.\d*[1-9])?$/;

function expectSameLevels(
  actual: readonly OrderBookLevel[],
  expected: { price: Dec; amount: Dec; total: Dec }[],
  step: string | null,
): void {
  if (actual.length !== expected.length) expect(actual.length).toBe(expected.length);
  const stepDecimals = step?.split('.')[1]?.length ?? 0;
  for (let i = 0; i < actual.length; i++) {
    const a = actual[i]!;
    const e = expected[i]!;
    const same = new D(a.price).eq(e.price) && new D(a.amount).eq(e.amount) && new D(a.total).eq(e.total);
    // Plain decimal strings (no exponent, no float noise); grouped prices carry the step's decimals.
    const plain = PLAIN.test(a.total) && (step === null || (a.price.split('.')[1]?.length ?? 0) === stepDecimals);
    if (!same) expect({ i, ...a }).toEqual({ i, price: e.price.toFixed(), amount: e.amount.toFixed(), total: e.total.toFixed() });
    if (!plain) throw new Error(`level ${i} is not in plain form for step ${step}: ${JSON.stringify(a)}`);
  }
}

// ---- generators -------------------------------------------------------------------------------------

const trailingZeros = fc.constantFrom('', '', '', '0', '00');

/** A price on a grid of `decimals`, from tick `lo` to `hi`, sometimes written with trailing zeros. */
function gridPrice(decimals: number, lo: number, hi: number): fc.Arbitrary<string> {
  return fc.tuple(fc.integer({ min: lo, max: hi }), trailingZeros).map(([tick, zeros]) => {
    const s = tick.toString().padStart(decimals + 1, '0');
    const int = s.slice(0, s.length - decimals);
    const frac = s.slice(s.length - decimals) + (decimals > 0 ? zeros : '');
    return frac ? `${int}.${frac}` : int;
  });
}

/**
 * The same grid price written with more than 15 significant digits (exact mode): a tiny offset, or only
 * trailing zeros (the same price as the short form).
 */
function longPrice(short: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(short, fc.constantFrom('0000000000000000', '00000000000000001', '000000000000000015', '9999999999999999'))
    .map(([p, suffix]) => (p.includes('.') ? p + suffix : `${p}.${suffix}`));
}

const zeroAmount = fc.constantFrom('0', '0.0', '0.00000000');
const amount = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 8 })).map(([n, d]) => scaled(n, d)) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.bigInt({ min: 1n, max: 10n ** 27n }), fc.integer({ min: 9, max: 18 })).map(([n, d]) => scaled(n, d)),
  },
  { weight: 3, arbitrary: zeroAmount },
);

function scaled(n: number | bigint, decimals: number): string {
  if (n === 0 || n === 0n) return '0';
  const s = n.toString().padStart(decimals + 1, '0');
  return decimals === 0 ? s : `${s.slice(0, s.length - decimals)}.${s.slice(s.length - decimals)}`;
}

interface Scenario {
  decimals: number;
  crossing: boolean;
  long: boolean;
  steps: Step[];
}
interface Step {
  kind: 'snapshot' | 'delta' | 'gap' | 'noIds' | 'otherMarket';
  asks: [string, string][];
  bids: [string, string][];
  precision: string | null;
  gapBy: number;
}

const precision = fc.constantFrom(null, '0', '0.00000001', '0.01', '0.1', '0.25', '1', '5', '10');

function scenario(opts: { crossing: boolean; long: boolean }): fc.Arbitrary<Scenario> {
  return fc.integer({ min: 0, max: 8 }).chain((decimals) => {
    // Asks above tick 500, bids below; a crossing scenario lets a few levels stray to the other side.
    const price = (side: 'ask' | 'bid') => {
      const own = side === 'ask' ? gridPrice(decimals, 500, 900) : gridPrice(decimals, 100, 499);
      const stray = side === 'ask' ? gridPrice(decimals, 490, 499) : gridPrice(decimals, 500, 510);
      const arbs: fc.WeightedArbitrary<string>[] = [{ weight: 40, arbitrary: own }];
      if (opts.crossing) arbs.push({ weight: 1, arbitrary: stray });
      if (opts.long) arbs.push({ weight: 3, arbitrary: longPrice(own) });
      if (opts.long && opts.crossing) arbs.push({ weight: 1, arbitrary: longPrice(stray) });
      return fc.oneof(...arbs);
    };
    const levels = (side: 'ask' | 'bid', min: number, max: number) =>
      fc.array(fc.tuple(price(side), amount), { minLength: min, maxLength: max, size: 'max' });
    const step = (kind: Step['kind'], min: number, max: number): fc.Arbitrary<Step> =>
      fc.record({
        kind: fc.constant(kind),
        asks: levels('ask', min, max),
        bids: levels('bid', min, max),
        precision,
        gapBy: fc.integer({ min: 1, max: 3 }),
      });
    // Snapshots are often deeper than 50 levels, so truncation and levels coming back are exercised.
    const snapshotStep = fc.oneof(step('snapshot', 0, 20), step('snapshot', 60, 110));
    const anyStep = fc.oneof(
      { weight: 2, arbitrary: snapshotStep },
      { weight: 20, arbitrary: step('delta', 0, 12) },
      { weight: 1, arbitrary: step('gap', 0, 4) },
      { weight: 1, arbitrary: step('noIds', 0, 4) },
      { weight: 1, arbitrary: step('otherMarket', 0, 4) },
    );
    return fc.record({
      decimals: fc.constant(decimals),
      crossing: fc.constant(opts.crossing),
      long: fc.constant(opts.long),
      steps: fc.tuple(snapshotStep, fc.array(anyStep, { maxLength: 30 })).map(([first, rest]) => [first, ...rest]),
    });
  });
}

/** Turns steps into depth.update params with a running update_id. */
function* updates(steps: Step[]): Generator<[DepthUpdateParams, Step]> {
  let id = 1000;
  for (const s of steps) {
    const next = id + 1;
    const base = { asks: s.asks, bids: s.bids, timestamp: 1, event_time: 1 };
    switch (s.kind) {
      case 'snapshot':
        yield [[true, { ...base, update_id: next }, M], s];
        id = next;
        break;
      case 'delta':
        yield [[false, { ...base, update_id: next, past_update_id: id }, M], s];
        id = next;
        break;
      case 'gap':
        yield [[false, { ...base, update_id: next + s.gapBy, past_update_id: id + s.gapBy }, M], s];
        id = next + s.gapBy;
        break;
      case 'noIds':
        yield [[false, base, M], s];
        break;
      case 'otherMarket':
        yield [[false, { ...base, update_id: next, past_update_id: id }, 'ETH_BTC'], s];
        break;
    }
  }
}

/**
 * Thousands of runs; shrinking a failure of these long scenarios is bounded in time (a failure found
 * still fails; the counterexample is the smallest reached by then).
 */
function runs(numRuns: number): fc.Parameters<unknown> {
  return { numRuns, plugins: [fc.interruptAfterTimeLimit(60_000)] };
}

function run(s: Scenario): void {
  const resyncs: ResyncReason[] = [];
  const store = new OrderBookStore({ market: M, scheduler: new ManualFrameScheduler(), onResync: (r) => resyncs.push(r) });
  const ref = new ReferenceBook();
  for (const [update, step] of updates(s.steps)) {
    store.apply(update);
    ref.apply(update);
    store.setPrecision(step.precision);
    const book = store.getSnapshot();
    const refStep = step.precision === null || step.precision === '0' ? null : step.precision;
    expect(book.status).toBe(ref.status);
    expectSameLevels(book.asks, ref.read(refStep, 'asks'), refStep);
    expectSameLevels(book.bids, ref.read(refStep, 'bids'), refStep);
    expect(resyncs).toEqual(ref.resyncs);
  }
}

/**
 * How many leading rows of a side must be the previous snapshot's objects: those made only of levels better
 * than every price touched since (and, grouped, followed by such a level, which closes the group).
 */
function sharedPrefix(
  levels: { raw: Dec; price: Dec }[],
  previousLength: number,
  side: 'asks' | 'bids',
  bestTouched: Dec | undefined,
  step: string | null,
): number {
  const better = (p: Dec) => bestTouched === undefined || (side === 'asks' ? p.lt(bestTouched) : p.gt(bestTouched));
  let untouched = 0;
  while (untouched < levels.length && better(levels[untouched]!.raw)) untouched++;
  if (step === null) return untouched;
  let groups = 0;
  for (let i = 1; i < untouched; i++) if (!levels[i]!.price.eq(levels[i - 1]!.price)) groups++;
  // The last group is closed by an untouched level after it or, every level untouched and none gone, by the end.
  if (untouched === levels.length && untouched === previousLength && untouched > 0) groups++;
  return groups;
}

/**
 * Applies the scenario, taking a snapshot every `every` updates (the fast path: totals recomputed from the
 * first change, rows above it reused). Each snapshot's levels and totals are compared with the reference's,
 * computed from scratch with decimal.js, reused rows included; the rows before the best price touched since
 * the previous snapshot (same step, no reload or resync between) must be that snapshot's own objects.
 */
function runEvery(s: Scenario, every: number, precisions: readonly (string | null)[]): number {
  const resyncs: ResyncReason[] = [];
  const store = new OrderBookStore({ market: M, scheduler: new ManualFrameScheduler(), onResync: (r) => resyncs.push(r) });
  const ref = new ReferenceBook();
  let previous: { book: OrderBookSnapshot; step: string | null; length: Record<'asks' | 'bids', number> } | undefined;
  let reloaded = true;
  let touched: { asks?: Dec; bids?: Dec } = {};
  let n = 0;
  let shared = 0;
  for (const [update] of updates(s.steps)) {
    const before = ref.resyncs.length;
    store.apply(update);
    ref.apply(update);
    if (update[2] === M) {
      if (update[0] || ref.resyncs.length !== before) reloaded = true;
      for (const [p] of update[1].asks) if (touched.asks === undefined || new D(p).lt(touched.asks)) touched.asks = new D(p);
      for (const [p] of update[1].bids) if (touched.bids === undefined || new D(p).gt(touched.bids)) touched.bids = new D(p);
    }
    if (++n % every !== 0) continue;
    const precision = precisions[Math.floor(n / every) % precisions.length]!;
    store.setPrecision(precision);
    const step = precision === null || precision === '0' ? null : precision;
    const book = store.getSnapshot();
    expect(book.status).toBe(ref.status);
    expect(resyncs).toEqual(ref.resyncs);
    for (const side of ['asks', 'bids'] as const) {
      expectSameLevels(book[side], ref.read(step, side), step);
      if (!previous || reloaded || previous.step !== step) continue;
      const k = sharedPrefix(ref.raw(step, side), previous.length[side], side, touched[side], step);
      for (let i = 0; i < k; i++) {
        if (book[side][i] !== previous.book[side][i]) throw new Error(`${side} row ${i} of ${k} (step ${step}) is a new object`);
      }
      shared += k;
    }
    previous = { book, step, length: { asks: ref.asks.size, bids: ref.bids.size } };
    reloaded = false;
    touched = {};
  }
  return shared;
}

/**
 * Applies the scenario with a snapshot every `every` updates, each at the next visible depth and precision
 * of the lists: the materialised rows are the reference's best levels with exact totals (amounts past the
 * depth parsed only once a deeper view needs them), and the counts are the whole side's.
 */
function runVisible(s: Scenario, every: number, depths: readonly number[], precisions: readonly (string | null)[]): void {
  const store = new OrderBookStore({ market: M, scheduler: new ManualFrameScheduler(), onResync: () => {} });
  const ref = new ReferenceBook();
  let n = 0;
  for (const [update] of updates(s.steps)) {
    store.apply(update);
    ref.apply(update);
    if (++n % every !== 0) continue;
    const turn = Math.floor(n / every);
    const depth = depths[turn % depths.length]!;
    const precision = precisions[turn % precisions.length]!;
    store.setVisibleDepth(depth);
    store.setPrecision(precision);
    const step = precision === null || precision === '0' ? null : precision;
    const book = store.getSnapshot();
    for (const side of ['asks', 'bids'] as const) {
      const expected = ref.read(step, side);
      expectSameLevels(book[side], expected.slice(0, depth), step);
      expect(side === 'asks' ? book.asksCount : book.bidsCount).toBe(expected.length);
    }
  }
}

describe('OrderBookStore against a decimal.js reference model', () => {
  it('matches over random snapshots and deltas (removals, depth, grouping, totals, gaps)', () => {
    fc.assert(
      fc.property(scenario({ crossing: false, long: false }), (s) => run(s)),
      runs(2000),
    );
  });

  it('matches with crossed books', () => {
    fc.assert(
      fc.property(scenario({ crossing: true, long: false }), (s) => run(s)),
      runs(1000),
    );
  });

  it('matches with prices beyond 15 significant digits (exact comparison mode)', () => {
    fc.assert(
      fc.property(scenario({ crossing: true, long: true }), (s) => run(s)),
      runs(1000),
    );
  });

  it('snapshots every N updates: exact totals from the running totals, unchanged rows reused', () => {
    let shared = 0;
    const precisions = fc.oneof(fc.constantFrom([null], ['0.1'], ['1'], ['0.25']), fc.array(precision, { minLength: 1, maxLength: 3 }));
    for (const opts of [
      { crossing: false, long: false },
      { crossing: true, long: false },
      { crossing: true, long: true },
    ]) {
      fc.assert(
        fc.property(scenario(opts), fc.integer({ min: 1, max: 8 }), precisions, (s, every, steps) => {
          shared += runEvery(s, every, steps);
        }),
        runs(700),
      );
    }
    // The sharing was exercised, not only allowed.
    expect(shared).toBeGreaterThan(1000);
  });

  it('a visible depth: the best levels with exact totals and the whole side counted, as the depth changes', () => {
    const depths = fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 4 });
    const precisions = fc.array(precision, { minLength: 1, maxLength: 3 });
    for (const opts of [
      { crossing: false, long: false },
      { crossing: true, long: true },
    ]) {
      fc.assert(
        fc.property(scenario(opts), fc.integer({ min: 1, max: 6 }), depths, precisions, (s, every, d, p) => runVisible(s, every, d, p)),
        runs(500),
      );
    }
  });

  it('publishes at most once per frame and only changed snapshots', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant('frame' as const), fc.integer({ min: 1, max: 5 })), { maxLength: 60 }), (ops) => {
        const scheduler = new ManualFrameScheduler();
        const store = new OrderBookStore({ market: M, scheduler });
        let notified = 0;
        let frames = 0;
        store.subscribe(() => notified++);
        store.apply([true, { asks: [['200', '1']], bids: [['100', '1']], update_id: 1 }, M]);
        let id = 1;
        let seen = store.getSnapshot();
        let dirty = true;
        for (const op of ops) {
          if (op === 'frame') {
            frames += scheduler.runFrame() > 0 ? 1 : 0;
            if (!dirty) expect(store.getSnapshot()).toBe(seen);
            seen = store.getSnapshot();
            dirty = false;
          } else {
            for (let k = 0; k < op; k++, id++)
              store.apply([false, { asks: [['200', String(id)]], bids: [], update_id: id + 1, past_update_id: id }, M]);
            expect(store.getSnapshot()).toBe(seen);
            expect(scheduler.pending).toBe(1);
            dirty = true;
          }
        }
        expect(notified).toBe(frames);
        expect(notified).toBe(store.publications);
      }),
      { numRuns: 1000 },
    );
  });
});
