/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const sitemapUrlListItemLocMax = 2048;

export const sitemapUrlListItemAlternativesItemHreflangRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const sitemapUrlListItemAlternativesItemHrefMax = 2048;


export const SitemapUrlList = zod.array(zod.object({
  "loc": zod.string().min(1).max(sitemapUrlListItemLocMax).describe('The page path without the locale prefix, e.g. /trade/BTC-USDT.'),
  "lastmod": zod.iso.datetime({"offset":true}).optional(),
  "alternatives": zod.array(zod.object({
  "hreflang": zod.stringFormat('locale', sitemapUrlListItemAlternativesItemHreflangRegExp).describe('A language code of the product (two letters, optionally with a region, e.g. en, tr, pt-br).'),
  "href": zod.string().min(1).max(sitemapUrlListItemAlternativesItemHrefMax)
})).optional().describe('The page in other languages.')
}).describe('A sitemap entry. Assumption: modelled on a sitemap module\'s URL source entry.'))

export type SitemapUrlList = zod.input<typeof SitemapUrlList>;
export type SitemapUrlListOutput = zod.output<typeof SitemapUrlList>;
