/**
 * P2P Express on the ledger (the contract's assumed p2p-express operations): the merchants' offers, the user's bank
 * cards and orders (a persisted slice, `p2p-express`). An order is made as a `draft` at the offer's figures (the
 * quote's), confirmed with a card, and then moves on the ledger's clock:
 * - a deposit: `created` (the user pays the merchant's card within the payment window, else `expired`), `paid` once
 *   the user says so, `completed` MERCHANT_STEP_MS later, when exactly `receive` of the asset is credited to main;
 * - a withdrawal: confirming freezes `amount` of the asset on main and makes it `created`; MERCHANT_STEP_MS later the
 *   merchant has paid the user's card (`paid`) and the user's release takes the frozen amount (`completed`).
 * Nothing is paid while an order is a draft or `created`, so it can be cancelled then (a withdrawal's asset is
 * released). Every completion is recorded in the `p2p-express` history and listed with the funds history's deposits or
 * withdrawals (mocks/ledger/money/history-records.ts). Orders belong to the user who made them: another user's id is
 * not found. Decimals only: a deposit's asset is amount / price rounded down, the fee rounded up (both to the asset's
 * decimals); a withdrawal's fiat is (amount less the fee) times the price rounded down to the fiat's decimals.
 */
import Decimal from 'decimal.js';
import { isCardNumber } from '../../../src/lib/input/payout-details';
import { reachesTravelRule } from '../../../src/lib/valuation/travel-rule';
import { currentUser } from '../auth/state';
import { LEDGER_DECIMALS, units, type Ledger } from '../ledger';
import { cardBrand, type CardBrand } from '../money/saved-cards';
import { decimalsOf } from '../money/currencies';

const SLICE = 'p2p-express';
export const P2P_HISTORY = 'p2p-express';
/** How long the merchant takes to confirm a deposit's payment or to pay a withdrawal (ledger clock). */
export const MERCHANT_STEP_MS = 2 * 60_000;
const MINUTE_MS = 60_000;
const Dec = Decimal.clone({ precision: 60 });

export type Direction = 'deposit' | 'withdraw';
export type OrderStatus = 'draft' | 'created' | 'paid' | 'completed' | 'cancelled' | 'expired';

export interface Merchant {
  id: string;
  name: string;
  /** Its legal name: the travel rule's beneficiary of a withdrawal. */
  legalName: string;
  country: string;
  completedOrders: number;
  completionRate: string;
  bank: string;
  /** The card a deposit is paid to. */
  cardNumber: string;
}

export interface Offer {
  id: number;
  direction: Direction;
  merchant: string;
  asset: string;
  fiat: string;
  price: string;
  feePercent: string;
  minAmount: string;
  maxAmount: string;
  paymentWindowMinutes: number;
}

export const MERCHANTS: readonly Merchant[] = [
  {
    id: 'nordpay',
    name: 'NordPay Exchange',
    legalName: 'NordPay Exchange OU',
    country: 'EE',
    completedOrders: 4812,
    completionRate: '99.2',
    bank: 'LHV Pank',
    cardNumber: '5354561234567891',
  },
  {
    id: 'thames-p2p',
    name: 'Thames P2P',
    legalName: 'Thames P2P Ltd',
    country: 'GB',
    completedOrders: 1570,
    completionRate: '99.6',
    bank: 'Monzo Bank',
    cardNumber: '4000056655665556',
  },
  {
    id: 'anatolia-fx',
    name: 'Anatolia FX',
    legalName: 'Anatolia FX Finansal Hizmetler A.S.',
    country: 'TR',
    completedOrders: 2290,
    completionRate: '98.7',
    bank: 'Garanti BBVA',
    cardNumber: '5200828282828210',
  },
];

/** The offers: a deposit's price is what a unit costs the user, a withdrawal's what the user gets for one. */
export const OFFERS: readonly Offer[] = [
  {
    id: 3101,
    direction: 'deposit',
    merchant: 'nordpay',
    asset: 'USDT',
    fiat: 'EUR',
    price: '0.94',
    feePercent: '0.5',
    minAmount: '20',
    maxAmount: '5000',
    paymentWindowMinutes: 15,
  },
  {
    id: 3102,
    direction: 'deposit',
    merchant: 'thames-p2p',
    asset: 'USDT',
    fiat: 'GBP',
    price: '0.81',
    feePercent: '0.5',
    minAmount: '20',
    maxAmount: '4000',
    paymentWindowMinutes: 15,
  },
  {
    id: 3103,
    direction: 'deposit',
    merchant: 'anatolia-fx',
    asset: 'USDT',
    fiat: 'TRY',
    price: '35.2',
    feePercent: '0.8',
    minAmount: '500',
    maxAmount: '150000',
    paymentWindowMinutes: 20,
  },
  {
    id: 3104,
    direction: 'deposit',
    merchant: 'nordpay',
    asset: 'USDT',
    fiat: 'USD',
    price: '1.02',
    feePercent: '0.5',
    minAmount: '20',
    maxAmount: '5000',
    paymentWindowMinutes: 15,
  },
  {
    id: 3105,
    direction: 'deposit',
    merchant: 'thames-p2p',
    asset: 'USDT',
    fiat: 'EUR',
    price: '0.95',
    feePercent: '0.3',
    minAmount: '50',
    maxAmount: '3000',
    paymentWindowMinutes: 15,
  },
  {
    id: 3201,
    direction: 'withdraw',
    merchant: 'nordpay',
    asset: 'USDT',
    fiat: 'EUR',
    price: '0.91',
    feePercent: '0.5',
    minAmount: '20',
    maxAmount: '5000',
    paymentWindowMinutes: 15,
  },
  {
    id: 3202,
    direction: 'withdraw',
    merchant: 'thames-p2p',
    asset: 'USDT',
    fiat: 'GBP',
    price: '0.78',
    feePercent: '0.5',
    minAmount: '20',
    maxAmount: '4000',
    paymentWindowMinutes: 15,
  },
  {
    id: 3203,
    direction: 'withdraw',
    merchant: 'anatolia-fx',
    asset: 'USDT',
    fiat: 'TRY',
    price: '33.9',
    feePercent: '0.8',
    minAmount: '20',
    maxAmount: '4000',
    paymentWindowMinutes: 20,
  },
  {
    id: 3204,
    direction: 'withdraw',
    merchant: 'nordpay',
    asset: 'USDT',
    fiat: 'USD',
    price: '0.99',
    feePercent: '0.5',
    minAmount: '20',
    maxAmount: '5000',
    paymentWindowMinutes: 15,
  },
];

export interface StoredCard {
  id: number;
  userId: number;
  last4: string;
  brand: CardBrand;
  holder: string;
  expiry: string;
  /** ms */
  createdAt: number;
}

export interface StoredOrder {
  id: number;
  userId: number;
  direction: Direction;
  status: OrderStatus;
  offerId: number;
  asset: string;
  fiat: string;
  price: string;
  amount: string;
  fee: string;
  receive: string;
  cardId: number | null;
  travelRuleRequired: boolean;
  travelRuleConfirmedAt?: number;
  /** ms of the ledger's clock */
  createdAt: number;
  expiresAt: number;
  confirmedAt?: number;
  paidAt?: number;
  completedAt?: number;
  cancelledAt?: number;
}

interface P2pState {
  cards: StoredCard[];
  orders: StoredOrder[];
}

/** A rule the request breaks: the 422's code, its field and message (codes 30, 32, 37 and the 48xx of the calls). */
export class P2pRejected extends Error {
  constructor(
    readonly code: number,
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}
export class P2pNotFound extends Error {}

const empty = (): P2pState => ({ cards: [], orders: [] });

export function defineP2pExpress(ledger: Ledger): void {
  ledger.defineSlice<P2pState>(SLICE, empty);
}

const state = (ledger: Ledger): P2pState => ledger.slice<P2pState>(SLICE, empty);
const me = (ledger: Ledger): number => currentUser(ledger).userId;
export const merchantOf = (id: string): Merchant => MERCHANTS.find((m) => m.id === id)!;
const places = (ticker: string) => Math.min(decimalsOf(ticker), LEDGER_DECIMALS);
export const offerOf = (id: number): Offer | undefined => OFFERS.find((o) => o.id === id);
/** What the user gives at an offer: fiat for a deposit, the asset for a withdrawal. */
export const amountTicker = (o: Pick<Offer, 'direction' | 'asset' | 'fiat'>) => (o.direction === 'deposit' ? o.fiat : o.asset);
export const receiveTicker = (o: Pick<Offer, 'direction' | 'asset' | 'fiat'>) => (o.direction === 'deposit' ? o.asset : o.fiat);
export const assetDecimals = (o: Pick<Offer, 'asset'>) => places(o.asset);
export const fiatDecimals = (o: Pick<Offer, 'fiat'>) => places(o.fiat);

/** The offers of a direction (and fiat), best first: the cheapest to buy from, the dearest to sell to. */
export function offers(direction: Direction, fiat?: string): Offer[] {
  return OFFERS.filter((o) => o.direction === direction && (!fiat || o.fiat === fiat)).sort((a, b) => {
    const diff = new Dec(a.price).cmp(b.price);
    return direction === 'deposit' ? diff : -diff;
  });
}

export interface Figures {
  amount: string;
  fee: string;
  receive: string;
}

/** What `amount` comes to at an offer, checked against its limits and decimals (32 on `amount`). */
export function figures(offer: Offer, amount: string): Figures {
  const given = amountTicker(offer);
  const decimals = places(given);
  if (!/^(0|[1-9][0-9]*)(\.[0-9]+)?$/.test(amount) || new Dec(amount).lte(0))
    throw new P2pRejected(32, 'amount', 'The amount must be a positive number.');
  if ((amount.split('.')[1] ?? '').length > decimals)
    throw new P2pRejected(32, 'amount', `The amount may have at most ${decimals} decimals.`);
  const value = new Dec(amount);
  if (value.lt(offer.minAmount) || value.gt(offer.maxAmount))
    throw new P2pRejected(32, 'amount', `Give ${offer.minAmount} to ${offer.maxAmount} ${given}.`);
  const assetPlaces = places(offer.asset);
  const feeRate = new Dec(offer.feePercent).div(100);
  if (offer.direction === 'deposit') {
    const gross = value.div(offer.price).toDecimalPlaces(assetPlaces, Decimal.ROUND_DOWN);
    const fee = gross.times(feeRate).toDecimalPlaces(assetPlaces, Decimal.ROUND_UP);
    return { amount: value.toFixed(), fee: fee.toFixed(), receive: gross.minus(fee).toFixed() };
  }
  const fee = value.times(feeRate).toDecimalPlaces(assetPlaces, Decimal.ROUND_UP);
  const receive = value.minus(fee).times(offer.price).toDecimalPlaces(places(offer.fiat), Decimal.ROUND_DOWN);
  return { amount: value.toFixed(), fee: fee.toFixed(), receive: receive.toFixed() };
}

// ------------------------------------------------------------------ cards

export const cards = (ledger: Ledger): StoredCard[] =>
  state(ledger)
    .cards.filter((c) => c.userId === me(ledger))
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);

/** Adds a card (the same card again answers the one there): a Visa or Mastercard number, a holder, an expiry not past. */
export function addCard(ledger: Ledger, body: { number: string; holder: string; expiry: string }): StoredCard {
  const digits = body.number.replace(/[\s-]/g, '');
  if (!isCardNumber(digits)) throw new P2pRejected(30, 'number', 'This is not a valid card number: check its digits.');
  const brand = cardBrand(digits);
  if (!brand) throw new P2pRejected(30, 'number', 'Only Visa and Mastercard cards are taken.');
  const holder = body.holder.trim().toUpperCase();
  if (holder.length < 2) throw new P2pRejected(30, 'holder', 'Write the name as it is on the card.');
  const [month, year] = body.expiry.split('/').map(Number) as [number, number];
  const now = new Date(ledger.now());
  const nowMonths = (now.getUTCFullYear() % 100) * 12 + now.getUTCMonth() + 1;
  if (year * 12 + month < nowMonths) throw new P2pRejected(30, 'expiry', 'The card has expired.');
  const last4 = digits.slice(-4);
  const known = cards(ledger).find((c) => c.last4 === last4 && c.brand === brand && c.expiry === body.expiry);
  if (known) return known;
  const card: StoredCard = {
    id: ledger.nextId('p2p-card', 4400),
    userId: me(ledger),
    last4,
    brand,
    holder,
    expiry: body.expiry,
    createdAt: ledger.now(),
  };
  state(ledger).cards.push(card);
  ledger.changed();
  return card;
}

const cardOf = (ledger: Ledger, id: number | null) => (id === null ? undefined : cards(ledger).find((c) => c.id === id));

// ------------------------------------------------------------------ orders

/** Moves every order on to what the ledger's clock has made due (lapsed drafts and unpaid orders, merchants' steps). */
export function settleP2pExpress(ledger: Ledger): void {
  const now = ledger.now();
  let changed = false;
  for (const order of state(ledger).orders) {
    if ((order.status === 'draft' || (order.status === 'created' && order.direction === 'deposit')) && now > order.expiresAt) {
      order.status = 'expired';
      changed = true;
    } else if (order.status === 'created' && order.direction === 'withdraw' && now >= (order.confirmedAt ?? now) + MERCHANT_STEP_MS) {
      // The merchant has paid the user's card: the user confirms it arrived (releaseWithdrawal).
      order.status = 'paid';
      order.paidAt = (order.confirmedAt ?? now) + MERCHANT_STEP_MS;
      changed = true;
    } else if (order.status === 'paid' && order.direction === 'deposit' && now >= (order.paidAt ?? now) + MERCHANT_STEP_MS) {
      complete(ledger, order, (order.paidAt ?? now) + MERCHANT_STEP_MS);
      changed = true;
    }
  }
  if (changed) ledger.changed();
}

function complete(ledger: Ledger, order: StoredOrder, at: number): void {
  if (order.direction === 'deposit') ledger.post({ account: 'main', ticker: order.asset, available: units(order.receive) });
  else ledger.post({ account: 'main', ticker: order.asset, freeze: -units(order.amount) });
  order.status = 'completed';
  order.completedAt = at;
  ledger.record(
    P2P_HISTORY,
    {
      orderId: order.id,
      direction: order.direction,
      asset: order.asset,
      fiat: order.fiat,
      amount: order.amount,
      fee: order.fee,
      receive: order.receive,
      merchant: offerOf(order.offerId)!.merchant,
    },
    at,
  );
}

/** The user's orders, newest first (drafts left out unless asked for). */
export function orders(ledger: Ledger, { drafts = false } = {}): StoredOrder[] {
  settleP2pExpress(ledger);
  return state(ledger)
    .orders.filter((o) => o.userId === me(ledger) && (drafts || o.status !== 'draft'))
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}

export function order(ledger: Ledger, id: number, direction?: Direction): StoredOrder {
  const found = orders(ledger, { drafts: true }).find((o) => o.id === id && (!direction || o.direction === direction));
  if (!found) throw new P2pNotFound('Order not found.');
  return found;
}

/** A EUR value per unit of a ticker, for the travel rule's threshold (mocks/ledger/money/rates.ts). */
export type EurRate = (ticker: string) => string | undefined;

/** A draft at the offer's figures; a withdrawal's amount must be on main already (37), nothing is frozen yet. */
export function createOrder(
  ledger: Ledger,
  direction: Direction,
  body: { offerId: number; amount: string },
  eurRate: EurRate,
): StoredOrder {
  const offer = offerOf(body.offerId);
  if (!offer || offer.direction !== direction) throw new P2pRejected(30, 'offerId', `There is no ${direction} offer ${body.offerId}.`);
  const figured = figures(offer, body.amount);
  if (direction === 'withdraw' && units(figured.amount) > ledger.balance('main', offer.asset).available)
    throw new P2pRejected(37, 'amount', `Not enough ${offer.asset} on the main balance.`);
  const now = ledger.now();
  const made: StoredOrder = {
    id: ledger.nextId('p2p-order', 880_000),
    userId: me(ledger),
    direction,
    status: 'draft',
    offerId: offer.id,
    asset: offer.asset,
    fiat: offer.fiat,
    price: offer.price,
    ...figured,
    cardId: null,
    travelRuleRequired: direction === 'withdraw' && reachesTravelRule(figured.amount, eurRate(offer.asset)),
    createdAt: now,
    expiresAt: now + offer.paymentWindowMinutes * MINUTE_MS,
  };
  state(ledger).orders.push(made);
  ledger.changed();
  return made;
}

function confirmable(ledger: Ledger, o: StoredOrder, cardId: number, code: number): void {
  if (o.status !== 'draft')
    throw new P2pRejected(code, 'id', o.status === 'expired' ? 'The order has lapsed: start again.' : `The order is ${o.status}.`);
  if (!cardOf(ledger, cardId)) throw new P2pRejected(30, 'cardId', 'Choose one of your cards.');
}

/** A draft deposit confirmed with the user's card: `created`, to be paid within the window from now. */
export function confirmDeposit(ledger: Ledger, id: number, cardId: number): StoredOrder {
  const o = order(ledger, id, 'deposit');
  confirmable(ledger, o, cardId, 4804);
  const now = ledger.now();
  o.status = 'created';
  o.cardId = cardId;
  o.confirmedAt = now;
  o.expiresAt = now + offerOf(o.offerId)!.paymentWindowMinutes * MINUTE_MS;
  ledger.changed();
  return o;
}

/** The user says the deposit is paid: `paid`, completed by the merchant MERCHANT_STEP_MS later. */
export function markPaid(ledger: Ledger, id: number): StoredOrder {
  const o = order(ledger, id, 'deposit');
  if (o.status !== 'created') throw new P2pRejected(4804, 'id', `The order is ${o.status}.`);
  o.status = 'paid';
  o.paidAt = ledger.now();
  ledger.changed();
  return o;
}

/** A draft withdrawal confirmed: its amount frozen on main (InsufficientBalance when no longer there), `created`. */
export function confirmWithdrawal(ledger: Ledger, id: number, body: { cardId: number; travelRuleConfirmed?: boolean }): StoredOrder {
  const o = order(ledger, id, 'withdraw');
  confirmable(ledger, o, body.cardId, 4806);
  if (o.travelRuleRequired && body.travelRuleConfirmed !== true)
    throw new P2pRejected(4811, 'travelRuleConfirmed', 'Confirm the merchant as the beneficiary: the travel rule applies to this amount.');
  const amount = units(o.amount);
  ledger.post({ account: 'main', ticker: o.asset, available: -amount, freeze: amount });
  const now = ledger.now();
  o.status = 'created';
  o.cardId = body.cardId;
  o.confirmedAt = now;
  if (o.travelRuleRequired) o.travelRuleConfirmedAt = now;
  ledger.changed();
  return o;
}

/** The user confirms the merchant's payment arrived: the frozen amount goes, the withdrawal is `completed`. */
export function releaseWithdrawal(ledger: Ledger, id: number): StoredOrder {
  const o = order(ledger, id, 'withdraw');
  if (o.status !== 'paid') throw new P2pRejected(4806, 'id', `The order is ${o.status}: the merchant has not paid yet.`);
  complete(ledger, o, ledger.now());
  ledger.changed();
  return o;
}

/** Cancels an order nobody has paid yet (a withdrawal's frozen amount is released). */
export function cancelOrder(ledger: Ledger, id: number): StoredOrder {
  const o = order(ledger, id);
  if (o.status !== 'draft' && o.status !== 'created')
    throw new P2pRejected(4809, 'id', `The order is ${o.status}: it can no longer be cancelled.`);
  if (o.status === 'created' && o.direction === 'withdraw') {
    const amount = units(o.amount);
    ledger.post({ account: 'main', ticker: o.asset, available: amount, freeze: -amount });
  }
  o.status = 'cancelled';
  o.cancelledAt = ledger.now();
  ledger.changed();
  return o;
}

// ------------------------------------------------------------------ wire forms

const s = (ms: number) => Math.floor(ms / 1000);

export function wireMerchant(m: Merchant) {
  return { id: m.id, name: m.name, country: m.country, completedOrders: m.completedOrders, completionRate: m.completionRate };
}

export function wireOffer(o: Offer) {
  return {
    id: o.id,
    direction: o.direction,
    merchant: wireMerchant(merchantOf(o.merchant)),
    asset: o.asset,
    fiat: o.fiat,
    price: o.price,
    feePercent: o.feePercent,
    amountTicker: amountTicker(o),
    minAmount: o.minAmount,
    maxAmount: o.maxAmount,
    assetDecimals: assetDecimals(o),
    fiatDecimals: fiatDecimals(o),
    paymentWindowMinutes: o.paymentWindowMinutes,
  };
}

export function wireQuote(o: Offer, f: Figures) {
  return {
    offerId: o.id,
    direction: o.direction,
    amount: f.amount,
    amountTicker: amountTicker(o),
    price: o.price,
    fee: f.fee,
    feeTicker: o.asset,
    receive: f.receive,
    receiveTicker: receiveTicker(o),
  };
}

export const wireCard = (c: StoredCard) => ({
  id: c.id,
  last4: c.last4,
  brand: c.brand,
  holder: c.holder,
  expiry: c.expiry,
  createdAt: s(c.createdAt),
});

export function wireOrder(ledger: Ledger, o: StoredOrder) {
  const offer = offerOf(o.offerId)!;
  const merchant = merchantOf(offer.merchant);
  const card = cardOf(ledger, o.cardId);
  const time = (name: string, ms: number | undefined) => (ms === undefined ? {} : { [name]: s(ms) });
  return {
    id: o.id,
    direction: o.direction,
    status: o.status,
    offerId: o.offerId,
    merchant: wireMerchant(merchant),
    asset: o.asset,
    fiat: o.fiat,
    price: o.price,
    amount: o.amount,
    amountTicker: amountTicker(o),
    fee: o.fee,
    feeTicker: o.asset,
    receive: o.receive,
    receiveTicker: receiveTicker(o),
    card: card ? wireCard(card) : null,
    // Where a confirmed deposit's fiat goes: the merchant's card, with the order's reference.
    ...(o.direction === 'deposit' && o.status !== 'draft'
      ? {
          merchantPayment: {
            bank: merchant.bank,
            cardNumber: merchant.cardNumber,
            holder: merchant.legalName.toUpperCase(),
            reference: `P2P-${o.id}`,
          },
        }
      : {}),
    travelRule: {
      required: o.travelRuleRequired,
      beneficiaryName: merchant.legalName,
      beneficiaryCountry: merchant.country,
      ...time('confirmedAt', o.travelRuleConfirmedAt),
    },
    createdAt: s(o.createdAt),
    expiresAt: s(o.expiresAt),
    ...time('confirmedAt', o.confirmedAt),
    ...time('paidAt', o.paidAt),
    ...time('completedAt', o.completedAt),
    ...time('cancelledAt', o.cancelledAt),
  };
}

/** A record of the funds history (the contract's FundsRecord, with no memo or transaction hash: nothing went on chain). */
export interface FundsRow {
  id: number;
  method: 1 | 2;
  ticker: string;
  network: string;
  provider: string;
  address?: string;
  memo?: string;
  txHash?: string;
  amount: string;
  fee: string;
  status: 'completed' | 'cancelled' | 'pending';
  createdAt: number;
}

/** The completed and pending orders as the funds history lists them (method 1 deposits, 2 withdrawals). */
export function fundsRecords(ledger: Ledger, direction: Direction): FundsRow[] {
  return orders(ledger)
    .filter((o) => o.direction === direction)
    .map((o) => {
      const card = cardOf(ledger, o.cardId);
      const status: FundsRow['status'] =
        o.status === 'completed' ? 'completed' : o.status === 'cancelled' || o.status === 'expired' ? 'cancelled' : 'pending';
      return {
        id: o.id,
        method: direction === 'deposit' ? 1 : 2,
        ticker: o.asset,
        network: 'P2P_EXPRESS',
        provider: `P2P Express · ${merchantOf(offerOf(o.offerId)!.merchant).name}`,
        ...(card ? { address: `•••• ${card.last4}` } : {}),
        // A deposit's record is what reached main; a withdrawal's what left it.
        amount: direction === 'deposit' ? o.receive : o.amount,
        fee: o.fee,
        status,
        createdAt: s(o.createdAt),
      };
    });
}
