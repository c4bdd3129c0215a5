/**
 * Crypto borrow on the ledger (the contract's assumed crypto-borrow operations): a loan credits its amount to the
 * main balance and freezes its collateral there. Interest accrues every full hour of the ledger's clock on the
 * principal (rounded up to 8 places: never in the borrower's favour) and a repayment pays it first. Loan-to-value
 * is what is owed over what the collateral is worth, both at the USDT prices of the rates; a loan opens at most at
 * the collateral's initial LTV, and one that reaches its liquidation LTV on a read is closed: the collateral is
 * kept. Amounts are bigint units of 10^-8; LTV and prices are exact decimals.
 */
import Decimal from 'decimal.js';
import type { MockExchange } from '../../exchange/mock-exchange';
import { EarnRejected, HOUR_MS, parseAmount, unixSeconds } from '../earn/amounts';
import { decimal, LEDGER_DECIMALS, units, type Ledger } from '../ledger';
import { percentOfRoundedUp } from '../money/amounts';
import { decimalsOf } from '../money/currencies';
import { usdtPrices } from '../money/rates';

const SLICE = 'crypto-loans';
export const LOAN_HISTORY = 'crypto-loan';
const LTV_DECIMALS = 4;
/** A long absence is caught up to at most a year of hours. */
const MAX_CATCH_UP_HOURS = 24 * 365;

/** What may be borrowed: hourly interest (percent, as the margin assets' borrow rate), smallest and largest loan. */
export const LOAN_ASSETS: readonly { ticker: string; hourlyRate: string; minAmount: string; maxAmount: string }[] = [
  { ticker: 'USDT', hourlyRate: '0.002', minAmount: '10', maxAmount: '500000' },
  { ticker: 'USDC', hourlyRate: '0.002', minAmount: '10', maxAmount: '250000' },
  { ticker: 'BTC', hourlyRate: '0.001', minAmount: '0.0002', maxAmount: '12' },
  { ticker: 'ETH', hourlyRate: '0.0015', minAmount: '0.005', maxAmount: '150' },
];

/** What may be pledged, with its loan-to-value thresholds (fractions). */
export const COLLATERAL_ASSETS: readonly { ticker: string; initialLtv: string; marginCallLtv: string; liquidationLtv: string }[] = [
  { ticker: 'BTC', initialLtv: '0.7', marginCallLtv: '0.8', liquidationLtv: '0.9' },
  { ticker: 'ETH', initialLtv: '0.65', marginCallLtv: '0.8', liquidationLtv: '0.9' },
  { ticker: 'SOL', initialLtv: '0.5', marginCallLtv: '0.7', liquidationLtv: '0.8' },
  { ticker: 'WBT', initialLtv: '0.5', marginCallLtv: '0.7', liquidationLtv: '0.8' },
];

export type LoanStatus = 'open' | 'repaid' | 'liquidated';

export interface Loan {
  id: number;
  loanTicker: string;
  /** Units of 10^-8, as decimal strings in the saved document (bigint does not survive JSON). */
  principal: string;
  interest: string;
  collateralTicker: string;
  collateralAmount: string;
  hourlyRate: string;
  status: LoanStatus;
  createdAt: number;
  accruedUntil: number;
  closedAt: number | null;
}

export interface LoanEvent extends Record<string, unknown> {
  loanId: number;
  kind: 'borrow' | 'repay' | 'collateral' | 'release' | 'liquidation';
  ticker: string;
  amount: string;
}

interface LoansState {
  loans: Loan[];
}

export function defineCryptoLoans(ledger: Ledger): void {
  ledger.defineSlice<LoansState>(SLICE, () => ({ loans: [] }));
}

const state = (ledger: Ledger): LoansState => ledger.slice<LoansState>(SLICE, () => ({ loans: [] }));
const Dec = Decimal.clone({ precision: 50 });
const d = (value: string) => new Dec(value);
const collateralTerms = (ticker: string) => COLLATERAL_ASSETS.find((c) => c.ticker === ticker);
const loanTerms = (ticker: string) => LOAN_ASSETS.find((a) => a.ticker === ticker);

/** A positive amount with at most the ticker's decimals (and the ledger's 8), in ledger units; else a 422 code 32. */
function amountOf(ticker: string, value: string, field: string): bigint {
  const places = Math.min(decimalsOf(ticker), LEDGER_DECIMALS);
  const scaled = parseAmount(value, places);
  if (scaled === undefined || scaled <= 0n)
    throw new EarnRejected(32, { [field]: [`The amount must be a positive number with at most ${places} decimals.`] });
  return units(value);
}

export class CryptoLoans {
  constructor(
    private readonly ledger: Ledger,
    private readonly exchange: MockExchange,
  ) {}

  /** USDT prices of the borrowable and pledgeable assets (only those with a price are offered). */
  prices(): Map<string, Decimal> {
    return usdtPrices(this.exchange);
  }

  terms() {
    const prices = this.prices();
    const price = (ticker: string) => prices.get(ticker)?.toFixed();
    return {
      loanAssets: LOAN_ASSETS.filter((a) => price(a.ticker)).map((a) => ({ ...a, priceUsdt: price(a.ticker)! })),
      collateralAssets: COLLATERAL_ASSETS.filter((c) => price(c.ticker)).map((c) => ({ ...c, priceUsdt: price(c.ticker)! })),
    };
  }

  /** Pays every open loan's interest up to the clock and closes those at their liquidation LTV. */
  catchUp(): void {
    const now = this.ledger.now();
    const prices = this.prices();
    let changed = false;
    for (const loan of state(this.ledger).loans) {
      if (loan.status !== 'open') continue;
      let hours = 0;
      let interest = units(loan.interest);
      while (loan.accruedUntil + HOUR_MS <= now && hours < MAX_CATCH_UP_HOURS) {
        interest += percentOfRoundedUp(units(loan.principal), loan.hourlyRate, 8);
        loan.accruedUntil += HOUR_MS;
        hours++;
      }
      if (hours) {
        loan.interest = decimal(interest);
        loan.accruedUntil = Math.max(loan.accruedUntil, now - ((now - loan.accruedUntil) % HOUR_MS));
        changed = true;
      }
      const terms = collateralTerms(loan.collateralTicker);
      if (terms && this.ltv(loan, prices).gte(terms.liquidationLtv)) {
        this.liquidate(loan);
        changed = true;
      }
    }
    if (changed) this.ledger.changed();
  }

  /** Owed over the collateral's worth, both in USDT, cut to LTV_DECIMALS places (Infinity without a price). */
  ltv(
    loan: Pick<Loan, 'loanTicker' | 'principal' | 'interest' | 'collateralTicker' | 'collateralAmount'>,
    prices: Map<string, Decimal> = this.prices(),
  ): Decimal {
    const loanPrice = prices.get(loan.loanTicker);
    const collateralPrice = prices.get(loan.collateralTicker);
    const worth = collateralPrice ? d(loan.collateralAmount).times(collateralPrice) : new Dec(0);
    if (!loanPrice || worth.isZero()) return new Dec(Infinity);
    return d(loan.principal).plus(loan.interest).times(loanPrice).div(worth).toDecimalPlaces(LTV_DECIMALS, Decimal.ROUND_UP);
  }

  /** The collateral's USDT price at which the loan reaches `ratio`, rounded up to 8 places. */
  priceAt(loan: Loan, ratio: string, prices: Map<string, Decimal> = this.prices()): string {
    const loanPrice = prices.get(loan.loanTicker);
    const amount = d(loan.collateralAmount);
    if (!loanPrice || amount.isZero()) return '0';
    return d(loan.principal).plus(loan.interest).times(loanPrice).div(amount.times(ratio)).toDecimalPlaces(8, Decimal.ROUND_UP).toFixed();
  }

  open(request: { loanTicker: string; loanAmount: string; collateralTicker: string; collateralAmount: string }): Loan {
    const asset = loanTerms(request.loanTicker);
    const collateral = collateralTerms(request.collateralTicker);
    if (!asset) throw new EarnRejected(30, { loanTicker: [`${request.loanTicker} cannot be borrowed.`] });
    if (!collateral) throw new EarnRejected(30, { collateralTicker: [`${request.collateralTicker} cannot be pledged.`] });
    if (asset.ticker === collateral.ticker)
      throw new EarnRejected(30, { collateralTicker: ['Pledge a different asset from the one borrowed.'] });
    const amount = amountOf(asset.ticker, request.loanAmount, 'loanAmount');
    if (amount < units(asset.minAmount) || amount > units(asset.maxAmount))
      throw new EarnRejected(32, { loanAmount: [`Borrow between ${asset.minAmount} and ${asset.maxAmount} ${asset.ticker}.`] });
    const pledged = amountOf(collateral.ticker, request.collateralAmount, 'collateralAmount');
    const draft = {
      loanTicker: asset.ticker,
      principal: decimal(amount),
      interest: '0',
      collateralTicker: collateral.ticker,
      collateralAmount: decimal(pledged),
    };
    const ltv = this.ltv(draft);
    if (ltv.gt(collateral.initialLtv))
      throw new EarnRejected(3301, {
        collateralAmount: [
          `The collateral is too small: the loan would be at ${ltv.times(100).toFixed(2)} % of its value, at most ${d(collateral.initialLtv).times(100).toFixed()} %.`,
        ],
      });
    // Collateral first: a balance that cannot cover it refuses the whole posting.
    this.ledger.post(
      { account: 'main', ticker: collateral.ticker, available: -pledged, freeze: pledged },
      { account: 'main', ticker: asset.ticker, available: amount },
    );
    const now = this.ledger.now();
    const loan: Loan = {
      id: this.ledger.nextId('crypto-loan', 1000),
      ...draft,
      hourlyRate: asset.hourlyRate,
      status: 'open',
      createdAt: now,
      accruedUntil: now,
      closedAt: null,
    };
    state(this.ledger).loans.unshift(loan);
    this.event(loan, 'borrow', asset.ticker, amount);
    return loan;
  }

  /** Pays `amount` from main: interest first, then principal; nothing left owed releases the collateral. */
  repay(id: number, value: string): Loan {
    const loan = this.openLoan(id);
    const amount = amountOf(loan.loanTicker, value, 'amount');
    const interest = units(loan.interest);
    const owed = units(loan.principal) + interest;
    if (amount > owed) throw new EarnRejected(32, { amount: [`At most ${decimal(owed)} ${loan.loanTicker} is owed.`] });
    this.ledger.post({ account: 'main', ticker: loan.loanTicker, available: -amount });
    const toInterest = amount < interest ? amount : interest;
    loan.interest = decimal(interest - toInterest);
    loan.principal = decimal(units(loan.principal) - (amount - toInterest));
    this.event(loan, 'repay', loan.loanTicker, amount);
    if (amount === owed) this.close(loan, 'repaid');
    this.ledger.changed();
    return loan;
  }

  addCollateral(id: number, value: string): Loan {
    const loan = this.openLoan(id);
    const amount = amountOf(loan.collateralTicker, value, 'amount');
    this.ledger.post({ account: 'main', ticker: loan.collateralTicker, available: -amount, freeze: amount });
    loan.collateralAmount = decimal(units(loan.collateralAmount) + amount);
    this.event(loan, 'collateral', loan.collateralTicker, amount);
    return loan;
  }

  list(status: 'open' | 'closed'): Loan[] {
    return state(this.ledger).loans.filter((l) => (status === 'open') === (l.status === 'open'));
  }

  /** The loan as the contract's CryptoLoan. */
  wire(loan: Loan) {
    const terms = collateralTerms(loan.collateralTicker)!;
    // One read of the rates for the LTV and both prices.
    const prices = this.prices();
    const ltv = this.ltv(loan, prices);
    return {
      id: loan.id,
      loanTicker: loan.loanTicker,
      principal: loan.principal,
      interest: loan.interest,
      collateralTicker: loan.collateralTicker,
      collateralAmount: loan.collateralAmount,
      hourlyRate: loan.hourlyRate,
      ltv: ltv.isFinite() ? ltv.toFixed() : '0',
      initialLtv: terms.initialLtv,
      marginCallLtv: terms.marginCallLtv,
      liquidationLtv: terms.liquidationLtv,
      marginCallPrice: this.priceAt(loan, terms.marginCallLtv, prices),
      liquidationPrice: this.priceAt(loan, terms.liquidationLtv, prices),
      status: loan.status,
      createdAt: unixSeconds(loan.createdAt),
      closedAt: loan.closedAt === null ? null : unixSeconds(loan.closedAt),
    };
  }

  /** An open loan of the user; one repaid or liquidated meanwhile (or unknown) is a 422 code 3302 FailedToUpdateCreditLine. */
  private openLoan(id: number): Loan {
    const loan = state(this.ledger).loans.find((l) => l.id === id);
    if (!loan || loan.status !== 'open')
      throw new EarnRejected(3302, {
        id: [loan ? `Loan ${id} is ${loan.status}: it can no longer be changed.` : `There is no open loan ${id}.`],
      });
    return loan;
  }

  /** The collateral is kept to cover the loan: it leaves the frozen main balance; nothing is owed any more. */
  private liquidate(loan: Loan): void {
    const pledged = units(loan.collateralAmount);
    this.ledger.post({ account: 'main', ticker: loan.collateralTicker, freeze: -pledged });
    this.event(loan, 'liquidation', loan.collateralTicker, pledged);
    loan.status = 'liquidated';
    loan.closedAt = this.ledger.now();
  }

  private close(loan: Loan, status: LoanStatus): void {
    const pledged = units(loan.collateralAmount);
    this.ledger.post({ account: 'main', ticker: loan.collateralTicker, available: pledged, freeze: -pledged });
    this.event(loan, 'release', loan.collateralTicker, pledged);
    loan.status = status;
    loan.closedAt = this.ledger.now();
  }

  private event(loan: Loan, kind: LoanEvent['kind'], ticker: string, amount: bigint): void {
    this.ledger.record<LoanEvent>(LOAN_HISTORY, { loanId: loan.id, kind, ticker, amount: decimal(amount) });
  }
}
