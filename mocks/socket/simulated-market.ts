/**
 * A simple simulated market for the socket mock: an order book that moves around a mean-reverting fair price
 * (levels change, appear, vanish, get eaten by trades), public trades, 24-hour statistics and the chart's last bar.
 * Prices and amounts are integers of the smallest unit; the book never crosses. Deterministic for a seed.
 */
import type { Candle, MarketStatistics, PublicTrade } from '../../generated/socket/trade-socket.zod';
import { createRandom, hashString, type Random } from './random';
import { engineTime, fixed, toUnits, trimmed } from './units';

export interface MarketProfile {
  name: string;
  /** Starting price, as a decimal string. */
  price: string;
  priceDecimals: number;
  amountDecimals: number;
}

const PROFILES: Readonly<Record<string, Omit<MarketProfile, 'name'>>> = {
  BTC_USDT: { price: '97250', priceDecimals: 2, amountDecimals: 6 },
  ETH_USDT: { price: '3650', priceDecimals: 2, amountDecimals: 4 },
  ETH_BTC: { price: '0.0375', priceDecimals: 6, amountDecimals: 4 },
  SOL_USDT: { price: '240', priceDecimals: 2, amountDecimals: 3 },
  WBT_USDT: { price: '25.5', priceDecimals: 4, amountDecimals: 2 },
  BTC_PERP: { price: '97240', priceDecimals: 1, amountDecimals: 4 },
  ETH_PERP: { price: '3648', priceDecimals: 2, amountDecimals: 3 },
  BTC_TRY: { price: '3350000', priceDecimals: 0, amountDecimals: 6 },
  USDT_TRY: { price: '34.45', priceDecimals: 3, amountDecimals: 2 },
  XRP_USDT: { price: '2.4521', priceDecimals: 4, amountDecimals: 1 },
  TON_USDT: { price: '5.612', priceDecimals: 3, amountDecimals: 2 },
  DOGE_USDT: { price: '0.38456', priceDecimals: 5, amountDecimals: 0 },
};

/** The profile of a market: a known one, or one derived from the name's hash (any well-formed market works). */
export function marketProfile(name: string): MarketProfile {
  const known = PROFILES[name];
  if (known) return { name, ...known };
  const random = createRandom(hashString(name));
  const magnitude = random.int(-2, 4);
  const priceDecimals = Math.max(0, 4 - magnitude);
  const mantissa = 1 + random.int(0, 8999) / 1000;
  return { name, price: (mantissa * 10 ** magnitude).toFixed(priceDecimals), priceDecimals, amountDecimals: Math.max(0, magnitude + 2) };
}

export type Level = [price: string, amount: string];
export interface BookView {
  asks: Level[];
  bids: Level[];
}

interface TradeRecord {
  ms: number;
  price: number;
  amount: number;
}

const MIN_LEVELS = 70;
const MAX_LEVELS = 140;

export class SimulatedMarket {
  readonly profile: MarketProfile;
  /** Per-market sequence counter: grows with every change of the book. */
  updateId: number;
  private readonly random: Random;
  private readonly asks = new Map<number, number>();
  private readonly bids = new Map<number, number>();
  private readonly initialPrice: number;
  private fair: number;
  /** Distance between levels, in price units. */
  private readonly spacing: number;
  /** A typical level amount, in amount units. */
  private readonly lot: number;
  private nextTradeId: number;
  /** Newest first, at most 100: the deals.update snapshot. */
  private readonly recent: PublicTrade[] = [];
  private readonly log: TradeRecord[] = [];
  private lastPrice: number;
  private readonly openPrice: number;
  private high: number;
  private low: number;
  private volume: bigint;
  private deal: bigint;
  private sortedAsks: number[] | undefined;
  private sortedBids: number[] | undefined;
  /** Resting orders of a mock exchange's users, by price unit: shown in the book, never eaten by the simulation. */
  private readonly external = { ask: new Map<number, number>(), bid: new Map<number, number>() };
  private externalChanged = false;
  /** Trades of a mock exchange's users since the last step, published with the step's own. */
  private readonly pendingTrades: PublicTrade[] = [];

  constructor(name: string, seed: number, now: number) {
    this.profile = marketProfile(name);
    this.random = createRandom((seed ^ hashString(name)) >>> 0);
    const price = Number(toUnits(this.profile.price, this.profile.priceDecimals));
    this.initialPrice = price;
    this.fair = price;
    this.spacing = Math.max(1, Math.round(price * 0.00006));
    this.lot = Math.max(1, Math.round((4000 / Number(this.profile.price)) * 10 ** this.profile.amountDecimals));
    this.updateId = 100_000 + this.random.int(0, 899_999);
    this.nextTradeId = 40_000_000 + this.random.int(0, 9_999_999);
    this.openPrice = Math.round(price * (1 - (this.random.next() - 0.4) * 0.04));
    this.lastPrice = price;
    this.high = Math.max(price, this.openPrice) + this.spacing * this.random.int(20, 200);
    this.low = Math.max(1, Math.min(price, this.openPrice) - this.spacing * this.random.int(20, 200));
    this.volume = BigInt(this.lot) * BigInt(this.random.int(2_000, 20_000));
    this.deal = this.volume * BigInt(price);
    this.seedBook();
    this.seedTrades(now);
  }

  get name(): string {
    return this.profile.name;
  }

  /** One step of the simulation; returns whether the book changed and the trades made. */
  step(now: number): { changed: boolean; trades: PublicTrade[] } {
    const r = this.random;
    let changes = 0;
    // The fair price wanders and is pulled back towards where it started.
    const pull = (this.initialPrice - this.fair) * 0.002;
    this.fair = Math.max(this.spacing * 10, Math.round(this.fair + pull + (r.next() - 0.5) * this.spacing * 1.6));

    const trades: PublicTrade[] = [];
    if (r.chance(0.45)) {
      const count = r.int(1, 3);
      for (let i = 0; i < count; i++) {
        const trade = this.takerTrade(now, i);
        if (trade) {
          trades.push(trade);
          changes++;
        }
      }
    }
    const mutations = r.int(1, 4);
    for (let i = 0; i < mutations; i++) changes += this.mutate();
    changes += this.followFair();
    changes += this.refill();
    if (this.externalChanged) changes++;
    this.externalChanged = false;
    if (changes > 0) {
      this.updateId += changes;
      this.sortedAsks = this.sortedBids = undefined;
    }
    const own = this.pendingTrades.splice(0);
    return { changed: changes > 0, trades: [...trades.reverse(), ...own.reverse()] };
  }

  // ------------------------------------------------------------------ a mock exchange's users

  /** Best simulated prices (price units), without the users' resting orders: what a user order is matched against. */
  simulatedBest(): { ask: number | undefined; bid: number | undefined } {
    return { ask: this.bestAsk(), bid: this.bestBid() };
  }

  /** Simulated levels of one side, best first, as [price units, amount units]: what a taker order walks through. */
  simulatedLevels(side: 'ask' | 'bid', limit: number): [number, number][] {
    const book = side === 'ask' ? this.asks : this.bids;
    return this.sorted(side)
      .slice(0, limit)
      .map((price) => [price, book.get(price)!]);
  }

  /** Adds (a positive amount) or removes (negative) a user's resting liquidity at a price, in units. */
  changeExternal(side: 'ask' | 'bid', price: number, amount: number): void {
    const map = this.external[side];
    const next = (map.get(price) ?? 0) + amount;
    if (next > 0) map.set(price, next);
    else map.delete(price);
    this.externalChanged = true;
  }

  /** Takes liquidity out of the simulated book (a user's taker order ate it). */
  consumeSimulated(side: 'ask' | 'bid', price: number, amount: number): void {
    const book = side === 'ask' ? this.asks : this.bids;
    const left = (book.get(price) ?? 0) - amount;
    if (left > 0) book.set(price, left);
    else book.delete(price);
    this.touched();
    this.externalChanged = true;
  }

  /** Records a user's fill as a public trade: it moves the last price and reaches deals.update at the next step. */
  recordUserTrade(now: number, price: number, amount: number, taker: 'buy' | 'sell'): PublicTrade {
    const trade = this.record(now, price, amount, taker, true);
    this.pendingTrades.push(trade);
    this.externalChanged = true;
    return trade;
  }

  /** The book as a subscription sees it: grouped by `step` price units (asks up, bids down), best `limit` levels. */
  view(limit: number, step = 1): BookView {
    return { asks: this.side('ask', limit, step), bids: this.side('bid', limit, step) };
  }

  /** The price grouping step of a depth.subscribe precision ("0", "0.01", "10") in price units; 1 is no grouping. */
  stepOf(precision: string): number {
    if (!/^(0|[1-9][0-9]*)(\.[0-9]+)?$/.test(precision) || /^0(\.0*)?$/.test(precision)) return 1;
    const units = toUnits(precision, this.profile.priceDecimals);
    return units < 1n ? 1 : Number(units);
  }

  /** The latest trades, newest first (at most 100). */
  recentTrades(): PublicTrade[] {
    return [...this.recent];
  }

  statistics(): MarketStatistics {
    const p = this.profile.priceDecimals;
    return {
      period: 86400,
      last: fixed(this.lastPrice, p),
      open: fixed(this.openPrice, p),
      close: fixed(this.lastPrice, p),
      high: fixed(this.high, p),
      low: fixed(this.low, p),
      volume: trimmed(this.volume, this.profile.amountDecimals),
      deal: trimmed(this.deal, p + this.profile.amountDecimals),
    };
  }

  /** The chart's current bar for an interval in seconds; without trades in it, an empty bar at the previous close. */
  lastBar(intervalSeconds: number, now: number): Candle {
    const p = this.profile.priceDecimals;
    const start = Math.floor(now / 1000 / intervalSeconds) * intervalSeconds;
    const inBar = this.log.filter((t) => t.ms >= start * 1000);
    const previous = [...this.log].reverse().find((t) => t.ms < start * 1000)?.price ?? this.lastPrice;
    if (inBar.length === 0) {
      const close = fixed(previous, p);
      return [start, close, close, close, close, '0', '0', this.name];
    }
    let high = inBar[0]!.price;
    let low = high;
    let volume = 0n;
    let deal = 0n;
    for (const t of inBar) {
      high = Math.max(high, t.price);
      low = Math.min(low, t.price);
      volume += BigInt(t.amount);
      deal += BigInt(t.amount) * BigInt(t.price);
    }
    return [
      start,
      fixed(inBar[0]!.price, p),
      fixed(inBar[inBar.length - 1]!.price, p),
      fixed(high, p),
      fixed(low, p),
      trimmed(volume, this.profile.amountDecimals),
      trimmed(deal, p + this.profile.amountDecimals),
      this.name,
    ];
  }

  /** The last trade price in price units, and as a decimal string. */
  lastPriceUnits(): number {
    return this.lastPrice;
  }

  price(units: number): string {
    return fixed(units, this.profile.priceDecimals);
  }

  amount(units: number | bigint): string {
    return fixed(units, this.profile.amountDecimals);
  }

  // ------------------------------------------------------------------ internals

  private bestAsk(): number | undefined {
    return this.sorted('ask')[0];
  }

  private bestBid(): number | undefined {
    return this.sorted('bid')[0];
  }

  private sorted(side: 'ask' | 'bid'): number[] {
    if (side === 'ask') return (this.sortedAsks ??= [...this.asks.keys()].sort((a, b) => a - b));
    return (this.sortedBids ??= [...this.bids.keys()].sort((a, b) => b - a));
  }

  private touched(): void {
    this.sortedAsks = this.sortedBids = undefined;
  }

  private side(side: 'ask' | 'bid', limit: number, step: number): Level[] {
    const simulated = side === 'ask' ? this.asks : this.bids;
    const external = this.external[side];
    const opposite = side === 'ask' ? this.bestBid() : this.bestAsk();
    // A user's level the simulation has moved through is about to fill: never show a crossed book.
    const shown = [...external.keys()].filter((p) => opposite === undefined || (side === 'ask' ? p > opposite : p < opposite));
    const prices =
      shown.length === 0
        ? this.sorted(side)
        : [...new Set([...this.sorted(side), ...shown])].sort((a, b) => (side === 'ask' ? a - b : b - a));
    const book = { get: (price: number) => (simulated.get(price) ?? 0) + (shown.includes(price) ? (external.get(price) ?? 0) : 0) };
    const out: Level[] = [];
    let key: number | undefined;
    let sum = 0;
    for (const price of prices) {
      const grouped = step <= 1 ? price : side === 'ask' ? Math.ceil(price / step) * step : Math.floor(price / step) * step;
      if (grouped !== key) {
        if (key !== undefined) {
          out.push([this.price(key), this.amount(sum)]);
          if (out.length === limit) return out;
        }
        key = grouped;
        sum = 0;
      }
      sum += book.get(price)!;
    }
    if (key !== undefined && out.length < limit) out.push([this.price(key), this.amount(sum)]);
    return out;
  }

  private levelAmount(): number {
    return Math.max(1, Math.round(this.lot * (0.05 + this.random.next() ** 2 * 3)));
  }

  private seedBook(): void {
    const half = this.spacing * this.random.int(1, 3);
    for (let i = 0; i < 100; i++) {
      this.asks.set(this.fair + half + i * this.spacing + this.random.int(0, this.spacing - 1), this.levelAmount());
      const bid = this.fair - half - i * this.spacing - this.random.int(0, this.spacing - 1);
      if (bid > 0) this.bids.set(bid, this.levelAmount());
    }
    this.touched();
  }

  private seedTrades(now: number): void {
    let price = this.initialPrice;
    const count = 150;
    for (let i = count; i > 0; i--) {
      price = Math.max(1, price + Math.round((this.random.next() - 0.5) * this.spacing * 4));
      const ms = now - i * 12_000 - this.random.int(0, 11_000);
      this.record(ms, price, this.levelAmount(), this.random.chance(0.5) ? 'buy' : 'sell', false);
    }
    this.lastPrice = this.log[this.log.length - 1]!.price;
  }

  private record(ms: number, price: number, amount: number, type: 'buy' | 'sell', stats: boolean): PublicTrade {
    const trade: PublicTrade = {
      id: this.nextTradeId++,
      time: engineTime(ms),
      price: this.price(price),
      amount: this.amount(amount),
      type,
    };
    this.recent.unshift(trade);
    if (this.recent.length > 100) this.recent.length = 100;
    this.log.push({ ms, price, amount });
    if (this.log.length > 3000) this.log.splice(0, this.log.length - 2000);
    this.lastPrice = price;
    if (stats) {
      this.high = Math.max(this.high, price);
      this.low = Math.min(this.low, price);
      this.volume += BigInt(amount);
      this.deal += BigInt(amount) * BigInt(price);
    }
    return trade;
  }

  /** A market order eats part of the best level of the other side. */
  private takerTrade(now: number, index: number): PublicTrade | undefined {
    const buy = this.random.chance(0.5);
    const book = buy ? this.asks : this.bids;
    const best = buy ? this.bestAsk() : this.bestBid();
    if (best === undefined) return undefined;
    const available = book.get(best)!;
    const amount = Math.max(1, Math.min(available, Math.round(this.lot * (0.02 + this.random.next() * 0.8))));
    if (amount >= available) book.delete(best);
    else book.set(best, available - amount);
    this.touched();
    return this.record(now + index / 1000, best, amount, buy ? 'buy' : 'sell', true);
  }

  /** Changes one level: its amount, removes it, or adds one near the top of the book. */
  private mutate(): number {
    const r = this.random;
    const side = r.chance(0.5) ? 'ask' : 'bid';
    const book = side === 'ask' ? this.asks : this.bids;
    const levels = this.sorted(side);
    const roll = r.next();
    if (roll < 0.5 && levels.length) {
      const price = levels[Math.min(levels.length - 1, Math.floor(r.next() ** 2 * 60))]!;
      book.set(price, this.levelAmount());
      return 1;
    }
    if (roll < 0.7 && levels.length > MIN_LEVELS / 2) {
      book.delete(levels[Math.min(levels.length - 1, Math.floor(r.next() ** 2 * 60))]!);
      this.touched();
      return 1;
    }
    return this.addNear(side) ? 1 : 0;
  }

  /** Adds a level a few steps from the best of its side, never crossing the other side. */
  private addNear(side: 'ask' | 'bid'): boolean {
    const r = this.random;
    const offset = r.int(-2, 12) * this.spacing + r.int(0, this.spacing - 1);
    const bestAsk = this.bestAsk();
    const bestBid = this.bestBid();
    if (side === 'ask') {
      const price = (bestAsk ?? this.fair + this.spacing) + offset;
      if (bestBid !== undefined && price <= bestBid) return false;
      this.asks.set(price, (this.asks.get(price) ?? 0) + this.levelAmount());
    } else {
      const price = (bestBid ?? this.fair - this.spacing) - offset;
      if (price <= 0 || (bestAsk !== undefined && price >= bestAsk)) return false;
      this.bids.set(price, (this.bids.get(price) ?? 0) + this.levelAmount());
    }
    this.touched();
    return true;
  }

  /** Quotes follow the fair price: stale levels on the wrong side go, a new best level comes in. */
  private followFair(): number {
    let changes = 0;
    for (const price of this.sorted('ask')) {
      if (price >= this.fair - this.spacing * 4 || this.asks.size <= MIN_LEVELS / 2) break;
      this.asks.delete(price);
      changes++;
    }
    for (const price of this.sorted('bid')) {
      if (price <= this.fair + this.spacing * 4 || this.bids.size <= MIN_LEVELS / 2) break;
      this.bids.delete(price);
      changes++;
    }
    if (changes) this.touched();
    const bestAsk = this.bestAsk();
    const bestBid = this.bestBid();
    if (bestAsk !== undefined && bestAsk - this.fair > this.spacing * 3) {
      const price = this.fair + this.random.int(1, this.spacing * 2);
      if (bestBid === undefined || price > bestBid) {
        this.asks.set(price, this.levelAmount());
        changes++;
      }
    }
    if (bestBid !== undefined && this.fair - bestBid > this.spacing * 3) {
      const price = this.fair - this.random.int(1, this.spacing * 2);
      const ask = this.bestAsk();
      if (price > 0 && (ask === undefined || price < ask)) {
        this.bids.set(price, this.levelAmount());
        changes++;
      }
    }
    if (changes) this.touched();
    return changes;
  }

  /** Keeps each side between MIN_LEVELS and MAX_LEVELS levels, adding or dropping far levels. */
  private refill(): number {
    let changes = 0;
    for (const side of ['ask', 'bid'] as const) {
      const book = side === 'ask' ? this.asks : this.bids;
      while (book.size < MIN_LEVELS) {
        const levels = this.sorted(side);
        const worst = levels[levels.length - 1] ?? (side === 'ask' ? this.fair + this.spacing : this.fair - this.spacing);
        const price = side === 'ask' ? worst + this.random.int(1, this.spacing * 2) : worst - this.random.int(1, this.spacing * 2);
        if (price <= 0) break;
        book.set(price, this.levelAmount());
        this.touched();
        changes++;
      }
      const levels = this.sorted(side);
      for (let i = levels.length - 1; i >= MAX_LEVELS; i--) {
        book.delete(levels[i]!);
        changes++;
      }
      if (changes) this.touched();
    }
    return changes;
  }
}
