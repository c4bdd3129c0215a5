/**
 * The demo user's auto-invest plans (the ledger's `auto-invest` slice; the contract's assumed auto-invest operations).
 * Creating a plan reserves nothing. Each scheduled run buys every asset of the plan at its market's last price in the
 * plan's quote, paid from the spot balance in one posting (all assets or none), the market's taker fee taken from
 * what is bought; a run the balance cannot cover is recorded as failed. Nothing runs in the background: every call
 * first catches up to the ledger's clock, so a fast-forwarded clock makes the runs it skipped.
 *
 * The demo brings a new plan's first run forward to FIRST_RUN_DELAY_MS after it is made (ledger clock), so that a user
 * sees a buy within a minute; the runs after it keep to the schedule (UTC).
 *
 * History kind `auto-invest`: one entry per asset of each run, { planId, status, ticker, quote, spent, price?, amount,
 * fee, failure? } (AutoInvestExecution on the wire); a deleted plan's buys stay.
 */
import Decimal from 'decimal.js';
import type { MockExchange } from '../../exchange/mock-exchange';
import { decimal, InsufficientBalance, units, type HistoryEntry, type Ledger, type Leg } from '../ledger';
import { DAY_MS, EarnRejected, HOUR_MS, parseAmount, unixSeconds } from '../earn/amounts';
import { decimalsOf } from '../money/currencies';

export const AUTO_INVEST_SLICE = 'auto-invest';
export const AUTO_INVEST_HISTORY = 'auto-invest';
/** The demo's first buy of a new plan, 20 s after it is made. */
export const FIRST_RUN_DELAY_MS = 20_000;
/** Runs made at most per plan in one catch-up; a plan further behind skips to its next time. */
const MAX_RUNS_PER_CATCH_UP = 500;
const MINUTE_MS = 60_000;
const Dec = Decimal.clone({ precision: 60 });

export type Period = 'hourly' | 'daily' | 'weekly' | 'monthly';
export interface Schedule {
  period: Period;
  time: string;
  weekday?: number;
  monthDay?: number;
}
export interface Allocation {
  ticker: string;
  percent: number;
}
export interface PlanSettings {
  quote: string;
  amount: string;
  assets: Allocation[];
  schedule: Schedule;
}
export interface AutoInvestPlan extends PlanSettings {
  id: number;
  status: 'active' | 'paused';
  createdAt: number;
  nextRunAt?: number;
  totalInvested: string;
  executions: number;
}
interface AutoInvestState {
  plans: AutoInvestPlan[];
}
export interface ExecutionFields extends Record<string, unknown> {
  planId: number;
  status: 'success' | 'failed';
  ticker: string;
  quote: string;
  spent: string;
  price?: string;
  amount: string;
  fee: string;
  failure?: 'balance' | 'market';
}
export type Execution = HistoryEntry & ExecutionFields;

export const PERIODS: readonly Period[] = ['hourly', 'daily', 'weekly', 'monthly'];
/** How plans may be set up (GET .../settings): the most assets per plan and plans per user. */
export const MAX_ASSETS = 10;
export const MAX_PLANS = 20;
/** A run may spend at most this many times its quote's least amount (100,000 USDT, 2 BTC, 3,000,000 TRY). */
const MAX_AMOUNT_FACTOR = 20_000n;

export interface QuoteLimit {
  quote: string;
  minAmount: string;
  maxAmount: string;
  decimals: number;
}
const TIME = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;

/** The first time of the schedule strictly after `after` (ms, UTC). */
export function nextSlot(schedule: Schedule, after: number): number {
  const [, h, m] = TIME.exec(schedule.time)!;
  const hour = Number(h);
  const minute = Number(m);
  if (schedule.period === 'hourly') {
    const slot = Math.floor(after / HOUR_MS) * HOUR_MS + minute * MINUTE_MS;
    return slot > after ? slot : slot + HOUR_MS;
  }
  const day = Math.floor(after / DAY_MS) * DAY_MS;
  const atTime = (dayStart: number) => dayStart + hour * HOUR_MS + minute * MINUTE_MS;
  if (schedule.period === 'daily') {
    const slot = atTime(day);
    return slot > after ? slot : slot + DAY_MS;
  }
  if (schedule.period === 'weekly') {
    const isoDay = ((new Date(day).getUTCDay() + 6) % 7) + 1;
    const slot = atTime(day + (((schedule.weekday ?? 1) - isoDay + 7) % 7) * DAY_MS);
    return slot > after ? slot : slot + 7 * DAY_MS;
  }
  const date = new Date(day);
  for (let months = 0; ; months++) {
    const slot = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, schedule.monthDay ?? 1, hour, minute);
    if (slot > after) return slot;
  }
}

export class AutoInvestBook {
  constructor(
    private readonly ledger: Ledger,
    private readonly exchange: MockExchange,
  ) {}

  private get state(): AutoInvestState {
    return this.ledger.slice<AutoInvestState>(AUTO_INVEST_SLICE, () => ({ plans: [] }));
  }

  /** Newest first. */
  plans(): AutoInvestPlan[] {
    return [...this.state.plans].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  }

  plan(id: number): AutoInvestPlan | undefined {
    return this.state.plans.find((p) => p.id === id);
  }

  /** Each quote currency with the assets that have a spot market in it (GET .../assets), in the catalogue's order. */
  assets(): { quote: string; assets: string[] }[] {
    const byQuote = new Map<string, string[]>();
    for (const m of this.exchange.catalogue()) if (m.type === 'spot') byQuote.set(m.money, [...(byQuote.get(m.money) ?? []), m.stock]);
    return [...byQuote].map(([quote, assets]) => ({ quote, assets }));
  }

  /**
   * Per quote (GET .../limits): at least the largest least order total of its markets (so that a plan of any one asset
   * can buy), at most MAX_AMOUNT_FACTOR times that, with the quote's decimals (at most the ledger's 8).
   */
  limits(): QuoteLimit[] {
    return this.assets().map(({ quote, assets }) => {
      const min = assets.map((ticker) => units(this.market(ticker, quote)!.minTotal)).reduce((a, b) => (a > b ? a : b));
      return { quote, minAmount: decimal(min), maxAmount: decimal(min * MAX_AMOUNT_FACTOR), decimals: Math.min(decimalsOf(quote), 8) };
    });
  }

  /** The user's plans at a glance (GET .../overview): what every successful buy spent per quote and bought per asset. */
  overview() {
    const plans = this.state.plans;
    const next = plans.filter((p) => p.status === 'active' && p.nextRunAt !== undefined).map((p) => p.nextRunAt!);
    const spent = new Map<string, bigint>();
    const bought = new Map<string, bigint>();
    for (const e of this.executions()
      .filter((x) => x.status === 'success')
      .reverse()) {
      spent.set(e.quote, (spent.get(e.quote) ?? 0n) + units(e.spent));
      bought.set(e.ticker, (bought.get(e.ticker) ?? 0n) + units(e.amount));
    }
    const list = (totals: Map<string, bigint>) => [...totals].map(([ticker, amount]) => ({ ticker, amount: decimal(amount) }));
    return {
      activePlans: plans.filter((p) => p.status === 'active').length,
      pausedPlans: plans.filter((p) => p.status === 'paused').length,
      ...(next.length ? { nextRunAt: unixSeconds(Math.min(...next)) } : {}),
      spent: list(spent),
      bought: list(bought),
    };
  }

  /** What one run of these settings would buy now (POST .../plans/calculate), as run() computes it. */
  calculate(body: Record<string, unknown>) {
    const { quote, amount, assets } = this.allocation(body);
    return this.parts(units(amount), assets).map(([ticker, part]) => {
      const buy = this.quoteBuy(ticker, quote, part);
      return { ticker, spend: buy.spent, price: buy.price!, amount: buy.amount, fee: buy.fee };
    });
  }

  /** The request's quote, amount and assets, checked (EarnRejected with the 422's code and field otherwise). */
  private allocation(body: Record<string, unknown>): Pick<PlanSettings, 'quote' | 'amount' | 'assets'> {
    const quote = typeof body.quote === 'string' ? body.quote.toUpperCase() : '';
    const assets = Array.isArray(body.assets) ? (body.assets as Partial<Allocation>[]) : [];
    const limit = this.limits().find((l) => l.quote === quote);
    if (!limit) throw new EarnRejected(30, { quote: [`${quote || 'The quote'} cannot be used to buy.`] });
    const amount = parseAmount(body.amount, limit.decimals);
    if (amount === undefined || amount <= 0n)
      throw new EarnRejected(32, { amount: [`The amount must be a positive number with at most ${limit.decimals} decimals.`] });
    // Ledger units (10^-8).
    const scaled = amount * 10n ** BigInt(8 - limit.decimals);
    if (scaled < units(limit.minAmount) || scaled > units(limit.maxAmount))
      throw new EarnRejected(32, { amount: [`Spend between ${limit.minAmount} and ${limit.maxAmount} ${quote} per run.`] });
    const tickers = assets.map((a) => (typeof a.ticker === 'string' ? a.ticker.toUpperCase() : ''));
    if (assets.length === 0 || assets.length > MAX_ASSETS || new Set(tickers).size !== tickers.length)
      throw new EarnRejected(30, { assets: [`Choose one to ${MAX_ASSETS} different assets.`] });
    if (
      !assets.every((a) => Number.isInteger(a.percent) && a.percent! >= 1 && a.percent! <= 100) ||
      assets.reduce((s, a) => s + a.percent!, 0) !== 100
    )
      throw new EarnRejected(30, { assets: ['The percentages must be whole numbers that sum to 100.'] });
    for (const ticker of tickers) {
      const market = this.market(ticker, quote);
      if (!market) throw new EarnRejected(30, { assets: [`${ticker} has no market in ${quote}.`] });
    }
    const allocations = assets.map((a, i) => ({ ticker: tickers[i]!, percent: a.percent! }));
    for (const [ticker, part] of this.parts(scaled, allocations)) {
      const minTotal = units(this.market(ticker, quote)!.minTotal);
      if (part < minTotal)
        throw new EarnRejected(32, { amount: [`Each asset's part must be at least ${decimal(minTotal)} ${quote} (${ticker}).`] });
    }
    return { quote, amount: decimal(scaled), assets: allocations };
  }

  /** The request's settings, checked (EarnRejected with the 422's code and field otherwise). */
  settings(body: Record<string, unknown>): PlanSettings {
    const { quote, amount, assets } = this.allocation(body);
    const schedule = (body.schedule && typeof body.schedule === 'object' ? body.schedule : {}) as Partial<Schedule>;
    if (!PERIODS.includes(schedule.period as Period)) throw new EarnRejected(30, { 'schedule.period': ['Choose how often to buy.'] });
    if (typeof schedule.time !== 'string' || !TIME.test(schedule.time))
      throw new EarnRejected(30, { 'schedule.time': ['Give the time as HH:MM.'] });
    const inRange = (value: unknown, max: number) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= max;
    if (schedule.period === 'weekly' && !inRange(schedule.weekday, 7))
      throw new EarnRejected(30, { 'schedule.weekday': ['Choose the day of the week.'] });
    if (schedule.period === 'monthly' && !inRange(schedule.monthDay, 28))
      throw new EarnRejected(30, { 'schedule.monthDay': ['Choose a day of the month from 1 to 28.'] });
    return {
      quote,
      amount,
      assets,
      schedule: {
        period: schedule.period!,
        time: schedule.time,
        ...(schedule.period === 'weekly' ? { weekday: schedule.weekday } : {}),
        ...(schedule.period === 'monthly' ? { monthDay: schedule.monthDay } : {}),
      },
    };
  }

  create(body: Record<string, unknown>): AutoInvestPlan {
    const settings = this.settings(body);
    if (this.state.plans.length >= MAX_PLANS)
      throw new EarnRejected(4902, { plans: [`You have ${MAX_PLANS} plans, the most one may keep: delete one first.`] });
    const now = this.ledger.now();
    const plan: AutoInvestPlan = {
      id: this.ledger.nextId('auto-invest-plan', 31_000),
      ...settings,
      status: 'active',
      createdAt: now,
      nextRunAt: Math.min(nextSlot(settings.schedule, now), now + FIRST_RUN_DELAY_MS),
      totalInvested: '0',
      executions: 0,
    };
    this.state.plans.push(plan);
    this.ledger.changed();
    return plan;
  }

  edit(id: number, body: Record<string, unknown>): AutoInvestPlan {
    const plan = this.found(id);
    Object.assign(plan, this.settings(body));
    if (plan.status === 'active') plan.nextRunAt = nextSlot(plan.schedule, this.ledger.now());
    this.ledger.changed();
    return plan;
  }

  pause(id: number): AutoInvestPlan {
    const plan = this.found(id);
    plan.status = 'paused';
    delete plan.nextRunAt;
    this.ledger.changed();
    return plan;
  }

  resume(id: number): AutoInvestPlan {
    const plan = this.found(id);
    if (plan.status === 'paused') {
      plan.status = 'active';
      plan.nextRunAt = nextSlot(plan.schedule, this.ledger.now());
      this.ledger.changed();
    }
    return plan;
  }

  delete(id: number): AutoInvestPlan {
    const plan = this.found(id);
    this.state.plans = this.state.plans.filter((p) => p !== plan);
    this.ledger.changed();
    return plan;
  }

  /** The buys, newest first, of one plan when given. */
  executions(planId?: number): Execution[] {
    const all = this.ledger.history<ExecutionFields>(AUTO_INVEST_HISTORY);
    return planId === undefined ? all : all.filter((e) => e.planId === planId);
  }

  /** Makes every run that is due by the ledger's clock, in time order. */
  catchUp(): void {
    const now = this.ledger.now();
    const due = () =>
      this.state.plans
        .filter((p) => p.status === 'active' && p.nextRunAt !== undefined && p.nextRunAt <= now)
        .sort((a, b) => a.nextRunAt! - b.nextRunAt! || a.id - b.id)[0];
    const made = new Map<number, number>();
    for (let plan = due(); plan; plan = due()) {
      const count = (made.get(plan.id) ?? 0) + 1;
      made.set(plan.id, count);
      if (count > MAX_RUNS_PER_CATCH_UP) {
        plan.nextRunAt = nextSlot(plan.schedule, now);
        continue;
      }
      this.run(plan, plan.nextRunAt!);
      plan.nextRunAt = nextSlot(plan.schedule, plan.nextRunAt!);
    }
    if (made.size) this.ledger.changed();
  }

  /** One run at `time`: every asset bought in one posting, or every asset recorded failed. */
  private run(plan: AutoInvestPlan, time: number): void {
    const buys = this.parts(units(plan.amount), plan.assets).map(([ticker, part]) => this.quoteBuy(ticker, plan.quote, part));
    const failed = (failure: 'balance' | 'market') => {
      for (const buy of buys)
        this.ledger.record<ExecutionFields>(
          AUTO_INVEST_HISTORY,
          { planId: plan.id, status: 'failed', ticker: buy.ticker, quote: plan.quote, spent: '0', amount: '0', fee: '0', failure },
          time,
        );
    };
    plan.executions += 1;
    if (buys.some((b) => !b.price)) return failed('market');
    const legs: Leg[] = [
      { account: 'spot', ticker: plan.quote, available: -units(plan.amount) },
      ...buys.map((b) => ({ account: 'spot' as const, ticker: b.ticker, available: b.amount })),
    ];
    try {
      this.ledger.post(...legs);
    } catch (error) {
      if (error instanceof InsufficientBalance) return failed('balance');
      throw error;
    }
    plan.totalInvested = decimal(units(plan.totalInvested) + units(plan.amount));
    for (const buy of buys)
      this.ledger.record<ExecutionFields>(
        AUTO_INVEST_HISTORY,
        {
          planId: plan.id,
          status: 'success',
          ticker: buy.ticker,
          quote: plan.quote,
          spent: buy.spent,
          price: buy.price,
          amount: buy.amount,
          fee: buy.fee,
        },
        time,
      );
  }

  /** What `part` (units of the quote) buys at the market's last price: cut to the asset's decimals, less the taker fee. */
  private quoteBuy(
    ticker: string,
    quote: string,
    part: bigint,
  ): { ticker: string; spent: string; price?: string; amount: string; fee: string } {
    const spent = decimal(part);
    const market = this.market(ticker, quote);
    if (!market) return { ticker, spent, amount: '0', fee: '0' };
    const price = new Dec(this.exchange.simulated(market.market).statistics().last);
    const bought = new Dec(spent).div(price).toDecimalPlaces(Math.min(market.stockPrec, 8), Decimal.ROUND_DOWN);
    const fee = bought.times(market.takerFee).toDecimalPlaces(8, Decimal.ROUND_DOWN);
    return { ticker, spent, price: price.toFixed(), amount: bought.minus(fee).toFixed(), fee: fee.toFixed() };
  }

  /** Each asset's part of `amount` (units): its percentage cut down, the last asset taking what the cuts left. */
  private parts(amount: bigint, assets: readonly Allocation[]): [string, bigint][] {
    let left = amount;
    return assets.map((a, i) => {
      const part = i === assets.length - 1 ? left : (amount * BigInt(a.percent)) / 100n;
      left -= part;
      return [a.ticker, part];
    });
  }

  private market(ticker: string, quote: string) {
    const entry = this.exchange.entry(`${ticker}-${quote}`);
    return entry?.type === 'spot' ? entry : undefined;
  }

  private found(id: number): AutoInvestPlan {
    const plan = this.plan(id);
    if (!plan) throw new PlanNotFound();
    return plan;
  }
}

export class PlanNotFound extends Error {
  constructor() {
    super('Plan not found.');
  }
}

/** A plan as the contract's AutoInvestPlan. */
export function wirePlan(plan: AutoInvestPlan) {
  return {
    id: plan.id,
    quote: plan.quote,
    amount: plan.amount,
    assets: plan.assets,
    schedule: plan.schedule,
    status: plan.status,
    createdAt: unixSeconds(plan.createdAt),
    ...(plan.nextRunAt === undefined ? {} : { nextRunAt: unixSeconds(plan.nextRunAt) }),
    totalInvested: plan.totalInvested,
    executions: plan.executions,
  };
}

/** A buy as the contract's AutoInvestExecution. */
export function wireExecution(e: Execution) {
  return {
    id: e.id,
    planId: e.planId,
    time: unixSeconds(e.time),
    status: e.status,
    ticker: e.ticker,
    quote: e.quote,
    spent: e.spent,
    ...(e.price === undefined ? {} : { price: e.price }),
    amount: e.amount,
    fee: e.fee,
    ...(e.failure === undefined ? {} : { failure: e.failure }),
  };
}
