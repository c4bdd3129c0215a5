/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const affiliateLinkCampaignRegExp = new RegExp('^[a-z0-9][a-z0-9-]{2,47}$');
export const affiliateLinkLandingPageRegExp = new RegExp('^/[a-z0-9/-]{0,63}$');
export const affiliateLinkSubIdRegExp = new RegExp('^[A-Za-z0-9_-]{1,32}$');
export const affiliateLinkUrlMax = 4096;


export const affiliateLinkUrlRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const affiliateLinkCreatedAtMin = 0;


export const AffiliateLink = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "campaign": /*#__PURE__*/ zod.stringFormat('affiliate-campaign-slug', affiliateLinkCampaignRegExp),
  "landingPage": /*#__PURE__*/ zod.stringFormat('affiliate-landing-page', affiliateLinkLandingPageRegExp),
  "subId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('affiliate-sub-id', affiliateLinkSubIdRegExp)),
  "url": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(affiliateLinkUrlMax)).check(/*#__PURE__*/ zod.regex(affiliateLinkUrlRegExp)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateLinkCreatedAtMin))
})

export type AffiliateLink = zod.input<typeof AffiliateLink>;
export type AffiliateLinkOutput = zod.output<typeof AffiliateLink>;
