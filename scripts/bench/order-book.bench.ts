/**
 * Order book: our OrderBookStore against ccxt's websocket order book (ccxt/js/src/base/ws/OrderBook.js,
 * the class ccxt.pro's watchOrderBook keeps), fed the same depth.update messages in the same run.
 *
 * - throughput (updates/s) applying deltas to a 50-level book, rounds alternating between the two,
 *   median of the rounds; target: ours at least 1.5x ccxt;
 * - the same with a snapshot every 16 updates (one per frame at 1000 updates/s; target: ours at least 1.5x
 *   ccxt) and after every update (for information). A snapshot is what the trade page's book draws: the
 *   visible depth of each side (VISIBLE_DEPTH rows) with cumulative totals and each side's level count.
 *   Ours: getSnapshot() with that visible depth, rows with exact totals as decimal strings, the rows above
 *   the first change reused from the previous snapshot. ccxt has no snapshot of its own; ccxtLevels()
 *   stands for one: the visible levels copied into new plain objects with float cumulative totals. ccxt's
 *   side does less per row (no decimal string) and gets no exactness;
 * - exactness: cumulative totals (raw and grouped by 0.1, 1, 10) against a decimal.js reference model
 *   at checkpoints; ccxt's float totals checked the same way, for information;
 * - memory: heap used after a forced GC at the start, middle and end of a million updates.
 *
 * ccxt is fed as its whitebit handler does (parseFloat of price and amount, bookside.store, then
 * orderbook.limit() as watchOrderBook does), with its depth set to 50 like ours.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Decimal from 'decimal.js';
import { OrderBookStore, type DepthUpdateParams, type OrderBookLevel } from '../../src/lib/market-data/order-book-store';
import { INITIAL_ROWS } from '../../src/features/trade/book-rows';
import { canForceGc, formatCount, heapUsedMb, median, reportResult, seededRandom, type BenchFigure } from './bench-kit';

const MARKET = 'BTC_USDT';
const DEPTH = 50;
const UPDATES_PER_PASS = 50_000;
const ROUNDS = 7;
// More rounds than the plain pass: a snapshot pass allocates, so its rounds spread more with the collector's timing.
const SNAPSHOT_ROUNDS = 15;
const MEMORY_UPDATES = 1_000_000;
/** A frame every this many updates in the million-update run (~60 fps at ~1000 updates/s). */
const UPDATES_PER_FRAME = 16;
const CHECK_EVERY = 97;
const TARGET_RATIO = 1.5;
/** Rows a snapshot materialises per side: what the trade page's book draws on a desktop (16 shown + 4). */
const VISIBLE_DEPTH = INITIAL_ROWS;
/** Heap growth over the million updates still counted as flat. */
const FLAT_MB = 2;

// ---- ccxt ---------------------------------------------------------------------------------------------

type Row = [number, number];
interface CcxtSide extends Array<Row> {
  store(price: number, size: number): void;
}
interface CcxtOrderBook {
  asks: CcxtSide;
  bids: CcxtSide;
  reset(snapshot: { asks: Row[]; bids: Row[] }): unknown;
  limit(): unknown;
}
type CcxtOrderBookClass = new (snapshot?: object, depth?: number) => CcxtOrderBook;

/**
 * ccxt's package exports only its bundle entry, so the ws order book module is loaded by file: resolve
 * the package, then js/src/base/ws/OrderBook.js beside its package.json.
 */
async function loadCcxt(): Promise<{ OrderBook: CcxtOrderBookClass; version: string }> {
  const require = createRequire(import.meta.url);
  let dir = dirname(require.resolve('ccxt'));
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'ccxt') {
        const mod = (await import(pathToFileURL(join(dir, 'js', 'src', 'base', 'ws', 'OrderBook.js')).href)) as {
          OrderBook: CcxtOrderBookClass;
        };
        return { OrderBook: mod.OrderBook, version: pkg.version ?? '?' };
      }
    } catch {
      // no package.json here: go up
    }
    const up = dirname(dir);
    if (up === dir) throw new Error('ccxt package not found');
    dir = up;
  }
}

function parseRows(levels: readonly (readonly [string, string])[]): Row[] {
  return levels.map((l) => [parseFloat(l[0]), parseFloat(l[1])]);
}

/** What ccxt.pro whitebit's handleOrderBook does with a depth_update, then watchOrderBook's limit(). */
function feedCcxt(book: CcxtOrderBook, update: DepthUpdateParams): void {
  const data = update[1];
  if (update[0]) {
    book.reset({ asks: parseRows(data.asks), bids: parseRows(data.bids) });
  } else {
    const asks = data.asks;
    for (let i = 0; i < asks.length; i++) book.asks.store(parseFloat(asks[i]![0]), parseFloat(asks[i]![1]));
    const bids = data.bids;
    for (let i = 0; i < bids.length; i++) book.bids.store(parseFloat(bids[i]![0]), parseFloat(bids[i]![1]));
  }
  book.limit();
}

interface FloatLevel {
  price: number;
  amount: number;
  total: number;
}

/** ccxt's equivalent of a published snapshot: its first `visible` levels with float cumulative totals. */
function ccxtLevels(side: CcxtSide, visible = side.length): FloatLevel[] {
  const out: FloatLevel[] = new Array(Math.min(visible, side.length));
  let total = 0;
  for (let i = 0; i < out.length; i++) {
    const row = side[i]!;
    total += row[1];
    out[i] = { price: row[0], amount: row[1], total };
  }
  return out;
}

// ---- the feed ------------------------------------------------------------------------------------------

/** Price in cents → "43250.1" (trailing zeros trimmed, as the exchange sends them). */
function priceString(tick: number): string {
  const cents = tick % 100;
  const int = (tick - cents) / 100;
  if (cents === 0) return String(int);
  const frac = cents < 10 ? `0${cents}` : String(cents);
  return `${int}.${frac.endsWith('0') ? frac[0] : frac}`;
}

/** A random amount with 4 to 8 decimals, as a decimal string. */
function amountString(random: () => number): string {
  const decimals = 4 + Math.floor(random() * 5);
  const n = 1 + Math.floor(random() * 3 * 10 ** decimals);
  const s = String(n).padStart(decimals + 1, '0');
  const frac = s.slice(s.length - decimals).replace(/0+$/, '');
  const int = s.slice(0, s.length - decimals);
  return frac ? `${int}.${frac}` : int;
}

/**
 * A realistic depth feed: a snapshot of ~60 levels a side around 43 250 USDT, then deltas of 1-8 changes
 * (55% a new amount, 25% a new level, 20% a removal), mostly near the top of the book, never crossed.
 */
function generateFeed(count: number, seed: number): DepthUpdateParams[] {
  const random = seededRandom(seed);
  const asks = new Map<number, string>();
  const bids = new Map<number, string>();
  const mid = 4_325_000;
  for (let i = 0; i < 60; i++) {
    asks.set(mid + 1 + i * 3 + Math.floor(random() * 3), amountString(random));
    bids.set(mid - 1 - i * 3 - Math.floor(random() * 3), amountString(random));
  }
  const sortedTicks = (m: Map<number, string>, ascending: boolean) => [...m.keys()].sort((a, b) => (ascending ? a - b : b - a));
  const toLevels = (m: Map<number, string>, ascending: boolean) =>
    sortedTicks(m, ascending).map((t) => [priceString(t), m.get(t)!] as [string, string]);
  let id = 1;
  const feed: DepthUpdateParams[] = [
    [true, { asks: toLevels(asks, true), bids: toLevels(bids, false), update_id: id, timestamp: 1, event_time: 1 }, MARKET],
  ];
  for (let n = 1; n < count; n++) {
    const changes = 1 + Math.floor(random() * 8);
    const dAsks: [string, string][] = [];
    const dBids: [string, string][] = [];
    for (let c = 0; c < changes; c++) {
      const isAsk = random() < 0.5;
      const side = isAsk ? asks : bids;
      const ticks = sortedTicks(side, isAsk);
      const out = isAsk ? dAsks : dBids;
      let op = random();
      if (side.size > 70) op = 0.9;
      else if (side.size < 40) op = 0.6;
      const near = () => ticks[Math.floor(random() * random() * ticks.length)]!;
      if (op < 0.55 && ticks.length > 0) {
        const tick = near();
        const amount = amountString(random);
        side.set(tick, amount);
        out.push([priceString(tick), amount]);
      } else if (op < 0.8 || ticks.length === 0) {
        const bestOther = isAsk ? Math.max(...bids.keys()) : Math.min(...asks.keys());
        const best = ticks[0] ?? (isAsk ? bestOther + 1 : bestOther - 1);
        let tick = isAsk ? best - 2 + Math.floor(random() * 60) : best + 2 - Math.floor(random() * 60);
        if (isAsk && tick <= bestOther) tick = bestOther + 1;
        if (!isAsk && tick >= bestOther) tick = bestOther - 1;
        const amount = amountString(random);
        side.set(tick, amount);
        out.push([priceString(tick), amount]);
      } else {
        const tick = near();
        side.delete(tick);
        out.push([priceString(tick), '0']);
      }
    }
    feed.push([false, { asks: dAsks, bids: dBids, update_id: id + 1, past_update_id: id, timestamp: 1, event_time: 1 }, MARKET]);
    id++;
  }
  return feed;
}

// ---- the reference ----------------------------------------------------------------------------------------

const Dec = Decimal.clone({ precision: 100 });
type Dec = InstanceType<typeof Dec>;

/** A Map of price → amount in decimal.js, truncated to the depth, sorted at read. */
class ReferenceBook {
  asks = new Map<string, { price: Dec; amount: Dec }>();
  bids = new Map<string, { price: Dec; amount: Dec }>();

  apply([full, data]: DepthUpdateParams): void {
    if (full) {
      this.asks.clear();
      this.bids.clear();
    }
    for (const [p, a] of data.asks) this.set(this.asks, p, a);
    for (const [p, a] of data.bids) this.set(this.bids, p, a);
    if (this.asks.size > DEPTH) this.asks = new Map(this.sorted(this.asks, true).slice(0, DEPTH));
    if (this.bids.size > DEPTH) this.bids = new Map(this.sorted(this.bids, false).slice(0, DEPTH));
  }

  /** Cumulative totals per (grouped) level, best first. */
  totals(side: 'asks' | 'bids', step: string | null): { price: Dec; total: Dec }[] {
    const ask = side === 'asks';
    const out: { price: Dec; total: Dec }[] = [];
    let total = new Dec(0);
    for (const [, l] of this.sorted(this[side], ask)) {
      let price = l.price;
      if (step !== null) {
        const q = price.div(step);
        price = (ask ? q.ceil() : q.floor()).mul(step);
      }
      total = total.plus(l.amount);
      const last = out[out.length - 1];
      if (last && last.price.eq(price)) last.total = total;
      else out.push({ price, total });
    }
    return out;
  }

  private set(side: Map<string, { price: Dec; amount: Dec }>, p: string, a: string): void {
    const price = new Dec(p);
    const amount = new Dec(a);
    if (amount.isZero()) side.delete(price.toFixed());
    else side.set(price.toFixed(), { price, amount });
  }

  private sorted(side: Map<string, { price: Dec; amount: Dec }>, ascending: boolean) {
    return [...side.entries()].sort(([, a], [, b]) => (ascending ? a.price.cmp(b.price) : b.price.cmp(a.price)));
  }
}

// ---- runs ----------------------------------------------------------------------------------------------

function passOurs(feed: readonly DepthUpdateParams[]): number {
  const store = new OrderBookStore({ market: MARKET });
  const started = performance.now();
  for (let i = 0; i < feed.length; i++) store.apply(feed[i]!);
  const seconds = (performance.now() - started) / 1000;
  if (store.resyncs.gap + store.resyncs.crossed > 0) throw new Error('our store resynced on a consistent feed');
  return feed.length / seconds;
}

function passCcxt(OrderBook: CcxtOrderBookClass, feed: readonly DepthUpdateParams[]): number {
  const book = new OrderBook({}, DEPTH);
  const started = performance.now();
  for (let i = 0; i < feed.length; i++) feedCcxt(book, feed[i]!);
  return feed.length / ((performance.now() - started) / 1000);
}

let sink = 0;

/** Applies the feed and builds a snapshot every `every` updates (ours: immutable, exact string totals). */
function passOursWithSnapshots(feed: readonly DepthUpdateParams[], every: number): number {
  const store = new OrderBookStore({ market: MARKET, visibleDepth: VISIBLE_DEPTH });
  const started = performance.now();
  for (let i = 0; i < feed.length; i++) {
    store.apply(feed[i]!);
    if (i % every === 0) {
      const book = store.getSnapshot();
      sink += book.asks.length + book.bids.length;
    }
  }
  return feed.length / ((performance.now() - started) / 1000);
}

/** The same for ccxt: its levels copied out with float cumulative totals. */
function passCcxtWithSnapshots(OrderBook: CcxtOrderBookClass, feed: readonly DepthUpdateParams[], every: number): number {
  const book = new OrderBook({}, DEPTH);
  const started = performance.now();
  for (let i = 0; i < feed.length; i++) {
    feedCcxt(book, feed[i]!);
    if (i % every === 0) sink += ccxtLevels(book.asks, VISIBLE_DEPTH).length + ccxtLevels(book.bids, VISIBLE_DEPTH).length;
  }
  return feed.length / ((performance.now() - started) / 1000);
}

interface Exactness {
  checkpoints: number;
  levels: number;
  mismatches: number;
  ccxtLevels: number;
  ccxtMismatches: number;
  ccxtMaxError: Dec;
  booksAgree: boolean;
}

/**
 * Our totals (raw and grouped; the whole depth and the visible depth with its counts and side totals) and
 * ccxt's float totals against the decimal.js reference.
 */
function checkExactness(OrderBook: CcxtOrderBookClass, feed: readonly DepthUpdateParams[]): Exactness {
  const store = new OrderBookStore({ market: MARKET });
  const visible = new OrderBookStore({ market: MARKET, visibleDepth: VISIBLE_DEPTH });
  const ccxt = new OrderBook({}, DEPTH);
  const ref = new ReferenceBook();
  const r: Exactness = {
    checkpoints: 0,
    levels: 0,
    mismatches: 0,
    ccxtLevels: 0,
    ccxtMismatches: 0,
    ccxtMaxError: new Dec(0),
    booksAgree: true,
  };
  const compare = (ours: readonly OrderBookLevel[], expected: { price: Dec; total: Dec }[]) => {
    if (ours.length !== expected.length) r.mismatches++;
    for (let i = 0; i < Math.min(ours.length, expected.length); i++) {
      r.levels++;
      if (!new Dec(ours[i]!.price).eq(expected[i]!.price) || !new Dec(ours[i]!.total).eq(expected[i]!.total)) r.mismatches++;
    }
  };
  for (let n = 0; n < feed.length; n++) {
    const update = feed[n]!;
    store.apply(update);
    visible.apply(update);
    feedCcxt(ccxt, update);
    ref.apply(update);
    if (n % CHECK_EVERY !== 0) continue;
    r.checkpoints++;
    for (const step of [null, '0.1', '1', '10']) {
      store.setPrecision(step);
      const book = store.getSnapshot();
      compare(book.asks, ref.totals('asks', step));
      compare(book.bids, ref.totals('bids', step));
      visible.setPrecision(step);
      const shown = visible.getSnapshot();
      for (const side of ['asks', 'bids'] as const) {
        const expected = ref.totals(side, step);
        compare(shown[side], expected.slice(0, VISIBLE_DEPTH));
        if ((side === 'asks' ? shown.asksCount : shown.bidsCount) !== expected.length) r.mismatches++;
      }
    }
    store.setPrecision(null);
    const book = store.getSnapshot();
    for (const side of ['asks', 'bids'] as const) {
      const expected = ref.totals(side, null);
      const floats = ccxtLevels(ccxt[side]);
      if (floats.length !== book[side].length) r.booksAgree = false;
      for (let i = 0; i < floats.length && i < expected.length; i++) {
        if (floats[i]!.price !== Number(book[side][i]!.price) || floats[i]!.amount !== Number(book[side][i]!.amount)) r.booksAgree = false;
        r.ccxtLevels++;
        const error = new Dec(floats[i]!.total).minus(expected[i]!.total).abs();
        if (!error.isZero()) {
          r.ccxtMismatches++;
          if (error.gt(r.ccxtMaxError)) r.ccxtMaxError = error;
        }
      }
    }
  }
  return r;
}

/** A million updates through one store with a snapshot every frame; heap after GC at start, middle, end. */
function memoryRun(feed: readonly DepthUpdateParams[]): { mb: [number, number, number]; updatesPerSecond: number } {
  const store = new OrderBookStore({ market: MARKET, visibleDepth: VISIBLE_DEPTH });
  const start = heapUsedMb();
  let middle = 0;
  let busy = 0;
  for (let n = 0; n < MEMORY_UPDATES; n++) {
    const t = performance.now();
    store.apply(feed[n % feed.length]!);
    if (n % UPDATES_PER_FRAME === 0) sink += store.getSnapshot().asks.length;
    busy += performance.now() - t;
    if (n === MEMORY_UPDATES / 2) middle = heapUsedMb();
  }
  const end = heapUsedMb();
  return { mb: [start, middle, end], updatesPerSecond: MEMORY_UPDATES / (busy / 1000) };
}

async function main(): Promise<void> {
  const { OrderBook, version } = await loadCcxt();
  const feed = generateFeed(UPDATES_PER_PASS, 20_240_601);
  const levelsPerUpdate = feed.slice(1).reduce((s, u) => s + u[1].asks.length + u[1].bids.length, 0) / (feed.length - 1);
  console.log(
    `feed: ${formatCount(feed.length)} depth updates (snapshot + deltas, ${levelsPerUpdate.toFixed(1)} levels each), depth ${DEPTH}, ccxt ${version}`,
  );

  // Warm-up: both implementations through the JIT before anything is timed, snapshot paths included.
  passOurs(feed);
  passCcxt(OrderBook, feed);
  passOurs(feed);
  passCcxt(OrderBook, feed);
  passOursWithSnapshots(feed, UPDATES_PER_FRAME);
  passCcxtWithSnapshots(OrderBook, feed, UPDATES_PER_FRAME);

  const ours: number[] = [];
  const theirs: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    ours.push(passOurs(feed));
    theirs.push(passCcxt(OrderBook, feed));
  }
  const oursMedian = median(ours);
  const ccxtMedian = median(theirs);
  const ratio = oursMedian / ccxtMedian;
  console.log(`apply deltas, median of ${ROUNDS} rounds:`);
  console.log(`  ours  ${formatCount(oursMedian)} updates/s   (rounds: ${ours.map((x) => formatCount(x)).join(', ')})`);
  console.log(`  ccxt  ${formatCount(ccxtMedian)} updates/s   (rounds: ${theirs.map((x) => formatCount(x)).join(', ')})`);
  console.log(`  ratio ${ratio.toFixed(2)}x   target >= ${TARGET_RATIO}x`);

  // With snapshots: at frame cadence (one per 16 updates) and the worst case (one per update).
  const withSnapshots = (every: number) => {
    const o: number[] = [];
    const c: number[] = [];
    for (let r = 0; r < SNAPSHOT_ROUNDS; r++) {
      o.push(passOursWithSnapshots(feed, every));
      c.push(passCcxtWithSnapshots(OrderBook, feed, every));
    }
    // The ratio is the median of each round's pair (run back to back, under the same load), steadier on a shared
    // machine than the ratio of the two medians.
    const result = { ours: median(o), ccxt: median(c), ratio: median(o.map((x, i) => x / c[i]!)) };
    console.log(
      `apply + a snapshot of the visible ${VISIBLE_DEPTH} levels a side every ${every === 1 ? 'update' : `${every} updates`} (ours: immutable levels, exact string totals; ccxt: float totals), median of ${SNAPSHOT_ROUNDS}:`,
    );
    console.log(
      `  ours  ${formatCount(result.ours)} updates/s   ccxt ${formatCount(result.ccxt)} updates/s   ratio ${result.ratio.toFixed(2)}x`,
    );
    return result;
  };
  const perFrame = withSnapshots(UPDATES_PER_FRAME);
  const perUpdate = withSnapshots(1);

  const exact = checkExactness(OrderBook, feed);
  const exactOk = exact.mismatches === 0 && exact.levels > 0;
  console.log(
    `exactness at ${formatCount(exact.checkpoints)} checkpoints (raw and grouped by 0.1, 1, 10; whole and visible depth): ` +
      `ours ${exact.mismatches === 0 ? 'exact' : `${exact.mismatches} mismatches`} over ${formatCount(exact.levels)} levels; ` +
      `ccxt float totals differ on ${formatCount(exact.ccxtMismatches)} of ${formatCount(exact.ccxtLevels)} levels (max error ${exact.ccxtMaxError.toExponential(2)}); ` +
      `books agree: ${exact.booksAgree ? 'yes' : 'NO'}`,
  );

  const memory = memoryRun(feed);
  const [start, middle, end] = memory.mb;
  const growth = end - start;
  const flat = canForceGc && growth < FLAT_MB;
  console.log(
    `memory over ${formatCount(MEMORY_UPDATES)} updates (a snapshot every ${UPDATES_PER_FRAME}), heap used after ${canForceGc ? 'forced GC' : 'no forced GC (run with --expose-gc)'}: ` +
      `start ${start.toFixed(2)} MB, middle ${middle.toFixed(2)} MB, end ${end.toFixed(2)} MB (growth ${growth.toFixed(2)} MB); ` +
      `${formatCount(memory.updatesPerSecond)} updates/s sustained`,
  );

  const figures: BenchFigure[] = [
    { name: 'ours: apply deltas (updates/s)', value: formatCount(oursMedian) },
    { name: 'ccxt OrderBook: apply deltas (updates/s)', value: formatCount(ccxtMedian) },
    { name: 'ours / ccxt', value: `${ratio.toFixed(2)}x`, target: `>= ${TARGET_RATIO}x`, pass: ratio >= TARGET_RATIO },
    {
      name: `apply + snapshot (visible ${VISIBLE_DEPTH} a side) every ${UPDATES_PER_FRAME} updates, ours / ccxt (updates/s)`,
      value: `${formatCount(perFrame.ours)} / ${formatCount(perFrame.ccxt)} = ${perFrame.ratio.toFixed(2)}x`,
      target: `>= ${TARGET_RATIO}x`,
      pass: perFrame.ratio >= TARGET_RATIO,
    },
    {
      name: `apply + snapshot (visible ${VISIBLE_DEPTH} a side) every update, ours / ccxt (updates/s)`,
      value: `${formatCount(perUpdate.ours)} / ${formatCount(perUpdate.ccxt)} = ${perUpdate.ratio.toFixed(2)}x`,
    },
    {
      name: 'cumulative totals exact (vs decimal.js, raw and grouped)',
      value: exactOk ? `yes, ${formatCount(exact.levels)} levels` : `no, ${exact.mismatches} mismatches`,
      target: 'exact to the last decimal',
      pass: exactOk,
    },
    { name: 'ccxt float totals differing from exact', value: `${formatCount(exact.ccxtMismatches)} of ${formatCount(exact.ccxtLevels)}` },
    {
      name: `heap used over ${formatCount(MEMORY_UPDATES)} updates (start / middle / end)`,
      value: `${start.toFixed(2)} / ${middle.toFixed(2)} / ${end.toFixed(2)} MB`,
      target: `flat (growth < ${FLAT_MB} MB after forced GC)`,
      pass: flat,
    },
  ];
  reportResult({
    bench: 'order-book',
    figures,
    notes: [`${feed.length} updates per pass, ${ROUNDS} alternating rounds; wall-clock figures are noisy on a shared machine`],
  });
  if (sink === -1) console.log(sink);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
