/**
 * The stateful mock exchange behind the embedded demo: a session for the demo user, the markets (their rules and
 * live 24 h figures from the socket mock's simulated markets), favourites that survive a reload, and spot orders that
 * rest in the book and fill when the market crosses them, with exact balance changes. It shares one MockSocketHub
 * with the socket mock, so every order, fill and balance change also reaches the socket streams.
 *
 * Amounts are integers of the smallest unit (bigint) and decimal strings on the wire, never floats.
 */
import Decimal from 'decimal.js';
import type { BorrowPosition, Order as SocketOrder, PositionSide, UserDeal } from '../../generated/socket/trade-socket.zod';
import type { MockSocketHub } from '../socket/hub';
import type { SimulatedMarket } from '../socket/simulated-market';
import { engineTime, toUnits, trimmed } from '../socket/units';
import { MARKET_CATALOGUE, type CatalogueMarket } from './catalogue';
import { memoryStore, type KeyValueStore } from './storage';
import { BrowserSessions } from './browser-sessions';
import { InsufficientBalance, type Ledger } from '../ledger/ledger';
import { Positions } from './positions';

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
  positionSide?: PositionSide;
  reduce_only?: boolean;
}

export interface ModifyRequest {
  market: string;
  orderId: number;
  amount?: string;
  price?: string;
  activationPrice?: string;
}

export interface TpslRequest {
  market: string;
  positionSide?: PositionSide;
  takeProfit?: string;
  stopLoss?: string;
  amount?: string;
}

/** Spot and collateral order types: which trade kind a stored order belongs to. */
export const SPOT_TYPES: ReadonlySet<number> = new Set<number>([1, 2, 3, 4, 202, 203]);
const CONDITIONAL_TYPES = new Set<number>([3, 4, 9, 10, 203]);
/** How many of the user's own trades the ledger keeps (the trade history tab replays them). */
const DEALS_KEPT = 200;

/** One fill as the ledger's `deals` history keeps it (decimal strings; market in the web form BTC-USDT). */
export interface DealRecord extends Record<string, unknown> {
  dealId: number;
  orderId: number;
  market: string;
  kind: 'spot' | 'margin' | 'futures';
  side: 1 | 2;
  role: 1 | 2;
  price: string;
  amount: string;
  total: string;
  fee: string;
  feeAsset: string;
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
/** The trade API v4's client order id: Latin letters, digits, dashes, dots and underscores, at most 64 of them. */
const CLIENT_ORDER_ID = /^[A-Za-z0-9._-]{1,64}$/;
const decimalsOf = (v: string) => (v.includes('.') ? v.length - v.indexOf('.') - 1 : 0);

/** Socket order type codes by trade kind and order kind (spec section 4). */
const TYPE_CODE: Record<TradeKind, Record<OrderKind, SocketOrder['type']>> = {
  spot: { limit: 1, market: 2, stock_market: 202, stop_limit: 3, stop_market: 4, oco: 203 },
  margin: { limit: 7, market: 8, stock_market: 8, stop_limit: 9, stop_market: 10, oco: 203 },
  futures: { limit: 7, market: 8, stock_market: 8, stop_limit: 9, stop_market: 10, oco: 203 },
};

export class MockExchange {
  readonly positions: Positions;
  /** The crypto-borrow loans in the borrows stream, set by the ledger's crypto-borrow handlers (none until then). */
  loanBorrows: (now: number) => BorrowPosition[] = () => [];
  private readonly finishListeners = new Set<(order: SocketOrder) => void>();

  /** The sessions browsers hold with the exchange, the requesting browser's among them (./browser-sessions.ts). */
  readonly sessions: BrowserSessions;

  constructor(
    readonly hub: MockSocketHub,
    private readonly store: KeyValueStore,
    readonly ledger: Ledger,
    private readonly now: () => number = Date.now,
    /** The requesting browser's own store (the demo's: the same localStorage; a test's: a store of its own). */
    browserStore: KeyValueStore = memoryStore(),
  ) {
    this.sessions = new BrowserSessions(store, browserStore, now);
    this.positions = new Positions(
      ledger,
      {
        entry: (pair) => this.entry(pair),
        lastPrice: (name) => this.simulated(name).statistics().last,
        leverage: () => this.leverage(),
      },
      () => this.publishCollateral(),
    );
    this.account.positions = {
      margin: (at) => this.positions.marginPositions(at),
      borrow: (at) => {
        const margin = this.positions.borrowPositions(at);
        const loans = this.loanBorrows(at);
        return { total: margin.total + loans.length, records: [...margin.records, ...loans] };
      },
      balances: (tickers) => this.positions.marginBalances(tickers, this.now()),
    };
    // The user's resting orders (seeded or read back from the ledger) stand in the simulated book as on the exchange;
    // another user's sign-in takes them out and puts that user's in.
    this.restingInBook(1);
    ledger.onUserSwitch({ before: () => this.restingInBook(-1), after: () => this.restingInBook(1) });
  }

  /** Puts the user's resting orders into the simulated book (1) or takes them out (-1). */
  private restingInBook(sign: 1 | -1): void {
    for (const order of this.account.active) {
      const entry = this.entry(order.market);
      if (!entry || order.activation_price !== undefined || order.price === '0') continue;
      const side = order.side === 2 ? 'bid' : 'ask';
      this.hub
        .market(order.market)
        .changeExternal(side, Number(toUnits(order.price, entry.moneyPrec)), sign * Number(toUnits(order.left, entry.stockPrec)));
    }
  }

  /** The socket's margin streams after a change of the collateral account or a position. */
  private publishCollateral(): void {
    this.hub.publishMarginBalances(this.positions.marginBalances([], this.now()), DEMO_USER);
    this.hub.publishPositions(DEMO_USER);
  }

  // ------------------------------------------------------------------ session

  isLoggedIn(): boolean {
    // The demo starts signed in; a logout is remembered until the next login. A browser whose session another one
    // ended is logged out by itself; any other request keeps its session active.
    if (this.store.get('session') === 'out' || this.sessions.isRevoked()) return false;
    this.sessions.touch();
    return true;
  }

  login(): void {
    this.store.set('session', 'in');
    this.sessions.begin();
  }

  logout(): void {
    this.sessions.end();
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

  /** The user's finished orders, newest first (the order history calls read them). */
  finishedOrders(): readonly SocketOrder[] {
    return this.account.finished;
  }

  /** Checks an order against the market's rules and the balance; throws OrderRejected with the catalogue's code. */
  private validate(entry: CatalogueMarket, kind: OrderKind, body: OrderRequest, trade: TradeKind, replacing?: SocketOrder): void {
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
    if (trade !== 'spot') {
      const positionSide = this.positionSideOf(trade, body);
      if (body.reduce_only || this.positions.reduces(entry.tradeMarketName, body.side, body.amount, positionSide)) return;
      const needed = this.positions.requiredMargin(body.amount, referencePrice);
      const available = new Decimal(trimmed(this.ledger.balance('collateral', entry.money).available, BALANCE_DECIMALS));
      if (needed.gt(available)) throw new OrderRejected(37, { amount: [`Not enough ${entry.money} on the collateral balance.`] });
      return;
    }
    const spend = body.side === 2 ? entry.money : entry.stock;
    const needed =
      body.side === 2
        ? scale(total, priceDecimals, BALANCE_DECIMALS)
        : scale(toUnits(body.amount, amountDecimals), amountDecimals, BALANCE_DECIMALS);
    // A modified order may use what it froze itself.
    const own = replacing && replacing.activation_price === undefined ? this.frozenBy(replacing, entry) : 0n;
    const available = (this.account.spot.get(spend)?.available ?? 0n) + own;
    if (needed > available) throw new OrderRejected(37, { amount: [`Not enough ${spend} balance.`] });
  }

  /**
   * The client's own order id, as the trade API v4 checks it: its characters, and that no open order of the market
   * carries it already (error 30 on `clientOrderId`). Once that order is filled or cancelled the id may be used again.
   * An empty id is no id (the v4 bulk call sends "" for none).
   */
  private checkClientOrderId(entry: CatalogueMarket, body: OrderRequest): void {
    const id = body.clientOrderId;
    if (id === undefined || id === '') return;
    if (!CLIENT_ORDER_ID.test(id))
      throw new OrderRejected(30, {
        clientOrderId: ['The client order id may contain only Latin letters, digits, dashes, dots and underscores, at most 64.'],
      });
    if (this.account.active.some((o) => o.market === entry.tradeMarketName && o.client_order_id === id))
      throw new OrderRejected(30, { clientOrderId: ['An open order of this market already has this client order id.'] });
  }

  /** Places an order: a market order fills at once against the book; a limit order fills what crosses and rests the rest. */
  place(trade: TradeKind, kind: OrderKind, body: OrderRequest): SocketOrder {
    const entry = this.entry(body.market);
    if (!entry) throw new OrderRejected(30, { market: ['Market is not available.'] });
    this.validate(entry, kind, body, trade);
    this.checkClientOrderId(entry, body);
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
      ...(trade === 'spot' ? {} : { position_side: this.positionSideOf(trade, body), reduce_only: body.reduce_only ?? false }),
      ...(body.activationPrice && kind !== 'limit'
        ? {
            activation_price: body.activationPrice,
            // A stop above the market waits for the price to rise to it, one below for it to fall.
            activation_condition: new Decimal(body.activationPrice).gte(market.statistics().last) ? ('gte' as const) : ('lte' as const),
            activated: false,
          }
        : {}),
    };
    this.hub.publishOrder(1, { ...order }, DEMO_USER);
    if (kind === 'market' || kind === 'stock_market') {
      this.takeFromBook(order, entry, market, quoteAmount ? toUnits(body.amount, entry.moneyPrec) : undefined);
      return this.finish(order, 'FILLED');
    }
    if (kind === 'stop_limit' || kind === 'stop_market' || kind === 'oco') {
      // Conditional orders wait for their trigger in the conditional list (match() activates them).
      this.account.active.unshift(order);
      this.ledger.changed();
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

  /** Cancels a conditional (stop, OCO or TP/SL) order only; undefined when there is none of that id on the market. */
  cancelConditional(pair: string, id: number): SocketOrder | undefined {
    const market = this.entry(pair)?.tradeMarketName;
    const order = this.account.active.find((o) => o.id === id && o.market === market && CONDITIONAL_TYPES.has(o.type));
    return order ? this.cancel(id) : undefined;
  }

  /**
   * Changes a resting order: a limit order leaves the book and comes back with its new price and amount (filling
   * what now crosses); a conditional order gets its new activation price, price and amount. The amount may not go
   * below what has already been dealt.
   */
  modify(body: ModifyRequest): SocketOrder {
    const entry = this.entry(body.market);
    const order = this.account.active.find((o) => o.id === body.orderId && o.market === entry?.tradeMarketName);
    if (!entry || !order) throw new OrderRejected(30, { orderId: ['The order is not open.'] });
    const trade: TradeKind = SPOT_TYPES.has(order.type) ? 'spot' : entry.type === 'futures' ? 'futures' : 'margin';
    const amount = body.amount ?? order.amount;
    const dealt = toUnits(order.deal_stock, entry.stockPrec);
    if (!DECIMAL.test(amount) || toUnits(amount, entry.stockPrec) <= dealt)
      throw new OrderRejected(32, { amount: ['The amount must be more than what has been dealt.'] });
    const left = trimmed(toUnits(amount, entry.stockPrec) - dealt, entry.stockPrec);
    const conditional = order.activation_price !== undefined && !order.activated;
    const price = body.price ?? (order.price === '0' ? undefined : order.price);
    this.validate(
      entry,
      conditional ? 'stop_limit' : 'limit',
      { market: body.market, side: order.side, amount: left, price },
      trade,
      order,
    );
    if (conditional) {
      if (body.activationPrice) {
        order.activation_price = body.activationPrice;
        order.activation_condition = new Decimal(body.activationPrice).gte(this.simulated(entry.market).statistics().last) ? 'gte' : 'lte';
      }
      Object.assign(order, { amount, left, price: price ?? order.price, mtime: engineTime(this.now()) });
      this.hub.publishOrder(2, { ...order }, DEMO_USER);
      this.ledger.changed();
      return order;
    }
    const market = this.simulated(entry.market);
    this.unrest(order, entry);
    this.account.active.splice(this.account.active.indexOf(order), 1);
    Object.assign(order, { amount, left, price: price ?? order.price, mtime: engineTime(this.now()) });
    this.takeFromBook(order, entry, market, undefined);
    if (toUnits(order.left, entry.stockPrec) === 0n) return this.finish(order, 'FILLED');
    this.rest(order, entry, market);
    this.hub.publishOrder(2, { ...order }, DEMO_USER);
    return order;
  }

  /** Closes a position at the market: an order of the other side for its whole size. */
  closePosition(id: number): SocketOrder | undefined {
    const position = this.positions.find(id);
    const entry = position && this.entry(position.market);
    if (!position || !entry) return undefined;
    const amount = new Decimal(position.amount);
    return this.place(entry.type === 'futures' ? 'futures' : 'margin', 'market', {
      market: entry.market,
      side: amount.isNegative() ? 2 : 1,
      amount: amount.abs().toFixed(),
      positionSide: position.positionSide,
      reduce_only: true,
    });
  }

  /**
   * Take-profit and stop-loss of a position: reduce-only trigger-market orders of the other side that close it when
   * the last price reaches them (they replace the position's earlier TP or SL and show among the conditional orders).
   */
  setTpsl(body: TpslRequest): { takeProfitId?: number; stopLossId?: number } {
    const entry = this.entry(body.market);
    const position = this.positions
      .open()
      .find((p) => p.market === entry?.tradeMarketName && (body.positionSide === undefined || p.positionSide === body.positionSide));
    if (!entry || !position) throw new OrderRejected(30, { market: ['There is no open position on this market.'] });
    const long = !new Decimal(position.amount).isNegative();
    const last = new Decimal(this.simulated(entry.market).statistics().last);
    const trade: TradeKind = entry.type === 'futures' ? 'futures' : 'margin';
    const amount = body.amount ?? new Decimal(position.amount).abs().toFixed();
    const result: { takeProfitId?: number; stopLossId?: number } = {};
    for (const [field, price] of [
      ['takeProfit', body.takeProfit],
      ['stopLoss', body.stopLoss],
    ] as const) {
      if (price === undefined) continue;
      const above = field === 'takeProfit' ? long : !long;
      if (above ? new Decimal(price).lte(last) : new Decimal(price).gte(last))
        throw new OrderRejected(33, {
          [field]: [
            `The ${field === 'takeProfit' ? 'take-profit' : 'stop-loss'} must be ${above ? 'above' : 'below'} the last price ${last.toFixed()}.`,
          ],
        });
      for (const old of this.account.active.filter((o) => o.market === entry.tradeMarketName && o.status === tpslStatus(field)))
        this.cancel(old.id);
      const order = this.place(trade, 'stop_market', {
        market: entry.market,
        side: long ? 1 : 2,
        amount,
        activationPrice: price,
        positionSide: position.positionSide,
        reduce_only: true,
      });
      order.status = tpslStatus(field);
      result[field === 'takeProfit' ? 'takeProfitId' : 'stopLossId'] = order.id;
    }
    this.ledger.changed();
    return result;
  }

  /**
   * Every tick, before the markets step: conditional orders whose activation price the last price reached become
   * their market or limit order; resting orders the simulated book has moved through fill at their price; positions
   * pay funding and are liquidated at their liquidation price.
   */
  match(now: number): void {
    for (const order of [...this.account.active]) {
      if (order.activation_price === undefined || order.activated) continue;
      const entry = this.entry(order.market);
      if (!entry) continue;
      const last = new Decimal(this.simulated(entry.market).statistics().last);
      const reached = order.activation_condition === 'lte' ? last.lte(order.activation_price) : last.gte(order.activation_price);
      if (reached) this.activate(order, entry);
    }
    for (const order of [...this.account.active]) {
      // A fill before may have taken an order out (a grid bot's follow-up does not, but nothing relies on that).
      if (order.activation_price !== undefined || order.price === '0' || !this.account.active.includes(order)) continue;
      const entry = this.entry(order.market);
      if (!entry) continue;
      const market = this.hub.market(order.market);
      const best = market.simulatedBest();
      const price = Number(toUnits(order.price, entry.moneyPrec));
      const crossed = order.side === 2 ? best.ask !== undefined && best.ask <= price : best.bid !== undefined && best.bid >= price;
      if (crossed) this.fillResting(order, entry, now);
    }
    for (const { position, price } of this.positions.step(now)) {
      const entry = this.entry(position.market);
      if (!entry) continue;
      const amount = new Decimal(position.amount);
      this.positions.fill(entry, amount.isNegative() ? 2 : 1, amount.abs().toFixed(), price, position.positionSide, now);
      this.ledger.record('liquidations', { market: entry.market, amount: position.amount, price });
    }
  }

  /**
   * Fills a resting limit order of the demo user at its price now, as when the market crosses it (the demo's
   * `window.__mockLedger.fillOrder` and the tests: the simulated market takes its own time to get there).
   */
  fillOrder(id: number): SocketOrder | undefined {
    const order = this.account.active.find((o) => o.id === id && o.activation_price === undefined && o.price !== '0');
    const entry = order && this.entry(order.market);
    if (!order || !entry) return undefined;
    this.fillResting(order, entry, this.now());
    return order;
  }

  /** A resting order the market reached: all that is left of it fills at its price, as the maker. */
  private fillResting(order: SocketOrder, entry: CatalogueMarket, now: number): void {
    const market = this.hub.market(order.market);
    const left = toUnits(order.left, entry.stockPrec);
    const price = Number(toUnits(order.price, entry.moneyPrec));
    // The order leaves the book; its frozen balance pays the fill (a maker fill takes it from the frozen part: unrest()
    // would have released it to the available part first, and the fill would then have taken it twice).
    market.changeExternal(order.side === 2 ? 'bid' : 'ask', price, -Number(left));
    this.account.active.splice(this.account.active.indexOf(order), 1);
    try {
      this.fill(order, entry, market, left, price, now, 'maker');
      this.finish(order, 'FILLED');
    } catch (error) {
      // A margin order whose margin is no longer there when the market reaches it is cancelled.
      if (!(error instanceof InsufficientBalance)) throw error;
      this.finish(order, 'CANCELED');
    }
  }

  /** A triggered conditional order: it leaves the conditional list and its order is placed. */
  private activate(order: SocketOrder, entry: CatalogueMarket): void {
    this.account.active.splice(this.account.active.indexOf(order), 1);
    order.activated = true;
    const trade: TradeKind = SPOT_TYPES.has(order.type) ? 'spot' : entry.type === 'futures' ? 'futures' : 'margin';
    const limit = order.type === 3 || order.type === 9 || order.type === 203;
    let amount = order.left;
    if (order.reduce_only) {
      // A reduce-only trigger never opens a position: it closes at most what is open, or nothing.
      const position = this.positions.open().find((p) => p.market === entry.tradeMarketName && p.positionSide === order.position_side);
      const open = position ? new Decimal(position.amount).abs() : new Decimal(0);
      amount = Decimal.min(open, amount).toFixed();
    }
    this.finish(order, 'ACTIVATED');
    if (new Decimal(amount).lte(0)) return;
    try {
      this.place(trade, limit ? 'limit' : 'market', {
        market: entry.market,
        side: order.side,
        amount,
        ...(limit ? { price: order.price } : {}),
        ...(order.position_side ? { positionSide: order.position_side } : {}),
        ...(order.reduce_only ? { reduce_only: true } : {}),
        ...(order.client_order_id ? { clientOrderId: order.client_order_id } : {}),
      });
    } catch (error) {
      // The order the trigger would place is refused (balance, minimum): nothing else happens, as on the exchange.
      if (!(error instanceof OrderRejected) && !(error instanceof InsufficientBalance)) throw error;
    }
  }

  private positionSideOf(trade: TradeKind, body: OrderRequest): PositionSide {
    if (trade === 'spot') return 'BOTH';
    if (!this.hedgeMode()) return 'BOTH';
    return body.positionSide && body.positionSide !== 'BOTH' ? body.positionSide : body.side === 2 ? 'LONG' : 'SHORT';
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
        fee = this.feeOf(order, scale(toUnits(order.deal_stock, a) + amount, a, BALANCE_DECIMALS));
        this.adjust(entry.money, frozen ? 0n : -quote, frozen ? -this.frozenQuote(order, entry, amount) : 0n);
        if (frozen) this.adjust(entry.money, this.frozenQuote(order, entry, amount) - quote, 0n);
        this.adjust(entry.stock, base - fee, 0n);
      } else {
        fee = this.feeOf(order, scale(toUnits(order.deal_money, a + p) + money, a + p, BALANCE_DECIMALS));
        this.adjust(entry.stock, frozen ? 0n : -base, frozen ? -base : 0n);
        this.adjust(entry.money, quote - fee, 0n);
      }
      this.hub.publishSpotBalances(this.account.spotBalances([entry.stock, entry.money]), DEMO_USER);
    } else {
      const effect = this.positions.fill(entry, order.side, trimmed(amount, a), market.price(price), order.position_side ?? 'BOTH', now);
      fee = toUnits(effect.fee, BALANCE_DECIMALS);
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
      spot && order.side === 2 ? entry.stock : entry.money,
    ];
    this.account.deals.unshift(deal);
    if (this.account.deals.length > DEALS_KEPT) this.account.deals.length = DEALS_KEPT;
    // Every fill is kept in the ledger's history too, without the socket's cap: the deals tab, its export and the
    // trading volumes read it.
    this.ledger.record<DealRecord>(
      'deals',
      {
        dealId: deal[0],
        orderId: order.id,
        market: entry.market,
        kind: spot ? 'spot' : entry.type === 'futures' ? 'futures' : 'margin',
        side: order.side,
        role: role === 'maker' ? 1 : 2,
        price: deal[4],
        amount: deal[5],
        total: trimmed(money, a + p),
        fee: deal[6],
        feeAsset: deal[10],
      },
      now,
    );
    this.ledger.changed();
    this.hub.publishUserDeal(deal, DEMO_USER);
  }

  /**
   * The fee of one fill: 0.1 % of everything the order has received so far (rounded down to 10^-8) less what its
   * earlier fills were charged, so an order's fees add up to exactly 0.1 % of what it received however many levels it took.
   */
  private feeOf(order: SocketOrder, receivedSoFar: bigint): bigint {
    return (receivedSoFar * FEE_RATE_PER_MILLE) / 1000n - toUnits(order.deal_fee, BALANCE_DECIMALS);
  }

  /** What a resting spot order holds frozen now: its quote (a buy) or its base (a sell) for what is left. */
  private frozenBy(order: SocketOrder, entry: CatalogueMarket): bigint {
    if (order.type !== 1) return 0n;
    const left = toUnits(order.left, entry.stockPrec);
    return order.side === 2 ? this.frozenQuote(order, entry, left) : scale(left, entry.stockPrec, BALANCE_DECIMALS);
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
    this.ledger.changed();
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

  private finish(order: SocketOrder, status: 'FILLED' | 'CANCELED' | 'ACTIVATED'): SocketOrder {
    order.status = status;
    order.ftime = engineTime(this.now());
    this.account.finished.unshift({ ...order });
    this.ledger.changed();
    this.hub.publishOrder(3, { ...order }, DEMO_USER);
    for (const listener of this.finishListeners) listener(order);
    return order;
  }

  /** Called when one of the demo user's orders is filled, cancelled or activated: grid bots follow their fills at once. */
  onFinish(listener: (order: SocketOrder) => void): () => void {
    this.finishListeners.add(listener);
    return () => this.finishListeners.delete(listener);
  }

  /** Spot balance changes go through the ledger's one posting function (saved with it). */
  private adjust(ticker: string, available: bigint, freeze: bigint): void {
    this.ledger.post({ account: 'spot', ticker, available, freeze });
  }
}

/** The status a TP/SL trigger order of a position carries, so that a new TP or SL replaces the old one. */
const tpslStatus = (field: 'takeProfit' | 'stopLoss') => (field === 'takeProfit' ? 'TAKE_PROFIT' : 'STOP_LOSS');

/** Units of 10^-from as units of 10^-to, rounded down. */
export function scale(units: bigint, from: number, to: number): bigint {
  return to >= from ? units * 10n ** BigInt(to - from) : units / 10n ** BigInt(from - to);
}
