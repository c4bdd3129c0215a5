/**
 * The candles of one market at one chart resolution: history from the server plus live trades (spec
 * sections 4 and 9). A trade updates the high, low, close and volume of its bar, or opens the next bar;
 * when a period passes with no trade, an empty bar carries the previous close (on the next trade, and on a
 * timer at each bar boundary while someone watches). Prices and volumes stay exact decimal strings.
 * Published at most once per animation frame.
 */
import type { CandleInterval } from '../../../generated/socket/trade-socket.zod';
import { addDecimal, compareDecimal } from './decimal-string';
import { animationFrameScheduler, FramePublisher, type FrameScheduler } from './frame-publisher';
import { DEFAULT_RESOLUTION, RESOLUTION_SECONDS, type Resolution } from './resolutions';

/** 1970-01-01 was a Thursday: weeks open on Monday 00:00 UTC, four days after the epoch. */
const WEEK_ORIGIN = 4 * 86_400;

/** A resolution's period as the socket's candle interval (seconds). */
export function resolutionInterval(resolution: Resolution): CandleInterval {
  return RESOLUTION_SECONDS[resolution];
}

export function isResolution(value: string): value is Resolution {
  return Object.prototype.hasOwnProperty.call(RESOLUTION_SECONDS, value);
}

/** Where bars of a resolution start by default: UTC multiples of the period (weeks: Mondays). */
export function defaultOrigin(resolution: Resolution): number {
  return resolution === '1W' ? WEEK_ORIGIN : 0;
}

/** The open time (seconds) of the bar holding `time` (seconds, fractions allowed). */
export function barStart(time: number, resolution: Resolution, origin = defaultOrigin(resolution)): number {
  const period = RESOLUTION_SECONDS[resolution];
  return Math.floor((time - origin) / period) * period + origin;
}

export interface Candle {
  /** Bar open time, Unix seconds. */
  readonly time: number;
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly close: string;
  /** Base-asset volume. */
  readonly volume: string;
}

/**
 * The server's candle tuple `[time, open, close, high, low, volume, deal, market]` (O, C, H, L order), as
 * kline_last_deal.query and the REST kline (without the market) return it.
 */
export type CandleTuple = readonly [number, string, string, string, string, string, ...unknown[]];

export function candleFromTuple(tuple: CandleTuple): Candle {
  const [time, open, close, high, low, volume] = tuple;
  return Object.freeze({ time, open, high, low, close, volume });
}

/** What a candle needs of a trade; `id` deduplicates. */
export interface CandleTrade {
  readonly id?: number;
  readonly time: number;
  readonly price: string;
  readonly amount: string;
}

export interface CandlesSnapshot {
  readonly market: string;
  readonly resolution: Resolution;
  /** Ascending by time, one per period without holes. */
  readonly bars: readonly Candle[];
}

export interface CandlesClock {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const systemClock: CandlesClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface CandlesStoreOptions {
  market: string;
  resolution?: Resolution;
  scheduler?: FrameScheduler;
  /** Oldest bars are dropped beyond this many. */
  maxBars?: number;
  clock?: CandlesClock;
}

const SEEN_TRADE_IDS = 2_000;

function emptyBar(time: number, close: string): Candle {
  return Object.freeze({ time, open: close, high: close, low: close, close, volume: '0' });
}

export class CandlesStore extends FramePublisher<CandlesSnapshot> {
  readonly market: string;
  readonly resolution: Resolution;
  readonly period: number;
  readonly maxBars: number;
  private readonly clock: CandlesClock;
  private origin: number;
  private bars: Candle[] = [];
  /** Time of the latest trade in the last bar: an older one does not move the close. */
  private lastTradeTime = -Infinity;
  /** Trades before this time are already in the history. */
  private asOf = -Infinity;
  private readonly seen = new Set<number>();
  private readonly seenOrder: number[] = [];
  private timer: unknown;

  constructor(options: CandlesStoreOptions) {
    const resolution = options.resolution ?? DEFAULT_RESOLUTION;
    super(options.scheduler ?? animationFrameScheduler, Object.freeze({ market: options.market, resolution, bars: Object.freeze([]) }));
    this.market = options.market;
    this.resolution = resolution;
    this.period = RESOLUTION_SECONDS[resolution];
    this.origin = defaultOrigin(resolution);
    this.maxBars = options.maxBars ?? 5_000;
    this.clock = options.clock ?? systemClock;
  }

  /** The open time of the bar holding `time`, in this store's alignment. */
  barStart(time: number): number {
    return Math.floor((time - this.origin) / this.period) * this.period + this.origin;
  }

  /**
   * Loads history (any order). It replaces the bars up to its last one; live bars after it stay. `asOf`
   * (seconds): trades before it are already counted in the history and are skipped. The history's
   * alignment (e.g. the server's week start) becomes the store's.
   */
  setHistory(candles: readonly Candle[], options: { asOf?: number } = {}): void {
    const sorted = candles.map((c) => Object.freeze({ ...c })).sort((a, b) => a.time - b.time);
    const history: Candle[] = [];
    for (const c of sorted) {
      if (history.length > 0 && history[history.length - 1]!.time === c.time) history[history.length - 1] = c;
      else history.push(c);
    }
    if (options.asOf !== undefined) this.asOf = options.asOf;
    if (history.length === 0) return;
    const last = history[history.length - 1]!;
    this.origin = ((last.time % this.period) + this.period) % this.period;
    const live = this.bars.filter((b) => b.time > last.time);
    if (live.length === 0) this.lastTradeTime = -Infinity;
    this.bars = history.concat(live);
    this.trim();
    this.markDirty();
  }

  /** Applies live trades (any order, duplicates skipped by id). */
  applyTrades(trades: readonly CandleTrade[]): void {
    if (trades.length === 0) return;
    const ordered = trades.length === 1 ? trades : trades.slice().sort((a, b) => a.time - b.time || (a.id ?? 0) - (b.id ?? 0));
    let changed = false;
    for (const trade of ordered) {
      if (trade.time < this.asOf) continue;
      if (trade.id !== undefined) {
        if (this.seen.has(trade.id)) continue;
        this.remember(trade.id);
      }
      this.applyTrade(trade);
      changed = true;
    }
    if (!changed) return;
    this.trim();
    this.markDirty();
  }

  /** Upserts a bar the server computed (a kline update); the bars between carry the previous close. */
  applyCandle(candle: Candle): void {
    const bar = Object.freeze({ ...candle });
    const last = this.bars[this.bars.length - 1];
    if (!last || bar.time > last.time) {
      if (last) this.fill(bar.time - this.period);
      this.bars.push(bar);
      this.lastTradeTime = -Infinity;
    } else {
      const i = this.indexOf(bar.time);
      if (i < 0) return;
      this.bars[i] = bar;
    }
    this.trim();
    this.markDirty();
  }

  /** Appends empty bars carrying the last close up to the bar holding `time` (seconds). */
  advanceTo(time: number): void {
    const last = this.bars[this.bars.length - 1];
    if (!last || this.barStart(time) <= last.time) return;
    this.fill(this.barStart(time));
    this.trim();
    this.markDirty();
  }

  protected build(): CandlesSnapshot {
    return Object.freeze({ market: this.market, resolution: this.resolution, bars: Object.freeze(this.bars.slice()) });
  }

  protected override onActive(): void {
    this.armTimer();
  }

  protected override onIdle(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Wakes at the next bar boundary to open the empty bar a quiet period leaves. */
  private armTimer(): void {
    const nowSec = this.clock.now() / 1000;
    const next = this.barStart(nowSec) + this.period;
    this.timer = this.clock.setTimeout(
      () => {
        this.advanceTo(this.clock.now() / 1000);
        this.armTimer();
      },
      Math.max(0, Math.ceil((next - nowSec) * 1000)),
    );
  }

  private applyTrade(trade: CandleTrade): void {
    const start = this.barStart(trade.time);
    const last = this.bars[this.bars.length - 1];
    if (!last || start > last.time) {
      if (last) this.fill(start - this.period);
      this.bars.push(
        Object.freeze({ time: start, open: trade.price, high: trade.price, low: trade.price, close: trade.price, volume: trade.amount }),
      );
      this.lastTradeTime = trade.time;
      return;
    }
    const i = start === last.time ? this.bars.length - 1 : this.indexOf(start);
    if (i < 0) return;
    const bar = this.bars[i]!;
    const isLatest = i === this.bars.length - 1 && trade.time >= this.lastTradeTime;
    if (isLatest) this.lastTradeTime = trade.time;
    this.bars[i] = Object.freeze({
      time: bar.time,
      open: bar.open,
      high: compareDecimal(trade.price, bar.high) > 0 ? trade.price : bar.high,
      low: compareDecimal(trade.price, bar.low) < 0 ? trade.price : bar.low,
      close: isLatest ? trade.price : bar.close,
      volume: addDecimal(bar.volume, trade.amount),
    });
  }

  /** Pushes empty bars after the last one up to `until` (a bar time), at most maxBars of them. */
  private fill(until: number): void {
    const last = this.bars[this.bars.length - 1];
    if (!last) return;
    let time = Math.max(last.time + this.period, until - (this.maxBars - 1) * this.period);
    for (; time <= until; time += this.period) this.bars.push(emptyBar(time, last.close));
  }

  private indexOf(time: number): number {
    let lo = 0;
    let hi = this.bars.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const t = this.bars[mid]!.time;
      if (t === time) return mid;
      if (t < time) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  private remember(id: number): void {
    this.seen.add(id);
    this.seenOrder.push(id);
    if (this.seenOrder.length > SEEN_TRADE_IDS) this.seen.delete(this.seenOrder.shift()!);
  }

  private trim(): void {
    if (this.bars.length > this.maxBars) this.bars.splice(0, this.bars.length - this.maxBars);
  }
}
