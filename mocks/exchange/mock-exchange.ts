/**
 * The stateful mock exchange behind the embedded demo: a session for the demo user, the markets (their rules and
 * live 24 h figures from the socket mock's simulated markets), favourites that survive a reload, and spot orders that
 * rest in the book and fill when the market crosses them, with exact balance changes. It shares one MockSocketHub
 * with the socket mock, so every order, fill and balance change also reaches the socket streams.
 *
 * Amounts are integers of the smallest unit (bigint) and decimal strings on the wire, never floats.
 */
import type { Order as SocketOrder, UserDeal } from '../../generated/socket/trade-socket.zod';
import type { MockSocketHub } from '../socket/hub';
import type { SimulatedMarket } from '../socket/simulated-market';
import { engineTime, toUnits, trimmed } from '../socket/units';
import { MARKET_CATALOGUE, type CatalogueMarket } from './catalogue';
import type { KeyValueStore } from './storage';
import type { Ledger } from '../ledger/ledger';

/** DemoAccount keeps balances in units of 10^-8. */
const BALANCE_DECIMALS = 8;
/** Taker and maker fee of every demo market: 0.1 %. */
export const FEE_RATE_PER_MILLE = 1n;
export const DEMO_USER = 'demo';
export const DEMO_EMAIL = 'demo@meridian.example';

export type TradeKind = 'spot' | 'margin' | 'futures';
export type OrderKind = 'limit' | 'market' | 'stop_limit' | 'stop_market' | 'oco' | 'stock_market';

export interface OrderRequest {
  market: string;
  side: 1 | 2;
  amount: string;
  price?: string;
  activationPrice?: string;
  stopLimitPrice?: string;
  clientOrderId?: string;
}

/** A rejected order: the status, the catalogue code and the field messages of a 422. */
export class OrderRejected extends Error {
  constructor(
    readonly code: number,
    readonly errors: Record<string, string[]>,
  ) {
    super(Object.values(errors).flat().join(' '));
  }
}

const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;
const decimalsOf = (v: string) => (v.includes('.') ? v.length - v.indexOf('.') - 1 : 0);

/** Socket order type codes by trade kind and order kind (spec section 4). */
const TYPE_CODE: Record<TradeKind, Record<OrderKind, SocketOrder['type']>> = {
  spot: { limit: 1, market: 2, stock_market: 202, stop_limit: 3, stop_market: 4, oco: 203 },
  margin: { limit: 7, market: 8, stock_market: 8, stop_limit: 9, stop_market: 10, oco: 203 },
  futures: { limit: 7, market: 8, stock_market: 8, stop_limit: 9, stop_market: 10, oco: 203 },
};

export class MockExchange {
  constructor(
    readonly hub: MockSocketHub,
    private readonly store: KeyValueStore,
    readonly ledger: Ledger,
    private readonly now: () => number = Date.now,
  ) {}

  // ------------------------------------------------------------------ session

  isLoggedIn(): boolean {
    // The demo starts signed in; a logout is remembered until the next login.
    return this.store.get('session') !== 'out';
  }

  login(): void {
    this.store.set('session', 'in');
  }

  logout(): void {
    this.store.set('session', 'out');
  }

  // ------------------------------------------------------------------ markets

  catalogue(): readonly CatalogueMarket[] {
    return MARKET_CATALOGUE;
  }

  entry(pair: string): CatalogueMarket | undefined {
    return MARKET_CATALOGUE.find((m) => m.market === pair || m.tradeMarketName === pair);
  }

  simulated(pair: string): SimulatedMarket {
    const entry = this.entry(pair);
    return this.hub.market(entry ? entry.tradeMarketName : pair);
  }

  // ------------------------------------------------------------------ favourites

  favorites(): { market: string; priority: number }[] {
    const saved = this.store.get('favorites');
    if (saved === undefined)
      return [
        { market: 'BTC-USDT', priority: 1 },
        { market: 'ETH-USDT', priority: 2 },
      ];
    try {
      return JSON.parse(saved) as { market: string; priority: number }[];
    } catch {
      return [];
    }
  }

  saveFavorites(list: { market: string; priority: number }[]): void {
    this.store.set('favorites', JSON.stringify(list));
  }

  // ------------------------------------------------------------------ leverage and hedge mode

  leverage(): number {
    return Number(this.store.get('leverage') ?? '10');
  }

  setLeverage(value: number): void {
    this.store.set('leverage', String(value));
  }

  hedgeMode(): boolean {
    return this.store.get('hedgeMode') === 'true';
  }

  setHedgeMode(value: boolean): void {
    this.store.set('hedgeMode', String(value));
  }

  // ------------------------------------------------------------------ orders

  private get account() {
    return this.hub.account(DEMO_USER);
  }

  /** Checks an order against the market's rules and the balance; throws OrderRejected with the catalogue's code. */
  private validate(entry: CatalogueMarket, kind: OrderKind, body: OrderRequest, trade: TradeKind): void {
    const amountDecimals = entry.stockPrec;
    const priceDecimals = entry.moneyPrec;
    if (!DECIMAL.test(body.amount) || toUnits(body.amount, amountDecimals) <= 0n)
      throw new OrderRejected(32, { amount: ['Amount must be a positive number.'] });
    // A market buy is an amount of the quote asset (trade API v4); everything else is in the base asset.
    const quoteAmount = kind === 'market' && body.side === 2 && trade === 'spot';
    const amountPrecision = quoteAmount ? priceDecimals : amountDecimals;
    if (decimalsOf(body.amount) > amountPrecision)
      throw new OrderRejected(32, { amount: [`Amount may have at most ${amountPrecision} decimals.`] });
    if (!quoteAmount && toUnits(body.amount, amountDecimals) < toUnits(entry.minAmount, amountDecimals)) {
      throw new OrderRejected(32, { amount: [`Amount must be at least ${entry.minAmount} ${entry.stock}.`] });
    }
    for (const field of ['price', 'activationPrice', 'stopLimitPrice'] as const) {
      const value = body[field];
      if (value === undefined) continue;
      if (!DECIMAL.test(value) || toUnits(value, priceDecimals) <= 0n)
        throw new OrderRejected(33, { [field]: ['Price should be greater than 0.'] });
      if (decimalsOf(value) > priceDecimals)
        throw new OrderRejected(33, { [field]: [`Price may have at most ${priceDecimals} decimals.`] });
    }
    const referencePrice = body.price ?? this.simulated(entry.market).price(this.simulated(entry.market).lastPriceUnits());
    const total = quoteAmount
      ? toUnits(body.amount, priceDecimals)
      : (toUnits(body.amount, amountDecimals) * toUnits(referencePrice, priceDecimals)) / 10n ** BigInt(amountDecimals);
    if (total < toUnits(entry.minTotal, priceDecimals))
      throw new OrderRejected(30, { total: [`Total must be at least ${entry.minTotal} ${entry.money}.`] });
    if (trade !== 'spot') return;
    const spend = body.side === 2 ? entry.money : entry.stock;
    const needed =
      body.side === 2
        ? scale(total, priceDecimals, BALANCE_DECIMALS)
        : scale(toUnits(body.amount, amountDecimals), amountDecimals, BALANCE_DECIMALS);
    const available = this.account.spot.get(spend)?.available ?? 0n;
    if (needed > available) throw new OrderRejected(37, { amount: [`Not enough ${spend} balance.`] });
  }

  /** Places an order: a market order fills at once against the book; a limit order fills what crosses and rests the rest. */
  place(trade: TradeKind, kind: OrderKind, body: OrderRequest): SocketOrder {
    const entry = this.entry(body.market);
    if (!entry) throw new OrderRejected(30, { market: ['Market is not available.'] });
    this.validate(entry, kind, body, trade);
    const t = this.now() / 1000;
    const market = this.simulated(entry.market);
    const type = TYPE_CODE[trade][kind];
    const quoteAmount = kind === 'market' && body.side === 2 && trade === 'spot';
    const order: SocketOrder = {
      id: this.nextOrderId(),
      market: entry.tradeMarketName,
      type,
      side: body.side,
      post_only: false,
      ioc: false,
      ctime: engineTime(t * 1000),
      mtime: engineTime(t * 1000),
      price: kind === 'market' || kind === 'stock_market' ? '0' : (body.price ?? body.activationPrice ?? '0'),
      amount: body.amount,
      left: body.amount,
      deal_stock: '0',
      deal_money: '0',
      deal_fee: '0',
      client_order_id: body.clientOrderId ?? '',
      stp: 'no',
      status: 'OPEN',
      ...(trade === 'spot' ? {} : { position_side: 'BOTH' as const, reduce_only: false }),
      ...(body.activationPrice && kind !== 'limit'
        ? { activation_price: body.activationPrice, activation_condition: 'gte' as const, activated: false }
        : {}),
    };
    this.hub.publishOrder(1, { ...order }, DEMO_USER);
    if (kind === 'market' || kind === 'stock_market') {
      this.takeFromBook(order, entry, market, quoteAmount ? toUnits(body.amount, entry.moneyPrec) : undefined);
      return this.finish(order, 'FILLED');
    }
    if (kind === 'stop_limit' || kind === 'stop_market' || kind === 'oco') {
      // Conditional orders wait for their trigger; the demo keeps them in the conditional list.
      this.account.active.unshift(order);
      return order;
    }
    this.takeFromBook(order, entry, market, undefined);
    if (toUnits(order.left, entry.stockPrec) === 0n) return this.finish(order, 'FILLED');
    this.rest(order, entry, market);
    return order;
  }

  cancel(id: number): SocketOrder | undefined {
    const at = this.account.active.findIndex((o) => o.id === id);
    if (at < 0) return undefined;
    const [order] = this.account.active.splice(at, 1);
    const entry = this.entry(order!.market)!;
    this.unrest(order!, entry);
    return this.finish(order!, 'CANCELED');
  }

  cancelAll(pair?: string): number[] {
    const market = pair ? this.entry(pair)?.tradeMarketName : undefined;
    return this.account.active.filter((o) => !market || o.market === market).map((o) => this.cancel(o.id)!.id);
  }

  /** Every tick, before the markets step: resting orders the simulated book has moved through fill at their price. */
  match(now: number): void {
    for (const order of [...this.account.active]) {
      if (order.activation_price !== undefined || order.price === '0') continue;
      const entry = this.entry(order.market);
      if (!entry) continue;
      const market = this.hub.market(order.market);
      const best = market.simulatedBest();
      const price = Number(toUnits(order.price, entry.moneyPrec));
      const crossed = order.side === 2 ? best.ask !== undefined && best.ask <= price : best.bid !== undefined && best.bid >= price;
      if (!crossed) continue;
      const left = toUnits(order.left, entry.stockPrec);
      this.unrest(order, entry);
      this.fill(order, entry, market, left, price, now, 'maker');
      this.account.active.splice(this.account.active.indexOf(order), 1);
      this.finish(order, 'FILLED');
    }
  }

  // ------------------------------------------------------------------ internals

  private orderIds = 0;
  private nextOrderId(): number {
    this.orderIds++;
    return 1_300_000_000_000 + Math.floor(this.now() % 1_000_000_000) * 10 + (this.orderIds % 10);
  }

  /** Walks the opposite simulated levels up to the order's price (or all of them for a market order). */
  private takeFromBook(order: SocketOrder, entry: CatalogueMarket, market: SimulatedMarket, quoteBudget: bigint | undefined): void {
    const side = order.side === 2 ? 'ask' : 'bid';
    const limit = order.price === '0' ? undefined : Number(toUnits(order.price, entry.moneyPrec));
    let left = toUnits(order.left, entry.stockPrec);
    let budget = quoteBudget;
    for (const [price, available] of market.simulatedLevels(side, 200)) {
      if (limit !== undefined && (side === 'ask' ? price > limit : price < limit)) break;
      let take = BigInt(available);
      if (budget !== undefined) {
        // A quote-amount market buy: as much base as the remaining quote pays for at this level.
        const affordable = (budget * 10n ** BigInt(entry.stockPrec)) / BigInt(price);
        take = take < affordable ? take : affordable;
      } else {
        take = take < left ? take : left;
      }
      if (take <= 0n) break;
      market.consumeSimulated(side, price, Number(take));
      this.fill(order, entry, market, take, price, this.now(), 'taker');
      if (budget !== undefined) budget -= (take * BigInt(price)) / 10n ** BigInt(entry.stockPrec);
      else left -= take;
      if ((budget === undefined && left === 0n) || (budget !== undefined && budget <= 0n)) break;
    }
    if (budget !== undefined) order.left = '0';
  }

  /** One fill: exact balance moves (fee 0.1 % of what is received), the order's deal fields, a user deal, a public trade. */
  private fill(
    order: SocketOrder,
    entry: CatalogueMarket,
    market: SimulatedMarket,
    amount: bigint,
    price: number,
    now: number,
    role: 'maker' | 'taker',
  ): void {
    const a = entry.stockPrec;
    const p = entry.moneyPrec;
    const money = amount * BigInt(price); // units of 10^-(a+p)
    const base = scale(amount, a, BALANCE_DECIMALS);
    const quote = scale(money, a + p, BALANCE_DECIMALS);
    const spot = order.type === 1 || order.type === 2 || order.type === 202;
    let fee = 0n;
    if (spot) {
      const frozen = role === 'maker';
      if (order.side === 2) {
        fee = (base * FEE_RATE_PER_MILLE) / 1000n;
        this.adjust(entry.money, frozen ? 0n : -quote, frozen ? -this.frozenQuote(order, entry, amount) : 0n);
        if (frozen) this.adjust(entry.money, this.frozenQuote(order, entry, amount) - quote, 0n);
        this.adjust(entry.stock, base - fee, 0n);
      } else {
        fee = (quote * FEE_RATE_PER_MILLE) / 1000n;
        this.adjust(entry.stock, frozen ? 0n : -base, frozen ? -base : 0n);
        this.adjust(entry.money, quote - fee, 0n);
      }
      this.hub.publishSpotBalances(this.account.spotBalances([entry.stock, entry.money]), DEMO_USER);
    }
    const dealt = toUnits(order.deal_stock, a) + amount;
    order.deal_stock = trimmed(dealt, a);
    order.deal_money = trimmed(toUnits(order.deal_money, a + p) + money, a + p);
    order.deal_fee = trimmed(toUnits(order.deal_fee, BALANCE_DECIMALS) + fee, BALANCE_DECIMALS);
    const left = toUnits(order.left, a) - amount;
    order.left = trimmed(left > 0n ? left : 0n, a);
    order.mtime = engineTime(now);
    market.recordUserTrade(now, price, Number(amount), order.side === 2 ? 'buy' : 'sell');
    const deal: UserDeal = [
      Math.floor(now) % 2_000_000_000,
      engineTime(now),
      order.market,
      order.id,
      market.price(price),
      trimmed(amount, a),
      trimmed(fee, BALANCE_DECIMALS),
      order.client_order_id ?? '',
      order.side,
      role === 'maker' ? 1 : 2,
      order.side === 2 ? entry.stock : entry.money,
    ];
    this.hub.publishUserDeal(deal, DEMO_USER);
  }

  /** What a resting buy froze for `amount` at its own price (the fill may be at a better price). */
  private frozenQuote(order: SocketOrder, entry: CatalogueMarket, amount: bigint): bigint {
    return scale(amount * toUnits(order.price, entry.moneyPrec), entry.stockPrec + entry.moneyPrec, BALANCE_DECIMALS);
  }

  /** A resting order: its balance frozen and its amount shown in the book. */
  private rest(order: SocketOrder, entry: CatalogueMarket, market: SimulatedMarket): void {
    const left = toUnits(order.left, entry.stockPrec);
    if (order.type === 1) {
      if (order.side === 2) {
        const quote = this.frozenQuote(order, entry, left);
        this.adjust(entry.money, -quote, quote);
      } else {
        const base = scale(left, entry.stockPrec, BALANCE_DECIMALS);
        this.adjust(entry.stock, -base, base);
      }
      this.hub.publishSpotBalances(this.account.spotBalances([entry.stock, entry.money]), DEMO_USER);
    }
    market.changeExternal(order.side === 2 ? 'bid' : 'ask', Number(toUnits(order.price, entry.moneyPrec)), Number(left));
    this.account.active.unshift(order);
    if (order.deal_stock !== '0') this.hub.publishOrder(2, { ...order }, DEMO_USER);
  }

  /** Undoes rest(): the frozen balance comes back and the amount leaves the book. */
  private unrest(order: SocketOrder, entry: CatalogueMarket): void {
    if (order.activation_price !== undefined) return;
    const left = toUnits(order.left, entry.stockPrec);
    const market = this.hub.market(order.market);
    market.changeExternal(order.side === 2 ? 'bid' : 'ask', Number(toUnits(order.price, entry.moneyPrec)), -Number(left));
    if (order.type !== 1) return;
    if (order.side === 2) {
      const quote = this.frozenQuote(order, entry, left);
      this.adjust(entry.money, quote, -quote);
    } else {
      const base = scale(left, entry.stockPrec, BALANCE_DECIMALS);
      this.adjust(entry.stock, base, -base);
    }
    this.hub.publishSpotBalances(this.account.spotBalances([entry.stock, entry.money]), DEMO_USER);
  }

  private finish(order: SocketOrder, status: 'FILLED' | 'CANCELED'): SocketOrder {
    order.status = status;
    order.ftime = engineTime(this.now());
    this.account.finished.unshift({ ...order });
    this.hub.publishOrder(3, { ...order }, DEMO_USER);
    return order;
  }

  private adjust(ticker: string, available: bigint, freeze: bigint): void {
    const b = this.account.spot.get(ticker) ?? { available: 0n, freeze: 0n };
    this.account.spot.set(ticker, { available: b.available + available, freeze: b.freeze + freeze });
  }
}

/** Units of 10^-from as units of 10^-to, rounded down. */
export function scale(units: bigint, from: number, to: number): bigint {
  return to >= from ? units * 10n ** BigInt(to - from) : units / 10n ** BigInt(from - to);
}
