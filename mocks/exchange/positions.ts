/**
 * Margin and futures positions of the demo user, on the ledger's collateral account. A fill of a margin or futures
 * order opens, increases, reduces, closes or flips the position of its market and side; the position's margin
 * (notional / leverage) is frozen on the collateral balance of the market's quote asset, the fee and the realised
 * PnL are posted to it, and the socket streams the figures at the market's last price. Funding is charged every 8 h
 * of the ledger clock; a position whose mark crosses its liquidation price is closed at that price, losing its margin.
 *
 * Prices and amounts are decimal.js values rounded to the market's precision, strings on the wire and in storage.
 */
import Decimal from 'decimal.js';
import type {
  BorrowPositions,
  MarginAssetBalance,
  MarginPosition,
  MarginPositions,
  PositionSide,
} from '../../generated/socket/trade-socket.zod';
import type { Ledger } from '../ledger/ledger';
import { decimal, LEDGER_DECIMALS } from '../ledger/ledger';
import type { CatalogueMarket } from './catalogue';

/** Maintenance margin rate of every demo market (0.5 %): the liquidation price keeps this much of the notional. */
export const MAINTENANCE_MARGIN_RATE = new Decimal('0.005');
/** Funding is exchanged every 8 hours (00:00, 08:00, 16:00 UTC) at this rate of the notional (0.01 %). */
export const FUNDING_RATE = new Decimal('0.0001');
export const FUNDING_EVERY_MS = 8 * 3_600_000;
/** Taker fee of the demo markets (0.1 %), charged on the notional of each fill. */
const FEE_RATE = new Decimal('0.001');

interface StoredPosition {
  id: number;
  /** The engine name, e.g. BTC_PERP. */
  market: string;
  positionSide: PositionSide;
  /** Signed size in the base asset: negative for a short. */
  amount: string;
  basePrice: string;
  /** Margin frozen on the collateral balance, in the quote asset. */
  margin: string;
  leverage: number;
  realizedPnl: string;
  funding: string;
  ctime: number;
  mtime: number;
  /** Last funding time charged (ms). */
  fundedAt: number;
}

interface Slice {
  nextId: number;
  open: StoredPosition[];
}

export interface PositionMarkets {
  entry(pair: string): CatalogueMarket | undefined;
  /** The mark: the market's last price. */
  lastPrice(engineName: string): string;
  leverage(): number;
}

export interface FillEffect {
  /** The fee charged, in the quote asset. */
  fee: string;
}

const ZERO = new Decimal(0);
const d = (v: string | number | Decimal) => new Decimal(v);
/** A non-negative amount as the ledger's decimal string (8 places, rounded down). */
const money = (v: Decimal) => v.toDecimalPlaces(LEDGER_DECIMALS, Decimal.ROUND_DOWN).toFixed();

export class Positions {
  constructor(
    private readonly ledger: Ledger,
    private readonly markets: PositionMarkets,
    private readonly onChange: () => void,
  ) {
    ledger.defineSlice<Slice>('positions', (l) => seedPositions(l, markets));
    this.slice();
  }

  private slice(): Slice {
    return this.ledger.slice<Slice>('positions');
  }

  open(): readonly StoredPosition[] {
    return this.slice().open;
  }

  find(id: number): StoredPosition | undefined {
    return this.slice().open.find((p) => p.id === id);
  }

  /** The position a fill of `side` on `market` changes: the side's own in hedge mode, else the market's one. */
  private target(market: string, side: 1 | 2, positionSide: PositionSide): StoredPosition | undefined {
    if (positionSide === 'BOTH') return this.slice().open.find((p) => p.market === market && p.positionSide === 'BOTH');
    return this.slice().open.find((p) => p.market === market && p.positionSide === positionSide);
  }

  /** The collateral the margin of an order needs (notional / leverage + the fee): checked before an order is placed. */
  requiredMargin(amount: string, price: string, leverage = this.markets.leverage()): Decimal {
    const notional = d(amount).times(price);
    return notional.div(leverage).plus(notional.times(FEE_RATE));
  }

  /** True when a fill of `side` would only reduce the position (no new margin needed). */
  reduces(market: string, side: 1 | 2, amount: string, positionSide: PositionSide): boolean {
    const position = this.target(market, side, positionSide);
    if (!position) return false;
    const held = d(position.amount);
    const signed = side === 2 ? d(amount) : d(amount).neg();
    return !held.isZero() && held.isNegative() !== signed.isNegative() && signed.abs().lte(held.abs());
  }

  /** One fill of a margin or futures order. Throws InsufficientBalance (nothing changed) when the margin is not there. */
  fill(entry: CatalogueMarket, side: 1 | 2, amount: string, price: string, positionSide: PositionSide, now: number): FillEffect {
    const slice = this.slice();
    const quote = entry.money;
    const signedFill = side === 2 ? d(amount) : d(amount).neg();
    const notional = d(amount).times(price);
    const fee = eight(notional.times(FEE_RATE));
    let position = this.target(entry.tradeMarketName, side, positionSide);
    const held = position ? d(position.amount) : ZERO;
    const legs: { freeze: Decimal; available: Decimal } = { freeze: ZERO, available: fee.neg() };
    let closing = ZERO;
    let realized = ZERO;
    let releasedMargin = ZERO;
    if (position && !held.isZero() && held.isNegative() !== signedFill.isNegative()) {
      closing = Decimal.min(held.abs(), signedFill.abs());
      const direction = held.isNegative() ? -1 : 1;
      realized = eight(d(price).minus(position.basePrice).times(closing).times(direction));
      releasedMargin = eight(d(position.margin).times(closing).div(held.abs()));
      legs.freeze = legs.freeze.minus(releasedMargin);
      legs.available = legs.available.plus(releasedMargin).plus(realized);
    }
    const opening = signedFill.abs().minus(closing);
    const leverage = position?.leverage ?? this.markets.leverage();
    const newMargin = eight(opening.times(price).div(leverage));
    legs.freeze = legs.freeze.plus(newMargin);
    legs.available = legs.available.minus(newMargin);
    this.ledger.post({
      account: 'collateral',
      ticker: quote,
      available: signedMoney(legs.available),
      freeze: signedMoney(legs.freeze),
    });
    const t = Math.floor(now / 1000);
    if (!position) {
      position = {
        id: slice.nextId++,
        market: entry.tradeMarketName,
        positionSide,
        amount: '0',
        basePrice: price,
        margin: '0',
        leverage,
        realizedPnl: '0',
        funding: '0',
        ctime: t,
        mtime: t,
        fundedAt: now,
      };
      slice.open.push(position);
    }
    const after = held.plus(signedFill);
    if (opening.gt(0)) {
      // Increase (same direction) or the rest of a flip: the entry price is the size-weighted average.
      const kept = held.isZero() || closing.gt(0) ? ZERO : held.abs();
      const base = kept.isZero() ? d(price) : kept.times(position.basePrice).plus(opening.times(price)).div(kept.plus(opening));
      position.basePrice = base.toDecimalPlaces(entry.moneyPrec, Decimal.ROUND_HALF_UP).toFixed();
    }
    position.amount = after.toFixed();
    position.margin = money(d(position.margin).minus(releasedMargin).plus(newMargin));
    position.realizedPnl = signedMoney(d(position.realizedPnl).plus(realized).minus(fee));
    position.mtime = t;
    if (after.isZero()) {
      slice.open.splice(slice.open.indexOf(position), 1);
      this.ledger.record('positions', {
        market: entry.market,
        positionSide: position.positionSide,
        basePrice: position.basePrice,
        closePrice: price,
        amount: held.toFixed(),
        realizedPnl: position.realizedPnl,
        funding: position.funding,
        openedAt: position.ctime,
      });
    }
    this.ledger.changed();
    this.onChange();
    return { fee: money(fee) };
  }

  /** The liquidation price: where the loss takes the margin down to the maintenance margin. */
  liquidationPrice(p: StoredPosition): Decimal {
    const amount = d(p.amount);
    const perUnit = d(p.margin).div(amount.abs()).minus(d(p.basePrice).times(MAINTENANCE_MARGIN_RATE));
    const price = amount.isNegative() ? d(p.basePrice).plus(perUnit) : d(p.basePrice).minus(perUnit);
    return Decimal.max(price, 0);
  }

  /** Every step: funding every 8 h and liquidation at the mark. Returns the positions to close at a price. */
  step(now: number): { position: StoredPosition; price: string }[] {
    const due: { position: StoredPosition; price: string }[] = [];
    for (const p of this.slice().open) {
      const entry = this.markets.entry(p.market);
      if (!entry) continue;
      const mark = d(this.markets.lastPrice(p.market));
      this.chargeFunding(p, entry, mark, now);
      const liq = this.liquidationPrice(p);
      const long = !d(p.amount).isNegative();
      if ((long && mark.lte(liq)) || (!long && mark.gte(liq)))
        due.push({ position: p, price: liq.toDecimalPlaces(entry.moneyPrec).toFixed() });
    }
    return due;
  }

  private chargeFunding(p: StoredPosition, entry: CatalogueMarket, mark: Decimal, now: number): void {
    if (entry.type !== 'futures') return;
    let next = Math.floor(p.fundedAt / FUNDING_EVERY_MS) * FUNDING_EVERY_MS + FUNDING_EVERY_MS;
    while (next <= now) {
      // Longs pay shorts at a positive rate.
      const payment = d(p.amount).times(mark).times(FUNDING_RATE).neg();
      const available = this.ledger.balance('collateral', entry.money).available;
      const value = payment.isNegative() ? Decimal.max(payment, d(decimal(available)).neg()) : payment;
      this.ledger.post({ account: 'collateral', ticker: entry.money, available: signedMoney(value) });
      p.funding = signedMoney(d(p.funding).plus(value));
      this.ledger.record(
        'funding',
        { market: entry.market, amount: signedMoney(value), rate: FUNDING_RATE.toFixed(), price: mark.toFixed() },
        next,
      );
      p.fundedAt = next;
      next += FUNDING_EVERY_MS;
    }
  }

  /** The socket's view of the open positions at the marks. */
  marginPositions(now: number): MarginPositions {
    const records: MarginPosition[] = [];
    for (const p of this.slice().open) {
      const entry = this.markets.entry(p.market);
      if (!entry) continue;
      const mark = d(this.markets.lastPrice(p.market));
      const amount = d(p.amount);
      const pnl = mark.minus(p.basePrice).times(amount);
      const nextFunding = entry.type === 'futures' ? amount.times(mark).times(FUNDING_RATE).neg() : ZERO;
      records.push({
        id: p.id,
        market: p.market,
        ctime: p.ctime,
        mtime: Math.max(p.mtime, Math.floor(now / 1000)),
        amount: amount.toFixed(),
        amount_in_money: money(amount.abs().times(mark)),
        base_price: p.basePrice,
        pnl: signedMoney(pnl),
        liq_price: this.liquidationPrice(p).toDecimalPlaces(entry.moneyPrec).toFixed(),
        liq_stage: null,
        unrealized_funding: signedMoney(nextFunding),
        funding: p.funding,
        margin: p.margin,
        free_margin: signedMoney(d(p.margin).plus(pnl)),
        realized_pnl: p.realizedPnl,
        position_side: p.positionSide,
      });
    }
    return { total: records.length, records };
  }

  /**
   * What margin (not futures) positions borrow: a long borrows the quote beyond its margin, a short borrows the base
   * it sold. Shown as positive amounts.
   */
  borrowPositions(now: number): BorrowPositions {
    const records = this.slice()
      .open.map((p) => ({ p, entry: this.markets.entry(p.market) }))
      .filter(({ entry }) => entry && entry.type === 'spot')
      .map(({ p, entry }) => {
        const amount = d(p.amount);
        const long = !amount.isNegative();
        const borrowed = long ? amount.times(p.basePrice).minus(p.margin) : amount.abs();
        const hours = Math.max(0, Math.floor((now / 1000 - p.ctime) / 3600));
        return {
          asset: long ? entry!.money : entry!.stock,
          ctime: p.ctime,
          mtime: Math.floor(now / 1000),
          amount: money(Decimal.max(borrowed, 0)),
          // 0.002 % an hour of the borrowed amount (the demo's hourly borrow rate).
          unrealized_funding: money(Decimal.max(borrowed, 0).times('0.00002').times(hours)),
          liq_price: this.liquidationPrice(p).toDecimalPlaces(entry!.moneyPrec).toFixed(),
        };
      });
    return { total: records.length, records };
  }

  /** The collateral account's balances as margin_asset frames: total, borrowed, available and available with leverage. */
  marginBalances(tickers: readonly string[], now: number): MarginAssetBalance[] {
    const borrowed = new Map<string, Decimal>();
    for (const b of this.borrowPositions(now).records) borrowed.set(b.asset, (borrowed.get(b.asset) ?? ZERO).plus(b.amount));
    return [...this.ledger.account('collateral')]
      .filter(([ticker]) => !tickers.length || tickers.includes(ticker))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([ticker, h]) => ({
        a: ticker,
        B: decimal(h.available + h.freeze),
        b: money(borrowed.get(ticker) ?? ZERO),
        av: decimal(h.available),
        ab: money(d(decimal(h.available)).times(this.markets.leverage())),
      }));
  }
}

/** A signed decimal of at most 8 places, rounded toward zero. */
function signedMoney(v: Decimal): string {
  const text = v.toDecimalPlaces(LEDGER_DECIMALS, Decimal.ROUND_DOWN).toFixed();
  return text === '-0' ? '0' : text;
}

/** Rounded to the ledger's 8 places toward zero: every leg of a fill is rounded once, so the legs add up exactly. */
function eight(v: Decimal): Decimal {
  return v.toDecimalPlaces(LEDGER_DECIMALS, Decimal.ROUND_DOWN);
}

/** The seed: a BTC-PERP long opened three days before the ledger was laid, its margin frozen on the collateral. */
function seedPositions(ledger: Ledger, markets: PositionMarkets): Slice {
  const entry = markets.entry('BTC-PERP');
  const slice: Slice = { nextId: 1, open: [] };
  if (!entry) return slice;
  const last = d(markets.lastPrice(entry.tradeMarketName));
  const base = last.times('0.985').toDecimalPlaces(entry.moneyPrec).toFixed();
  const amount = '0.025';
  const margin = d(amount).times(base).div(10);
  ledger.post({ account: 'collateral', ticker: entry.money, available: `-${money(margin)}`, freeze: money(margin) });
  const opened = ledger.createdAt - 3 * 86_400_000;
  slice.open.push({
    id: slice.nextId++,
    market: entry.tradeMarketName,
    positionSide: 'BOTH',
    amount,
    basePrice: base,
    margin: money(margin),
    leverage: 10,
    realizedPnl: '0',
    funding: '0',
    ctime: Math.floor(opened / 1000),
    mtime: Math.floor(opened / 1000),
    // Funding before the seed is not replayed.
    fundedAt: ledger.createdAt,
  });
  return slice;
}
