/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const affiliateLinkListResponseDataItemCampaignRegExp = new RegExp('^[a-z0-9][a-z0-9-]{2,47}$');
export const affiliateLinkListResponseDataItemLandingPageRegExp = new RegExp('^/[a-z0-9/-]{0,63}$');
export const affiliateLinkListResponseDataItemSubIdRegExp = new RegExp('^[A-Za-z0-9_-]{1,32}$');
export const affiliateLinkListResponseDataItemUrlMax = 4096;


export const affiliateLinkListResponseDataItemUrlRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const affiliateLinkListResponseDataItemCreatedAtMin = 0;


export const AffiliateLinkListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "campaign": /*#__PURE__*/ zod.stringFormat('affiliate-campaign-slug', affiliateLinkListResponseDataItemCampaignRegExp),
  "landingPage": /*#__PURE__*/ zod.stringFormat('affiliate-landing-page', affiliateLinkListResponseDataItemLandingPageRegExp),
  "subId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('affiliate-sub-id', affiliateLinkListResponseDataItemSubIdRegExp)),
  "url": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(affiliateLinkListResponseDataItemUrlMax)).check(/*#__PURE__*/ zod.regex(affiliateLinkListResponseDataItemUrlRegExp)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateLinkListResponseDataItemCreatedAtMin))
}))
})

export type AffiliateLinkListResponse = zod.input<typeof AffiliateLinkListResponse>;
export type AffiliateLinkListResponseOutput = zod.output<typeof AffiliateLinkListResponse>;
