/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const sitemapUrlLocMax = 2048;

export const sitemapUrlAlternativesItemHreflangRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const sitemapUrlAlternativesItemHrefMax = 2048;


export const SitemapUrl = /*#__PURE__*/ zod.object({
  "loc": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(sitemapUrlLocMax)),
  "lastmod": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.iso.datetime({"offset":true})),
  "alternatives": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "hreflang": /*#__PURE__*/ zod.stringFormat('locale', sitemapUrlAlternativesItemHreflangRegExp),
  "href": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(sitemapUrlAlternativesItemHrefMax))
})))
})

export type SitemapUrl = zod.input<typeof SitemapUrl>;
export type SitemapUrlOutput = zod.output<typeof SitemapUrl>;
