/**
 * The demo's flexible earn plans: a catalogue of tickers with their rate tiers and limits. A plan's rates move a
 * little from day to day (deterministic per ledger seed, ticker and day): the APR history, the plan and the hourly
 * accruals all read the same daily rates.
 */
import { decimal, units, type Ledger } from '../ledger';
import { dayStart, DAY_MS, percent } from './amounts';

export interface FlexTier {
  /** APR in basis points on the day the demo was made (the daily rate moves around it). */
  bp: number;
  bonusEnabled: boolean;
  /** The tier covers the invested amount up to here (the next tier starts where it ends). */
  upTo?: string;
}

export interface FlexPlanDefinition {
  ticker: string;
  tiers: readonly FlexTier[];
  minAmount: string;
  maxAmount: string;
  /** What everyone else has in the plan (the detail's totalInvested adds the user's amount). */
  othersInvested: string;
}

export const FLEX_PLANS: readonly FlexPlanDefinition[] = [
  {
    ticker: 'USDT',
    tiers: [
      { bp: 850, bonusEnabled: true, upTo: '1000' },
      { bp: 520, bonusEnabled: false },
    ],
    minAmount: '1',
    maxAmount: '500000',
    othersInvested: '48210554.12',
  },
  {
    ticker: 'USDC',
    tiers: [
      { bp: 780, bonusEnabled: true, upTo: '1000' },
      { bp: 500, bonusEnabled: false },
    ],
    minAmount: '1',
    maxAmount: '300000',
    othersInvested: '9120433.5',
  },
  { ticker: 'BTC', tiers: [{ bp: 150, bonusEnabled: false }], minAmount: '0.0001', maxAmount: '10', othersInvested: '412.33018' },
  { ticker: 'ETH', tiers: [{ bp: 240, bonusEnabled: false }], minAmount: '0.001', maxAmount: '200', othersInvested: '5120.4471' },
  { ticker: 'SOL', tiers: [{ bp: 450, bonusEnabled: false }], minAmount: '0.1', maxAmount: '5000', othersInvested: '88120.9' },
  { ticker: 'WBT', tiers: [{ bp: 600, bonusEnabled: true }], minAmount: '1', maxAmount: '20000', othersInvested: '1340220' },
  { ticker: 'TON', tiers: [{ bp: 380, bonusEnabled: false }], minAmount: '1', maxAmount: '50000', othersInvested: '402118.75' },
];

export const flexPlan = (ticker: string): FlexPlanDefinition | undefined => FLEX_PLANS.find((p) => p.ticker === ticker);

/** The largest daily move of a rate (basis points) and its step. */
const DRIFT_STEPS = 6;
const DRIFT_STEP_BP = 5;

/** The daily rates of the plans, worked out once per ticker and day. */
export class FlexRates {
  private readonly cache = new Map<string, bigint>();

  constructor(private readonly ledger: Ledger) {}

  /** How far every tier of a plan is off its catalogue rate on the UTC day of `ms` (basis points, ±0.3 %). */
  drift(ticker: string, ms: number): bigint {
    const day = Math.floor(ms / DAY_MS);
    const key = `${ticker}:${day}`;
    let value = this.cache.get(key);
    if (value === undefined) {
      value = BigInt(this.ledger.random(`earn-flex:${key}`).int(-DRIFT_STEPS, DRIFT_STEPS) * DRIFT_STEP_BP);
      this.cache.set(key, value);
    }
    return value;
  }

  /** The tiers of a plan on the day of `ms`, each rate in basis points (never below 0.05 %). */
  tiers(plan: FlexPlanDefinition, ms: number): { bp: bigint; bonusEnabled: boolean; from: bigint; upTo?: bigint }[] {
    const drift = this.drift(plan.ticker, ms);
    let from = 0n;
    return plan.tiers.map((tier) => {
      const bp = BigInt(tier.bp) + drift;
      const row = { bp: bp < 5n ? 5n : bp, bonusEnabled: tier.bonusEnabled, from, upTo: tier.upTo ? units(tier.upTo) : undefined };
      if (row.upTo !== undefined) from = row.upTo;
      return row;
    });
  }

  /** The plan's rate entries on the day of `ms`, as the contract has them. */
  rates(plan: FlexPlanDefinition, ms: number) {
    return this.tiers(plan, ms).map((t) => ({
      rate: percent(t.bp),
      bonusEnabled: t.bonusEnabled,
      ...(plan.tiers.length > 1 ? { fromAmount: decimal(t.from) } : {}),
      ...(t.upTo !== undefined ? { toAmount: decimal(t.upTo) } : {}),
    }));
  }

  /**
   * The yearly interest of `amount` (units) on the day of `ms`, in units × basis points (divide by 10^4 for units):
   * each tier's rate on its part of the amount.
   */
  yearlyInterestBpUnits(plan: FlexPlanDefinition, amount: bigint, ms: number): bigint {
    let total = 0n;
    for (const tier of this.tiers(plan, ms)) {
      if (amount <= tier.from) break;
      const top = tier.upTo !== undefined && tier.upTo < amount ? tier.upTo : amount;
      total += (top - tier.from) * tier.bp;
    }
    return total;
  }

  /** The APR an amount earns on the day of `ms` (basis points, rounded down); the first tier's for nothing. */
  effectiveBp(plan: FlexPlanDefinition, amount: bigint, ms: number): bigint {
    if (amount <= 0n) return this.tiers(plan, ms)[0]!.bp;
    return this.yearlyInterestBpUnits(plan, amount, ms) / amount;
  }

  /** The APR history: one point per UTC day (its start) from `from` to `to` (ms), the first tier's rate. */
  history(plan: FlexPlanDefinition, from: number, to: number): { time: number; rate: string }[] {
    const points: { time: number; rate: string }[] = [];
    for (let day = dayStart(from) < from ? dayStart(from) + DAY_MS : dayStart(from); day <= to; day += DAY_MS)
      points.push({ time: day / 1000, rate: percent(this.tiers(plan, day)[0]!.bp) });
    return points;
  }
}
