/**
 * The demo's fixed earn plans and the demo user's fixed investments (the ledger's `earn-fixed` slice), their principal
 * on the ledger's earn account. An investment earns amount × APR × days / 365 (exact, rounded down to 10^-8) when it
 * reaches its end: it matures on the first call after the clock passes its end, paying principal and interest to the
 * main account. Closing early returns the principal only.
 *
 * History kind `earn-fixed`: { ticker, type (1 invest, 5 close), amount, planId, investmentId }. Its status on the
 * wire is the investment's (active 1, closed 0).
 */
import { decimal, units, type Ledger } from '../ledger';
import { basisPoints, DAY_MS, DAYS_PER_YEAR, EarnRejected, FULL_BP, HOUR_MS, percent, positive, unixSeconds } from './amounts';

export const FIXED_SLICE = 'earn-fixed';
export const FIXED_HISTORY = 'earn-fixed';

export interface FixedPlanDefinition {
  id: number;
  ticker: string;
  durationDays: number;
  rate: string;
  minAmount: string;
  maxAmount: string;
  poolSize: string;
  /** What others have taken of the pool (the user's active investments take the rest). */
  othersTaken: string;
}

export const FIXED_PLANS: readonly FixedPlanDefinition[] = [
  {
    id: 11,
    ticker: 'USDT',
    durationDays: 7,
    rate: '6.5',
    minAmount: '50',
    maxAmount: '50000',
    poolSize: '2000000',
    othersTaken: '1184210.4',
  },
  {
    id: 12,
    ticker: 'USDT',
    durationDays: 30,
    rate: '9',
    minAmount: '50',
    maxAmount: '100000',
    poolSize: '5000000',
    othersTaken: '3715649.5',
  },
  {
    id: 13,
    ticker: 'USDT',
    durationDays: 90,
    rate: '12',
    minAmount: '100',
    maxAmount: '100000',
    poolSize: '3000000',
    othersTaken: '3000000',
  },
  {
    id: 14,
    ticker: 'USDC',
    durationDays: 30,
    rate: '8.5',
    minAmount: '50',
    maxAmount: '50000',
    poolSize: '1000000',
    othersTaken: '402118',
  },
  { id: 21, ticker: 'BTC', durationDays: 30, rate: '2.5', minAmount: '0.001', maxAmount: '2', poolSize: '150', othersTaken: '96.4411' },
  { id: 22, ticker: 'BTC', durationDays: 90, rate: '3.5', minAmount: '0.001', maxAmount: '2', poolSize: '100', othersTaken: '41.0025' },
  { id: 31, ticker: 'ETH', durationDays: 30, rate: '4', minAmount: '0.01', maxAmount: '50', poolSize: '2500', othersTaken: '1290.4' },
  { id: 32, ticker: 'ETH', durationDays: 90, rate: '5.5', minAmount: '0.01', maxAmount: '50', poolSize: '2000', othersTaken: '512.77' },
  { id: 41, ticker: 'WBT', durationDays: 7, rate: '8', minAmount: '10', maxAmount: '25000', poolSize: '500000', othersTaken: '120330' },
  { id: 42, ticker: 'WBT', durationDays: 30, rate: '10', minAmount: '10', maxAmount: '25000', poolSize: '500000', othersTaken: '341902' },
  { id: 43, ticker: 'WBT', durationDays: 90, rate: '14', minAmount: '10', maxAmount: '25000', poolSize: '250000', othersTaken: '250000' },
];

export const fixedPlan = (id: number): FixedPlanDefinition | undefined => FIXED_PLANS.find((p) => p.id === id);

/** The interest of `amount` (units) over a plan's whole term: amount × APR × days / 365, rounded down to units. */
export function fixedProfit(amount: bigint, rate: string, days: number): bigint {
  return (amount * basisPoints(rate) * BigInt(days)) / (FULL_BP * DAYS_PER_YEAR);
}

export interface FixedInvestment {
  id: number;
  planId: number;
  ticker: string;
  amount: string;
  rate: string;
  durationDays: number;
  startedAt: number;
  /** The term's end; an early close sets it to the close. */
  endsAt: number;
  status: 0 | 1;
  /** The interest of the whole term while active; what was paid once closed ("0" after an early close). */
  profit: string;
}

export interface FixedState {
  investments: FixedInvestment[];
}

export interface FixedHistoryFields extends Record<string, unknown> {
  ticker: string;
  type: 1 | 5;
  amount: string;
  planId: number;
  investmentId: number;
}

/** The seed: 1000 USDT in the 30-day plan since 12 days, and a 7-day plan of 500 USDT that matured a while ago. */
export function seedFixed(ledger: Ledger): FixedState {
  const investments: FixedInvestment[] = [];
  const at = (daysAgo: number, hoursAgo: number) => ledger.createdAt - daysAgo * DAY_MS - hoursAgo * HOUR_MS;
  const done = open(ledger, fixedPlan(11)!, '500', at(26, 3));
  // Matured before the demo was made: principal and interest are already part of the main balance's seed.
  done.status = 0;
  ledger.record<FixedHistoryFields>(FIXED_HISTORY, closing(done, units(done.amount) + units(done.profit)), done.endsAt);
  investments.push(done);
  const active = open(ledger, fixedPlan(12)!, '1000', at(12, 7));
  ledger.post({ account: 'earn', ticker: active.ticker, available: active.amount });
  investments.push(active);
  return { investments };
}

function open(ledger: Ledger, plan: FixedPlanDefinition, amount: string, startedAt: number): FixedInvestment {
  const investment: FixedInvestment = {
    id: ledger.nextId('earn-fixed-investment', 90_300),
    planId: plan.id,
    ticker: plan.ticker,
    amount,
    rate: plan.rate,
    durationDays: plan.durationDays,
    startedAt,
    endsAt: startedAt + plan.durationDays * DAY_MS,
    status: 1,
    profit: decimal(fixedProfit(units(amount), plan.rate, plan.durationDays)),
  };
  ledger.record<FixedHistoryFields>(
    FIXED_HISTORY,
    { ticker: plan.ticker, type: 1, amount, planId: plan.id, investmentId: investment.id },
    startedAt,
  );
  return investment;
}

const closing = (investment: FixedInvestment, paid: bigint): FixedHistoryFields => ({
  ticker: investment.ticker,
  type: 5,
  amount: decimal(paid),
  planId: investment.planId,
  investmentId: investment.id,
});

export class FixedBook {
  constructor(private readonly ledger: Ledger) {
    ledger.slice(FIXED_SLICE, seedFixed);
  }

  private get state(): FixedState {
    return this.ledger.slice<FixedState>(FIXED_SLICE, seedFixed);
  }

  investments(): FixedInvestment[] {
    return [...this.state.investments].sort((a, b) => b.startedAt - a.startedAt || b.id - a.id);
  }

  investment(id: number): FixedInvestment | undefined {
    return this.state.investments.find((i) => i.id === id);
  }

  /** What is left of a plan's pool: its size less what others took and the user's active investments in it. */
  poolLeft(plan: FixedPlanDefinition): bigint {
    const mine = this.state.investments.filter((i) => i.planId === plan.id && i.status === 1).reduce((sum, i) => sum + units(i.amount), 0n);
    const left = units(plan.poolSize) - units(plan.othersTaken) - mine;
    return left > 0n ? left : 0n;
  }

  soldOut(plan: FixedPlanDefinition): boolean {
    return this.poolLeft(plan) < units(plan.minAmount);
  }

  /** Every active investment whose term has ended pays principal and interest to the main account, at its end. */
  catchUp(): void {
    const now = this.ledger.now();
    for (const investment of this.state.investments) {
      if (investment.status !== 1 || investment.endsAt > now) continue;
      const principal = units(investment.amount);
      const interest = units(investment.profit);
      this.ledger.post(
        { account: 'earn', ticker: investment.ticker, available: -principal },
        { account: 'main', ticker: investment.ticker, available: principal + interest },
      );
      investment.status = 0;
      this.ledger.record<FixedHistoryFields>(FIXED_HISTORY, closing(investment, principal + interest), investment.endsAt);
      this.ledger.changed();
    }
  }

  invest(planId: unknown, amountText: unknown): FixedInvestment {
    const plan = typeof planId === 'number' ? fixedPlan(planId) : undefined;
    if (!plan) throw new EarnRejected(1615, { id: ['There is no such fixed plan.'] });
    if (this.soldOut(plan)) throw new EarnRejected(1615, { id: ['This plan is sold out.'] });
    const amount = positive(amountText);
    const { ticker } = plan;
    if (amount < units(plan.minAmount)) throw new EarnRejected(32, { amount: [`The minimum is ${plan.minAmount} ${ticker}.`] });
    if (amount > units(plan.maxAmount)) throw new EarnRejected(32, { amount: [`The maximum is ${plan.maxAmount} ${ticker}.`] });
    const left = this.poolLeft(plan);
    if (amount > left) throw new EarnRejected(32, { amount: [`Only ${decimal(left)} ${ticker} is left in this plan.`] });
    this.ledger.move(ticker, 'main', 'earn', amount);
    const investment = open(this.ledger, plan, decimal(amount), this.ledger.now());
    this.state.investments.push(investment);
    this.ledger.changed();
    return investment;
  }

  /** Closes an active investment before its end: the principal goes back to the main account, without interest. */
  close(id: unknown): FixedInvestment {
    const investment = typeof id === 'number' ? this.investment(id) : undefined;
    if (!investment) throw new EarnRejected(1616, { id: ['There is no such fixed investment.'] });
    if (investment.status !== 1) throw new EarnRejected(1616, { id: ['This investment is closed already.'] });
    const principal = units(investment.amount);
    this.ledger.move(investment.ticker, 'earn', 'main', principal);
    investment.status = 0;
    investment.profit = '0';
    investment.endsAt = this.ledger.now();
    this.ledger.record<FixedHistoryFields>(FIXED_HISTORY, closing(investment, principal));
    this.ledger.changed();
    return investment;
  }

  /** An investment as the contract's FixedInvestment. */
  wire(investment: FixedInvestment) {
    return {
      id: investment.id,
      planId: investment.planId,
      ticker: investment.ticker,
      amount: investment.amount,
      rate: investment.rate,
      expectedProfit: investment.profit,
      status: investment.status,
      startedAt: unixSeconds(investment.startedAt),
      endsAt: unixSeconds(investment.endsAt),
    };
  }
}

/** A plan as the contract's FixedPlan (`detail` adds the pool). */
export function wirePlan(book: FixedBook, plan: FixedPlanDefinition, detail = false) {
  return {
    id: plan.id,
    ticker: plan.ticker,
    durationDays: plan.durationDays,
    rate: percent(basisPoints(plan.rate)),
    minAmount: plan.minAmount,
    maxAmount: plan.maxAmount,
    isSoldOut: book.soldOut(plan),
    ...(detail ? { poolSize: plan.poolSize, poolLeft: decimal(book.poolLeft(plan)) } : {}),
  };
}
