/** Amounts of P2P Express as the screens show them: the locale's digits and the ticker. */
import { formatDecimal } from '../../lib/format/number-format';

export const money = (value: string, ticker: string, locale: string): string => `${formatDecimal(value, locale, { max: 8 })} ${ticker}`;

/** A card number as a card shows it: digits in groups of four. */
export const grouped = (digits: string): string => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** A card of the user's by its last four digits, the rest hidden. */
export const maskedCard = (last4: string): string => `•••• •••• •••• ${last4}`;
