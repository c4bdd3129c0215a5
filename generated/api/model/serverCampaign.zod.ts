/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const serverCampaignSlugMax = 64;

export const serverCampaignTitleMax = 120;

export const serverCampaignUrlMax = 4096;


export const serverCampaignUrlRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');

export const ServerCampaign = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "slug": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(serverCampaignSlugMax)),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(serverCampaignTitleMax)),
  "active": /*#__PURE__*/ zod.boolean(),
  "startsAt": /*#__PURE__*/ zod.iso.datetime({"offset":true}),
  "endsAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.iso.datetime({"offset":true})),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(serverCampaignUrlMax)).check(/*#__PURE__*/ zod.regex(serverCampaignUrlRegExp)))
})

export type ServerCampaign = zod.input<typeof ServerCampaign>;
export type ServerCampaignOutput = zod.output<typeof ServerCampaign>;
