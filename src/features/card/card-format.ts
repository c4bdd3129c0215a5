/** Amounts and card numbers as the card screens show them. */
import { formatDecimal } from '../../lib/format/number-format';

export const money = (value: string, ticker: string, locale: string): string => `${formatDecimal(value, locale, { max: 8 })} ${ticker}`;

/** A card by its last four digits, the rest hidden, in groups of four. */
export const maskedCard = (last4: string): string => `•••• •••• •••• ${last4}`;

/** Country names in the screen's language (Intl.DisplayNames), the code where the browser has none. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
