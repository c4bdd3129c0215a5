/**
 * Gift cards on the ledger (the contract's assumed `gift-cards` operations): a card of one of the published designs
 * (the content collection `gift-cards`) takes an amount from its buyer's main balance and is carried by a code; whoever
 * redeems the code gets the amount on their own main balance, once. Like the codes, the cards are one registry for
 * all users (a shared slice): the buyer sees when the card was redeemed, the redeemer has it among their cards.
 */
import type { Random } from '../../socket/random';
import { draw } from '../auth/state';
import { listEntries } from '../content/entries';
import { EarnRejected } from '../earn/amounts';
import { decimal, units, type Ledger } from '../ledger';
import { positiveAmount } from '../money/amounts';
import { decimalsOf } from '../money/currencies';

const SLICE = 'gift-cards';
const DAY = 86_400_000;
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const GIFT_CARD_ASSETS = [
  { ticker: 'USDT', minAmount: '5', maxAmount: '1000' },
  { ticker: 'BTC', minAmount: '0.0001', maxAmount: '0.05' },
  { ticker: 'WBT', minAmount: '1', maxAmount: '5000' },
] as const;

export interface StoredGiftCard {
  id: number;
  buyer: number;
  design: string;
  ticker: string;
  amount: string;
  recipientName?: string;
  message?: string;
  code: string;
  purchasedAt: number;
  redeemedAt?: number;
  redeemer?: number;
}

interface GiftCardsState {
  /** Newest first. */
  cards: StoredGiftCard[];
}

export class GiftCardNotFound extends Error {}

export const giftCardDesigns = (): string[] => (listEntries('gift-cards') ?? []).map((e) => e.slug);

/** GIFT and three groups of four letters and digits (none that read alike: no I, O, 0 or 1). */
function giftCode(random: Random): string {
  const group = () => Array.from({ length: 4 }, () => CODE_LETTERS[random.int(0, CODE_LETTERS.length - 1)]).join('');
  return `GIFT-${group()}-${group()}-${group()}`;
}

function seed(ledger: Ledger): GiftCardsState {
  const c = ledger.createdAt;
  // One card the demo user gave and a friend redeemed; the demo user's own balances are after it (the seed's).
  return {
    cards: [
      {
        id: 7188,
        buyer: ledger.owner,
        design: 'thank-you',
        ticker: 'USDT',
        amount: '20',
        recipientName: 'Mehmet',
        message: 'Thanks for the help with the move!',
        code: giftCode(ledger.random('gift-cards:seed')),
        purchasedAt: c - 9 * DAY,
        redeemedAt: c - 8 * DAY,
        redeemer: 100_150,
      },
    ],
  };
}

const state = (ledger: Ledger): GiftCardsState => ledger.sharedSlice<GiftCardsState>(SLICE, seed);

export function defineGiftCards(ledger: Ledger): void {
  state(ledger);
}

const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** POST /v2/gift-cards: the amount leaves the main balance (InsufficientBalance when it has less) into a new card. */
export function buyGiftCard(
  ledger: Ledger,
  body: { design: string; ticker: string; amount: string; recipientName?: string; message?: string },
): StoredGiftCard {
  if (!giftCardDesigns().includes(body.design)) throw new EarnRejected(30, { design: ['This design is not on sale.'] });
  const terms = GIFT_CARD_ASSETS.find((a) => a.ticker === body.ticker);
  if (!terms) throw new EarnRejected(30, { ticker: [`Gift cards are not sold in ${body.ticker}.`] });
  const checked = positiveAmount(body.amount, decimalsOf(body.ticker));
  if (!checked.ok) throw new EarnRejected(32, { amount: [checked.message] });
  if (checked.units < units(terms.minAmount) || checked.units > units(terms.maxAmount))
    throw new EarnRejected(32, { amount: [`A card holds ${terms.minAmount} to ${terms.maxAmount} ${terms.ticker}.`] });
  ledger.post({ account: 'main', ticker: body.ticker, available: -checked.units });
  const card: StoredGiftCard = {
    id: ledger.nextId('gift-card', 7200),
    buyer: ledger.user,
    design: body.design,
    ticker: body.ticker,
    amount: decimal(checked.units),
    recipientName: text(body.recipientName),
    message: text(body.message),
    code: giftCode(draw(ledger, 'gift-card')),
    purchasedAt: ledger.now(),
  };
  state(ledger).cards.unshift(card);
  ledger.changed();
  return card;
}

/** POST /v2/gift-cards/redeem: the card's amount to the redeemer's main balance, once. */
export function redeemGiftCard(ledger: Ledger, code: string): StoredGiftCard {
  const wanted = code.trim().toUpperCase();
  const card = state(ledger).cards.find((c) => c.code === wanted);
  if (!card) throw new EarnRejected(30, { code: ['No gift card has this code. Check it and try again.'] });
  if (card.redeemedAt !== undefined) throw new EarnRejected(30, { code: ['This gift card has already been redeemed.'] });
  ledger.post({ account: 'main', ticker: card.ticker, available: card.amount });
  card.redeemedAt = ledger.now();
  card.redeemer = ledger.user;
  ledger.changed();
  return card;
}

/** The cards the user bought or redeemed, newest first. */
export const myGiftCards = (ledger: Ledger): StoredGiftCard[] =>
  state(ledger).cards.filter((c) => c.buyer === ledger.user || c.redeemer === ledger.user);

export function myGiftCard(ledger: Ledger, id: number): StoredGiftCard {
  const card = myGiftCards(ledger).find((c) => c.id === id);
  if (!card) throw new GiftCardNotFound('No gift card of yours has this id.');
  return card;
}
