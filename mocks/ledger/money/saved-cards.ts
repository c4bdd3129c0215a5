/**
 * Cards saved with the card provider (a persisted slice, `saved-cards`): what a provider keeps after a card payment,
 * the last four digits, the brand, the holder and the expiry (never the whole number or the CVC), and the user's own
 * label. The seed has two; a fiat deposit paid by card on the provider's form (the demo's stand-in,
 * mocks/demo-card-form.ts) with "save this card" adds its card here, or marks the same card used again.
 */
import type { Ledger } from '../ledger';

const SLICE = 'saved-cards';
const DAY_MS = 24 * 60 * 60 * 1000;

export type CardBrand = 'visa' | 'mastercard';

export interface StoredCard {
  id: number;
  last4: string;
  brand: CardBrand;
  holder: string;
  /** MM/YY */
  expiry: string;
  label: string | null;
  provider: string;
  /** ms */
  createdAt: number;
  lastUsedAt: number | null;
}

interface SavedCardsState {
  cards: StoredCard[];
}

/** The demo's two cards, saved with earlier deposits. */
function seed(ledger: Ledger): SavedCardsState {
  const at = ledger.createdAt;
  return {
    cards: [
      {
        id: 7002,
        last4: '5100',
        brand: 'mastercard',
        holder: 'DEMO TRADER',
        expiry: '08/28',
        label: null,
        provider: 'Visa/Mastercard',
        createdAt: at - 12 * DAY_MS,
        lastUsedAt: at - 3 * DAY_MS,
      },
      {
        id: 7001,
        last4: '1881',
        brand: 'visa',
        holder: 'DEMO TRADER',
        expiry: '03/29',
        label: 'Salary card',
        provider: 'Visa/Mastercard',
        createdAt: at - 40 * DAY_MS,
        lastUsedAt: null,
      },
    ],
  };
}

export function defineSavedCards(ledger: Ledger): void {
  ledger.defineSlice(SLICE, seed);
}

export const savedCards = (ledger: Ledger): StoredCard[] => ledger.slice<SavedCardsState>(SLICE, seed).cards;

/** The card's scheme from its number: 4 is Visa; 51-55 and 2221-2720 Mastercard; anything else none. */
export function cardBrand(digits: string): CardBrand | undefined {
  if (/^4/.test(digits)) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return undefined;
}

/** What the provider's form sends when the user keeps the card: the number as typed, MM/YY and the holder. */
export interface CardDetails {
  number: string;
  expiry: string;
  holder: string;
}

/**
 * Keeps the card of a paid deposit: a card already saved (same last four, brand and expiry) is marked used now;
 * a new one is added first. A number that is no card of a scheme the provider takes, or a bad expiry, keeps nothing.
 */
export function saveCard(ledger: Ledger, provider: string, details: CardDetails): StoredCard | undefined {
  const digits = details.number.replace(/[\s-]/g, '');
  const brand = cardBrand(digits);
  const expiry = details.expiry.trim();
  const holder = details.holder.trim().toUpperCase().slice(0, 64);
  if (!/^[0-9]{13,19}$/.test(digits) || !brand || !/^(0[1-9]|1[0-2])\/[0-9]{2}$/.test(expiry) || holder.length < 2) return undefined;
  const last4 = digits.slice(-4);
  const cards = savedCards(ledger);
  const known = cards.find((c) => c.last4 === last4 && c.brand === brand && c.expiry === expiry);
  if (known) {
    known.lastUsedAt = ledger.now();
    ledger.changed();
    return known;
  }
  const card: StoredCard = {
    id: ledger.nextId('saved-card', 7100),
    last4,
    brand,
    holder,
    expiry,
    label: null,
    provider,
    createdAt: ledger.now(),
    lastUsedAt: ledger.now(),
  };
  cards.unshift(card);
  ledger.changed();
  return card;
}
