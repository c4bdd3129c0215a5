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

/** empty: no snapshot yet; live: in sequence; resyncing: a gap or a crossed book, waiting for a full reload. */
export type OrderBookStatus = 'empty' | 'live' | 'resyncing';

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
  /** Ascending: the best (lowest) ask first. */
  readonly asks: readonly OrderBookLevel[];
  /** Descending: the best (highest) bid first. */
  readonly bids: readonly OrderBookLevel[];
  readonly updateId: number | undefined;
  readonly timestamp: number | undefined;
}

export interface OrderBookStoreOptions {
  market: string;
  /** Grouping step ("0.01", "0.1", "1", "10"); null, undefined or "0" for none. */
  precision?: string | null;
  depth?: number;
  scheduler?: FrameScheduler;
  /** Called once when the book goes out of sequence or crosses; the socket layer resubscribes. */
  onResync?: (reason: ResyncReason) => void;
}

const EMPTY: readonly OrderBookLevel[] = Object.freeze([]);

/**
 * One side's levels, best first, in parallel arrays. `keys` sort ascending on both sides (asks: price,
 * bids: -price) so one binary search serves both.
 */
class BookSide {
  keys: number[] = [];
  prices: string[] = [];
  amounts: string[] = [];
  length = 0;
  /** The first index changed since the last published levels (Infinity: none). */
  changedFrom = 0;
  /** The last published levels and whether they were ungrouped: the unchanged prefix is reused. */
  published: readonly OrderBookLevel[] = EMPTY;
  publishedPlain = false;

  constructor(private readonly descending: boolean) {}

  clear(): void {
    this.keys.length = 0;
    this.prices.length = 0;
    this.amounts.length = 0;
    this.length = 0;
    this.changedFrom = 0;
  }

  truncate(depth: number): void {
    while (this.length > depth) {
      this.keys.pop();
      this.prices.pop();
      this.amounts.pop();
      this.length--;
    }
  }

  /** Sets (or removes, on a zero amount) a level; numeric keys. */
  store(price: string, amount: string, key: number): void {
    const keys = this.keys;
    let lo = 0;
    let hi = this.length - 1;
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

  private place(index: number, found: boolean, price: string, amount: string, key: number): void {
    const { keys, prices, amounts } = this;
    if (isZeroDecimal(amount)) {
      if (!found) return;
      if (index < this.changedFrom) this.changedFrom = index;
      const last = this.length - 1;
      for (let i = index; i < last; i++) {
        keys[i] = keys[i + 1]!;
        prices[i] = prices[i + 1]!;
        amounts[i] = amounts[i + 1]!;
      }
      keys.pop();
      prices.pop();
      amounts.pop();
      this.length = last;
      return;
    }
    if (index < this.changedFrom) this.changedFrom = index;
    if (found) {
      prices[index] = price;
      amounts[index] = amount;
      return;
    }
    let i = this.length;
    this.length = i + 1;
    keys.push(key);
    prices.push(price);
    amounts.push(amount);
    for (; i > index; i--) {
      keys[i] = keys[i - 1]!;
      prices[i] = prices[i - 1]!;
      amounts[i] = amounts[i - 1]!;
    }
    keys[index] = key;
    prices[index] = price;
    amounts[index] = amount;
  }
}

const POW10: readonly number[] = Array.from({ length: 23 }, (_, i) => 10 ** i);

/**
 * A price's sort key: its exact double value when it has at most 15 significant digits (digits / 10^k of
 * two exact doubles rounds once, like parseFloat), NaN otherwise (the book then compares strings).
 */
export function priceKey(price: string): number {
  let digits = 0;
  let frac = -1;
  let significant = 0;
  for (let i = 0; i < price.length; i++) {
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
  private readonly asks = new BookSide(false);
  private readonly bids = new BookSide(true);
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

  /** Applies one depth.update; returns false when it was ignored or caused a resync. */
  apply(update: DepthUpdateParams): boolean {
    const fullReload = update[0];
    const data = update[1];
    if (update[2] !== this.market) return false;
    if (fullReload) {
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
    this.storeLevels(this.asks, data.asks, false);
    this.storeLevels(this.bids, data.bids, true);
    this.asks.truncate(this.depth);
    this.bids.truncate(this.depth);
    if (this.crossed()) {
      this.resync('crossed');
      return false;
    }
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
    if (!this.exact) return -this.bids.keys[0]! >= this.asks.keys[0]!;
    return compareDecimal(this.bids.prices[0]!, this.asks.prices[0]!) >= 0;
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
    return Object.freeze({
      market: this.market,
      precision: this.step,
      status: this.status,
      asks: buildLevels(this.asks, this.step, true),
      bids: buildLevels(this.bids, this.step, false),
      updateId: this.lastUpdateId,
      timestamp: this.timestamp,
    });
  }
}

function emptySnapshot(
  market: string,
  precision: string | null,
  status: OrderBookStatus,
  updateId?: number,
  timestamp?: number,
): OrderBookSnapshot {
  return Object.freeze({ market, precision, status, asks: EMPTY, bids: EMPTY, updateId, timestamp });
}

/**
 * A side's published levels: grouped when a step is set, with exact cumulative totals. Ungrouped, the
 * levels before the first change since the last publication are the same objects (their totals too).
 */
function buildLevels(side: BookSide, step: string | null, roundUp: boolean): readonly OrderBookLevel[] {
  const plain = step === null;
  const reusable = plain && side.publishedPlain ? Math.min(side.changedFrom, side.published.length, side.length) : 0;
  let levels: readonly OrderBookLevel[];
  if (side.length === 0) levels = EMPTY;
  else if (reusable === side.length && reusable === side.published.length) levels = side.published;
  else {
    let scale = 0;
    for (let i = 0; i < side.length; i++) {
      const f = fractionDigits(side.amounts[i]!);
      if (f > scale) scale = f;
    }
    const built = plain ? plainLevels(side, scale, reusable) : groupedLevels(side, step, roundUp, scale);
    levels = Object.freeze(built ?? (plain ? plainLevelsBig(side, scale) : groupedLevelsBig(side, step, roundUp, scale)));
  }
  side.published = levels;
  side.publishedPlain = plain;
  side.changedFrom = Infinity;
  return levels;
}

/**
 * Ungrouped, safe-integer arithmetic; undefined when a value or a total does not fit. The first `reuse`
 * levels are taken from the last publication (unchanged since, totals included).
 */
function plainLevels(side: BookSide, scale: number, reuse: number): OrderBookLevel[] | undefined {
  const out: OrderBookLevel[] = new Array(side.length);
  const published = side.published;
  let total = 0;
  for (let i = 0; i < side.length; i++) {
    const amount = side.amounts[i]!;
    total += scaledNumber(amount, scale);
    if (!(total <= Number.MAX_SAFE_INTEGER)) return undefined;
    out[i] = i < reuse ? published[i]! : Object.freeze({ price: side.prices[i]!, amount, total: formatScaled(total, scale) });
  }
  return out;
}

function plainLevelsBig(side: BookSide, scale: number): OrderBookLevel[] {
  const out: OrderBookLevel[] = new Array(side.length);
  let total = 0n;
  for (let i = 0; i < side.length; i++) {
    const amount = side.amounts[i]!;
    total += scaledBigInt(amount, scale);
    out[i] = Object.freeze({ price: side.prices[i]!, amount, total: formatScaled(total, scale) });
  }
  return out;
}

/** Grouped by step (asks up, bids down), safe-integer arithmetic; undefined when something does not fit. */
function groupedLevels(side: BookSide, step: string, roundUp: boolean, amountScale: number): OrderBookLevel[] | undefined {
  const stepDecimals = fractionDigits(step);
  let priceScale = stepDecimals;
  for (let i = 0; i < side.length; i++) {
    const f = fractionDigits(side.prices[i]!);
    if (f > priceScale) priceScale = f;
  }
  const stepInt = scaledNumber(step, priceScale);
  if (!(stepInt > 0)) return undefined;
  const out: OrderBookLevel[] = [];
  let group = -1;
  let groupAmount = 0;
  let total = 0;
  for (let i = 0; i < side.length; i++) {
    const price = scaledNumber(side.prices[i]!, priceScale);
    const amount = scaledNumber(side.amounts[i]!, amountScale);
    if (price !== price || amount !== amount) return undefined;
    const rem = price % stepInt;
    const g = rem === 0 ? price : roundUp ? price - rem + stepInt : price - rem;
    if (g > Number.MAX_SAFE_INTEGER) return undefined;
    if (g !== group) {
      if (group >= 0) out.push(groupLevel(group, priceScale, stepDecimals, groupAmount, total, amountScale));
      group = g;
      groupAmount = 0;
    }
    groupAmount += amount;
    total += amount;
    if (total > Number.MAX_SAFE_INTEGER) return undefined;
  }
  out.push(groupLevel(group, priceScale, stepDecimals, groupAmount, total, amountScale));
  return out;
}

function groupedLevelsBig(side: BookSide, step: string, roundUp: boolean, amountScale: number): OrderBookLevel[] {
  const stepDecimals = fractionDigits(step);
  let priceScale = stepDecimals;
  for (let i = 0; i < side.length; i++) {
    const f = fractionDigits(side.prices[i]!);
    if (f > priceScale) priceScale = f;
  }
  const stepInt = scaledBigInt(step, priceScale);
  const out: OrderBookLevel[] = [];
  let group = -1n;
  let groupAmount = 0n;
  let total = 0n;
  for (let i = 0; i < side.length; i++) {
    const price = scaledBigInt(side.prices[i]!, priceScale);
    const amount = scaledBigInt(side.amounts[i]!, amountScale);
    const rem = price % stepInt;
    const g = rem === 0n ? price : roundUp ? price - rem + stepInt : price - rem;
    if (g !== group) {
      if (group >= 0n) out.push(groupLevel(group, priceScale, stepDecimals, groupAmount, total, amountScale));
      group = g;
      groupAmount = 0n;
    }
    groupAmount += amount;
    total += amount;
  }
  out.push(groupLevel(group, priceScale, stepDecimals, groupAmount, total, amountScale));
  return out;
}

function groupLevel<T extends number | bigint>(
  group: T,
  priceScale: number,
  stepDecimals: number,
  amount: T,
  total: T,
  amountScale: number,
): OrderBookLevel {
  return Object.freeze({
    price: formatScaled(group, priceScale, stepDecimals),
    amount: formatScaled(amount, amountScale),
    total: formatScaled(total, amountScale),
  });
}
