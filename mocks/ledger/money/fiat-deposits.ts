/**
 * Fiat deposits through a payment provider (a persisted slice): started by POST /v2/profile/fiat-deposit, paid on the
 * provider's page (the demo's stand-in, mocks/demo-card-form.ts, settles it here), read by the payment-result page.
 * A paid deposit credits the main balance with the amount less the provider's fee, in one posting, and is listed in
 * the ledger's 'deposits' history. The fees and limits are the demo's own (the spec gives none).
 */
import type { Ledger } from '../ledger';
import { decimal, units } from '../ledger';
import { percentOfRoundedUp } from './amounts';
import { currencyOf } from './currencies';
import { saveCard, type CardDetails } from './saved-cards';

const SLICE = 'fiat-deposits';

/** A provider's fee (percent of the amount) and limits, by provider name; any other provider: no fee, 10 to 10 000. */
const PROVIDER_TERMS: Record<string, { feePercent: string; min: string; max: string }> = {
  'Visa/Mastercard': { feePercent: '2', min: '10', max: '5000' },
  Papara: { feePercent: '1', min: '50', max: '50000' },
};
const DEFAULT_TERMS = { feePercent: '0', min: '10', max: '10000' };
export const providerTerms = (provider: string) => PROVIDER_TERMS[provider] ?? DEFAULT_TERMS;

export type FiatDepositStatus = 'pending' | 'completed' | 'failed' | 'cancelled';

export interface StoredFiatDeposit {
  transactionId: string;
  ticker: string;
  provider: string;
  amount: string;
  fee: string;
  status: FiatDepositStatus;
  /** ms */
  createdAt: number;
  completedAt?: number;
}

export const fiatDeposits = (ledger: Ledger): StoredFiatDeposit[] => ledger.slice<StoredFiatDeposit[]>(SLICE, () => []);

export function defineFiatDeposits(ledger: Ledger): void {
  ledger.defineSlice(SLICE, () => []);
}

export type StartOutcome =
  { ok: true; deposit: StoredFiatDeposit } | { ok: false; field: 'ticker' | 'provider' | 'amount'; message: string };

/** A new pending deposit, after the currency, provider and the provider's limits are checked. */
export function startFiatDeposit(ledger: Ledger, ticker: string, provider: string, amount: bigint): StartOutcome {
  const currency = currencyOf(ticker);
  if (!currency?.isFiat) return { ok: false, field: 'ticker', message: `${ticker} is not a fiat currency.` };
  if (!currency.providers.some((p) => p.name === provider && p.isDepositable))
    return { ok: false, field: 'provider', message: `${provider} does not take ${ticker} deposits.` };
  const terms = providerTerms(provider);
  if (amount < units(terms.min)) return { ok: false, field: 'amount', message: `The minimum with ${provider} is ${terms.min} ${ticker}.` };
  if (amount > units(terms.max)) return { ok: false, field: 'amount', message: `The maximum with ${provider} is ${terms.max} ${ticker}.` };
  const deposit: StoredFiatDeposit = {
    transactionId: `fd-${ledger.nextId('fiat-deposit', 1001)}`,
    ticker,
    provider,
    amount: decimal(amount),
    // A fee never rounds in the payer's favour: up to the currency's decimals.
    fee: decimal(percentOfRoundedUp(amount, terms.feePercent, currency.decimal)),
    status: 'pending',
    createdAt: ledger.now(),
  };
  fiatDeposits(ledger).push(deposit);
  ledger.changed();
  return { ok: true, deposit };
}

export const fiatDepositOf = (ledger: Ledger, transactionId: string): StoredFiatDeposit | undefined =>
  fiatDeposits(ledger).find((d) => d.transactionId === transactionId);

/**
 * The provider's answer for a pending deposit: paid (main + amount - fee, one posting, and a 'deposits' history entry)
 * or not. A deposit that is no longer pending stays as it is. `card`: the card it was paid with, which the user asked
 * the provider to keep (it is then listed among the saved cards).
 */
export function settleFiatDeposit(ledger: Ledger, transactionId: string, paid: boolean, card?: CardDetails): StoredFiatDeposit | undefined {
  const deposit = fiatDepositOf(ledger, transactionId);
  if (!deposit || deposit.status !== 'pending') return deposit;
  deposit.completedAt = ledger.now();
  if (!paid) {
    deposit.status = 'cancelled';
    ledger.changed();
    return deposit;
  }
  const credited = units(deposit.amount) - units(deposit.fee);
  ledger.post({ account: 'main', ticker: deposit.ticker, available: credited });
  deposit.status = 'completed';
  ledger.record('deposits', {
    transactionId: deposit.transactionId,
    ticker: deposit.ticker,
    method: 'fiat',
    provider: deposit.provider,
    amount: deposit.amount,
    fee: deposit.fee,
    credited: decimal(credited),
    status: 'completed',
  });
  if (card) saveCard(ledger, deposit.provider, card);
  ledger.changed();
  return deposit;
}
