/**
 * The demo user's grid bots (the ledger's `grid-bots` slice), spot only. A bot takes exactly its investment from the
 * spot balance of the quote asset and keeps all of it frozen until it is deleted: its buys freeze their quote, the base
 * its sells need is bought at the market with the sell lines' share, and whatever no order holds (rounding, what a
 * market buy did not spend, the base beyond the sells, profit) is the bot's reserve, frozen on spot too. Its orders
 * are real limit orders of the mock exchange: they rest in the simulated book and fill as the market moves. The bot
 * follows each fill at once (MockExchange.onFinish): a filled buy places a sell one grid line up with the base it got
 * (net of the fee), a filled sell places a buy one line down with at most one line's share of what it got and books
 * the step's profit (what the sell got less what its base cost). Deleting a bot cancels its open orders and releases
 * its reserve: everything it held comes back to the spot balance.
 *
 * History kind `grid-bots`: { action ('create' | 'delete'), extGridId, market, marketType, investment, profit } and,
 * for a deletion, what came back (`returnedQuote`, `returnedBase`).
 */
import type { Order as SocketOrder } from '../../../generated/socket/trade-socket.zod';
import { DEMO_USER, OrderRejected, scale, type MockExchange, type OrderKind } from '../../exchange/mock-exchange';
import type { CatalogueMarket } from '../../exchange/catalogue';
import { restOrder } from '../../exchange/rest-handlers';
import { toUnits, trimmed } from '../../socket/units';
import { decimal, InsufficientBalance, type Ledger } from '../ledger';
import { EarnRejected, unixSeconds } from '../earn/amounts';
import { checkOrderSizes, gridSettings, planGrid, type GridPlan, type GridSettings } from './grid-plan';

export const GRID_SLICE = 'grid-bots';
export const GRID_HISTORY = 'grid-bots';
const BalanceDecimals = 8;

/** One order a bot placed: its grid line, and for a sell what its base cost (units of 10^-8 of the quote). */
interface BotOrder {
  id: number;
  level: number;
  side: 1 | 2;
  cost: string;
  /** Filled or cancelled, and its follow-up placed. */
  done: boolean;
}

export interface GridBotState extends GridSettings {
  extGridId: string;
  leverage?: number;
  createdAt: number;
  status: 'active' | 'stopped' | 'completed';
  prices: string[];
  /** Realised profit in the quote asset (units of 10^-8 as a decimal string; may be negative). */
  profit: string;
  /** What the bot holds frozen on spot beyond its open orders (decimal strings). */
  reserve: { quote: string; base: string };
  orders: BotOrder[];
}

export interface GridState {
  bots: GridBotState[];
}

export interface GridHistoryFields extends Record<string, unknown> {
  action: 'create' | 'delete';
  extGridId: string;
  market: string;
  marketType: 0 | 1 | 2;
  investment: string;
  profit: string;
  returnedQuote?: string;
  returnedBase?: string;
}

const books = new WeakMap<MockExchange, GridBook>();

/** The one grid book of an exchange (it follows the exchange's fills, so there must not be two). */
export function gridBook(exchange: MockExchange): GridBook {
  let book = books.get(exchange);
  if (!book) {
    book = new GridBook(exchange.ledger, exchange);
    books.set(exchange, book);
  }
  return book;
}

export class GridBook {
  private following = false;

  constructor(
    private readonly ledger: Ledger,
    private readonly exchange: MockExchange,
  ) {
    ledger.slice<GridState>(GRID_SLICE, () => ({ bots: [] }));
    exchange.onFinish(() => this.catchUp());
  }

  private get state(): GridState {
    const state = this.ledger.slice<GridState>(GRID_SLICE, () => ({ bots: [] }));
    // Bots saved before the reserve and the grid type existed.
    for (const bot of state.bots) {
      bot.reserve ??= { quote: '0', base: '0' };
      bot.gridType ??= bot.smartGrid ? 'geometric' : 'arithmetic';
    }
    return state;
  }

  private get account() {
    return this.exchange.hub.account(DEMO_USER);
  }

  /** The forecast of the settings in a query or body (a 422 when one is wrong). */
  forecast(input: Record<string, unknown>): GridPlan {
    const { entry, settings } = gridSettings(input, (name) => this.exchange.entry(name));
    return planGrid(entry, settings, this.exchange.simulated(entry.market).statistics().last);
  }

  bots(market?: string, marketType?: number): GridBotState[] {
    return this.state.bots
      .filter((b) => (!market || b.market === market) && (marketType === undefined || b.marketType === marketType))
      .sort((a, b) => b.createdAt - a.createdAt);
  }

  bot(extGridId: string): GridBotState | undefined {
    return this.state.bots.find((b) => b.extGridId === extGridId);
  }

  /**
   * Takes the investment from the spot balance and lays the grid: a buy at each line below the last price with one
   * line's share, a market buy of the base for the lines at or above it, then their sells (see the module's comment).
   */
  create(input: Record<string, unknown>): GridBotState {
    const plan = this.forecast(input);
    checkOrderSizes(plan);
    const { entry, settings } = plan;
    if (settings.marketType !== 0) throw new EarnRejected(30, { marketType: ['The demo runs spot grid bots only.'] });
    const investment = toUnits(settings.investment, BalanceDecimals);
    if (investment > this.ledger.balance('spot', entry.money).available)
      throw new EarnRejected(37, { investment: [`Not enough ${entry.money} on the spot balance: ${settings.investment} needed.`] });
    const bot: GridBotState = {
      ...settings,
      extGridId: this.uuid(),
      createdAt: this.ledger.now(),
      status: 'active',
      prices: plan.prices,
      profit: '0',
      reserve: { quote: '0', base: '0' },
      orders: [],
    };
    this.state.bots.push(bot);
    // One line's share of the quote, in the market's price decimals; what the rounding leaves is reserve.
    const share = scale(scale(investment / BigInt(settings.gridCount), BalanceDecimals, entry.moneyPrec), entry.moneyPrec, BalanceDecimals);
    this.hold(bot, entry, 'quote', investment - share * BigInt(settings.gridCount));
    const sells = plan.orders.filter((o) => o.side === 1);
    for (const order of plan.orders.filter((o) => o.side === 2)) this.place(bot, entry, order.level, 2, order.amount, share, '0');
    if (sells.length > 0) {
      const budget = share * BigInt(sells.length);
      const spent = this.spend(bot, entry, 'market', 2, trimmed(scale(budget, BalanceDecimals, entry.moneyPrec), entry.moneyPrec), budget);
      const received = spent.received;
      if (received <= 0n) return this.created(bot);
      // Each sell gets its planned share of the base bought, rounded down; the rest is reserve.
      const planned = sells.reduce((sum, o) => sum + toUnits(o.amount, entry.stockPrec), 0n);
      let given = 0n;
      for (const order of sells) {
        const amount = scale((toUnits(order.amount, entry.stockPrec) * received) / planned, BalanceDecimals, entry.stockPrec);
        const base = scale(amount, entry.stockPrec, BalanceDecimals);
        given += base;
        this.place(bot, entry, order.level, 1, trimmed(amount, entry.stockPrec), base, decimal((spent.paid * base) / received));
      }
      this.hold(bot, entry, 'base', received - given);
    }
    return this.created(bot);
  }

  private created(bot: GridBotState): GridBotState {
    this.ledger.record<GridHistoryFields>(GRID_HISTORY, this.event('create', bot));
    this.ledger.changed();
    this.catchUp();
    return bot;
  }

  /** Cancels the bot's open orders and releases its reserve: what it held comes back to the spot balance. */
  delete(extGridId: unknown): GridBotState {
    const bot = typeof extGridId === 'string' ? this.bot(extGridId) : undefined;
    if (!bot) throw new EarnRejected(30, { extGridId: ['There is no such grid bot.'] });
    this.catchUp();
    this.state.bots.splice(this.state.bots.indexOf(bot), 1);
    const entry = this.entry(bot);
    const before = this.spot(entry);
    for (const order of bot.orders) if (!order.done) this.exchange.cancel(order.id);
    this.hold(bot, entry, 'quote', -toUnits(bot.reserve.quote, BalanceDecimals));
    this.hold(bot, entry, 'base', -toUnits(bot.reserve.base, BalanceDecimals));
    const after = this.spot(entry);
    bot.status = 'stopped';
    this.ledger.record<GridHistoryFields>(GRID_HISTORY, {
      ...this.event('delete', bot),
      returnedQuote: decimal(after.quote - before.quote),
      returnedBase: decimal(after.base - before.base),
    });
    this.ledger.changed();
    return bot;
  }

  /** The bot's orders, open ones first, as the web API's orders (finished ones with their status). */
  orders(extGridId: string) {
    const bot = this.bot(extGridId);
    if (!bot) return [];
    const ids = new Set(bot.orders.map((o) => o.id));
    const open = this.account.active.filter((o) => ids.has(o.id)).map((o) => restOrder(o));
    const finished = this.account.finished
      .filter((o) => ids.has(o.id) && o.status !== 'ACTIVATED')
      .map((o) => ({ ...restOrder(o), status: o.status === 'FILLED' ? (1 as const) : (2 as const) }));
    return [...open, ...finished];
  }

  /** Follows every fill of every bot with the order one grid line on (see the module's comment). */
  catchUp(): void {
    if (this.following) return;
    this.following = true;
    try {
      let changed = true;
      while (changed) {
        changed = false;
        for (const bot of this.state.bots) {
          for (const tracked of [...bot.orders]) {
            if (tracked.done || this.account.active.some((o) => o.id === tracked.id)) continue;
            tracked.done = true;
            changed = true;
            const order = this.account.finished.find((o) => o.id === tracked.id);
            if (order?.status === 'FILLED') this.follow(bot, tracked, order);
          }
        }
        if (changed) this.ledger.changed();
      }
    } finally {
      this.following = false;
    }
  }

  private follow(bot: GridBotState, tracked: BotOrder, order: SocketOrder): void {
    const entry = this.entry(bot);
    const a = entry.stockPrec;
    const p = entry.moneyPrec;
    const dealt = scale(toUnits(order.deal_money, a + p), a + p, BalanceDecimals);
    const fee = toUnits(order.deal_fee, BalanceDecimals);
    if (tracked.side === 2) {
      // The base bought, net of its fee, goes up one line; it cost what the buy paid.
      const base = scale(toUnits(order.deal_stock, a), a, BalanceDecimals) - fee;
      const level = tracked.level + 1;
      if (level < bot.prices.length) this.place(bot, entry, level, 1, trimmed(scale(base, BalanceDecimals, a), a), base, decimal(dealt));
      else this.hold(bot, entry, 'base', base);
    } else {
      const got = dealt - fee;
      bot.profit = decimal(toUnits(bot.profit, BalanceDecimals) + got - toUnits(tracked.cost, BalanceDecimals));
      // At most one line's share goes back down a line; the profit beyond it stays in the reserve.
      const share = toUnits(bot.investment, BalanceDecimals) / BigInt(bot.gridCount);
      const budget = got < share ? got : share;
      this.hold(bot, entry, 'quote', got - budget);
      const level = tracked.level - 1;
      if (level < 0) return this.hold(bot, entry, 'quote', budget);
      const price = toUnits(bot.prices[level]!, p);
      const amount = (budget * 10n ** BigInt(a + p)) / (price * 10n ** BigInt(BalanceDecimals));
      this.place(bot, entry, level, 2, trimmed(amount, a), budget, '0');
    }
  }

  /**
   * A limit order of the bot at a grid line, paid from `budget` (units of 10^-8 of what it spends, available on spot):
   * what the order does not freeze or spend goes to the reserve, all of it when the exchange refuses the order.
   */
  private place(bot: GridBotState, entry: CatalogueMarket, level: number, side: 1 | 2, amount: string, budget: bigint, cost: string): void {
    const order = this.spend(bot, entry, 'limit', side, amount, budget, bot.prices[level]);
    if (order.id !== undefined) bot.orders.push({ id: order.id, level, side, cost, done: false });
  }

  /** Places an order paid from `budget` and keeps the rest of the budget in the reserve; what it paid and got. */
  private spend(bot: GridBotState, entry: CatalogueMarket, kind: OrderKind, side: 1 | 2, amount: string, budget: bigint, price?: string) {
    const paying = side === 2 ? 'quote' : 'base';
    const before = this.spot(entry);
    let id: number | undefined;
    try {
      if (toUnits(amount, side === 2 && kind === 'market' ? entry.moneyPrec : entry.stockPrec) > 0n)
        id = this.exchange.place('spot', kind, { market: entry.market, side, amount, ...(price ? { price } : {}) }).id;
    } catch (error) {
      if (!(error instanceof OrderRejected) && !(error instanceof InsufficientBalance)) throw error;
    }
    const after = this.spot(entry);
    const paid = before[paying] - after[paying];
    this.hold(bot, entry, paying, budget - paid);
    const got = side === 2 ? after.base - before.base : after.quote - before.quote;
    return { id, paid, received: got };
  }

  /** Moves an amount between the spot balance's available part and the bot's reserve (frozen); negative releases. */
  private hold(bot: GridBotState, entry: CatalogueMarket, part: 'quote' | 'base', amount: bigint): void {
    if (amount === 0n) return;
    const ticker = part === 'quote' ? entry.money : entry.stock;
    this.ledger.post({ account: 'spot', ticker, available: -amount, freeze: amount });
    bot.reserve[part] = decimal(toUnits(bot.reserve[part], BalanceDecimals) + amount);
    this.exchange.hub.publishSpotBalances(this.account.spotBalances([entry.stock, entry.money]), DEMO_USER);
  }

  /** The spot balance's available quote and base (units of 10^-8). */
  private spot(entry: CatalogueMarket) {
    return { quote: this.ledger.balance('spot', entry.money).available, base: this.ledger.balance('spot', entry.stock).available };
  }

  private entry(bot: GridBotState): CatalogueMarket {
    const entry = this.exchange.entry(bot.market);
    if (!entry) throw new Error(`No market ${bot.market}`);
    return entry;
  }

  private uuid(): string {
    const random = this.ledger.random(`grid-bot:${this.ledger.nextId('grid-bot')}`);
    const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
    hex[12] = '4';
    hex[16] = (8 + random.int(0, 3)).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }

  private event(action: 'create' | 'delete', bot: GridBotState): GridHistoryFields {
    return {
      action,
      extGridId: bot.extGridId,
      market: bot.market,
      marketType: bot.marketType,
      investment: bot.investment,
      profit: bot.profit,
    };
  }

  /** A bot as the contract's GridBot. */
  wire(bot: GridBotState) {
    return {
      extGridId: bot.extGridId,
      market: bot.market,
      marketType: bot.marketType,
      smartGrid: bot.smartGrid,
      lowerPrice: bot.lowerPrice,
      upperPrice: bot.upperPrice,
      gridCount: bot.gridCount,
      gridType: bot.gridType,
      investment: bot.investment,
      ...(bot.leverage === undefined ? {} : { leverage: bot.leverage }),
      profit: bot.profit,
      status: bot.status,
      createdAt: unixSeconds(bot.createdAt),
    };
  }
}
