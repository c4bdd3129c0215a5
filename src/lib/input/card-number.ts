/** Card numbers (spec section 5): digits, shown in groups of four. Spaces and dashes are only formatting. */
import { accept, reject, type InputResult } from './input-result';

export const CARD_NUMBER_MAX_DIGITS = 19;

export function groupCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The card number as typed, grouped in fours (`extra.digits` holds the bare digits). */
export function formatCardNumber(raw: string, { maxDigits = CARD_NUMBER_MAX_DIGITS } = {}): InputResult<{ digits: string }> {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(digits)) return reject(raw, 'forms:cardNumber.digitsOnly');
  if (digits.length > maxDigits) return reject(raw, 'forms:cardNumber.tooLong', { max: maxDigits });
  return accept(raw, groupCardNumber(digits), undefined, { digits });
}
