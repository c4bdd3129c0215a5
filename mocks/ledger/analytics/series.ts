/**
 * The analytics' figures from the ledger's own history (issue 23; the contract's assumed analytics operations): the
 * accounts' value at the end of each UTC day of a period (balance-journal.ts, valued in USDT at the current prices),
 * the day's net inflow (deposits credited less withdrawals made since the demo began: before it, the opening
 * balances hold them), the profit or loss (value change less inflow), the collateral account's realized PnL and
 * funding (the `positions` and `funding` histories) and the trading volumes (the `deals` history). Exact decimals;
 * values in USDT rounded half up to 2 places, volumes and fees to 8.
 */
import Decimal from 'decimal.js';
import type { DealRecord } from '../../exchange/mock-exchange';
import type { LedgerContext } from '../http';
import { ACCOUNT_TYPES, decimal, type AccountType } from '../ledger';
import { depositRecords, withdrawalRecords } from '../money/history-records';
import { usdtPrices } from '../money/rates';
import { closingBalances, DAY_MS, dayStart } from './balance-journal';

export const PERIODS = { '7d': 7, '30d': 30, '90d': 90, '365d': 365 } as const;
export type AnalyticsPeriod = keyof typeof PERIODS;

const Dec = Decimal.clone({ precision: 50 });
const ZERO = new Dec(0);
const usd = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed();
const exact8 = (value: Decimal) => value.toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed();
const seconds = (ms: number) => Math.floor(ms / 1000);

/** The UTC day starts of a period, oldest first, ending today. */
export function periodDays(now: number, period: AnalyticsPeriod): number[] {
  const today = dayStart(now);
  return Array.from({ length: PERIODS[period] }, (_, i) => today - (PERIODS[period] - 1 - i) * DAY_MS);
}

function pricer(ctx: LedgerContext) {
  const prices = usdtPrices(ctx.exchange);
  return (ticker: string, amount: Decimal.Value) => new Dec(amount).times(prices.get(ticker) ?? ZERO);
}

/** What each account held at the end of a day, in USDT. */
function accountValues(ctx: LedgerContext, day: number, price: ReturnType<typeof pricer>): Record<AccountType, Decimal> {
  const balances = closingBalances(ctx.ledger, day);
  const values = {} as Record<AccountType, Decimal>;
  for (const account of ACCOUNT_TYPES) {
    let total = ZERO;
    for (const [ticker, amount] of balances.get(account)!) if (amount > 0n) total = total.plus(price(ticker, decimal(amount)));
    values[account] = total;
  }
  return values;
}

/** The net inflow of each day since the demo began (deposits credited less withdrawals made), in USDT. */
function inflows(ctx: LedgerContext, price: ReturnType<typeof pricer>): Map<number, Decimal> {
  const since = seconds(ctx.ledger.createdAt);
  const byDay = new Map<number, Decimal>();
  const add = (time: number, value: Decimal) => {
    if (time < since) return;
    const day = dayStart(time * 1000);
    byDay.set(day, (byDay.get(day) ?? ZERO).plus(value));
  };
  for (const d of depositRecords(ctx.ledger)) if (d.status === 'completed') add(d.createdAt, price(d.ticker, d.amount));
  for (const w of withdrawalRecords(ctx.ledger))
    if (w.status === 'pending' || w.status === 'completed') add(w.createdAt, price(w.ticker, w.amount).neg());
  return byDay;
}

interface DayFigures {
  time: number;
  values: Record<AccountType, Decimal>;
  total: Decimal;
  inflow: Decimal;
}

/** The figures of each day of the period, and of the day before it (the start). */
function days(ctx: LedgerContext, period: AnalyticsPeriod): { start: DayFigures; days: DayFigures[] } {
  const price = pricer(ctx);
  const flows = inflows(ctx, price);
  const list = periodDays(ctx.ledger.now(), period);
  const figures = (day: number): DayFigures => {
    const values = accountValues(ctx, day, price);
    return { time: day, values, total: ACCOUNT_TYPES.reduce((t, a) => t.plus(values[a]), ZERO), inflow: flows.get(day) ?? ZERO };
  };
  return { start: figures(list[0]! - DAY_MS), days: list.map(figures) };
}

export function accountSeries(ctx: LedgerContext, period: AnalyticsPeriod) {
  return {
    period,
    points: days(ctx, period).days.map((d) => ({
      time: seconds(d.time),
      total: usd(d.total),
      main: usd(d.values.main),
      spot: usd(d.values.spot),
      collateral: usd(d.values.collateral),
      earn: usd(d.values.earn),
      inflow: usd(d.inflow),
    })),
  };
}

export function pnlSeries(ctx: LedgerContext, period: AnalyticsPeriod) {
  const { start, days: list } = days(ctx, period);
  let previous = start.total;
  let cumulative = ZERO;
  const points = list.map((d) => {
    const pnl = d.total.minus(previous).minus(d.inflow);
    previous = d.total;
    cumulative = cumulative.plus(pnl);
    return { time: seconds(d.time), pnl: usd(pnl), cumulative: usd(cumulative) };
  });
  return { period, points };
}

export function pnlSummary(ctx: LedgerContext, period: AnalyticsPeriod) {
  const { start, days: list } = days(ctx, period);
  const end = list.at(-1)!;
  const inflow = list.reduce((t, d) => t.plus(d.inflow), ZERO);
  const pnl = end.total.minus(start.total).minus(inflow);
  const base = start.total.plus(inflow);
  return {
    period,
    from: seconds(list[0]!.time),
    to: seconds(end.time + DAY_MS) - 1,
    startValue: usd(start.total),
    endValue: usd(end.total),
    netInflow: usd(inflow),
    pnl: usd(pnl),
    pnlPercent: base.gt(0) ? pnl.div(base).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed() : '0',
  };
}

interface PositionEntry extends Record<string, unknown> {
  market: string;
  realizedPnl: string;
}
interface FundingEntry extends Record<string, unknown> {
  market: string;
  amount: string;
}

export function collateralPnl(ctx: LedgerContext, period: AnalyticsPeriod) {
  const price = pricer(ctx);
  const list = periodDays(ctx.ledger.now(), period);
  const first = list[0]!;
  const quoteOf = (market: string) => ctx.exchange.entry(market)?.money ?? 'USDT';
  const realized = new Map<number, Decimal>();
  const funding = new Map<number, Decimal>();
  let positions = 0;
  for (const p of ctx.ledger.history<PositionEntry>('positions')) {
    if (p.time < first) continue;
    positions++;
    realized.set(dayStart(p.time), (realized.get(dayStart(p.time)) ?? ZERO).plus(price(quoteOf(p.market), p.realizedPnl)));
  }
  for (const f of ctx.ledger.history<FundingEntry>('funding')) {
    if (f.time < first) continue;
    funding.set(dayStart(f.time), (funding.get(dayStart(f.time)) ?? ZERO).plus(price(quoteOf(f.market), f.amount)));
  }
  const points = list.map((day) => {
    const r = realized.get(day) ?? ZERO;
    const f = funding.get(day) ?? ZERO;
    return { time: seconds(day), realizedPnl: exact8(r), funding: exact8(f), pnl: exact8(r.plus(f)) };
  });
  const sum = (m: Map<number, Decimal>) => [...m.values()].reduce((t, v) => t.plus(v), ZERO);
  return {
    period,
    realizedPnl: exact8(sum(realized)),
    funding: exact8(sum(funding)),
    pnl: exact8(sum(realized).plus(sum(funding))),
    positions,
    points,
  };
}

/** Each day's traded value in USDT by kind of market, and the period's fills and fees. */
function volumes(ctx: LedgerContext, period: AnalyticsPeriod) {
  const price = pricer(ctx);
  const list = periodDays(ctx.ledger.now(), period);
  const byDay = new Map(list.map((day) => [day, { spot: ZERO, margin: ZERO, futures: ZERO }]));
  let deals = 0;
  let fees = ZERO;
  for (const d of ctx.ledger.history<DealRecord>('deals')) {
    const day = byDay.get(dayStart(d.time));
    if (!day) continue;
    deals++;
    day[d.kind] = day[d.kind].plus(price(ctx.exchange.entry(d.market)?.money ?? 'USDT', d.total));
    fees = fees.plus(price(d.feeAsset, d.fee));
  }
  return { list, byDay, deals, fees };
}

export function tradingVolumes(ctx: LedgerContext, period: AnalyticsPeriod) {
  const { byDay, deals, fees } = volumes(ctx, period);
  const total = { spot: ZERO, margin: ZERO, futures: ZERO };
  for (const day of byDay.values()) for (const kind of ['spot', 'margin', 'futures'] as const) total[kind] = total[kind].plus(day[kind]);
  return {
    period,
    spot: exact8(total.spot),
    margin: exact8(total.margin),
    futures: exact8(total.futures),
    total: exact8(total.spot.plus(total.margin).plus(total.futures)),
    deals,
    fees: exact8(fees),
  };
}

export function tradingVolumeSeries(ctx: LedgerContext, period: AnalyticsPeriod) {
  const { list, byDay } = volumes(ctx, period);
  return {
    period,
    points: list.map((day) => {
      const v = byDay.get(day)!;
      return { time: seconds(day), spot: exact8(v.spot), margin: exact8(v.margin), futures: exact8(v.futures) };
    }),
  };
}
