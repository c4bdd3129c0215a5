/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const affiliateLinkResponseDataCampaignRegExp = new RegExp('^[a-z0-9][a-z0-9-]{2,47}$');
export const affiliateLinkResponseDataLandingPageRegExp = new RegExp('^/[a-z0-9/-]{0,63}$');
export const affiliateLinkResponseDataSubIdRegExp = new RegExp('^[A-Za-z0-9_-]{1,32}$');
export const affiliateLinkResponseDataUrlMax = 4096;


export const affiliateLinkResponseDataUrlRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const affiliateLinkResponseDataCreatedAtMin = 0;


export const AffiliateLinkResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "campaign": /*#__PURE__*/ zod.stringFormat('affiliate-campaign-slug', affiliateLinkResponseDataCampaignRegExp),
  "landingPage": /*#__PURE__*/ zod.stringFormat('affiliate-landing-page', affiliateLinkResponseDataLandingPageRegExp),
  "subId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('affiliate-sub-id', affiliateLinkResponseDataSubIdRegExp)),
  "url": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(affiliateLinkResponseDataUrlMax)).check(/*#__PURE__*/ zod.regex(affiliateLinkResponseDataUrlRegExp)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateLinkResponseDataCreatedAtMin))
})
})

export type AffiliateLinkResponse = zod.input<typeof AffiliateLinkResponse>;
export type AffiliateLinkResponseOutput = zod.output<typeof AffiliateLinkResponse>;
