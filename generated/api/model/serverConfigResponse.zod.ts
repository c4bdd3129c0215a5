/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const serverConfigResponseDataConfigCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const serverConfigResponseDataConfigLocalesItemRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');


export const serverConfigResponseDataCampaignsSlugMax = 64;

export const serverConfigResponseDataCampaignsTitleMax = 120;

export const serverConfigResponseDataCampaignsUrlMax = 4096;


export const serverConfigResponseDataCampaignsUrlRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');

export const ServerConfigResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "config": /*#__PURE__*/ zod.object({
  "region": /*#__PURE__*/ zod.enum(['global', 'turkey', 'georgia', 'australia', 'kazakhstan', 'europe']),
  "countryCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('country-code', serverConfigResponseDataConfigCountryCodeRegExp)),
  "locales": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('locale', serverConfigResponseDataConfigLocalesItemRegExp)).check(/*#__PURE__*/ zod.minLength(1)),
  "maintenance": /*#__PURE__*/ zod.boolean(),
  "captcha": /*#__PURE__*/ zod.object({
  "provider": /*#__PURE__*/ zod.enum(['geetest', 'reCaptcha']),
  "enabled": /*#__PURE__*/ zod.boolean()
}),
  "features": /*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
}))
}),
  "campaigns": /*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "slug": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(serverConfigResponseDataCampaignsSlugMax)),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(serverConfigResponseDataCampaignsTitleMax)),
  "active": /*#__PURE__*/ zod.boolean(),
  "startsAt": /*#__PURE__*/ zod.iso.datetime({"offset":true}),
  "endsAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.iso.datetime({"offset":true})),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(serverConfigResponseDataCampaignsUrlMax)).check(/*#__PURE__*/ zod.regex(serverConfigResponseDataCampaignsUrlRegExp)))
}))
})
})

export type ServerConfigResponse = zod.input<typeof ServerConfigResponse>;
export type ServerConfigResponseOutput = zod.output<typeof ServerConfigResponse>;
