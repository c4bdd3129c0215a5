/**
 * The countries the card forms offer (ISO 3166-1 alpha-2), sorted by their name in the screen's language. The card
 * issuers take some of them only (the crypto card's terms list its own); choosing another is refused by the issuer
 * with its code, which the form then says.
 */
import { countryName } from './card-format';

export const COUNTRIES = [
  'AT',
  'AU',
  'BE',
  'CA',
  'CH',
  'CZ',
  'DE',
  'EE',
  'ES',
  'FR',
  'GB',
  'GE',
  'IE',
  'IT',
  'KZ',
  'LT',
  'LV',
  'NL',
  'PL',
  'PT',
  'TR',
  'UA',
  'US',
] as const;

export function countryOptions(locale: string, codes: readonly string[] = COUNTRIES): { code: string; name: string }[] {
  return codes.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => a.name.localeCompare(b.name, locale));
}
