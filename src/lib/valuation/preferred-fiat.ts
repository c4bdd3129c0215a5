/**
 * The fiat the balance page values assets in (spec sections 6 and 9): regional sites use the region's first
 * currency; the global site picks it from the user's country (TR TRY, AU AUD, KZ KZT, GB GBP, PL PLN, BG BGN,
 * CZ CZK, UA UAH, the euro area EUR, anything else USD).
 */
import type { RegionConfig } from '../../../regions/region-schema';

const BY_COUNTRY: Record<string, string> = {
  TR: 'TRY',
  AU: 'AUD',
  KZ: 'KZT',
  GB: 'GBP',
  PL: 'PLN',
  BG: 'BGN',
  CZ: 'CZK',
  UA: 'UAH',
};

/** Countries paying in euro (the spec's "eurozone"). */
const EURO_AREA = new Set([
  'AT',
  'BE',
  'HR',
  'CY',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PT',
  'SK',
  'SI',
  'ES',
]);

export function preferredFiat(region: Pick<RegionConfig, 'id' | 'fiatCurrencies'>, countryCode: string | undefined): string {
  if (region.id !== 'global') return region.fiatCurrencies[0] ?? 'USD';
  const country = (countryCode ?? '').toUpperCase();
  if (BY_COUNTRY[country]) return BY_COUNTRY[country];
  return EURO_AREA.has(country) ? 'EUR' : 'USD';
}
