/**
 * The payout details of a fiat withdrawal, checked as a bank or card network would before anything is sent: a card
 * number (13 to 19 digits, Luhn check) and an IBAN (ISO 13616: country, check digits, account; mod-97 check). The
 * demo exchange checks them with the same functions.
 */

/** The text as typed without spaces and dashes (cards are written in groups of four). */
export const compactCard = (value: string): string => value.replace(/[\s-]/g, '');

/** The text as typed without spaces, in capitals (IBANs are written in groups of four). */
export const compactIban = (value: string): string => value.replace(/\s/g, '').toUpperCase();

/** A card number: 13 to 19 digits whose Luhn sum is right. */
export function isCardNumber(value: string): boolean {
  if (!/^[0-9]{13,19}$/.test(value)) return false;
  let total = 0;
  for (const [i, ch] of [...value].reverse().entries()) {
    const digit = Number(ch) * (i % 2 === 1 ? 2 : 1);
    total += digit > 9 ? digit - 9 : digit;
  }
  return total % 10 === 0;
}

/** An IBAN whose mod-97 check is 1. */
export function isIban(value: string): boolean {
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(value)) return false;
  const digits = [...(value.slice(4) + value.slice(0, 4))].map((ch) => (/[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch)).join('');
  let rest = 0;
  for (const ch of digits) rest = (rest * 10 + Number(ch)) % 97;
  return rest === 1;
}
