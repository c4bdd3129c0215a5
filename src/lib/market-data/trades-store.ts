/**
 * The public trade history of one market: the last 80 trades (spec section 9), newest first, deduplicated
 * by trade id. Fed by the socket's deals.update params `[market, PublicTrade[]]`: on subscribe one update
 * with up to 100 of the latest trades, then new ones (docs/research/public-api-shapes.md 5.10); the same
 * trade may arrive twice (a resubscribe, a REST page), hence the id check. Published at most once per frame.
 */
import type { DealsUpdateFrame } from '../../../generated/socket/trade-socket.zod';
import { animationFrameScheduler, FramePublisher, type FrameScheduler } from './frame-publisher';

/** Spec section 9: trade history 80 per pair. */
export const TRADE_HISTORY_LIMIT = 80;

/** A public trade as deals.update carries it (time in Unix seconds, with microseconds). */
export interface PublicTrade {
  readonly id: number;
  readonly time: number;
  readonly price: string;
  readonly amount: string;
  readonly type: 'buy' | 'sell';
  readonly rpi?: boolean;
}

/** The params of a deals.update event: the market, then its trades. */
export type TradesUpdateParams = DealsUpdateFrame['params'];

export interface TradesSnapshot {
  readonly market: string;
  /** Newest first. */
  readonly trades: readonly PublicTrade[];
}

export interface TradesStoreOptions {
  market: string;
  limit?: number;
  scheduler?: FrameScheduler;
}

/** Newest first: later time, then larger id. */
function newerFirst(a: PublicTrade, b: PublicTrade): number {
  return b.time - a.time || b.id - a.id;
}

function freezeTrade(t: PublicTrade): PublicTrade {
  const copy: PublicTrade =
    t.rpi === undefined
      ? { id: t.id, time: t.time, price: t.price, amount: t.amount, type: t.type }
      : { id: t.id, time: t.time, price: t.price, amount: t.amount, type: t.type, rpi: t.rpi };
  return Object.freeze(copy);
}

export class TradesStore extends FramePublisher<TradesSnapshot> {
  readonly market: string;
  readonly limit: number;
  private trades: PublicTrade[] = [];
  private readonly ids = new Set<number>();

  constructor(options: TradesStoreOptions) {
    super(options.scheduler ?? animationFrameScheduler, Object.freeze({ market: options.market, trades: Object.freeze([]) }));
    this.market = options.market;
    this.limit = options.limit ?? TRADE_HISTORY_LIMIT;
  }

  /** Applies a deals.update; other markets' updates are ignored. Returns how many trades were new. */
  applyUpdate(update: TradesUpdateParams): number {
    return update[0] === this.market ? this.add(update[1]) : 0;
  }

  /** Adds trades of this market in any order; ids already held are skipped. Returns how many were new. */
  add(trades: readonly PublicTrade[]): number {
    const fresh: PublicTrade[] = [];
    for (const t of trades) {
      if (this.ids.has(t.id)) continue;
      this.ids.add(t.id);
      fresh.push(freezeTrade(t));
    }
    if (fresh.length === 0) return 0;
    fresh.sort(newerFirst);
    const head = this.trades[0];
    // The usual case: everything new is newer than what we hold.
    const merged =
      !head || newerFirst(fresh[fresh.length - 1]!, head) < 0 ? fresh.concat(this.trades) : this.trades.concat(fresh).sort(newerFirst);
    if (merged.length > this.limit) {
      for (let i = this.limit; i < merged.length; i++) this.ids.delete(merged[i]!.id);
      merged.length = this.limit;
    }
    // An old trade that fell straight past the limit was not added after all.
    let added = 0;
    for (const t of fresh) if (this.ids.has(t.id)) added++;
    if (added === 0) return 0;
    this.trades = merged;
    this.markDirty();
    return added;
  }

  /** Forgets every trade (a market change). */
  clear(): void {
    this.trades = [];
    this.ids.clear();
    this.markDirty();
  }

  protected build(): TradesSnapshot {
    return Object.freeze({ market: this.market, trades: Object.freeze(this.trades.slice()) });
  }
}
