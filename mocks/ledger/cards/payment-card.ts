/**
 * The payment card on the ledger (the contract's assumed payment-card operations; a persisted slice, `payment-card`):
 * one card per user, ordered on a plan whose issue fee leaves the main balance in the same posting. The card holds a
 * USDT balance of its own, kept here in units of 10^-8: a top-up takes `amount` from main and puts `amount` less the
 * plan's top-up fee (rounded up to USDT's decimals) on the card; a withdrawal moves `amount` from the card back to
 * main, free. Each is one posting on main and one change of the card's balance, recorded as a card transaction and in
 * the ledger's `payment-card` history. An ordered card is active ACTIVATION_MS later on the ledger's clock.
 */
import { currentUser } from '../auth/state';
import { decimal, LEDGER_DECIMALS, units, type Ledger } from '../ledger';
import { percentOfRoundedUp, positiveAmount } from '../money/amounts';
import { decimalsOf } from '../money/currencies';

const SLICE = 'payment-card';
export const PAYMENT_CARD_HISTORY = 'payment-card';
export const CARD_TICKER = 'USDT';
export const ACTIVATION_MS = 60_000;

export type PlanId = 'standard' | 'premium' | 'metal';

export interface Plan {
  id: PlanId;
  issueFee: string;
  monthlyFee: string;
  topUpFeePercent: string;
  cashbackPercent: string;
  dailySpendLimit: string;
  monthlyAtmLimit: string;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'standard',
    issueFee: '0',
    monthlyFee: '0',
    topUpFeePercent: '1',
    cashbackPercent: '0.5',
    dailySpendLimit: '2500',
    monthlyAtmLimit: '500',
  },
  {
    id: 'premium',
    issueFee: '15',
    monthlyFee: '4.99',
    topUpFeePercent: '0.5',
    cashbackPercent: '1',
    dailySpendLimit: '10000',
    monthlyAtmLimit: '2000',
  },
  {
    id: 'metal',
    issueFee: '100',
    monthlyFee: '14.99',
    topUpFeePercent: '0',
    cashbackPercent: '2',
    dailySpendLimit: '50000',
    monthlyAtmLimit: '10000',
  },
];

export interface StoredPaymentCard {
  id: number;
  userId: number;
  planId: PlanId;
  holder: string;
  last4: string;
  expiry: string;
  /** units of 10^-8 as a decimal string */
  balance: string;
  addressLine: string;
  city: string;
  postcode: string;
  country: string;
  /** ms */
  orderedAt: number;
}

export interface StoredCardTransaction {
  id: number;
  cardId: number;
  type: 'top-up' | 'withdrawal';
  amount: string;
  fee: string;
  balanceAfter: string;
  createdAt: number;
}

interface PaymentCardState {
  cards: StoredPaymentCard[];
  transactions: StoredCardTransaction[];
}

/** A broken rule: its 422 code, field and message. */
export class CardRejected extends Error {
  constructor(
    readonly code: number | string,
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const empty = (): PaymentCardState => ({ cards: [], transactions: [] });
export const definePaymentCard = (ledger: Ledger): void => ledger.defineSlice<PaymentCardState>(SLICE, empty);
const state = (ledger: Ledger) => ledger.slice<PaymentCardState>(SLICE, empty);
const places = Math.min(decimalsOf(CARD_TICKER), LEDGER_DECIMALS);

export const planOf = (id: string): Plan | undefined => PLANS.find((p) => p.id === id);

/** The user's card, or undefined before one is ordered. */
export const paymentCard = (ledger: Ledger): StoredPaymentCard | undefined =>
  state(ledger).cards.find((c) => c.userId === currentUser(ledger).userId);

export interface OrderBody {
  planId: PlanId;
  holder: string;
  addressLine: string;
  city: string;
  postcode: string;
  country: string;
}

/** Orders the card (one per user) and takes the plan's issue fee from main in the same posting (37 when short). */
export function orderCard(ledger: Ledger, body: OrderBody): StoredPaymentCard {
  const plan = planOf(body.planId);
  if (!plan) throw new CardRejected(30, 'planId', 'Choose one of the plans.');
  if (paymentCard(ledger)) throw new CardRejected(30, 'planId', 'You have a card already.');
  for (const field of ['addressLine', 'city', 'postcode'] as const)
    if (body[field].trim() === '') throw new CardRejected(30, field, 'The card needs a delivery address.');
  const fee = units(plan.issueFee);
  if (fee > ledger.balance('main', CARD_TICKER).available)
    throw new CardRejected(
      37,
      'planId',
      `The ${plan.id} plan's issue fee is ${plan.issueFee} ${CARD_TICKER}: not enough on the main balance.`,
    );
  if (fee > 0n) ledger.post({ account: 'main', ticker: CARD_TICKER, available: -fee });
  const random = ledger.random(`payment-card:${state(ledger).cards.length}`);
  const now = ledger.now();
  const expires = new Date(now);
  const card: StoredPaymentCard = {
    id: ledger.nextId('payment-card', 51_000),
    userId: currentUser(ledger).userId,
    planId: plan.id,
    holder: body.holder.trim().toUpperCase(),
    last4: String(random.int(0, 9999)).padStart(4, '0'),
    expiry: `${String(expires.getUTCMonth() + 1).padStart(2, '0')}/${String((expires.getUTCFullYear() + 4) % 100).padStart(2, '0')}`,
    balance: '0',
    addressLine: body.addressLine.trim(),
    city: body.city.trim(),
    postcode: body.postcode.trim().toUpperCase(),
    country: body.country,
    orderedAt: now,
  };
  state(ledger).cards.push(card);
  ledger.record(PAYMENT_CARD_HISTORY, { kind: 'order', cardId: card.id, planId: plan.id, issueFee: plan.issueFee, ticker: CARD_TICKER });
  ledger.changed();
  return card;
}

function amountOf(value: string): bigint {
  const checked = positiveAmount(value, places);
  if (!checked.ok) throw new CardRejected(32, 'amount', checked.message);
  return checked.units;
}

function cardOrRefuse(ledger: Ledger): StoredPaymentCard {
  const card = paymentCard(ledger);
  if (!card) throw new CardRejected(30, 'amount', 'Order the card first.');
  return card;
}

function transact(ledger: Ledger, card: StoredPaymentCard, type: StoredCardTransaction['type'], amount: bigint, fee: bigint) {
  const transaction: StoredCardTransaction = {
    id: ledger.nextId('payment-card-transaction', 52_000),
    cardId: card.id,
    type,
    amount: decimal(amount),
    fee: decimal(fee),
    balanceAfter: card.balance,
    createdAt: ledger.now(),
  };
  state(ledger).transactions.unshift(transaction);
  ledger.record(PAYMENT_CARD_HISTORY, {
    kind: type,
    cardId: card.id,
    amount: transaction.amount,
    fee: transaction.fee,
    ticker: CARD_TICKER,
  });
  ledger.changed();
  return transaction;
}

/** main - amount, card + (amount - fee). InsufficientBalance (37) when main does not hold it. */
export function topUp(ledger: Ledger, value: string) {
  const card = cardOrRefuse(ledger);
  const amount = amountOf(value);
  const fee = percentOfRoundedUp(amount, planOf(card.planId)!.topUpFeePercent, places);
  ledger.post({ account: 'main', ticker: CARD_TICKER, available: -amount });
  card.balance = decimal(units(card.balance) + amount - fee);
  return { card, transaction: transact(ledger, card, 'top-up', amount, fee) };
}

/** card - amount, main + amount (37 on `amount` when the card does not hold it). */
export function withdraw(ledger: Ledger, value: string) {
  const card = cardOrRefuse(ledger);
  const amount = amountOf(value);
  if (amount > units(card.balance)) throw new CardRejected(37, 'amount', `The card holds ${card.balance} ${CARD_TICKER}.`);
  ledger.post({ account: 'main', ticker: CARD_TICKER, available: amount });
  card.balance = decimal(units(card.balance) - amount);
  return { card, transaction: transact(ledger, card, 'withdrawal', amount, 0n) };
}

export function cardTransactions(ledger: Ledger): StoredCardTransaction[] {
  const card = paymentCard(ledger);
  return card ? state(ledger).transactions.filter((t) => t.cardId === card.id) : [];
}

const s = (ms: number) => Math.floor(ms / 1000);

export function wireCard(ledger: Ledger, card: StoredPaymentCard) {
  const active = ledger.now() >= card.orderedAt + ACTIVATION_MS;
  return {
    id: card.id,
    planId: card.planId,
    status: active ? ('active' as const) : ('ordered' as const),
    holder: card.holder,
    last4: card.last4,
    expiry: card.expiry,
    balance: card.balance,
    ticker: CARD_TICKER,
    addressLine: card.addressLine,
    city: card.city,
    postcode: card.postcode,
    country: card.country,
    orderedAt: s(card.orderedAt),
    ...(active ? { activatedAt: s(card.orderedAt + ACTIVATION_MS) } : {}),
  };
}

export const wireTransaction = (t: StoredCardTransaction) => ({
  id: t.id,
  type: t.type,
  amount: t.amount,
  fee: t.fee,
  ticker: CARD_TICKER,
  balanceAfter: t.balanceAfter,
  createdAt: s(t.createdAt),
});

export const wirePlan = (p: Plan) => ({ ...p, ticker: CARD_TICKER });
