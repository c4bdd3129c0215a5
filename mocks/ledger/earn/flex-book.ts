/**
 * The demo user's flexible investments, kept in the ledger's `earn-flex` slice, with their principal on the ledger's
 * earn account. Interest accrues every full hour on the principal at the day's rate; at each UTC midnight the day's
 * accruals are paid once, onto the earn account (auto-reinvest: the principal grows) or the main account. Nothing
 * runs in the background: every call first catches up to the ledger's clock, so a fast-forwarded clock pays the
 * days it skipped.
 *
 * History kind `earn-flex`: { ticker, type (1 invest, 2 reinvest, 3 withdraw, 4 daily earning, 5 close, 6 open),
 * amount, positionId }. Its status on the wire is the position's (active 1, closed 0).
 */
import { decimal, units, type Ledger } from '../ledger';
import { ceilHour, DAY_MS, EarnRejected, FULL_BP, HOUR_MS, HOURS_PER_YEAR, percent, positive, unixSeconds } from './amounts';
import { flexPlan, FlexRates, type FlexPlanDefinition } from './flex-plans';

export const FLEX_SLICE = 'earn-flex';
export const FLEX_HISTORY = 'earn-flex';
/** At most this many hourly accruals are kept (30 days, spec section 9). */
export const ACCRUALS_KEPT = 720;
/** Daily payments kept (the call answers the last 30 days). */
const PAYMENTS_KEPT = 60;

export type EarnTransactionType = 1 | 2 | 3 | 4 | 5 | 6;

/** One investment in one ticker, from its opening to its close. Amounts are decimal strings of the ledger. */
export interface FlexPosition {
  id: number;
  ticker: string;
  status: 0 | 1;
  /** The principal (grows with reinvested payments). */
  amount: string;
  autoReinvest: boolean;
  openedAt: number;
  closedAt?: number;
  /** Every full hour up to here has accrued (ms). */
  accruedUntil: number;
  /** Accrued since the last payment, not paid yet. */
  pending: string;
  /** Everything paid so far. */
  paid: string;
  lastDayEarned: string;
  /** Newest first: [time (s, the hour's end), amount, rate]. */
  accruals: [number, string, string][];
  /** Newest first: [time (s, the day's start), amount, rate]. */
  payments: [number, string, string][];
}

export interface FlexState {
  positions: FlexPosition[];
}

export interface FlexHistoryFields extends Record<string, unknown> {
  ticker: string;
  type: EarnTransactionType;
  amount: string;
  positionId: number;
}

/** The seed: 2500 USDT (auto-reinvested) since three weeks before the demo was made, 0.05 BTC since nine days. */
const SEED: readonly { ticker: string; amount: string; daysAgo: number; hoursAgo: number; autoReinvest: boolean }[] = [
  { ticker: 'USDT', amount: '2500', daysAgo: 23, hoursAgo: 5, autoReinvest: true },
  { ticker: 'BTC', amount: '0.05', daysAgo: 9, hoursAgo: 14, autoReinvest: false },
];

export function seedFlex(ledger: Ledger): FlexState {
  const positions: FlexPosition[] = [];
  for (const seed of SEED) {
    const openedAt = ledger.createdAt - seed.daysAgo * DAY_MS - seed.hoursAgo * HOUR_MS - 17 * 60_000;
    const position = newPosition(ledger.nextId('earn-flex-position', 5000), seed.ticker, seed.amount, seed.autoReinvest, openedAt);
    ledger.post({ account: 'earn', ticker: seed.ticker, available: seed.amount });
    ledger.record<FlexHistoryFields>(
      FLEX_HISTORY,
      { ticker: seed.ticker, type: 6, amount: seed.amount, positionId: position.id },
      openedAt,
    );
    positions.push(position);
  }
  return { positions };
}

function newPosition(id: number, ticker: string, amount: string, autoReinvest: boolean, at: number): FlexPosition {
  return {
    id,
    ticker,
    status: 1,
    amount,
    autoReinvest,
    openedAt: at,
    accruedUntil: ceilHour(at),
    pending: '0',
    paid: '0',
    lastDayEarned: '0',
    accruals: [],
    payments: [],
  };
}

export class FlexBook {
  readonly rates: FlexRates;

  constructor(private readonly ledger: Ledger) {
    this.rates = new FlexRates(ledger);
    // Laid at once, so that the earn balance is on the books before any earn call.
    ledger.slice(FLEX_SLICE, seedFlex);
  }

  private get state(): FlexState {
    return this.ledger.slice<FlexState>(FLEX_SLICE, seedFlex);
  }

  /** The active position of a ticker. */
  active(ticker: string): FlexPosition | undefined {
    return this.state.positions.find((p) => p.ticker === ticker && p.status === 1);
  }

  /** The active position of a ticker, else its last closed one. */
  latest(ticker: string): FlexPosition | undefined {
    return this.active(ticker) ?? this.state.positions.filter((p) => p.ticker === ticker).sort((a, b) => b.id - a.id)[0];
  }

  /** The latest position of every ticker, by ticker. */
  summary(): FlexPosition[] {
    const tickers = [...new Set(this.state.positions.map((p) => p.ticker))].sort();
    return tickers.map((t) => this.latest(t)!);
  }

  position(id: number): FlexPosition | undefined {
    return this.state.positions.find((p) => p.id === id);
  }

  /** Accrues every full hour up to the clock and pays every day that ended, oldest first. */
  catchUp(): void {
    const now = this.ledger.now();
    let changed = false;
    for (const position of this.state.positions) {
      if (position.status !== 1) continue;
      const plan = flexPlan(position.ticker);
      if (!plan) continue;
      while (position.accruedUntil + HOUR_MS <= now) {
        this.accrue(plan, position, position.accruedUntil + HOUR_MS);
        changed = true;
      }
    }
    if (changed) this.ledger.changed();
  }

  /** The hour that ends at `end`: its interest on the principal at the rate of its day; a day's end pays the day. */
  private accrue(plan: FlexPlanDefinition, position: FlexPosition, end: number): void {
    const start = end - HOUR_MS;
    const principal = units(position.amount);
    const interest = this.rates.yearlyInterestBpUnits(plan, principal, start) / (FULL_BP * HOURS_PER_YEAR);
    const rate = percent(this.rates.effectiveBp(plan, principal, start));
    position.accruals.unshift([unixSeconds(end), decimal(interest), rate]);
    if (position.accruals.length > ACCRUALS_KEPT) position.accruals.length = ACCRUALS_KEPT;
    position.pending = decimal(units(position.pending) + interest);
    position.accruedUntil = end;
    if (end % DAY_MS === 0) this.pay(position, end, rate);
  }

  /** The day that ended at `end`: what it accrued goes to the earn account (reinvested) or the main account. */
  private pay(position: FlexPosition, end: number, rate: string): void {
    const amount = units(position.pending);
    const { ticker } = position;
    if (amount > 0n) {
      if (position.autoReinvest) {
        this.ledger.post({ account: 'earn', ticker, available: amount });
        position.amount = decimal(units(position.amount) + amount);
      } else {
        this.ledger.post({ account: 'main', ticker, available: amount });
      }
      this.ledger.record<FlexHistoryFields>(FLEX_HISTORY, { ticker, type: 4, amount: decimal(amount), positionId: position.id }, end);
      if (position.autoReinvest)
        this.ledger.record<FlexHistoryFields>(FLEX_HISTORY, { ticker, type: 2, amount: decimal(amount), positionId: position.id }, end);
    }
    position.payments.unshift([unixSeconds(end - DAY_MS), decimal(amount), rate]);
    if (position.payments.length > PAYMENTS_KEPT) position.payments.length = PAYMENTS_KEPT;
    position.paid = decimal(units(position.paid) + amount);
    position.lastDayEarned = decimal(amount);
    position.pending = '0';
  }

  /** Moves `amount` from the main account into the plan (opening a position when there is none). */
  invest(ticker: string, amountText: unknown, autoReinvest: unknown): FlexPosition {
    const plan = flexPlan(ticker);
    if (!plan) throw new EarnRejected(1608, { ticker: [`There is no flexible plan for ${ticker}.`] });
    const amount = positive(amountText);
    const current = this.active(ticker);
    if (amount < units(plan.minAmount)) throw new EarnRejected(32, { amount: [`The minimum is ${plan.minAmount} ${ticker}.`] });
    const invested = current ? units(current.amount) : 0n;
    if (invested + amount > units(plan.maxAmount)) {
      const room = units(plan.maxAmount) - invested;
      throw new EarnRejected(32, { amount: [`At most ${decimal(room > 0n ? room : 0n)} ${ticker} more can be invested in this plan.`] });
    }
    // The posting first: a balance that cannot cover it leaves everything as it was.
    this.ledger.move(ticker, 'main', 'earn', amount);
    const reinvest = typeof autoReinvest === 'boolean' ? autoReinvest : undefined;
    let position = current;
    if (position) {
      position.amount = decimal(invested + amount);
      if (reinvest !== undefined) position.autoReinvest = reinvest;
      this.ledger.record<FlexHistoryFields>(FLEX_HISTORY, { ticker, type: 1, amount: decimal(amount), positionId: position.id });
    } else {
      position = newPosition(this.ledger.nextId('earn-flex-position', 5000), ticker, decimal(amount), reinvest ?? false, this.ledger.now());
      this.state.positions.push(position);
      this.ledger.record<FlexHistoryFields>(FLEX_HISTORY, { ticker, type: 6, amount: decimal(amount), positionId: position.id });
    }
    this.ledger.changed();
    return position;
  }

  /** Redeems part of the principal to the main account; the whole of it closes the investment. */
  withdraw(ticker: string, amountText: unknown): FlexPosition {
    const plan = flexPlan(ticker);
    const position = this.active(ticker);
    if (!plan || !position) throw new EarnRejected(1609, { amount: [`There is no active flexible investment in ${ticker}.`] });
    const amount = positive(amountText);
    const principal = units(position.amount);
    if (amount > principal) throw new EarnRejected(32, { amount: [`At most ${position.amount} ${ticker} can be redeemed.`] });
    if (amount === principal) return this.close(ticker);
    const left = principal - amount;
    if (left < units(plan.minAmount))
      throw new EarnRejected(30, {
        minAmountLeft: [`At least ${plan.minAmount} ${ticker} must stay invested; redeem everything to close the investment.`],
      });
    this.ledger.move(ticker, 'earn', 'main', amount);
    position.amount = decimal(left);
    this.ledger.record<FlexHistoryFields>(FLEX_HISTORY, { ticker, type: 3, amount: decimal(amount), positionId: position.id });
    this.ledger.changed();
    return position;
  }

  /** Returns the principal and what accrued since the last payment to the main account; the position is closed. */
  close(ticker: string): FlexPosition {
    const position = this.active(ticker);
    if (!position) throw new EarnRejected(1610, { ticker: [`There is no active flexible investment in ${ticker}.`] });
    const principal = units(position.amount);
    const pending = units(position.pending);
    this.ledger.post({ account: 'earn', ticker, available: -principal }, { account: 'main', ticker, available: principal + pending });
    position.paid = decimal(units(position.paid) + pending);
    position.pending = '0';
    position.amount = '0';
    position.status = 0;
    position.closedAt = this.ledger.now();
    this.ledger.record<FlexHistoryFields>(FLEX_HISTORY, { ticker, type: 5, amount: decimal(principal + pending), positionId: position.id });
    this.ledger.changed();
    return position;
  }

  setAutoReinvest(ticker: string, value: unknown): FlexPosition {
    if (typeof value !== 'boolean') throw new EarnRejected(30, { autoReinvest: ['autoReinvest must be true or false.'] });
    const position = this.active(ticker);
    if (!position) throw new EarnRejected(1607, { autoReinvest: [`There is no active flexible investment in ${ticker}.`] });
    position.autoReinvest = value;
    this.ledger.changed();
    return position;
  }

  /** A position as the contract's FlexInvestment. */
  wire(position: FlexPosition) {
    const plan = flexPlan(position.ticker);
    const now = this.ledger.now();
    const rate = plan ? percent(this.rates.effectiveBp(plan, units(position.amount), now)) : undefined;
    return {
      ticker: position.ticker,
      amount: position.amount,
      earned: decimal(units(position.paid) + units(position.pending)),
      lastDayEarned: position.lastDayEarned,
      ...(rate === undefined ? {} : { rate }),
      status: position.status,
      autoReinvest: position.autoReinvest,
      openedAt: unixSeconds(position.openedAt),
    };
  }
}
