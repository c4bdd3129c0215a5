/**
 * The demo user's grid bots (the ledger's `grid-bots` slice). A bot's orders are real limit orders of the mock
 * exchange: they rest in the simulated book, freeze the spot balance and fill as the market moves. On every call the
 * bots catch up with their fills: a filled buy places a sell one grid line up (the base it bought, net of the fee),
 * a filled sell places a buy one line down and books the step's profit (what the sell got less what its base cost).
 * Deleting a bot cancels its open orders, which returns what they froze.
 *
 * History kind `grid-bots`: { action ('create' | 'delete'), extGridId, market, marketType, investment, profit }.
 */
import type { Order as SocketOrder } from '../../../generated/socket/trade-socket.zod';
import { DEMO_USER, OrderRejected, scale, type MockExchange, type TradeKind } from '../../exchange/mock-exchange';
import { restOrder } from '../../exchange/rest-handlers';
import { toUnits, trimmed } from '../../socket/units';
import { decimal, type Ledger } from '../ledger';
import { EarnRejected, unixSeconds } from '../earn/amounts';
import { checkOrderSizes, gridNeeds, gridSettings, planGrid, type GridPlan, type GridSettings } from './grid-plan';

export const GRID_SLICE = 'grid-bots';
export const GRID_HISTORY = 'grid-bots';
const BalanceDecimals = 8;
const TRADE_KIND: Record<0 | 1 | 2, TradeKind> = { 0: 'spot', 1: 'margin', 2: 'futures' };

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
}

const LEVERAGES = [1, 2, 3, 5, 10, 20, 50, 100];

export class GridBook {
  constructor(
    private readonly ledger: Ledger,
    private readonly exchange: MockExchange,
  ) {
    ledger.slice<GridState>(GRID_SLICE, () => ({ bots: [] }));
  }

  private get state(): GridState {
    return this.ledger.slice<GridState>(GRID_SLICE, () => ({ bots: [] }));
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

  /** Places the grid's orders (all of them or none) and keeps the bot. */
  create(input: Record<string, unknown>): GridBotState {
    const plan = this.forecast(input);
    checkOrderSizes(plan);
    const { entry, settings } = plan;
    const leverage = input.leverage === undefined ? undefined : Number(input.leverage);
    if (leverage !== undefined && (settings.marketType === 0 || !LEVERAGES.includes(leverage)))
      throw new EarnRejected(30, { leverage: ['Leverage is for margin and futures bots: 1, 2, 3, 5, 10, 20, 50 or 100.'] });
    const kind = TRADE_KIND[settings.marketType];
    if (kind === 'spot') {
      const needs = gridNeeds(plan);
      const quote = this.ledger.balance('spot', entry.money).available;
      const base = this.ledger.balance('spot', entry.stock).available;
      if (needs.quote > quote)
        throw new EarnRejected(37, { investment: [`Not enough ${entry.money} on the spot balance: ${decimal(needs.quote)} needed.`] });
      if (needs.base > base)
        throw new EarnRejected(37, {
          investment: [`Not enough ${entry.stock} on the spot balance for the sells: ${decimal(needs.base)} needed.`],
        });
    }
    const last = toUnits(this.exchange.simulated(entry.market).statistics().last, entry.moneyPrec);
    const placed: BotOrder[] = [];
    try {
      for (const order of plan.orders) {
        const socketOrder = this.exchange.place(kind, 'limit', {
          market: entry.market,
          side: order.side,
          amount: order.amount,
          price: order.price,
        });
        // A sell's base is valued at the price the bot started at.
        const cost = order.side === 1 ? decimal(this.quoteOf(toUnits(order.amount, entry.stockPrec), last, plan)) : '0';
        placed.push({ id: socketOrder.id, level: order.level, side: order.side, cost, done: false });
      }
    } catch (error) {
      for (const order of placed) this.exchange.cancel(order.id);
      if (error instanceof OrderRejected) throw new EarnRejected(error.code, error.errors);
      throw error;
    }
    const bot: GridBotState = {
      ...settings,
      extGridId: this.uuid(),
      ...(leverage === undefined ? {} : { leverage }),
      createdAt: this.ledger.now(),
      status: 'active',
      prices: plan.prices,
      profit: '0',
      orders: placed,
    };
    this.state.bots.push(bot);
    this.ledger.record<GridHistoryFields>(GRID_HISTORY, this.event('create', bot));
    this.ledger.changed();
    return bot;
  }

  /** Cancels the bot's open orders (their frozen balance comes back) and forgets it. */
  delete(extGridId: unknown): GridBotState {
    const bot = typeof extGridId === 'string' ? this.bot(extGridId) : undefined;
    if (!bot) throw new EarnRejected(30, { extGridId: ['There is no such grid bot.'] });
    this.catchUp();
    for (const order of bot.orders) if (!order.done) this.exchange.cancel(order.id);
    bot.status = 'stopped';
    this.state.bots.splice(this.state.bots.indexOf(bot), 1);
    this.ledger.record<GridHistoryFields>(GRID_HISTORY, this.event('delete', bot));
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
      .filter((o) => ids.has(o.id))
      .map((o) => ({ ...restOrder(o), status: o.status === 'FILLED' ? (1 as const) : (2 as const) }));
    return [...open, ...finished];
  }

  /** Follows every fill of every bot with the order one grid line on (see the module's comment). */
  catchUp(): void {
    let changed = false;
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

  private follow(bot: GridBotState, tracked: BotOrder, order: SocketOrder): void {
    const entry = this.exchange.entry(bot.market);
    if (!entry) return;
    const a = entry.stockPrec;
    const p = entry.moneyPrec;
    const dealt = scale(toUnits(order.deal_money, a + p), a + p, BalanceDecimals);
    const fee = toUnits(order.deal_fee, BalanceDecimals);
    if (tracked.side === 2) {
      // The base bought, net of its fee, goes up one line; it cost what the buy paid.
      const level = tracked.level + 1;
      const amount = scale(scale(toUnits(order.deal_stock, a), a, BalanceDecimals) - fee, BalanceDecimals, a);
      if (level < bot.prices.length && amount > 0n) this.place(bot, level, 1, trimmed(amount, a), decimal(dealt));
    } else {
      bot.profit = decimal(toUnits(bot.profit, BalanceDecimals) + dealt - fee - toUnits(tracked.cost, BalanceDecimals));
      const level = tracked.level - 1;
      if (level >= 0) {
        const price = toUnits(bot.prices[level]!, p);
        const amount = (toUnits(bot.investment, p) * 10n ** BigInt(a)) / (BigInt(bot.gridCount) * price);
        this.place(bot, level, 2, trimmed(amount, a), '0');
      }
    }
  }

  /** A follow-up order; one the exchange refuses (balance, minimum) leaves that line empty. */
  private place(bot: GridBotState, level: number, side: 1 | 2, amount: string, cost: string): void {
    try {
      const order = this.exchange.place(TRADE_KIND[bot.marketType], 'limit', {
        market: bot.market,
        side,
        amount,
        price: bot.prices[level]!,
      });
      bot.orders.push({ id: order.id, level, side, cost, done: false });
    } catch (error) {
      if (!(error instanceof OrderRejected)) throw error;
    }
  }

  /** The quote (units of 10^-8) of `amount` base units at `price` units. */
  private quoteOf(amount: bigint, price: bigint, plan: GridPlan): bigint {
    return scale(amount * price, plan.entry.stockPrec + plan.entry.moneyPrec, BalanceDecimals);
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
      investment: bot.investment,
      ...(bot.leverage === undefined ? {} : { leverage: bot.leverage }),
      profit: bot.profit,
      status: bot.status,
      createdAt: unixSeconds(bot.createdAt),
    };
  }
}
