/**
 * The card payment gateway on the ledger (the contract's assumed card-gateway operations; a persisted slice,
 * `card-gateway`): a pending fiat deposit of the card provider (mocks/ledger/money/fiat-deposits.ts) paid with a card
 * saved with the provider settles the deposit as the provider's form would (amount less the provider's fee to main)
 * and marks the card used; the gateway remembers which card paid which deposit. Its limits per fiat currency are the
 * provider's per payment and a 24-hour total of what the user paid by card.
 */
import { decimal, units, type Ledger } from '../ledger';
import { fiatDepositOf, fiatDeposits, providerTerms, settleFiatDeposit, type StoredFiatDeposit } from '../money/fiat-deposits';
import { currencyOf } from '../money/currencies';
import { savedCards, type CardBrand } from '../money/saved-cards';
import { CardRejected } from './payment-card';

const SLICE = 'card-gateway';
/** The card provider of the fiat currencies (their providers list names it so). */
export const CARD_PROVIDER = 'Visa/Mastercard';
/** What the user may pay by card in 24 hours, per currency (the spec gives none). */
export const DAILY_LIMIT = '10000';
const DAY_MS = 24 * 60 * 60 * 1000;

interface GatewayPayment {
  transactionId: string;
  last4: string;
  brand: CardBrand;
}

const empty = (): { payments: GatewayPayment[] } => ({ payments: [] });
export const defineCardGateway = (ledger: Ledger): void => ledger.defineSlice(SLICE, empty);
const state = (ledger: Ledger) => ledger.slice<{ payments: GatewayPayment[] }>(SLICE, empty);

/** Whether the gateway takes card payments in a currency: a fiat with the card provider among its deposit providers. */
export const takesCards = (ticker: string): boolean =>
  currencyOf(ticker)?.providers.some((p) => p.name === CARD_PROVIDER && p.isDepositable) === true;

/** What the user paid by card in `ticker` in the 24 hours before now. */
function paidToday(ledger: Ledger, ticker: string): bigint {
  const since = ledger.now() - DAY_MS;
  return fiatDeposits(ledger)
    .filter((d) => d.provider === CARD_PROVIDER && d.ticker === ticker && d.status === 'completed' && (d.completedAt ?? 0) >= since)
    .reduce((sum, d) => sum + units(d.amount), 0n);
}

export function limits(ledger: Ledger, ticker: string) {
  const terms = providerTerms(CARD_PROVIDER);
  return { ticker, minAmount: terms.min, maxAmount: terms.max, dailyLimit: DAILY_LIMIT, dailyUsed: decimal(paidToday(ledger, ticker)) };
}

const cardDeposit = (ledger: Ledger, transactionId: string): StoredFiatDeposit | undefined => {
  const deposit = fiatDepositOf(ledger, transactionId);
  return deposit?.provider === CARD_PROVIDER ? deposit : undefined;
};

/** Pays a pending card deposit with a saved card: settled at once, the card marked used. */
export function payWithSavedCard(ledger: Ledger, transactionId: string, savedCardId: number): StoredFiatDeposit {
  const deposit = cardDeposit(ledger, transactionId);
  if (!deposit || deposit.status !== 'pending')
    throw new CardRejected(5100, 'transactionId', 'There is no card payment waiting under this id.');
  const card = savedCards(ledger).find((c) => c.id === savedCardId);
  if (!card) throw new CardRejected(5100, 'savedCardId', 'Choose one of your saved cards.');
  if (paidToday(ledger, deposit.ticker) + units(deposit.amount) > units(DAILY_LIMIT))
    throw new CardRejected(5100, 'transactionId', `This payment would pass the 24-hour card limit of ${DAILY_LIMIT} ${deposit.ticker}.`);
  settleFiatDeposit(ledger, transactionId, true);
  card.lastUsedAt = ledger.now();
  state(ledger).payments.push({ transactionId, last4: card.last4, brand: card.brand });
  ledger.changed();
  return deposit;
}

export class PaymentNotFound extends Error {}

export function cardPayment(ledger: Ledger, transactionId: string) {
  const deposit = cardDeposit(ledger, transactionId);
  if (!deposit) throw new PaymentNotFound('Payment not found.');
  const paid = state(ledger).payments.find((p) => p.transactionId === transactionId);
  const status = deposit.status === 'pending' ? 'awaiting-card' : deposit.status === 'completed' ? 'authorised' : 'declined';
  return {
    transactionId,
    status: status as 'awaiting-card' | 'authorised' | 'declined',
    amount: deposit.amount,
    ticker: deposit.ticker,
    card: paid ? { last4: paid.last4, brand: paid.brand } : null,
    createdAt: Math.floor(deposit.createdAt / 1000),
    ...(deposit.completedAt === undefined ? {} : { completedAt: Math.floor(deposit.completedAt / 1000) }),
  };
}
