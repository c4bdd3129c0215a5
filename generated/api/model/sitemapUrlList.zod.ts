/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const sitemapUrlListItemLocMax = 2048;

export const sitemapUrlListItemAlternativesItemHreflangRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const sitemapUrlListItemAlternativesItemHrefMax = 2048;


export const SitemapUrlList = /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "loc": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(sitemapUrlListItemLocMax)),
  "lastmod": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.iso.datetime({"offset":true})),
  "alternatives": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "hreflang": /*#__PURE__*/ zod.stringFormat('locale', sitemapUrlListItemAlternativesItemHreflangRegExp),
  "href": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(sitemapUrlListItemAlternativesItemHrefMax))
})))
}))

export type SitemapUrlList = zod.input<typeof SitemapUrlList>;
export type SitemapUrlListOutput = zod.output<typeof SitemapUrlList>;
