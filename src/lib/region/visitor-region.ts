/**
 * The region of a visitor's country (the frontend host's GET /internal/userCountry): Türkiye, Georgia, Australia and
 * Kazakhstan have their own; the European Economic Area (spec section 9: the EU country list, 30 codes) is Europe's;
 * anywhere else is the global site's.
 */
import type { RegionId } from '../../../regions/region-schema';

/** The EU's 27 and Iceland, Liechtenstein and Norway. */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
]);

const OWN: Readonly<Record<string, RegionId>> = { TR: 'turkey', GE: 'georgia', AU: 'australia', KZ: 'kazakhstan' };

export function regionOfCountry(countryCode: string): RegionId {
  const code = countryCode.toUpperCase();
  return OWN[code] ?? (EU_COUNTRIES.has(code) ? 'europe' : 'global');
}
