/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const serverConfigCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const serverConfigLocalesItemRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');


export const ServerConfig = zod.object({
  "region": zod.enum(['global', 'turkey', 'georgia', 'australia', 'kazakhstan', 'europe']).describe('A regional variant of the product (section 1).'),
  "countryCode": zod.stringFormat('country-code', serverConfigCountryCodeRegExp).optional().describe('An ISO 3166-1 alpha-2 country code in upper case.'),
  "locales": zod.array(zod.stringFormat('locale', serverConfigLocalesItemRegExp).describe('A language code of the product (two letters, optionally with a region, e.g. en, tr, pt-br).')).min(1).describe('Locales this region serves (en and tr are configured; others are served too).'),
  "maintenance": zod.boolean().describe('Whether the exchange is in maintenance (the client then shows the system page).'),
  "captcha": zod.object({
  "provider": zod.enum(['geetest', 'reCaptcha']),
  "enabled": zod.boolean()
}).describe('Which captcha guards the captcha-protected buttons (section 3 "captcha").'),
  "features": zod.record(zod.string(), zod.object({
  "enabled": zod.boolean(),
  "hide": zod.boolean()
}).describe('A feature flag of the server (sections 3 and 6): `enabled` false blocks the feature, `hide` true only removes it from navigation.')).describe('Feature flags by module name (margin, futures, earn, koinly, diia, ...).')
}).describe('The `config` object of GET /v3/config. Assumption: its fields are not shown by the spec; the ones the client reads are modelled on the region config of section 3. The server adds region-specific fields, so other properties are allowed and ignored.')

export type ServerConfig = zod.input<typeof ServerConfig>;
export type ServerConfigOutput = zod.output<typeof ServerConfig>;
