/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const sitemapUrlLocMax = 2048;

export const sitemapUrlAlternativesItemHreflangRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const sitemapUrlAlternativesItemHrefMax = 2048;


export const SitemapUrl = zod.object({
  "loc": zod.string().min(1).max(sitemapUrlLocMax).describe('The page path without the locale prefix, e.g. /trade/BTC-USDT.'),
  "lastmod": zod.iso.datetime({"offset":true}).optional(),
  "alternatives": zod.array(zod.object({
  "hreflang": zod.stringFormat('locale', sitemapUrlAlternativesItemHreflangRegExp).describe('A language code of the product (two letters, optionally with a region, e.g. en, tr, pt-br).'),
  "href": zod.string().min(1).max(sitemapUrlAlternativesItemHrefMax)
})).optional().describe('The page in other languages.')
}).describe('A sitemap entry. Assumption: modelled on a sitemap module\'s URL source entry.')

export type SitemapUrl = zod.input<typeof SitemapUrl>;
export type SitemapUrlOutput = zod.output<typeof SitemapUrl>;
