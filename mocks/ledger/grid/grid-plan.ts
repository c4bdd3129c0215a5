/**
 * A grid bot's orders, worked out exactly: `gridCount` prices from the lower to the upper price (its `gridType`:
 * arithmetic, equal steps; geometric, equal ratios), each rounded down to the market's price decimals; a buy below the
 * market's last price and a sell at or above it; each order worth investment / gridCount of the quote asset, its
 * amount rounded down to the market's amount decimals. The profit of one grid step is what a buy at one price and
 * a sell at the next make, less the maker fee of both, in percent rounded down to 0.01.
 */
import Decimal from 'decimal.js';
import type { CatalogueMarket } from '../../exchange/catalogue';
import { FEE_RATE_PER_MILLE, scale } from '../../exchange/mock-exchange';
import { toUnits, trimmed } from '../../socket/units';
import { EarnRejected, parseAmount } from '../earn/amounts';

export type MarketType = 0 | 1 | 2;
export type GridSpacing = 'arithmetic' | 'geometric';

export interface GridSettings {
  market: string;
  marketType: MarketType;
  smartGrid: boolean;
  lowerPrice: string;
  upperPrice: string;
  gridCount: number;
  gridType: GridSpacing;
  investment: string;
}

export interface GridOrderPlan {
  level: number;
  side: 1 | 2;
  price: string;
  amount: string;
}

export interface GridPlan {
  entry: CatalogueMarket;
  settings: GridSettings;
  spacing: GridSpacing;
  prices: string[];
  orders: GridOrderPlan[];
  /** Basis points (0.01 %), never below 0. */
  profitPerGridMin: bigint;
  profitPerGridMax: bigint;
}

const MIN_GRIDS = 2;
const MAX_GRIDS = 200;
const BalanceDecimals = 8;
const Precise = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_DOWN });

/** The settings of a forecast query or a create body, checked; a 422 (EarnRejected) when one is wrong. */
export function gridSettings(input: Record<string, unknown>, findMarket: (name: string) => CatalogueMarket | undefined) {
  const market = typeof input.market === 'string' ? input.market.toUpperCase() : '';
  const entry = findMarket(market);
  if (!entry || entry.market !== market) throw new EarnRejected(30, { market: ['Market is not available.'] });
  const marketType = Number(input.marketType);
  if (marketType !== 0 && marketType !== 1 && marketType !== 2)
    throw new EarnRejected(30, { marketType: ['Market type must be 0, 1 or 2.'] });
  const fits = marketType === 2 ? entry.type === 'futures' : entry.type === 'spot' && (marketType === 0 || entry.isMargin);
  if (!fits) throw new EarnRejected(30, { marketType: [`${market} has no ${['spot', 'margin', 'futures'][marketType]} trading.`] });
  const gridCount = Number(input.gridCount);
  if (!Number.isInteger(gridCount) || gridCount < MIN_GRIDS || gridCount > MAX_GRIDS)
    throw new EarnRejected(30, { gridCount: [`The grid count must be a whole number from ${MIN_GRIDS} to ${MAX_GRIDS}.`] });
  const lower = parseAmount(input.lowerPrice, entry.moneyPrec);
  const upper = parseAmount(input.upperPrice, entry.moneyPrec);
  if (lower === undefined || lower <= 0n)
    throw new EarnRejected(33, { lowerPrice: [`The lower price must be a positive price with at most ${entry.moneyPrec} decimals.`] });
  if (upper === undefined || upper <= lower) throw new EarnRejected(33, { upperPrice: ['The upper price must be above the lower price.'] });
  const investment = parseAmount(input.investment, Math.min(entry.moneyPrec, BalanceDecimals));
  if (investment === undefined || investment <= 0n)
    throw new EarnRejected(32, { investment: [`The investment must be a positive amount of ${entry.money}.`] });
  const smart = input.smartGrid === true || input.smartGrid === 'true';
  const gridType = input.gridType ?? 'arithmetic';
  if (gridType !== 'arithmetic' && gridType !== 'geometric')
    throw new EarnRejected(30, { gridType: ['The grid type must be arithmetic or geometric.'] });
  const settings: GridSettings = {
    market,
    marketType,
    smartGrid: smart,
    lowerPrice: trimmed(lower, entry.moneyPrec),
    upperPrice: trimmed(upper, entry.moneyPrec),
    gridCount,
    gridType,
    investment: trimmed(toUnits(input.investment as string, entry.moneyPrec), entry.moneyPrec),
  };
  return { entry, settings };
}

/** The grid's prices (units of the market's price decimals), lowest first. */
export function gridPrices(lower: bigint, upper: bigint, count: number, spacing: GridSpacing): bigint[] {
  const last = BigInt(count - 1);
  if (spacing === 'arithmetic') return Array.from({ length: count }, (_, i) => lower + ((upper - lower) * BigInt(i)) / last);
  const low = new Precise(lower.toString());
  const ratio = new Precise(upper.toString()).div(low);
  return Array.from({ length: count }, (_, i) =>
    i === count - 1 ? upper : BigInt(low.mul(ratio.pow(new Precise(i).div(count - 1))).toFixed(0, Decimal.ROUND_DOWN)),
  );
}

/** The forecast of a grid at the market's last price. */
export function planGrid(entry: CatalogueMarket, settings: GridSettings, lastPrice: string): GridPlan {
  const p = entry.moneyPrec;
  const a = entry.stockPrec;
  const spacing = settings.gridType;
  const prices = gridPrices(toUnits(settings.lowerPrice, p), toUnits(settings.upperPrice, p), settings.gridCount, spacing);
  for (let i = 1; i < prices.length; i++)
    if (prices[i]! <= prices[i - 1]!)
      throw new EarnRejected(33, { gridCount: ['The range is too narrow for this many grids at the market’s price step.'] });
  const last = toUnits(lastPrice, p);
  const investment = toUnits(settings.investment, p);
  const count = BigInt(settings.gridCount);
  const orders = prices.map((price, level) => ({
    level,
    side: (price < last ? 2 : 1) as 1 | 2,
    price: trimmed(price, p),
    // investment / gridCount of the quote asset at this price, in the base asset.
    amount: trimmed((investment * 10n ** BigInt(a)) / (count * price), a),
  }));
  // Two maker fees (per mille each) in basis points.
  const fees = 2n * FEE_RATE_PER_MILLE * 10n;
  const steps = prices.slice(1).map((next, i) => ((next - prices[i]!) * 10_000n) / prices[i]! - fees);
  const floor = (bp: bigint) => (bp < 0n ? 0n : bp);
  return {
    entry,
    settings,
    spacing,
    prices: prices.map((price) => trimmed(price, p)),
    orders,
    profitPerGridMin: floor(steps.reduce((m, s) => (s < m ? s : m))),
    profitPerGridMax: floor(steps.reduce((m, s) => (s > m ? s : m))),
  };
}

/** Checks every order of a plan against the market's minimum amount and total (a 422 on `investment`). */
export function checkOrderSizes(plan: GridPlan): void {
  const { entry } = plan;
  const minAmount = toUnits(entry.minAmount, entry.stockPrec);
  const minTotal = toUnits(entry.minTotal, entry.moneyPrec);
  for (const order of plan.orders) {
    const amount = toUnits(order.amount, entry.stockPrec);
    const total = (amount * toUnits(order.price, entry.moneyPrec)) / 10n ** BigInt(entry.stockPrec);
    if (amount < minAmount || total < minTotal)
      throw new EarnRejected(32, {
        investment: [
          `The investment is too small for ${plan.settings.gridCount} grids: each order must be at least ${entry.minTotal} ${entry.money}.`,
        ],
      });
  }
}

/** What a plan's orders take from the spot balance (units of 10^-8): the quote of its buys, the base of its sells. */
export function gridNeeds(plan: GridPlan): { quote: bigint; base: bigint } {
  const { entry } = plan;
  let quote = 0n;
  let base = 0n;
  for (const order of plan.orders) {
    const amount = toUnits(order.amount, entry.stockPrec);
    if (order.side === 2)
      quote += scale(amount * toUnits(order.price, entry.moneyPrec), entry.stockPrec + entry.moneyPrec, BalanceDecimals);
    else base += scale(amount, entry.stockPrec, BalanceDecimals);
  }
  return { quote, base };
}
