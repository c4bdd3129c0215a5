/**
 * The order book of one market, fed by the trade socket's depth.update params
 * `[fullReload, {asks, bids, update_id, past_update_id, …}, market]` (docs/research/public-api-shapes.md 5.9).
 *
 * - A full reload (the first message and the 10 s keepalive) replaces the book; deltas set a level's amount,
 *   and an amount of "0" removes the level. After each message each side keeps its best `depth` levels (50).
 * - Sequence: a delta whose past_update_id is not the last update_id is a gap; a book whose best bid is at
 *   or above its best ask is crossed. Either clears the book, calls onResync once (the socket layer
 *   resubscribes) and ignores deltas until the next full reload. Deltas before the first full reload and
 *   messages of another market (the channel is shared) are ignored.
 * - Published at most once per animation frame as an immutable snapshot: levels sorted (asks ascending,
 *   bids descending), grouped by the UI's precision step (asks round up, bids round down), each with its
 *   exact cumulative total. Amounts and totals stay decimal strings; the arithmetic runs on scaled
 *   integers (safe JS integers, BigInt when the digits do not fit), never on floats.
 *
 * Hot path: a price's sort key is its double when it has at most 15 significant digits (exact identity and
 * order), otherwise the whole book switches to exact string comparison until the next full reload.
 * Snapshot path: a side keeps its amounts as scaled integers and their running totals, recomputed from the
 * first level changed since the last snapshot; the levels above it (whole groups when grouped) are the
 * previous snapshot's objects, so an unchanged row keeps its identity and React skips it; below it, a row that
 * says the same as the one published at its place is that one too after a full reload (the 10 s keepalive
 * resends the whole book).
 * Only the visible depth is materialised (the rows the view can show, setVisibleDepth): amounts past it are not
 * even parsed until a view needs them. Each side's level (group) count is published beside it, so a view can size its
 * scroller for the whole book.
 */
import type { DepthUpdateFrame } from '../../../generated/socket/trade-socket.zod';
import {
  compareDecimal,
  DECIMAL_STRING,
  fitsDouble,
  formatScaled,
  fractionDigits,
  isZeroDecimal,
  scaledBigInt,
  scaledNumber,
} from './decimal-string';
import { animationFrameScheduler, FramePublisher, type FrameScheduler } from './frame-publisher';

/** The params of a depth.update event, as the generated socket client delivers them. */
export type DepthUpdateParams = DepthUpdateFrame['params'];
type DepthLevel = readonly [string, string];

/** Spec section 9: order book depth 50. */
export const ORDER_BOOK_DEPTH = 50;

export type ResyncReason = 'gap' | 'crossed';

/**
 * empty: no book yet; live: in sequence; resyncing: a gap or a crossed book, waiting for a full reload; snapshot: a
 * REST snapshot of the book stands in (on a first load or after a resync) until the socket's full reload comes.
 */
export type OrderBookStatus = 'empty' | 'live' | 'resyncing' | 'snapshot';

/** A whole book from elsewhere than the socket (the public order book call): levels best first, no update ids. */
export interface OrderBookSnapshotInput {
  readonly asks: readonly (readonly [string, string])[];
  readonly bids: readonly (readonly [string, string])[];
  /** Unix seconds. */
  readonly timestamp?: number;
}

export interface OrderBookLevel {
  readonly price: string;
  readonly amount: string;
  /** Cumulative amount from the best level to this one, exact. */
  readonly total: string;
}

export interface OrderBookSnapshot {
  readonly market: string;
  /** The grouping step, or null for the book as the server sends it. */
  readonly precision: string | null;
  readonly status: OrderBookStatus;
  /** Ascending: the best (lowest) ask first; at most the visible depth. */
  readonly asks: readonly OrderBookLevel[];
  /** Descending: the best (highest) bid first; at most the visible depth. */
  readonly bids: readonly OrderBookLevel[];
  /** Levels (groups when grouped) in each side, the ones past the visible depth included. */
  readonly asksCount: number;
  readonly bidsCount: number;
  readonly updateId: number | undefined;
  readonly timestamp: number | undefined;
}

export interface OrderBookStoreOptions {
  market: string;
  /** Grouping step ("0.01", "0.1", "1", "10"); null, undefined or "0" for none. */
  precision?: string | null;
  depth?: number;
  /** Levels (groups) per side materialised in a snapshot; the whole depth by default. */
  visibleDepth?: number;
  scheduler?: FrameScheduler;
  /** Called once when the book goes out of sequence or crosses; the socket layer resubscribes. */
  onResync?: (reason: ResyncReason) => void;
}

const EMPTY: readonly OrderBookLevel[] = Object.freeze([]);

/**
 * Rows, the level arrays and the snapshot are frozen in development and tests, where a mutation must throw, and left
 * as they are in production, where the readonly types already forbid it and freezing ~40 rows a frame was a quarter
 * of the snapshot's cost (the same choice React makes for its elements). Node scripts (the benches) have no
 * import.meta.env.
 */
const freezeInDev: <T>(value: T) => T = (import.meta.env as ImportMetaEnv | undefined)?.DEV ? Object.freeze : (value) => value;

/**
 * One side's levels in parallel arrays, stored worst first so that the best level is the last: most
 * changes land near the top of the book, where an insert or a removal then moves only the few better
 * levels. `keys` ascend in storage on both sides (asks: -price, bids: price), so one binary search serves
 * both. Everything outside the class counts levels best first: level i is at storage index length - 1 - i.
 *
 * For publication each amount is also kept as a scaled integer (`units`, parsed lazily: a delta only marks
 * it) with the running totals, so a snapshot recomputes totals only from the first level changed since the
 * last one and reuses the levels above it as the same objects.
 */
class BookSide {
  keys: number[] = [];
  prices: string[] = [];
  amounts: string[] = [];
  /** amount × 10^scale, a safe integer; -1 until parsed at the next publication. */
  units: number[] = [];
  /** Cumulative units, best first (level order, not storage); valid below changedFrom and totalsValid while scale >= 0. */
  totals: number[] = [];
  /** Levels (best first) whose totals were brought up to date at the last publication. */
  totalsValid = 0;
  /** The scale of units and totals; -1 when every level must be read again (new book, new decimals, overflow). */
  scale = -1;
  length = 0;
  /** The first level (best first) changed since the last published levels (Infinity: none). */
  changedFrom = 0;
  /** The last published levels and the step they were grouped by (null: none): their unchanged prefix is reused. */
  published: readonly OrderBookLevel[] = EMPTY;
  publishedStep: string | null | undefined = undefined;
  /** The side's length when `published` was built. */
  publishedLength = 0;
  /** The visible depth `published` was built for and the side's level (group) count then. */
  publishedVisible = 0;
  publishedCount = 0;

  /** `descending`: prices fall towards the best level (asks, stored worst first). */
  constructor(private readonly descending: boolean) {}

  /** Whether the side was replaced (a full reload) since the last publication: its rows are then matched by value. */
  reloaded = false;

  clear(): void {
    this.reloaded = true;
    this.keys.length = 0;
    this.prices.length = 0;
    this.amounts.length = 0;
    this.units.length = 0;
    this.length = 0;
    this.changedFrom = 0;
    this.totalsValid = 0;
    this.scale = -1;
  }

  /** The best level's price, or undefined on an empty side. */
  bestPrice(): string | undefined {
    return this.prices[this.length - 1];
  }

  bestKey(): number {
    return this.keys[this.length - 1]!;
  }

  /** Keeps the best `depth` levels: the worst are the first in storage. */
  truncate(depth: number): void {
    const excess = this.length - depth;
    if (excess <= 0) return;
    if (depth < this.changedFrom) this.changedFrom = depth;
    this.keys.splice(0, excess);
    this.prices.splice(0, excess);
    this.amounts.splice(0, excess);
    this.units.splice(0, excess);
    this.length = depth;
  }

  /** Sets (or removes, on a zero amount) a level; numeric keys. */
  store(price: string, amount: string, key: number): void {
    const keys = this.keys;
    // Galloping from the best level (the end): most changes are near the top, found in a few steps.
    let hi = this.length - 1;
    let lo = hi;
    let step = 1;
    while (lo >= 0 && keys[lo]! >= key) {
      hi = lo - 1;
      lo -= step;
      step <<= 1;
    }
    lo = lo < 0 ? 0 : lo + 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[mid]! < key) lo = mid + 1;
      else hi = mid - 1;
    }
    this.place(lo, lo < this.length && keys[lo] === key, price, amount, key);
  }

  /** Same as store, comparing the decimal strings exactly (prices with more than 15 significant digits). */
  storeExact(price: string, amount: string): void {
    const prices = this.prices;
    const sign = this.descending ? -1 : 1;
    let lo = 0;
    let hi = this.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (compareDecimal(prices[mid]!, price) * sign < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    this.place(lo, lo < this.length && compareDecimal(prices[lo]!, price) === 0, price, amount, 0);
  }

  /** `index` is the storage index: where the level is, or where it goes. */
  private place(index: number, found: boolean, price: string, amount: string, key: number): void {
    const { keys, prices, amounts, units } = this;
    const length = this.length;
    if (isZeroDecimal(amount)) {
      if (!found) return;
      const level = length - 1 - index;
      if (level < this.changedFrom) this.changedFrom = level;
      for (let i = index + 1; i < length; i++) {
        keys[i - 1] = keys[i]!;
        prices[i - 1] = prices[i]!;
        amounts[i - 1] = amounts[i]!;
        units[i - 1] = units[i]!;
      }
      keys.pop();
      prices.pop();
      amounts.pop();
      units.pop();
      this.length = length - 1;
      return;
    }
    if (found) {
      // A repeated level changes nothing: its published row (and every one below) stays as it is.
      if (amounts[index] === amount && prices[index] === price) return;
      const level = length - 1 - index;
      if (level < this.changedFrom) this.changedFrom = level;
      prices[index] = price;
      amounts[index] = amount;
      units[index] = -1;
      return;
    }
    const level = length - index;
    if (level < this.changedFrom) this.changedFrom = level;
    this.length = length + 1;
    keys.push(key);
    prices.push(price);
    amounts.push(amount);
    units.push(-1);
    for (let i = length; i > index; i--) {
      keys[i] = keys[i - 1]!;
      prices[i] = prices[i - 1]!;
      amounts[i] = amounts[i - 1]!;
      units[i] = units[i - 1]!;
    }
    keys[index] = key;
    prices[index] = price;
    amounts[index] = amount;
    units[index] = -1;
  }

  /**
   * Brings units and totals of the best `upTo` levels up to date from the first change since the last
   * publication (levels past them keep unparsed amounts until a view needs them). False when an amount or
   * a total does not fit a safe integer at one scale: the caller takes the BigInt path.
   */
  prepareTotals(upTo: number): boolean {
    const { units, totals, amounts, length } = this;
    const last = length - 1;
    const end = Math.min(upTo, length);
    let from = Math.min(this.changedFrom, this.totalsValid, end);
    if (this.scale >= 0) {
      const scale = this.scale;
      for (let i = from; i < end; i++) {
        const s = last - i;
        if (units[s]! >= 0) continue;
        const u = scaledNumber(amounts[s]!, scale);
        if (u !== u) {
          this.scale = -1;
          break;
        }
        units[s] = u;
      }
    }
    if (this.scale < 0) {
      // A new book, an amount with more decimals than the scale so far, or an overflow: all levels again,
      // at the smallest scale that holds every amount.
      let scale = 0;
      for (let s = 0; s < length; s++) {
        const f = fractionDigits(amounts[s]!);
        if (f > scale) scale = f;
      }
      for (let s = 0; s < length; s++) {
        const u = scaledNumber(amounts[s]!, scale);
        if (u !== u) return false;
        units[s] = u;
      }
      this.scale = scale;
      from = 0;
    }
    let total = from > 0 ? totals[from - 1]! : 0;
    for (let i = from; i < end; i++) {
      total += units[last - i]!;
      totals[i] = total;
    }
    this.totalsValid = end;
    // Units are positive, so the last total is the largest: past 2^53 it cannot have rounded back below.
    if (end > 0 && totals[end - 1]! > Number.MAX_SAFE_INTEGER) {
      this.scale = -1;
      this.totalsValid = 0;
      return false;
    }
    return true;
  }
}

const POW10: readonly number[] = Array.from({ length: 23 }, (_, i) => 10 ** i);

/**
 * A price's sort key: its exact double value when it has at most 15 significant digits (digits / 10^k of
 * two exact doubles rounds once, like parseFloat), NaN otherwise (the book then compares strings).
 */
export function priceKey(price: string): number {
  const length = price.length;
  // Up to 15 characters hold at most 15 significant digits: the digits as one integer over a power of ten.
  if (length <= 15) {
    let digits = 0;
    let i = 0;
    for (; i < length; i++) {
      const c = price.charCodeAt(i);
      if (c === 46) break;
      digits = digits * 10 + (c - 48);
    }
    if (i === length) return digits;
    const dot = i;
    for (i++; i < length; i++) digits = digits * 10 + (price.charCodeAt(i) - 48);
    return digits / POW10[length - dot - 1]!;
  }
  let digits = 0;
  let frac = -1;
  let significant = 0;
  for (let i = 0; i < length; i++) {
    const c = price.charCodeAt(i);
    if (c === 46) {
      frac = 0;
      continue;
    }
    if (frac >= 0) frac++;
    if (significant === 0 && c === 48) continue;
    digits = digits * 10 + (c - 48);
    significant++;
  }
  if (significant <= 15 && frac <= 22) return frac > 0 ? digits / POW10[frac]! : digits;
  return fitsDouble(price) ? +price : NaN;
}

/** A grouping step as the store uses it: null for none. */
function parseStep(precision: string | null | undefined): string | null {
  if (precision === null || precision === undefined || isZeroDecimal(precision)) return null;
  if (!DECIMAL_STRING.test(precision)) throw new Error(`Invalid order book precision: ${precision}`);
  return precision;
}

export class OrderBookStore extends FramePublisher<OrderBookSnapshot> {
  readonly market: string;
  readonly depth: number;
  private visible: number;
  private readonly asks = new BookSide(true);
  private readonly bids = new BookSide(false);
  private step: string | null;
  private status: OrderBookStatus = 'empty';
  private exact = false;
  private lastUpdateId: number | undefined;
  private timestamp: number | undefined;
  private readonly onResync: ((reason: ResyncReason) => void) | undefined;
  /** Resyncs requested so far, by reason (diagnostics and tests). */
  readonly resyncs: Record<ResyncReason, number> = { gap: 0, crossed: 0 };

  constructor(options: OrderBookStoreOptions) {
    const step = parseStep(options.precision);
    super(options.scheduler ?? animationFrameScheduler, emptySnapshot(options.market, step, 'empty'));
    this.market = options.market;
    this.depth = options.depth ?? ORDER_BOOK_DEPTH;
    this.visible = visibleDepthOf(options.visibleDepth, this.depth);
    this.step = step;
    this.onResync = options.onResync;
  }

  get precision(): string | null {
    return this.step;
  }

  /** Changes the grouping step; the next snapshot (published now) uses it. */
  setPrecision(precision: string | null | undefined): void {
    const step = parseStep(precision);
    if (step === this.step) return;
    this.step = step;
    this.markDirty();
    this.flush();
  }

  get visibleDepth(): number {
    return this.visible;
  }

  /** Changes how many levels (groups) a side materialises; the next snapshot (published now) has them. */
  setVisibleDepth(visibleDepth: number | undefined): void {
    const visible = visibleDepthOf(visibleDepth, this.depth);
    if (visible === this.visible) return;
    this.visible = visible;
    this.markDirty();
    this.flush();
  }

  /** Applies one depth.update; returns false when it was ignored or caused a resync. */
  apply(update: DepthUpdateParams): boolean {
    const fullReload = update[0];
    const data = update[1];
    if (update[2] !== this.market) return false;
    if (fullReload) {
      // Replaces whatever stood in (nothing, or a REST snapshot).
      this.asks.clear();
      this.bids.clear();
      this.exact = false;
      this.status = 'live';
    } else {
      if (this.status !== 'live') return false;
      const past = data.past_update_id;
      if (past !== undefined && this.lastUpdateId !== undefined && past !== this.lastUpdateId) {
        this.resync('gap');
        return false;
      }
    }
    this.lastUpdateId = data.update_id;
    this.timestamp = data.timestamp;
    this.storeLevels(this.asks, data.asks, true);
    this.storeLevels(this.bids, data.bids, false);
    this.asks.truncate(this.depth);
    this.bids.truncate(this.depth);
    if (this.crossed()) {
      this.resync('crossed');
      return false;
    }
    this.markDirty();
    return true;
  }

  /**
   * Shows a REST snapshot of the book while the socket's book is not live (before its first full reload, or after a
   * resync): it has no update ids, so deltas stay ignored until the socket's next full reload replaces it. Ignored
   * once the socket's book is live (a late answer must not overwrite it) and when it is crossed.
   */
  applySnapshot(book: OrderBookSnapshotInput): boolean {
    if (this.status === 'live') return false;
    this.asks.clear();
    this.bids.clear();
    this.exact = false;
    this.storeLevels(this.asks, book.asks, true);
    this.storeLevels(this.bids, book.bids, false);
    this.asks.truncate(this.depth);
    this.bids.truncate(this.depth);
    if (this.crossed()) {
      this.asks.clear();
      this.bids.clear();
      this.markDirty();
      return false;
    }
    this.status = 'snapshot';
    this.lastUpdateId = undefined;
    this.timestamp = book.timestamp;
    this.markDirty();
    return true;
  }

  /** Forgets the book (a market change, a reconnect); waits for the next full reload. */
  reset(): void {
    this.asks.clear();
    this.bids.clear();
    this.status = 'empty';
    this.lastUpdateId = undefined;
    this.timestamp = undefined;
    this.markDirty();
  }

  private storeLevels(side: BookSide, levels: readonly DepthLevel[], negate: boolean): void {
    for (let i = 0; i < levels.length; i++) {
      const level = levels[i]!;
      const price = level[0];
      if (!this.exact) {
        const key = priceKey(price);
        if (key === key) {
          side.store(price, level[1], negate ? -key : key);
          continue;
        }
        this.exact = true;
      }
      side.storeExact(price, level[1]);
    }
  }

  private crossed(): boolean {
    if (this.asks.length === 0 || this.bids.length === 0) return false;
    if (!this.exact) return this.bids.bestKey() >= -this.asks.bestKey();
    return compareDecimal(this.bids.bestPrice()!, this.asks.bestPrice()!) >= 0;
  }

  private resync(reason: ResyncReason): void {
    this.asks.clear();
    this.bids.clear();
    this.lastUpdateId = undefined;
    this.status = 'resyncing';
    this.resyncs[reason]++;
    this.markDirty();
    this.onResync?.(reason);
  }

  protected build(): OrderBookSnapshot {
    if (this.asks.length === 0 && this.bids.length === 0) {
      return emptySnapshot(this.market, this.step, this.status, this.lastUpdateId, this.timestamp);
    }
    const asks = buildLevels(this.asks, this.step, true, this.visible);
    const bids = buildLevels(this.bids, this.step, false, this.visible);
    return freezeInDev({
      market: this.market,
      precision: this.step,
      status: this.status,
      asks,
      bids,
      asksCount: this.asks.publishedCount,
      bidsCount: this.bids.publishedCount,
      updateId: this.lastUpdateId,
      timestamp: this.timestamp,
    });
  }
}

function visibleDepthOf(visibleDepth: number | undefined, depth: number): number {
  if (visibleDepth === undefined) return depth;
  if (!Number.isInteger(visibleDepth) || visibleDepth < 1) throw new Error(`Invalid visible depth: ${visibleDepth}`);
  return Math.min(visibleDepth, depth);
}

function emptySnapshot(
  market: string,
  precision: string | null,
  status: OrderBookStatus,
  updateId?: number,
  timestamp?: number,
): OrderBookSnapshot {
  return Object.freeze({
    market,
    precision,
    status,
    asks: EMPTY,
    bids: EMPTY,
    asksCount: 0,
    bidsCount: 0,
    updateId,
    timestamp,
  });
}

/** A side's materialised levels and its level (group) count. */
interface BuiltSide {
  levels: OrderBookLevel[];
  count: number;
}

/**
 * A side's published levels, the first `visible` of them: grouped when a step is set, with exact cumulative
 * totals. Levels (or whole groups) before the first change since the last publication with the same step are
 * the same objects as then, so React skips their rows; below it, totals come from the running scaled totals.
 */
function buildLevels(side: BookSide, step: string | null, roundUp: boolean, visible: number): readonly OrderBookLevel[] {
  const sameStep = side.publishedStep === step;
  // The last publication stands when nothing it drew changed: ungrouped, none of the drawn levels (a change past
  // them changes only the count); grouped, no level at all and as many levels (one added past the depth and cut).
  const drawn = step === null ? Math.min(side.length, visible) : side.length;
  const stands =
    sameStep &&
    side.publishedVisible === visible &&
    side.changedFrom >= drawn &&
    (step === null ? side.published.length === drawn : side.length === side.publishedLength);
  if (side.length === 0) {
    side.published = EMPTY;
    side.publishedCount = 0;
  } else if (stands) {
    if (step === null) side.publishedCount = side.length;
  } else {
    const reuse = sameStep ? Math.min(side.changedFrom, side.length) : 0;
    // Ungrouped, the visible levels' totals are all it needs; a group's total may lie past them.
    const fast = side.prepareTotals(step === null ? visible : side.length);
    let built: BuiltSide | undefined;
    if (step === null) built = fast ? plainLevels(side, reuse, visible) : plainLevelsBig(side, reuse, visible);
    else
      built =
        (fast ? groupedLevels(side, step, roundUp, reuse, visible) : undefined) ?? groupedLevelsBig(side, step, roundUp, reuse, visible);
    side.published = freezeInDev(built.levels);
    side.publishedCount = built.count;
  }
  side.reloaded = false;
  side.publishedStep = step;
  side.publishedLength = side.length;
  side.publishedVisible = visible;
  side.changedFrom = Infinity;
  return side.published;
}

/** Ungrouped, from the side's safe-integer totals; the first `reuse` levels are the last publication's. */
function plainLevels(side: BookSide, reuse: number, visible: number): BuiltSide {
  const { prices, amounts, totals, published, scale, length } = side;
  const last = length - 1;
  const count = Math.min(length, visible);
  const out: OrderBookLevel[] = new Array(count);
  // The last publication may have had fewer rows (a smaller visible depth).
  const kept = Math.min(reuse, count, published.length);
  for (let i = 0; i < kept; i++) out[i] = published[i]!;
  // After a full reload a row that says the same is the published one; after deltas the rows below the first change
  // are new (their totals moved), so they are not compared.
  if (side.reloaded) {
    for (let i = kept; i < count; i++) {
      out[i] = rowOrPublished(published[i], prices[last - i]!, amounts[last - i]!, formatScaled(totals[i]!, scale));
    }
  } else {
    for (let i = kept; i < count; i++) {
      out[i] = freezeInDev({ price: prices[last - i]!, amount: amounts[last - i]!, total: formatScaled(totals[i]!, scale) });
    }
  }
  return { levels: out, count: length };
}

/**
 * The last publication's row when it says the same (a full reload, the socket's keepalive, resends the levels as they
 * are): React then skips it, as it skips the rows above the first change. A new row otherwise.
 */
function rowOrPublished(published: OrderBookLevel | undefined, price: string, amount: string, total: string): OrderBookLevel {
  if (published !== undefined && published.total === total && published.price === price && published.amount === amount) return published;
  return freezeInDev({ price, amount, total });
}

function plainLevelsBig(side: BookSide, reuse: number, visible: number): BuiltSide {
  let scale = 0;
  for (let i = 0; i < side.length; i++) {
    const f = fractionDigits(side.amounts[i]!);
    if (f > scale) scale = f;
  }
  const last = side.length - 1;
  const out: OrderBookLevel[] = new Array(Math.min(side.length, visible));
  let total = 0n;
  for (let i = 0; i < side.length; i++) {
    const amount = side.amounts[last - i]!;
    total += scaledBigInt(amount, scale);
    if (i < out.length) {
      out[i] =
        i < reuse && i < side.published.length
          ? side.published[i]!
          : freezeInDev({ price: side.prices[last - i]!, amount, total: formatScaled(total, scale) });
    }
  }
  return { levels: out, count: side.length };
}

/**
 * Grouped by step (asks up, bids down) from the side's safe-integer totals; undefined when a price does not
 * fit. A group that ends before level `reuse` (that level starting the next group) is the last
 * publication's object: its levels, its boundary and the total above it are unchanged.
 */
function groupedLevels(side: BookSide, step: string, roundUp: boolean, reuse: number, visible: number): BuiltSide | undefined {
  const { prices, totals, published, length } = side;
  const match = side.reloaded ? published : EMPTY;
  const amountScale = side.scale;
  const stepDecimals = fractionDigits(step);
  let priceScale = stepDecimals;
  for (let i = 0; i < length; i++) {
    const f = fractionDigits(prices[i]!);
    if (f > priceScale) priceScale = f;
  }
  const stepInt = scaledNumber(step, priceScale);
  if (!(stepInt > 0)) return undefined;
  const out: OrderBookLevel[] = [];
  let count = 0;
  let group = -1;
  // The total before the current group: its amount is the difference of two totals.
  let before = 0;
  for (let i = 0; i < length; i++) {
    const price = scaledNumber(prices[length - 1 - i]!, priceScale);
    if (price !== price) return undefined;
    const rem = price % stepInt;
    const g = rem === 0 ? price : roundUp ? price - rem + stepInt : price - rem;
    if (g > Number.MAX_SAFE_INTEGER) return undefined;
    if (g !== group) {
      if (group >= 0) {
        const total = totals[i - 1]!;
        // Past the visible depth the groups are only counted.
        if (count < visible) {
          out.push(
            i < reuse && count < published.length
              ? published[count]!
              : groupLevel(group, priceScale, stepDecimals, total - before, total, amountScale, match[count]),
          );
        }
        count++;
        before = total;
      }
      group = g;
    }
  }
  const total = totals[length - 1]!;
  if (count < visible) out.push(groupLevel(group, priceScale, stepDecimals, total - before, total, amountScale, match[count]));
  return { levels: out, count: count + 1 };
}

function groupedLevelsBig(side: BookSide, step: string, roundUp: boolean, reuse: number, visible: number): BuiltSide {
  let amountScale = 0;
  for (let i = 0; i < side.length; i++) {
    const f = fractionDigits(side.amounts[i]!);
    if (f > amountScale) amountScale = f;
  }
  const stepDecimals = fractionDigits(step);
  let priceScale = stepDecimals;
  for (let i = 0; i < side.length; i++) {
    const f = fractionDigits(side.prices[i]!);
    if (f > priceScale) priceScale = f;
  }
  const stepInt = scaledBigInt(step, priceScale);
  const out: OrderBookLevel[] = [];
  let count = 0;
  let group = -1n;
  let groupAmount = 0n;
  let total = 0n;
  for (let i = 0; i < side.length; i++) {
    const price = scaledBigInt(side.prices[side.length - 1 - i]!, priceScale);
    const amount = scaledBigInt(side.amounts[side.length - 1 - i]!, amountScale);
    const rem = price % stepInt;
    const g = rem === 0n ? price : roundUp ? price - rem + stepInt : price - rem;
    if (g !== group) {
      if (group >= 0n) {
        if (count < visible) {
          out.push(
            i < reuse && count < side.published.length
              ? side.published[count]!
              : groupLevel(group, priceScale, stepDecimals, groupAmount, total, amountScale),
          );
        }
        count++;
      }
      group = g;
      groupAmount = 0n;
    }
    groupAmount += amount;
    total += amount;
  }
  if (count < visible) out.push(groupLevel(group, priceScale, stepDecimals, groupAmount, total, amountScale));
  return { levels: out, count: count + 1 };
}

function groupLevel<T extends number | bigint>(
  group: T,
  priceScale: number,
  stepDecimals: number,
  amount: T,
  total: T,
  amountScale: number,
  published?: OrderBookLevel,
): OrderBookLevel {
  return rowOrPublished(
    published,
    formatScaled(group, priceScale, stepDecimals),
    formatScaled(amount, amountScale),
    formatScaled(total, amountScale),
  );
}
